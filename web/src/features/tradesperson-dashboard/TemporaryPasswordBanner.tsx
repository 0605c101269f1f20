import { Alert, Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { passwordTexts } from '../../entities/account/accountTexts';

export const changePasswordSectionId = 'change-password';

/**
 * docs/product/public-site.md §2.11: shown while the password is the temporary one sent by e-mail.
 */
export function TemporaryPasswordBanner({ onChangePassword }: { onChangePassword: () => void }) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    onChangePassword();
  }
  return (
    <Alert.Root status="warning" mb="6">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{passwordTexts.temporaryTitle}</Alert.Title>
        <Alert.Description>
          {passwordTexts.temporary}{' '}
          <Link
            href={`#${changePasswordSectionId}`}
            onClick={handleClick}
            fontWeight="semibold"
            variant="underline"
          >
            {passwordTexts.changeNow}
          </Link>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
