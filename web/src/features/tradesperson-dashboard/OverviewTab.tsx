import { SimpleGrid, Stack } from '@chakra-ui/react';
import type { OwnListingProfile, TradesmanAccount } from '../../entities/account/tradesmanAccount';
import { AccountInfoCard } from './AccountInfoCard';
import { ProfileSummaryCard } from './ProfileSummaryCard';
import { SecuritySettingsCard } from './SecuritySettingsCard';

interface OverviewTabProps {
  account: TradesmanAccount;
  profile: OwnListingProfile | null;
  onCreateProfile: () => void;
}

export function OverviewTab({ account, profile, onCreateProfile }: OverviewTabProps) {
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <AccountInfoCard account={account} isVerified={profile?.isVerified ?? false} />
        <ProfileSummaryCard profile={profile} onCreateProfile={onCreateProfile} />
      </SimpleGrid>
      <SecuritySettingsCard isTemporaryPassword={account.isTemporaryPassword} />
    </Stack>
  );
}
