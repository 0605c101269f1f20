import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuInbox } from 'react-icons/lu';

interface QuoteListEmptyProps {
  title: string;
  description: string;
  action?: ReactNode;
}

/** What a quote list shows before there is anything in it. */
export function QuoteListEmpty({ title, description, action }: QuoteListEmptyProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle="dashed" rounded="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuInbox />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          <EmptyState.Description>{description}</EmptyState.Description>
        </VStack>
        {action}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
