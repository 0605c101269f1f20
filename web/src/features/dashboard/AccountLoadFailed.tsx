import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { LuCircleAlert } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { clearSignIn } from '../../lib/signIn';
import { accountLoadTexts } from './dashboardTexts';

/** Spec public-site §8: the dashboard's fallback screen when the account could not be read. */
export function AccountLoadFailed() {
  const navigate = useNavigate();
  // The sign-in is forgotten first: /auth sends a signed-in user straight back here.
  function backToLogin() {
    clearSignIn();
    navigate('/auth', { replace: true });
  }
  return (
    <EmptyState.Root borderWidth="1px" rounded="l3">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <LuCircleAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title role="alert">{accountLoadTexts.fallbackScreen}</EmptyState.Title>
        </VStack>
        <Button onClick={backToLogin}>{accountLoadTexts.backToLogin}</Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
