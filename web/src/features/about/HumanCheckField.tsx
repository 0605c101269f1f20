import { Input } from '@chakra-ui/react';
import { FormField } from '../../components/FormField';
import { type HumanCheck, humanCheckFields, humanCheckQuestion } from './humanCheck';

interface HumanCheckFieldProps {
  check: HumanCheck;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The sum question that keeps simple bots out (docs/product/public-site.md §5). The page carries
 * its numbers, so a form posted before the app has loaded is checked by the server.
 */
export function HumanCheckField({ check, value, onChange, error }: HumanCheckFieldProps) {
  return (
    <>
      <input type="hidden" name={humanCheckFields.first} value={check.first} />
      <input type="hidden" name={humanCheckFields.second} value={check.second} />
      <FormField label={humanCheckQuestion(check)} error={error} required>
        <Input
          name="answer"
          inputMode="numeric"
          autoComplete="off"
          maxW="32"
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </FormField>
    </>
  );
}
