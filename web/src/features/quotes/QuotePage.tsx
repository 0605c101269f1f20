import { Card, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { PageReads } from '../../api/pageRead';
import { FormAlert } from '../../components/FormAlert';
import { ListingUnavailable } from '../../entities/tradesman/ListingUnavailable';
import { ProfilePageSkeleton } from '../../entities/tradesman/ProfilePageSkeleton';
import { tradesmanRead, useTradesman } from '../../entities/tradesman/useTradesman';
import { usePostedForm } from '../../lib/postedForm';
import { useDocumentTitle } from '../../lib/useDocumentTitle';
import { ListingQuoteForm } from './ListingQuoteForm';
import { QuoteRecipient } from './QuoteRecipient';
import { QuoteSent } from './QuoteSent';
import { quoteTexts } from './quoteTexts';

const pageTitle = 'Request a Quote';

/** The Worker renders the page with its trade, so its form works before the app has loaded. */
export const quotePageReads: PageReads = ({ params }) => [tradesmanRead(params.id ?? '')];

/**
 * /quote/:id, a quote request to one tradesperson as a page of its own. Posted without script, the
 * page arrives with the Worker's answer: sent, or the fields as typed with their messages.
 */
export function QuotePage() {
  const { id = '' } = useParams();
  const { data: tradesman, error, mutate } = useTradesman(id);
  const posted = usePostedForm();
  const [sent, setSent] = useState(posted?.sent ?? false);
  useDocumentTitle(tradesman && `${pageTitle} from ${tradesman.name}`);

  if (error) return <ListingUnavailable title={pageTitle} error={error} onRetry={() => mutate()} />;
  return (
    <Container maxW="3xl" py={{ base: 8, md: 14 }}>
      <Stack gap="2" mb="8">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight">
          {pageTitle}
        </Heading>
        <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          Tell this tradesperson about your project and how to reach you. It's free, with no
          obligation, and most reply within 24 to 48 hours.
        </Text>
      </Stack>
      <Card.Root size={{ base: 'md', md: 'lg' }}>
        <Card.Body gap="6">
          {!tradesman && <ProfilePageSkeleton />}
          {tradesman && sent && <QuoteSent target={tradesman} />}
          {tradesman && !sent && (
            <>
              <QuoteRecipient tradesman={tradesman} />
              {posted?.refusal && (
                <FormAlert
                  title={quoteTexts.failedTitle}
                  message={quoteTexts.failed(posted.refusal)}
                />
              )}
              <ListingQuoteForm target={tradesman} posted={posted} onSent={() => setSent(true)} />
            </>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
