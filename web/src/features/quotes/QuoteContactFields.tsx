import { Input, SimpleGrid, Stack } from '@chakra-ui/react';
import { FormField } from '../../components/FormField';
import type { FieldErrors } from '../../lib/checkForm';
import type { FieldSetter, QuoteContact } from './quoteForm';

interface QuoteContactFieldsProps {
  values: QuoteContact;
  onChange: FieldSetter<QuoteContact>;
  errors: FieldErrors<QuoteContact>;
}

/** The contact part of a quote request: name, email and phone required, address optional. */
export function QuoteContactFields({ values, onChange, errors }: QuoteContactFieldsProps) {
  const bind = (field: keyof QuoteContact) => ({
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: HTMLInputElement }) =>
      onChange(field, event.currentTarget.value),
  });
  return (
    <Stack gap="5">
      <FormField label="Full name" error={errors.customerName} required>
        <Input autoComplete="name" {...bind('customerName')} />
      </FormField>
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
        <FormField label="Email" error={errors.customerEmail} required>
          <Input type="email" autoComplete="email" {...bind('customerEmail')} />
        </FormField>
        <FormField label="Phone" error={errors.customerPhone} required>
          <Input type="tel" autoComplete="tel" {...bind('customerPhone')} />
        </FormField>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="5">
        <Stack gridColumn={{ sm: 'span 2' }}>
          <FormField label="Address (optional)" error={errors.customerAddress}>
            <Input autoComplete="street-address" {...bind('customerAddress')} />
          </FormField>
        </Stack>
        <FormField label="Postcode (optional)" error={errors.customerPostcode}>
          <Input autoComplete="postal-code" {...bind('customerPostcode')} />
        </FormField>
      </SimpleGrid>
    </Stack>
  );
}
