import { Button, Stack } from '@chakra-ui/react';
import { changePasswordFormRules } from '#schema/rules';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/form/useForm';
import { PasswordInput } from '../../components/PasswordInput';
import { useChangePassword } from './useChangePassword';

const emptyPasswords = { currentPassword: '', password: '', confirmPassword: '' };
type PasswordField = keyof typeof emptyPasswords;

const fields: readonly { name: PasswordField; label: string; autoComplete: string }[] = [
  { name: 'currentPassword', label: 'Current Password', autoComplete: 'current-password' },
  { name: 'password', label: 'New Password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm New Password', autoComplete: 'new-password' },
];

/** Current, new and confirmed password (rules and messages from docs/product/public-site.md §5). */
export function ChangePasswordForm() {
  const form = useForm(changePasswordFormRules, emptyPasswords);
  const [changePassword, isChanging] = useChangePassword(() => form.reset());

  return (
    <Stack asChild gap="4" maxW="md">
      <form
        noValidate
        aria-label="Change password"
        onSubmit={form.submit((input) =>
          changePassword({ currentPassword: input.currentPassword, newPassword: input.password }),
        )}
      >
        {fields.map((field) => (
          <FormField key={field.name} label={field.label} error={form.errors[field.name]} required>
            <PasswordInput {...form.field(field.name)} autoComplete={field.autoComplete} />
          </FormField>
        ))}
        <Button type="submit" alignSelf="start" loading={isChanging} loadingText="Updating...">
          Update Password
        </Button>
      </form>
    </Stack>
  );
}
