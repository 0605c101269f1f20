import { Checkbox, CheckboxGroup, Fieldset, SimpleGrid } from '@chakra-ui/react';

interface ChoiceGroupFieldProps {
  legend: string;
  name: string;
  /** A string is its own label; or a value with its label (a credential's scopes). */
  options: readonly (string | { value: string; label: string })[];
  value: readonly string[];
  onValueChange: (value: string[]) => void;
  error?: string;
  /** A line under the legend, e.g. a plan's limit. */
  helperText?: string;
}

/** A set of checkboxes for a many-choice field, such as services or credentials. */
export function ChoiceGroupField({
  legend,
  name,
  options,
  value,
  onValueChange,
  error,
  helperText,
}: ChoiceGroupFieldProps) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium">{legend}</Fieldset.Legend>
      {helperText && <Fieldset.HelperText>{helperText}</Fieldset.HelperText>}
      <CheckboxGroup name={name} value={[...value]} onValueChange={onValueChange}>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2.5">
          {options.map((option) => {
            const { value: optionValue, label } =
              typeof option === 'string' ? { value: option, label: option } : option;
            return (
              <Checkbox.Root key={optionValue} value={optionValue}>
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{label}</Checkbox.Label>
              </Checkbox.Root>
            );
          })}
        </SimpleGrid>
      </CheckboxGroup>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
