import { Alert } from '@chakra-ui/react';

/**
 * A message about the whole form (not one field), announced as soon as it appears; with a title,
 * the message is its explanation. It stays until the form is tried again (issue 26).
 */
export function FormAlert({ message, title }: { message: string; title?: string }) {
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      {title ? (
        <Alert.Content>
          <Alert.Title>{title}</Alert.Title>
          <Alert.Description>{message}</Alert.Description>
        </Alert.Content>
      ) : (
        <Alert.Title>{message}</Alert.Title>
      )}
    </Alert.Root>
  );
}
