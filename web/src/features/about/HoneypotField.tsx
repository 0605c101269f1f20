import { VisuallyHidden } from '@chakra-ui/react';
import { useId } from 'react';

interface HoneypotFieldProps {
  value: string;
  onChange: (value: string) => void;
}

/**
 * A field people never see or reach, so only a form-filling bot fills it; the server then keeps
 * nothing (docs/decisions/007-rate-limits.md).
 */
export function HoneypotField({ value, onChange }: HoneypotFieldProps) {
  const id = useId();
  return (
    <VisuallyHidden aria-hidden="true">
      <label htmlFor={id}>Website</label>
      <input
        id={id}
        name="website"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
      />
    </VisuallyHidden>
  );
}
