import { Input } from '@chakra-ui/react';
import { FormField } from '../../components/FormField';
import { type HumanCheck, humanCheckQuestion } from './humanCheck';

interface HumanCheckFieldProps {
  check: HumanCheck;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The sum question that keeps simple bots out (spec §5). */
export function HumanCheckField({ check, value, onChange, error }: HumanCheckFieldProps) {
  return (
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
  );
}
