import { Button, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import type { LoginInput } from '#schema/rules';
import { recoveryTexts } from './accountTexts';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';

interface SignInOrRecoverProps {
  onSubmit: (credentials: LoginInput) => void;
  isSubmitting: boolean;
  defaultEmail?: string;
}

/** The sign-in form with 'Forgot password?', which swaps it for the reset-link form in place. */
export function SignInOrRecover({ onSubmit, isSubmitting, defaultEmail }: SignInOrRecoverProps) {
  const [isRecovering, setIsRecovering] = useState(false);
  if (isRecovering) {
    return <ForgotPasswordForm defaultEmail={defaultEmail} onBack={() => setIsRecovering(false)} />;
  }
  return (
    <Stack gap="3">
      <LoginForm onSubmit={onSubmit} isSubmitting={isSubmitting} defaultEmail={defaultEmail} />
      <Button
        variant="plain"
        size="sm"
        alignSelf="center"
        color="colorPalette.fg"
        onClick={() => setIsRecovering(true)}
      >
        {recoveryTexts.forgotLink}
      </Button>
    </Stack>
  );
}
