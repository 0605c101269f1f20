import { Alert, Button, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuMail } from 'react-icons/lu';
import { accountMessages, type ChangeEmailInput, changeEmailRules } from '#schema/rules';
import { api } from '../../api/client';
import { useApiAction } from '../../api/useApiAction';
import { DashboardCard } from '../../components/dashboard/DashboardCard';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/form/useForm';
import { PasswordInput } from '../../components/PasswordInput';
import { settingsTexts } from './accountPageTexts';

const emptyChange = { newEmail: '', password: '' };

/** A new address is confirmed by a link mailed to it; until then the current one stays. */
export function ChangeEmailCard({ email }: { email: string }) {
  const form = useForm(changeEmailRules, emptyChange);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [requestChange, isRequesting] = useApiAction(
    (input: ChangeEmailInput) => api.account.email.$post({ json: input }),
    {
      onSuccess: (reply) => {
        setSentMessage(reply.message);
        form.reset();
      },
      failure: { title: settingsTexts.emailFailed, description: settingsTexts.tryAgain },
      onFailure: ({ message }) => {
        if (message === accountMessages.wrongPassword) form.setErrors({ password: message });
      },
    },
  );

  return (
    <DashboardCard title={settingsTexts.emailTitle} icon={LuMail}>
      <Text>
        <Text as="span" color="fg.muted">
          {settingsTexts.currentEmail}:{' '}
        </Text>
        <Text as="span" fontWeight="medium" wordBreak="break-all">
          {email}
        </Text>
      </Text>
      {sentMessage && (
        <Alert.Root status="success" role="status">
          <Alert.Indicator />
          <Alert.Title>{sentMessage}</Alert.Title>
        </Alert.Root>
      )}
      <Stack asChild gap="4">
        <form
          noValidate
          aria-label={settingsTexts.emailTitle}
          onSubmit={form.submit(requestChange)}
        >
          <FormField label={settingsTexts.newEmail} error={form.errors.newEmail} required>
            <Input {...form.field('newEmail')} type="email" autoComplete="email" />
          </FormField>
          <FormField label={settingsTexts.currentPassword} error={form.errors.password} required>
            <PasswordInput {...form.field('password')} autoComplete="current-password" />
          </FormField>
          <Button
            type="submit"
            alignSelf="start"
            loading={isRequesting}
            loadingText={settingsTexts.sending}
          >
            {settingsTexts.sendLink}
          </Button>
        </form>
      </Stack>
    </DashboardCard>
  );
}
