import { Alert, Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { accountMessages, type ResetPasswordInput, resetPasswordRules } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { useKeepSignIn } from '../../api/useLogin';
import { FormCard } from '../../components/FormCard';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/form/useForm';
import { PasswordInput } from '../../components/PasswordInput';
import { ForgotPasswordForm } from '../../entities/account/ForgotPasswordForm';
import { landingPathFor } from '../../lib/signIn';
import { showToast } from '../../lib/toaster';
import { resetTexts } from './accountPageTexts';

const passwordFields = [
  { name: 'password', label: resetTexts.newPassword },
  { name: 'confirmPassword', label: resetTexts.confirmPassword },
] as const;

/**
 * /reset-password?token=… from the mailed link: a new password under the rules of
 * docs/product/public-site.md §5. The server signs the user in, so the answer is kept like a
 * sign-in and the user lands by role. A used, expired or forged link says so and offers the form
 * that mails a new one.
 */
export function ResetPasswordPage() {
  const token = useSearchParams()[0].get('token') ?? '';
  const navigate = useNavigate();
  const keepSignIn = useKeepSignIn();
  const [linkProblem, setLinkProblem] = useState<string | null>(
    token === '' ? accountMessages.token : null,
  );
  const form = useForm(resetPasswordRules, { token, password: '', confirmPassword: '' });
  const [reset, isResetting] = useApiAction(
    (input: ResetPasswordInput) => api.auth['reset-password'].$post({ json: input }),
    {
      signOutOn401: false,
      onSuccess: async (reply) => {
        await keepSignIn(reply);
        navigate(landingPathFor(reply.user.role), { replace: true });
      },
      success: { title: resetTexts.succeeded, description: resetTexts.signedIn },
      // A 400 here is the link (the form's own rules ran first); anything else may pass on retry.
      onFailure: ({ status, message }) => {
        if (status === 400) setLinkProblem(message ?? accountMessages.resetLinkInvalid);
        else showToast({ type: 'error', title: resetTexts.failed, description: message });
      },
    },
  );

  if (linkProblem) {
    return (
      <FormCard title={resetTexts.linkProblemTitle} description={resetTexts.askAgain}>
        <Stack gap="5">
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Title>{linkProblem}</Alert.Title>
          </Alert.Root>
          <ForgotPasswordForm />
        </Stack>
      </FormCard>
    );
  }

  return (
    <FormCard title={resetTexts.title} description={resetTexts.description}>
      <Stack asChild gap="5">
        <form noValidate aria-label={resetTexts.title} onSubmit={form.submit(reset)}>
          {passwordFields.map((field) => (
            <FormField
              key={field.name}
              label={field.label}
              error={form.errors[field.name]}
              required
            >
              <PasswordInput {...form.field(field.name)} autoComplete="new-password" />
            </FormField>
          ))}
          <Button type="submit" loading={isResetting} loadingText={resetTexts.submitting}>
            {resetTexts.submit}
          </Button>
        </form>
      </Stack>
    </FormCard>
  );
}
