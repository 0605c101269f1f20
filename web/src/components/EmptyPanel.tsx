import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { IconType } from 'react-icons';

export interface EmptyPanelProps {
  icon: IconType;
  title: string;
  description?: string;
  /** Buttons that lead on from here (clear the filters, show everything, sign in again). */
  children?: ReactNode;
  /** Dashed for "nothing here yet"; solid for a screen that stands in for a failed one. */
  border?: 'dashed' | 'solid';
  /** The title is announced (role="alert") when it reports a failure. */
  announce?: boolean;
}

/** What a list or section shows when it has nothing to show. */
export function EmptyPanel({
  icon: IconComponent,
  title,
  description,
  children,
  border = 'dashed',
  announce = false,
}: EmptyPanelProps) {
  return (
    <EmptyState.Root borderWidth="1px" borderStyle={border} rounded="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <IconComponent />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title role={announce ? 'alert' : undefined}>{title}</EmptyState.Title>
          {description && <EmptyState.Description maxW="md">{description}</EmptyState.Description>}
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
