import { Input } from '@chakra-ui/react';
import { FormField } from '../../components/FormField';
import { useHydrated } from '../../lib/useHydrated';
import { type HumanCheck, humanCheckQuestion } from './humanCheck';

interface HumanCheckFieldProps {
  check: HumanCheck;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * The sum question that keeps simple bots out (docs/product/public-site.md §5). Its numbers are
 * drawn in the browser, so a server-rendered page shows them once it is live (the form cannot be
 * sent before that anyway).
 */
export function HumanCheckField({ check, value, onChange, error }: HumanCheckFieldProps) {
  const label = useHydrated() ? humanCheckQuestion(check) : 'Quick sum check';
  return (
    <FormField label={label} error={error} required>
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
