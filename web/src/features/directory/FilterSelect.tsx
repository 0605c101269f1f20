import { Field, NativeSelect } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface FilterSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The options. */
  children: ReactNode;
}

export function FilterSelect({ label, value, onChange, children }: FilterSelectProps) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field value={value} onChange={(event) => onChange(event.currentTarget.value)}>
          {children}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
