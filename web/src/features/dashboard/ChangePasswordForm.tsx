import { Button, Stack } from '@chakra-ui/react';
import { type SubmitEvent, useRef, useState } from 'react';
import type * as v from 'valibot';
import { changePasswordFormRules } from '../../../../schema/rules';
import { FormField } from '../../components/FormField';
import { PasswordInput } from '../../components/PasswordInput';
import { checkForm, type FieldErrors, formValues } from '../../lib/checkForm';
import { useChangePassword } from './useChangePassword';

const fieldNames = ['currentPassword', 'password', 'confirmPassword'] as const;

/** Current, new and confirmed password (rules and messages from spec public-site §5). */
export function ChangePasswordForm() {
  const [errors, setErrors] = useState<FieldErrors<v.InferInput<typeof changePasswordFormRules>>>(
    {},
  );
  const formRef = useRef<HTMLFormElement>(null);
  const [changePassword, isChanging] = useChangePassword(() => formRef.current?.reset());

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkForm(changePasswordFormRules, formValues(event.currentTarget, fieldNames));
    setErrors(check.valid ? {} : check.errors);
    if (check.valid) {
      changePassword({
        currentPassword: check.input.currentPassword,
        newPassword: check.input.password,
      });
    }
  }

  return (
    <Stack asChild gap="4" maxW="md">
      <form ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Change password">
        <FormField label="Current Password" error={errors.currentPassword} required>
          <PasswordInput name="currentPassword" autoComplete="current-password" />
        </FormField>
        <FormField label="New Password" error={errors.password} required>
          <PasswordInput name="password" autoComplete="new-password" />
        </FormField>
        <FormField label="Confirm New Password" error={errors.confirmPassword} required>
          <PasswordInput name="confirmPassword" autoComplete="new-password" />
        </FormField>
        <Button type="submit" alignSelf="start" loading={isChanging} loadingText="Updating...">
          Update Password
        </Button>
      </form>
    </Stack>
  );
}
