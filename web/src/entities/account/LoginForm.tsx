import { Button, Input, Stack } from '@chakra-ui/react';
import { type SubmitEvent, useState } from 'react';
import { authMessages, type LoginInput, loginRules } from '#schema/rules';
import { FormAlert } from '../../components/FormAlert';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/form/useForm';
import { PasswordInput } from '../../components/PasswordInput';

interface LoginFormProps {
  onSubmit: (credentials: LoginInput) => void;
  isSubmitting: boolean;
  defaultEmail?: string;
}

/** Email and password, checked with the shared login rules before anything is sent. */
export function LoginForm({ onSubmit, isSubmitting, defaultEmail = '' }: LoginFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm(loginRules, { email: defaultEmail, password: '' });

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSubmitting) return;
    // docs/product/public-site.md §5: both blank is one message for the form, not one per field.
    if (form.values.email.trim() === '' && form.values.password === '') {
      form.setErrors({});
      setFormError(authMessages.bothRequired);
      return;
    }
    setFormError(null);
    const input = form.check();
    if (input) onSubmit(input);
  }

  return (
    <Stack asChild gap="5">
      <form noValidate onSubmit={handleSubmit}>
        {formError && <FormAlert message={formError} />}
        <FormField label="Email" error={form.errors.email} required>
          <Input {...form.field('email')} type="email" autoComplete="email" />
        </FormField>
        <FormField label="Password" error={form.errors.password} required>
          <PasswordInput {...form.field('password')} autoComplete="current-password" />
        </FormField>
        <Button type="submit" loading={isSubmitting} loadingText="Signing in...">
          Sign In
        </Button>
      </form>
    </Stack>
  );
}
