import { Button, Input, Stack } from '@chakra-ui/react';
import type { ChangeEvent } from 'react';
import { homeownerRegistrationRules } from '#schema/rules';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/form/useForm';
import { PasswordInput } from '../../components/PasswordInput';
import { useRegisterHomeowner } from './useRegisterHomeowner';

const blank = { name: '', email: '', password: '', phone: '', address: '', postcode: '' };

/** The Register tab: a homeowner account (docs/product/public-site.md §2.9, rules in §5). */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { register, isRegistering } = useRegisterHomeowner(onRegistered);
  const form = useForm(homeownerRegistrationRules, blank);
  const handleSubmit = form.submit((input) => {
    if (!isRegistering) register(input);
  });

  /** A text input's name, value and change handler, bound to the form. */
  const bound = (name: keyof typeof blank) => ({
    name,
    value: form.values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      form.setField(name, event.currentTarget.value),
  });

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={handleSubmit}>
        <FormField label="Full Name" error={form.errors.name} required>
          <Input {...bound('name')} autoComplete="name" />
        </FormField>
        <FormField label="Email" error={form.errors.email} required>
          <Input {...bound('email')} type="email" autoComplete="email" />
        </FormField>
        <FormField label="Password" error={form.errors.password} required>
          <PasswordInput {...bound('password')} autoComplete="new-password" />
        </FormField>
        <FormField label="Phone (optional)" error={form.errors.phone}>
          <Input {...bound('phone')} type="tel" autoComplete="tel" />
        </FormField>
        <FormField label="Address (optional)" error={form.errors.address}>
          <Input {...bound('address')} autoComplete="street-address" />
        </FormField>
        <FormField label="Postcode (optional)" error={form.errors.postcode}>
          <Input {...bound('postcode')} autoComplete="postal-code" />
        </FormField>
        <Button type="submit" loading={isRegistering} loadingText="Creating account...">
          Create Account
        </Button>
      </form>
    </Stack>
  );
}
