import { Alert } from '@chakra-ui/react';

/**
 * A message about the whole form (not one field), announced as soon as it appears; with a title,
 * the message is its description.
 */
export function FormAlert({ title, message }: { title?: string; message: string }) {
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
