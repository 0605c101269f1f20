import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { chatPartAttribute } from '#schema/chat-island';
import { useChatLink } from './chatLink';
import { type ChatMessage, messageTime } from './conversation';

/** One message: the bot's on the left, the user's on the right in the brand colour. */
export function ChatMessageBubble({ message }: { message: ChatMessage }) {
  const { isBot } = message;
  const ChatLink = useChatLink();
  return (
    <Stack
      gap="1"
      align={isBot ? 'start' : 'end'}
      maxW="85%"
      alignSelf={isBot ? 'start' : 'end'}
      {...{ [chatPartAttribute]: isBot ? 'bot' : 'user' }}
    >
      <Box
        px="3.5"
        py="2.5"
        rounded="2xl"
        roundedBottomLeft={isBot ? 'sm' : '2xl'}
        roundedBottomRight={isBot ? '2xl' : 'sm'}
        bg={isBot ? 'bg.muted' : 'colorPalette.solid'}
        color={isBot ? 'fg' : 'colorPalette.contrast'}
        fontSize="sm"
        lineHeight="tall"
      >
        <Text whiteSpace="pre-wrap" {...{ [chatPartAttribute]: 'text' }}>
          {message.text}
        </Text>
        {message.links && (
          <HStack gap="2" mt="2.5" wrap="wrap" {...{ [chatPartAttribute]: 'links' }}>
            {message.links.map((link) => (
              <Button key={link.to} asChild size="xs" variant="surface" rounded="full">
                <ChatLink to={link.to}>{link.label}</ChatLink>
              </Button>
            ))}
          </HStack>
        )}
      </Box>
      <Text asChild fontSize="2xs" color="fg.subtle">
        <time dateTime={message.timestamp.toISOString()}>{messageTime(message.timestamp)}</time>
      </Text>
    </Stack>
  );
}
