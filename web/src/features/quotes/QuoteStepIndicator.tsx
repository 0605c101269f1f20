import { HStack, Progress, Text } from '@chakra-ui/react';
import type { QuoteStep } from './useQuoteSteps';

const stepNames: Record<QuoteStep, string> = {
  project: 'Your project',
  contact: 'Your contact details',
};

/** 'Step 1 of 2: Your project' with a bar that fills as the request nears sending. */
export function QuoteStepIndicator({ step }: { step: QuoteStep }) {
  const number = step === 'project' ? 1 : 2;
  return (
    <HStack gap="3">
      <Text fontSize="sm" fontWeight="medium" color="fg.muted" flexShrink="0">
        Step {number} of 2: {stepNames[step]}
      </Text>
      <Progress.Root value={number * 50} size="xs" flex="1" aria-hidden>
        <Progress.Track rounded="full">
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
    </HStack>
  );
}
