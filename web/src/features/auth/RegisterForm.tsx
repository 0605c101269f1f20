import { Button, Input, Stack } from '@chakra-ui/react';
import { type SubmitEvent, useState } from 'react';
import { type HomeownerRegistrationInput, homeownerRegistrationRules } from '#schema/rules';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { checkForm, type FieldErrors, formValues } from '../../lib/checkForm';
import { useRegisterHomeowner } from './useRegisterHomeowner';

const fieldNames = ['name', 'email', 'password', 'phone', 'address', 'postcode'] as const;

/** The Register tab: a homeowner account (spec public-site §2, rules in §5). */
export function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const { register, isRegistering } = useRegisterHomeowner(onRegistered);
  const [errors, setErrors] = useState<FieldErrors<HomeownerRegistrationInput>>({});

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isRegistering) return;
    const check = checkForm(
      homeownerRegistrationRules,
      formValues(event.currentTarget, fieldNames),
    );
    setErrors(check.valid ? {} : check.errors);
    if (check.valid) register(check.input);
  }

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={handleSubmit}>
        <FormField label="Full Name" error={errors.name} required>
          <Input name="name" autoComplete="name" />
        </FormField>
        <FormField label="Email" error={errors.email} required>
          <Input name="email" type="email" autoComplete="email" />
        </FormField>
        <FormField label="Password" error={errors.password} required>
          <PasswordInput name="password" autoComplete="new-password" />
        </FormField>
        <FormField label="Phone (optional)" error={errors.phone}>
          <Input name="phone" type="tel" autoComplete="tel" />
        </FormField>
        <FormField label="Address (optional)" error={errors.address}>
          <Input name="address" autoComplete="street-address" />
        </FormField>
        <FormField label="Postcode (optional)" error={errors.postcode}>
          <Input name="postcode" autoComplete="postal-code" />
        </FormField>
        <Button type="submit" loading={isRegistering} loadingText="Creating account...">
          Create Account
        </Button>
      </form>
    </Stack>
  );
}
