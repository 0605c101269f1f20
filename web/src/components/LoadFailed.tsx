import { Alert, Button, Stack } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';

export interface LoadFailedProps {
  /** What could not be read, in the product's words (docs/product/public-site.md §8). */
  message: string;
  /** A heading above the message, for a failure that replaces a whole section. */
  title?: string;
  onRetry: () => void;
  retryLabel?: string;
}

/** A section that could not be read, with a way to ask again. */
export function LoadFailed({ message, title, onRetry, retryLabel = 'Try Again' }: LoadFailedProps) {
  const retry = (
    <Button
      size="sm"
      variant="outline"
      w="fit-content"
      colorPalette={title ? 'red' : undefined}
      onClick={onRetry}
    >
      <LuRefreshCw aria-hidden /> {retryLabel}
    </Button>
  );
  if (!title) {
    return (
      <Alert.Root status="error" role="alert" alignItems="center">
        <Alert.Indicator />
        <Alert.Title flex="1">{message}</Alert.Title>
        {retry}
      </Alert.Root>
    );
  }
  return (
    <Alert.Root status="error" rounded="xl" p="5">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Stack gap="1">
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Stack>
        {retry}
      </Stack>
    </Alert.Root>
  );
}
