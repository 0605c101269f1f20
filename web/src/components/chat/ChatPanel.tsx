import { Box, CloseButton, Flex, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { type RefObject, useId } from 'react';
import { LuBot } from 'react-icons/lu';
import { chatPartAttribute } from '#schema/chat-island';
import { ChatInput } from './ChatInput';
import { ChatMessages } from './ChatMessages';
import { botName } from './chatAnswers';
import type { ChatView } from './useChat';

interface ChatPanelProps {
  chat: ChatView;
  onClose: () => void;
  inputRef: RefObject<HTMLTextAreaElement | null>;
}

/**
 * The open chat: a card in the bottom-right corner on wider screens, a full-width sheet along the
 * bottom on phones. It does not trap focus: the page stays usable beside it. Escape closes it.
 */
export function ChatPanel({ chat, onClose, inputRef }: ChatPanelProps) {
  const titleId = useId();
  return (
    <Flex
      role="dialog"
      aria-labelledby={titleId}
      direction="column"
      position="fixed"
      zIndex="overlay"
      insetX={{ base: '0', sm: 'auto' }}
      bottom={{ base: '0', sm: '6' }}
      right={{ sm: '6' }}
      w={{ base: 'full', sm: '96' }}
      h={{ base: '85dvh', sm: 'min(36rem, calc(100dvh - 6rem))' }}
      bg="bg.panel"
      borderWidth="1px"
      rounded={{ base: 'none', sm: '2xl' }}
      roundedTop="2xl"
      shadow="2xl"
      overflow="hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <HStack px="4" py="3" gap="3" bg="colorPalette.solid" color="colorPalette.contrast">
        <Box p="1.5" rounded="full" bg="whiteAlpha.300">
          <Icon as={LuBot} boxSize="5" aria-hidden />
        </Box>
        <Stack gap="0" flex="1">
          <Text id={titleId} fontWeight="semibold">
            {botName}
          </Text>
          <Text fontSize="xs" opacity="0.85">
            Quick answers on green home upgrades
          </Text>
        </Stack>
        <CloseButton
          size="sm"
          variant="ghost"
          color="inherit"
          _hover={{ bg: 'whiteAlpha.300' }}
          aria-label="Close chat"
          {...{ [chatPartAttribute]: 'close' }}
          onClick={onClose}
        />
      </HStack>
      <ChatMessages chat={chat} />
      <ChatInput
        text={chat.draft}
        onChange={chat.setDraft}
        onSend={() => chat.send(chat.draft) && chat.setDraft('')}
        inputRef={inputRef}
      />
    </Flex>
  );
}
