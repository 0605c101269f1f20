import { Button, Field, HStack, Input, Textarea } from '@chakra-ui/react';
import { useId } from 'react';
import { LuCopy } from 'react-icons/lu';
import { showToast } from '../../lib/toaster';
import { marketingTexts } from './premiumTexts';

interface CopyFieldProps {
  label: string;
  value: string;
  multiline?: boolean;
}

/** A read-only value with a Copy button; the text stays selectable when the clipboard refuses. */
export function CopyField({ label, value, multiline = false }: CopyFieldProps) {
  const id = useId();
  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      showToast({ type: 'success', title: marketingTexts.copied, description: label });
    } catch {
      showToast({ type: 'error', title: marketingTexts.copyFailed });
    }
  }
  return (
    <Field.Root>
      <Field.Label htmlFor={id}>{label}</Field.Label>
      <HStack w="full" align="start">
        {multiline ? (
          <Textarea
            id={id}
            value={value}
            readOnly
            rows={4}
            fontFamily="mono"
            fontSize="xs"
            onFocus={(event) => event.currentTarget.select()}
          />
        ) : (
          <Input id={id} value={value} readOnly onFocus={(event) => event.currentTarget.select()} />
        )}
        <Button variant="outline" onClick={copy} aria-label={`${marketingTexts.copy} ${label}`}>
          <LuCopy aria-hidden />
          {marketingTexts.copy}
        </Button>
      </HStack>
    </Field.Root>
  );
}
