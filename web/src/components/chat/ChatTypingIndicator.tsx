import { Box, HStack } from '@chakra-ui/react';
import { botName } from './chatAnswers';

const dots = [0, 1, 2];

/** Three pulsing dots while the bot 'types'. */
export function ChatTypingIndicator() {
  return (
    <HStack
      role="status"
      aria-label={`${botName} is typing`}
      gap="1"
      px="4"
      py="3"
      bg="bg.muted"
      rounded="2xl"
      roundedBottomLeft="sm"
      alignSelf="start"
    >
      {dots.map((dot) => (
        <Box
          key={dot}
          boxSize="1.5"
          rounded="full"
          bg="fg.muted"
          animation="pulse 1.2s ease-in-out infinite"
          style={{ animationDelay: `${dot * 0.2}s` }}
        />
      ))}
    </HStack>
  );
}
