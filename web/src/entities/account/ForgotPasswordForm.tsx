import { Alert, Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { type ForgotPasswordInput, forgotPasswordRules } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/form/useForm';
import { recoveryTexts } from './accountTexts';

interface ForgotPasswordFormProps {
  defaultEmail?: string;
  /** Shown as a link under the form, e.g. back to the sign-in form it replaced. */
  onBack?: () => void;
}

/**
 * Asks for a reset link. The server answers the same neutral message for any address (so nobody
 * can learn who has an account here); it is shown as sent, and the form may be sent again.
 */
export function ForgotPasswordForm({ defaultEmail = '', onBack }: ForgotPasswordFormProps) {
  const form = useForm(forgotPasswordRules, { email: defaultEmail });
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [send, isSending] = useApiAction(
    (input: ForgotPasswordInput) => api.auth['forgot-password'].$post({ json: input }),
    {
      signOutOn401: false,
      onSuccess: (reply) => setSentMessage(reply.message),
      failure: { title: recoveryTexts.requestFailed, description: recoveryTexts.tryAgain },
    },
  );

  return (
    <Stack asChild gap="5">
      <form noValidate aria-label={recoveryTexts.forgotTitle} onSubmit={form.submit(send)}>
        <Text color="fg.muted">{recoveryTexts.forgotIntro}</Text>
        {sentMessage && (
          <Alert.Root status="success" role="status">
            <Alert.Indicator />
            <Alert.Title>{sentMessage}</Alert.Title>
          </Alert.Root>
        )}
        <FormField label="Email" error={form.errors.email} required>
          <Input {...form.field('email')} type="email" autoComplete="email" />
        </FormField>
        <Button type="submit" loading={isSending} loadingText={recoveryTexts.sending}>
          {recoveryTexts.send}
        </Button>
        {onBack && (
          <Button type="button" variant="plain" size="sm" alignSelf="center" onClick={onBack}>
            {recoveryTexts.backToSignIn}
          </Button>
        )}
      </form>
    </Stack>
  );
}
