import { Button, Input, Stack } from '@chakra-ui/react';
import { type SubmitEvent, useState } from 'react';
import { authMessages, type LoginInput, loginRules } from '../../../schema/rules';
import { checkForm, type FieldErrors, formValues } from '../lib/checkForm';
import { FormAlert } from './FormAlert';
import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';

interface LoginFormProps {
  onSubmit: (credentials: LoginInput) => void;
  isSubmitting: boolean;
  defaultEmail?: string;
}

/** Email and password, checked with the shared login rules before anything is sent. */
export function LoginForm({ onSubmit, isSubmitting, defaultEmail = '' }: LoginFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors<LoginInput>>({});

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    const values = formValues(event.currentTarget, ['email', 'password']);
    if (values.email.trim() === '' && values.password === '') {
      setErrors({});
      setFormError(authMessages.bothRequired);
      return;
    }
    setFormError(null);
    const check = checkForm(loginRules, values);
    setErrors(check.valid ? {} : check.errors);
    if (check.valid) onSubmit(check.input);
  }

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={handleSubmit}>
        {formError && <FormAlert message={formError} />}
        <FormField label="Email" error={errors.email} required>
          <Input name="email" type="email" autoComplete="email" defaultValue={defaultEmail} />
        </FormField>
        <FormField label="Password" error={errors.password} required>
          <PasswordInput name="password" autoComplete="current-password" />
        </FormField>
        <Button type="submit" loading={isSubmitting} loadingText="Signing in...">
          Sign In
        </Button>
      </form>
    </Stack>
  );
}
