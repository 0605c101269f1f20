import { Alert } from '@chakra-ui/react';

/** A message about the whole form (not one field), announced as soon as it appears. */
export function FormAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
