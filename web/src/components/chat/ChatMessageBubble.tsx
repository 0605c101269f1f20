import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { dateFormatter } from '#schema/intl';
import { useChatLink } from './chatLink';
import type { ChatMessage } from './useChat';

const timeFormat = dateFormatter('en-GB', { hour: '2-digit', minute: '2-digit' });

/** One message: the bot's on the left, the user's on the right in the brand colour. */
export function ChatMessageBubble({ message }: { message: ChatMessage }) {
  const { isBot } = message;
  const ChatLink = useChatLink();
  return (
    <Stack gap="1" align={isBot ? 'start' : 'end'} maxW="85%" alignSelf={isBot ? 'start' : 'end'}>
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
        <Text whiteSpace="pre-wrap">{message.text}</Text>
        {message.links && (
          <HStack gap="2" mt="2.5" wrap="wrap">
            {message.links.map((link) => (
              <Button key={link.to} asChild size="xs" variant="surface" rounded="full">
                <ChatLink to={link.to}>{link.label}</ChatLink>
              </Button>
            ))}
          </HStack>
        )}
      </Box>
      <Text asChild fontSize="2xs" color="fg.subtle">
        <time dateTime={message.timestamp.toISOString()}>{timeFormat(message.timestamp)}</time>
      </Text>
    </Stack>
  );
}
