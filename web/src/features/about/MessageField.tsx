import { Field, Textarea } from '@chakra-ui/react';
import { messageMinLength } from './contactTexts';

interface MessageFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The server's message, when the form was posted without the app. */
  error?: string;
}

/** The message, with a live count against the ten-character minimum the server enforces. */
export function MessageField({ value, onChange, error }: MessageFieldProps) {
  const length = value.trim().length;
  const enough = length >= messageMinLength;
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>Message</Field.Label>
      <Textarea
        name="message"
        rows={6}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder="Tell us how we can help."
      />
      <Field.HelperText color={enough ? 'fg.success' : 'fg.muted'}>
        {length} / {messageMinLength} characters minimum
      </Field.HelperText>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
