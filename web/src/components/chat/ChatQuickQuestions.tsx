import { Button, Stack, Text } from '@chakra-ui/react';
import { quickQuestions } from './chatAnswers';

/** Ready-made first questions, one click to ask. */
export function ChatQuickQuestions({ onAsk }: { onAsk: (question: string) => void }) {
  return (
    <Stack gap="2" align="start" role="group" aria-label="Quick questions">
      <Text fontSize="xs" color="fg.muted">
        Popular questions
      </Text>
      {quickQuestions.map((question) => (
        <Button
          key={question}
          size="sm"
          variant="outline"
          rounded="full"
          fontWeight="normal"
          h="auto"
          py="1.5"
          whiteSpace="normal"
          textAlign="start"
          onClick={() => onAsk(question)}
        >
          {question}
        </Button>
      ))}
    </Stack>
  );
}
