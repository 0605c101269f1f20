import { Field, NativeSelect } from '@chakra-ui/react';

/** An option: its value doubles as its label, or the label is given. */
export type SelectOption = string | { value: string; label: string };

export interface SelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  /**
   * An option before the list: a choice such as `{ value: 'all', label: 'All services' }`, or a
   * prompt that cannot be chosen back, `{ label: 'Choose a size', disabled: true }` (value '').
   */
  first?: { value?: string; label: string; disabled?: boolean };
  /** Controlled use: the value and what to do with a new one. */
  value?: string;
  onChange?: (value: string) => void;
  /** Form use: the field's name in FormData and its starting value. */
  name?: string;
  defaultValue?: string;
  /** The field's message from the form's rule; marks the field invalid when present. */
  error?: string;
  required?: boolean;
  size?: NativeSelect.RootProps['size'];
  flex?: Field.RootProps['flex'];
}

const optionOf = (option: SelectOption) =>
  typeof option === 'string' ? { value: option, label: option } : option;

/** A labelled native select (native, so phones show their own picker and forms read it). */
export function SelectField({
  label,
  options,
  first,
  value,
  onChange,
  name,
  defaultValue,
  error,
  required,
  size,
  flex,
}: SelectFieldProps) {
  return (
    <Field.Root required={required} invalid={Boolean(error)} flex={flex}>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size={size}>
        <NativeSelect.Field
          name={name}
          value={value}
          defaultValue={defaultValue}
          onChange={onChange && ((event) => onChange(event.currentTarget.value))}
        >
          {first && (
            <option value={first.value ?? ''} disabled={first.disabled}>
              {first.label}
            </option>
          )}
          {options.map(optionOf).map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
