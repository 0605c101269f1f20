import { List, Stack } from '@chakra-ui/react';
import { accountMessages, deleteAccountRules } from '#schema/rules';
import { api } from '../../api/client';
import { leaveSignedOut } from '../../api/logOut';
import { useApiAction } from '../../api/useApiAction';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/form/useForm';
import { PasswordInput } from '../../components/PasswordInput';
import { dataTexts, settingsTexts } from './accountPageTexts';

interface DeleteAccountDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Says what deleting keeps and removes (README "Accounts"), asks for the password again, then
 * forgets the sign-in here and reloads the site at /, saying so there.
 */
export function DeleteAccountDialog({ open, onClose }: DeleteAccountDialogProps) {
  const form = useForm(deleteAccountRules, { password: '' });
  const [deleteAccount, isDeleting] = useApiAction(
    (input: { password: string }) => api.account.$delete({ json: input }),
    {
      // Every session has ended at the server: a full reload home, rather than a move in the app,
      // leaves no request of this page to come back 401 and send the visitor to sign in.
      onSuccess: (reply) =>
        leaveSignedOut({ title: dataTexts.deleted, description: reply.message }),
      failure: { title: dataTexts.deleteFailed, description: settingsTexts.tryAgain },
      onFailure: ({ message }) => {
        if (message === accountMessages.wrongPassword) form.setErrors({ password: message });
      },
    },
  );
  const confirm = () => {
    const input = form.check();
    if (input) void deleteAccount(input);
  };
  const cancel = () => {
    form.reset();
    onClose();
  };

  return (
    <ConfirmDialog
      open={open}
      title={dataTexts.dialogTitle}
      confirmLabel={dataTexts.dialogConfirm}
      onConfirm={confirm}
      onCancel={cancel}
      isConfirming={isDeleting}
      details={
        <Stack gap="4" mt="3">
          <List.Root gap="2" ps="5" fontSize="sm" color="fg.muted">
            {dataTexts.whatHappens.map((line) => (
              <List.Item key={line}>{line}</List.Item>
            ))}
          </List.Root>
          <FormField label={dataTexts.passwordLabel} error={form.errors.password} required>
            <PasswordInput
              {...form.field('password')}
              autoComplete="current-password"
              onKeyDown={(event) => {
                if (event.key === 'Enter') confirm();
              }}
            />
          </FormField>
        </Stack>
      }
    >
      {dataTexts.dangerIntro}
    </ConfirmDialog>
  );
}
