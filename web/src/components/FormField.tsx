import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FormFieldProps {
  label: string;
  /** The field's message from the form's rule; marks the field invalid when present. */
  error?: string;
  required?: boolean;
  /** A line under the control saying what to enter (tied to it by the field). */
  helperText?: string;
  /** The control, which the label and error text are tied to. */
  children: ReactNode;
}

export function FormField({ label, error, required, helperText, children }: FormFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      {children}
      {helperText && <Field.HelperText>{helperText}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
