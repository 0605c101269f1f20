import { Input } from '@chakra-ui/react';
import { FormField } from '../../components/FormField';

interface ImageUrlFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** An https:// image address, or the path of an uploaded image. */
export function ImageUrlField({ value, onChange, error }: ImageUrlFieldProps) {
  return (
    <FormField label="Image URL" error={error}>
      <Input
        name="imageUrl"
        inputMode="url"
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder="https://…"
      />
    </FormField>
  );
}
