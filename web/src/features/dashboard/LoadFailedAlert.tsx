import { Alert, Button } from '@chakra-ui/react';
import { accountLoadTexts } from './dashboardTexts';

interface LoadFailedAlertProps {
  message: string;
  onRetry: () => void;
}

/** A section that could not be read, with a way to ask again. */
export function LoadFailedAlert({ message, onRetry }: LoadFailedAlertProps) {
  return (
    <Alert.Root status="error" role="alert" alignItems="center">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <Button size="sm" variant="outline" onClick={onRetry}>
        {accountLoadTexts.tryAgain}
      </Button>
    </Alert.Root>
  );
}
