import { Button } from '@chakra-ui/react';
import { LuCircleAlert } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { EmptyPanel } from '../../components/EmptyPanel';
import { clearSignIn } from '../../lib/signIn';
import { accountLoadTexts } from './accountTexts';

/**
 * docs/product/public-site.md §8: the dashboard's fallback screen when the account could not be
 * read.
 */
export function AccountLoadFailed() {
  const navigate = useNavigate();
  // The sign-in is forgotten first: /auth sends a signed-in user straight back here.
  function backToLogin() {
    clearSignIn();
    navigate('/auth', { replace: true });
  }
  return (
    <EmptyPanel
      icon={LuCircleAlert}
      title={accountLoadTexts.fallbackScreen}
      border="solid"
      announce
    >
      <Button onClick={backToLogin}>{accountLoadTexts.backToLogin}</Button>
    </EmptyPanel>
  );
}
