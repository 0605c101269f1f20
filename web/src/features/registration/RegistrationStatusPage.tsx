import { Alert, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { LuLogIn, LuStore } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { useCurrentUser } from '../../api/useCurrentUser';
import { MessagePanel } from '../../components/MessagePanel';
import { PageLoader } from '../../components/PageLoader';
import { useTradesmanAccount } from '../../entities/account/useTradesmanAccount';
import { CredentialsPanel } from '../../entities/verification/CredentialsPanel';
import { useVerificationDocuments } from '../../entities/verification/useVerificationDocuments';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { DocumentsCard } from './DocumentsCard';
import { AdminNotesCard, BusinessInfoCard, ProgressCard, WhatsNextCard } from './StatusCards';
import { statusTexts } from './statusTexts';
import { verificationProgress } from './verificationProgress';
import { whatsNext } from './whatsNext';

function TradespersonStatus() {
  const { account, profile } = useTradesmanAccount();
  const documents = useVerificationDocuments(profile?.id);
  if (!account) return <PageLoader />;
  if (!profile) {
    return (
      <MessagePanel
        title={statusTexts.noProfile}
        message={statusTexts.noProfileMessage}
        action={{ label: 'Register Your Business', to: '/register' }}
        icon={{ as: LuStore, tone: 'muted' }}
      />
    );
  }
  const progress = verificationProgress({
    plan: account.plan,
    verificationStatus: profile.verificationStatus,
    documentCount: documents.data?.length ?? 0,
  });
  return (
    <Stack gap="6">
      <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" gap="3">
        <Stack gap="1">
          <Heading as="h1" size="3xl">
            Registration Status
          </Heading>
          <Text color="fg.muted">{account.businessName}</Text>
        </Stack>
        <Button asChild variant="outline" alignSelf={{ base: 'start', sm: 'center' }}>
          <RouterLink to="/dashboard">Go to Dashboard</RouterLink>
        </Button>
      </Stack>
      {profile.emailProofPending && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{statusTexts.proofTitle}</Alert.Title>
            <Alert.Description>{statusTexts.proof(account.email)}</Alert.Description>
          </Alert.Content>
        </Alert.Root>
      )}
      {account.isTemporaryPassword && (
        <Alert.Root status="warning">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{statusTexts.temporaryPasswordTitle}</Alert.Title>
            <Alert.Description>{statusTexts.temporaryPassword}</Alert.Description>
          </Alert.Content>
          <Button asChild size="sm" variant="outline" alignSelf="center">
            <RouterLink to="/dashboard">{statusTexts.changePassword}</RouterLink>
          </Button>
        </Alert.Root>
      )}
      <ProgressCard progress={progress} status={profile.verificationStatus} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="start">
        <BusinessInfoCard
          businessName={account.businessName}
          location={profile.location}
          plan={account.plan}
          billing={account.billing}
          services={profile.services}
        />
        <DocumentsCard
          tradesmanId={profile.id}
          verified={profile.verificationStatus === 'verified'}
        />
      </SimpleGrid>
      <CredentialsPanel listingId={profile.id} withUpload={false} />
      {profile.verificationNotes && <AdminNotesCard notes={profile.verificationNotes} />}
      {documents.data && (
        <WhatsNextCard next={whatsNext(documents.data, profile.verificationStatus)} />
      )}
    </Stack>
  );
}

/**
 * /registration-status (docs/product/business-side.md §2.3): where a new tradesperson follows
 * verification.
 */
export function RegistrationStatusPage() {
  useDocumentTitle('Registration Status');
  const { user, isLoading } = useCurrentUser();
  let content: React.ReactNode;
  if (isLoading) content = <PageLoader />;
  else if (!user) {
    content = (
      <MessagePanel
        title={statusTexts.signInTitle}
        message={statusTexts.signInMessage}
        action={{ label: 'Sign In', to: '/auth' }}
        icon={{ as: LuLogIn, tone: 'muted' }}
      />
    );
  } else if (user.role !== 'tradesperson') {
    content = (
      <MessagePanel
        title={statusTexts.noProfile}
        message={statusTexts.noProfileMessage}
        action={{ label: 'Register Your Business', to: '/register' }}
        icon={{ as: LuStore, tone: 'muted' }}
      />
    );
  } else content = <TradespersonStatus />;
  return (
    <Container maxW="5xl" py={{ base: 8, md: 12 }}>
      {content}
    </Container>
  );
}
