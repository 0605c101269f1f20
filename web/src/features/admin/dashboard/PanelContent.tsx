import { Skeleton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PanelContentProps {
  /** What the list is, for the loading state's accessible name. */
  label: string;
  error: unknown;
  items: readonly unknown[] | undefined;
  loadFailed: string;
  empty: string;
  children: ReactNode;
}

/** A dashboard list's states: failed, loading, empty, or the list itself. */
export function PanelContent({
  label,
  error,
  items,
  loadFailed,
  empty,
  children,
}: PanelContentProps) {
  if (error) {
    return (
      <Text role="alert" color="fg.error">
        {loadFailed}
      </Text>
    );
  }
  if (!items) {
    return (
      <Stack gap="2" role="status" aria-busy="true" aria-label={`Loading ${label}`}>
        <Skeleton height="8" />
        <Skeleton height="8" />
        <Skeleton height="8" />
      </Stack>
    );
  }
  if (items.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return children;
}
