import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuCircleCheck } from 'react-icons/lu';

interface SentPanelProps {
  title: string;
  description: string;
  /** Where to go next, if anywhere. */
  children?: ReactNode;
}

/** What a form's page shows in its place once the form has gone: a tick, what happened, the way on. */
export function SentPanel({ title, description, children }: SentPanelProps) {
  return (
    <EmptyState.Root role="status" py="12">
      <EmptyState.Content>
        <EmptyState.Indicator color="colorPalette.fg">
          <LuCircleCheck />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title fontSize="xl">{title}</EmptyState.Title>
          <EmptyState.Description maxW="md">{description}</EmptyState.Description>
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
