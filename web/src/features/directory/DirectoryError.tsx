import { Alert, Button, Stack } from '@chakra-ui/react';
import { LuRefreshCw } from 'react-icons/lu';
import { directoryErrorMessage, directoryTexts } from './directoryTexts';

interface DirectoryErrorProps {
  error: unknown;
  onRetry: () => void;
}

export function DirectoryError({ error, onRetry }: DirectoryErrorProps) {
  return (
    <Alert.Root status="error" rounded="xl" p="5">
      <Alert.Indicator />
      <Stack gap="3" flex="1">
        <Stack gap="1">
          <Alert.Title>{directoryTexts.errorTitle}</Alert.Title>
          <Alert.Description>{directoryErrorMessage(error)}</Alert.Description>
        </Stack>
        <Button size="sm" variant="outline" w="fit-content" colorPalette="red" onClick={onRetry}>
          <LuRefreshCw aria-hidden /> Try Again
        </Button>
      </Stack>
    </Alert.Root>
  );
}
