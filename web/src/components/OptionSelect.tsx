import { NativeSelect } from '@chakra-ui/react';

/**
 * An option: its value doubles as its label, or the label is given; a disabled one is shown but
 * cannot be chosen (its label says why).
 */
export type SelectOption = string | { value: string; label: string; disabled?: boolean };

export interface OptionSelectProps {
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
  /** The id of the form it belongs to, when it stands outside that form. */
  form?: string;
  /** Its name when no label names it (inside a labelled field, the field names it). */
  id?: string;
  'aria-label'?: string;
  disabled?: boolean;
  size?: NativeSelect.RootProps['size'];
  width?: NativeSelect.RootProps['width'];
}

const optionOf = (option: SelectOption) =>
  typeof option === 'string' ? { value: option, label: option } : option;

/** A native select and its options (native, so phones show their own picker and forms read it). */
export function OptionSelect({
  options,
  first,
  value,
  onChange,
  name,
  defaultValue,
  form,
  id,
  'aria-label': ariaLabel,
  disabled,
  size,
  width,
}: OptionSelectProps) {
  return (
    <NativeSelect.Root size={size} width={width} disabled={disabled}>
      <NativeSelect.Field
        id={id}
        aria-label={ariaLabel}
        name={name}
        form={form}
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
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
