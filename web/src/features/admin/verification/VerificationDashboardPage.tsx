import { Container, Grid, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuBadgeCheck, LuMousePointerClick } from 'react-icons/lu';
import { EmptyPanel } from '../../../components/EmptyPanel';
import { LoadFailed } from '../../../components/LoadFailed';
import { useDocumentTitle } from '../../../lib/useDocumentTitle';
import { useApplications } from '../useApplications';
import { PendingList } from './PendingList';
import { VerificationDetail } from './VerificationDetail';
import { variantATexts, variantBTexts } from './verificationTexts';

/**
 * /verification-dashboard, variant B (docs/product/business-side.md §2.8): every tradesman not yet
 * verified on the left, the chosen one's details, documents and the three decisions on the right.
 */
export function VerificationDashboardPage() {
  const list = useApplications({ status: 'unverified' });
  useDocumentTitle('Verification Dashboard');
  const [selectedId, setSelectedId] = useState<number>();
  const applications = list.data?.applications;
  // The chosen tradesman as the latest list has them; once verified they leave the list.
  const selected = applications?.find((application) => application.id === selectedId);

  return (
    <Container as="section" maxW="7xl" py={{ base: 6, md: 10 }}>
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          Verification Dashboard
        </Heading>
        <Text color="fg.muted">
          Review every tradesman who is not yet verified, read their documents and record a
          decision.
        </Text>
      </Stack>
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: '22rem minmax(0, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack as="section" aria-labelledby="pending-title" gap="3">
          <Heading as="h2" size="lg" id="pending-title">
            {variantBTexts.listTitle}
          </Heading>
          {list.error ? (
            <LoadFailed message={variantATexts.loadFailed} onRetry={() => void list.mutate()} />
          ) : !applications ? (
            <Stack gap="2" role="status" aria-busy="true" aria-label="Loading tradesmen">
              {[1, 2, 3].map((row) => (
                <Skeleton key={row} height="20" />
              ))}
            </Stack>
          ) : applications.length === 0 ? (
            <EmptyPanel icon={LuBadgeCheck} title={variantBTexts.allVerified} />
          ) : (
            <PendingList
              applications={applications}
              selectedId={selectedId}
              onSelect={(a) => setSelectedId(a.id)}
            />
          )}
        </Stack>
        {selected ? (
          <VerificationDetail key={selected.id} application={selected} />
        ) : (
          applications &&
          applications.length > 0 && (
            <EmptyPanel
              icon={LuMousePointerClick}
              title="No tradesman selected"
              description={variantBTexts.chooseOne}
            />
          )
        )}
      </Grid>
    </Container>
  );
}
