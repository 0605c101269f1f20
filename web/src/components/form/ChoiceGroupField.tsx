import { Checkbox, CheckboxGroup, Fieldset, SimpleGrid } from '@chakra-ui/react';

interface ChoiceGroupFieldProps {
  legend: string;
  /** The form field name; each ticked option is sent under it. */
  name: string;
  options: readonly string[];
  /** Form use: the starting choices. */
  defaultValue?: readonly string[];
  /** Controlled use: the choices and what to do with new ones. */
  value?: readonly string[];
  onValueChange?: (value: string[]) => void;
  error?: string;
  /** A line under the legend, e.g. a plan's limit. */
  helperText?: string;
}

/** A set of checkboxes for a many-choice field, such as services or credentials. */
export function ChoiceGroupField({
  legend,
  name,
  options,
  defaultValue,
  value,
  onValueChange,
  error,
  helperText,
}: ChoiceGroupFieldProps) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium">{legend}</Fieldset.Legend>
      {helperText && <Fieldset.HelperText>{helperText}</Fieldset.HelperText>}
      <CheckboxGroup
        name={name}
        defaultValue={defaultValue && [...defaultValue]}
        value={value && [...value]}
        onValueChange={onValueChange}
      >
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2.5">
          {options.map((option) => (
            <Checkbox.Root key={option} value={option}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{option}</Checkbox.Label>
            </Checkbox.Root>
          ))}
        </SimpleGrid>
      </CheckboxGroup>
      <Fieldset.ErrorText>{error}</Fieldset.ErrorText>
    </Fieldset.Root>
  );
}
