import { Card, Stack } from '@chakra-ui/react';
import type { OwnListingProfile, TradesmanAccount } from '../../entities/account/tradesmanAccount';
import { BusinessProfileForm } from './BusinessProfileForm';
import { LogoField } from './LogoField';

interface ProfileEditorProps {
  account: TradesmanAccount;
  profile: OwnListingProfile | null;
  /** Opens the dashboard's Credentials tab (the Edit Profile tab only). */
  onOpenCredentials?: () => void;
}

/** Edit Profile (the tab and /edit-listing): the logo, once there is a listing, then the form. */
export function ProfileEditor({ account, profile, onOpenCredentials }: ProfileEditorProps) {
  return (
    <Stack gap="6">
      {profile && (
        <Card.Root>
          <Card.Body>
            <LogoField profile={profile} name={account.businessName} />
          </Card.Body>
        </Card.Root>
      )}
      <BusinessProfileForm profile={profile} onOpenCredentials={onOpenCredentials} />
    </Stack>
  );
}
