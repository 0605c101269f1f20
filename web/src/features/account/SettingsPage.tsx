import { Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuKeyRound } from 'react-icons/lu';
import { DashboardCard } from '../../components/dashboard/DashboardCard';
import { LoadFailed } from '../../components/LoadFailed';
import { ChangePasswordForm } from '../../entities/account/ChangePasswordForm';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { settingsTexts } from './accountPageTexts';
import { ChangeEmailCard } from './ChangeEmailCard';
import { DangerZoneCard } from './DangerZoneCard';
import { ProfileCard } from './ProfileCard';
import { SessionsCard } from './SessionsCard';
import { useAccount } from './useAccount';
import { YourDataCard } from './YourDataCard';

/** /settings (issue 14): the signed-in user's own account, for every role. */
export function SettingsPage() {
  useDocumentTitle(settingsTexts.title);
  const { data: account, error, mutate } = useAccount();
  return (
    <Container maxW="5xl" py={{ base: 8, md: 12 }}>
      <Stack gap="1" mb="8">
        <Heading as="h1" size="3xl" letterSpacing="tight">
          {settingsTexts.title}
        </Heading>
        <Text color="fg.muted">{settingsTexts.intro}</Text>
      </Stack>
      {error && !account ? (
        <LoadFailed
          title={settingsTexts.loadFailed}
          message={settingsTexts.tryAgain}
          onRetry={() => void mutate()}
        />
      ) : !account ? (
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" aria-busy="true">
          <Skeleton h="72" rounded="l3" />
          <Skeleton h="72" rounded="l3" />
        </SimpleGrid>
      ) : (
        <Stack gap="6">
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
            <ProfileCard key={account.id} account={account} />
            <ChangeEmailCard email={account.email} />
            <DashboardCard title={settingsTexts.passwordTitle} icon={LuKeyRound}>
              <ChangePasswordForm />
            </DashboardCard>
            <SessionsCard />
          </SimpleGrid>
          <YourDataCard />
          <DangerZoneCard />
        </Stack>
      )}
    </Container>
  );
}
