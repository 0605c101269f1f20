import { Checkbox, CheckboxGroup, Fieldset, SimpleGrid } from '@chakra-ui/react';

interface ChoiceGroupFieldProps {
  legend: string;
  name: string;
  options: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  error?: string;
}

/** A set of checkboxes for a many-choice field, such as services or credentials. */
export function ChoiceGroupField({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: ChoiceGroupFieldProps) {
  return (
    <Fieldset.Root invalid={Boolean(error)}>
      <Fieldset.Legend fontWeight="medium">{legend}</Fieldset.Legend>
      <CheckboxGroup name={name} value={[...value]} onValueChange={onChange}>
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
