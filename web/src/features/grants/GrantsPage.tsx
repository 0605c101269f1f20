import { Alert, Grid, Heading, Link, Stack } from '@chakra-ui/react';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { PageReads } from '../../api/pageRead';
import { PageSection } from '../../components/PageSection';
import { GrantQuestionsForm } from './GrantQuestionsForm';
import { GrantResults } from './GrantResults';
import { measuresIn, readGrantsAddress } from './grantParams';
import { grantTexts } from './grantTexts';
import { grantCheckRead } from './useGrantCheck';

/** /grants renders its result with the page when the address answers every question. */
export const grantsPageReads: PageReads = ({ search }) => {
  const address = readGrantsAddress(search);
  return address.state === 'answered' ? [grantCheckRead(address.answers, address.measures)] : [];
};

/** /grants: the grant and scheme checker (docs/product/public-site.md §10.9; issue 28). */
export function GrantsPage() {
  const [params] = useSearchParams();
  const { search } = useLocation();
  const address = readGrantsAddress(params);
  const answered = address.state === 'answered';
  return (
    <PageSection title={grantTexts.title} description={grantTexts.description}>
      <Grid
        templateColumns={{ base: '1fr', lg: answered ? '2fr 3fr' : 'minmax(0, 42rem)' }}
        gap="8"
        alignItems="start"
      >
        {answered && (
          <Stack gap="4" id="results" scrollMarginTop="24" order={{ lg: 2 }}>
            <Heading as="h2" size="xl">
              {grantTexts.resultsTitle}
            </Heading>
            <Link href="#questions" fontSize="sm" hideFrom="lg">
              {grantTexts.changeAnswers}
            </Link>
            <GrantResults check={address} />
          </Stack>
        )}
        <Stack gap="4" order={{ lg: 1 }}>
          {address.state === 'invalid' && (
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Title>{address.message}</Alert.Title>
            </Alert.Root>
          )}
          {/* A new address is a new form, so its answers start from that address. */}
          <GrantQuestionsForm key={search} params={params} measures={measuresIn(params)} />
        </Stack>
      </Grid>
    </PageSection>
  );
}
