import { Button, Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuSearch } from 'react-icons/lu';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { FormAlert } from '../../components/FormAlert';
import { PageSection } from '../../components/PageSection';
import { ListingUnavailable } from '../../entities/tradesman/ListingUnavailable';
import { ProfilePageSkeleton } from '../../entities/tradesman/ProfilePageSkeleton';
import { usePostedForm } from '../../lib/postedForm';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ListingQuoteForm } from './ListingQuoteForm';
import { QuoteRecipient } from './QuoteRecipient';
import { QuoteSent } from './QuoteSent';
import { namesOf } from './quoteForm';
import { quoteTexts } from './quoteTexts';
import { quoteTargetIds, useQuoteTargets } from './useQuoteTargets';

export { quotePageReads } from './useQuoteTargets';

/**
 * /quote/:id, a quote request to one tradesperson as a page of its own, and /quote?trade=…, one
 * request to the two or three chosen in the directory (docs/product/public-site.md §10.10). Posted
 * without script, the page arrives with the Worker's answer: sent, or the fields as typed with
 * their messages.
 */
export function QuotePage() {
  const params = useParams();
  const [search] = useSearchParams();
  const { ids, refusal } = quoteTargetIds(params, search);
  const { data: targets, error, retry } = useQuoteTargets(refusal ? [] : ids);
  const posted = usePostedForm();
  const [sent, setSent] = useState(posted?.sent ?? false);
  const pageTitle = quoteTexts.pageTitle(ids.length);
  useDocumentTitle(targets && `${pageTitle} from ${namesOf(targets)}`);

  if (refusal) return <NoTradesChosen title={pageTitle} reason={refusal} />;
  if (error) return <ListingUnavailable title={pageTitle} error={error} onRetry={retry} />;
  return (
    <Container maxW="3xl" py={{ base: 8, md: 14 }}>
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
          {pageTitle}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          {quoteTexts.pageIntro(ids.length)}
        </Text>
      </Stack>
      <Card.Root size={{ base: 'md', md: 'lg' }}>
        <Card.Body gap="6">
          {!targets && <ProfilePageSkeleton />}
          {targets && sent && <QuoteSent targets={targets} />}
          {targets && !sent && (
            <>
              <Stack gap="3">
                {targets.map((tradesman) => (
                  <QuoteRecipient key={tradesman.id} tradesman={tradesman} />
                ))}
              </Stack>
              {posted?.refusal && (
                <FormAlert
                  title={quoteTexts.failedTitle}
                  message={quoteTexts.failed(posted.refusal)}
                />
              )}
              <ListingQuoteForm targets={targets} posted={posted} onSent={() => setSent(true)} />
            </>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}

/** An address naming no trade, or more than one request may go to. */
function NoTradesChosen({ title, reason }: { title: string; reason: string }) {
  return (
    <PageSection title={title} description={quoteTexts.chooseAgain(reason)}>
      <Button asChild alignSelf="start">
        <RouterLink to="/directory">
          <LuSearch aria-hidden /> Browse the Directory
        </RouterLink>
      </Button>
    </PageSection>
  );
}
