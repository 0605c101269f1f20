import { Field } from '@chakra-ui/react';
import { OptionSelect, type OptionSelectProps } from './OptionSelect';

export type { SelectOption } from './OptionSelect';

export interface SelectFieldProps
  extends Omit<OptionSelectProps, 'id' | 'aria-label' | 'disabled' | 'width'> {
  label: string;
  /** The field's message from the form's rule; marks the field invalid when present. */
  error?: string;
  required?: boolean;
  flex?: Field.RootProps['flex'];
}

/** A labelled native select with its rule's message. */
export function SelectField({ label, error, required, flex, ...select }: SelectFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)} flex={flex}>
      <Field.Label>{label}</Field.Label>
      <OptionSelect {...select} />
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
