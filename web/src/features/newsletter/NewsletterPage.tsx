import { Button, Card, Container, Heading } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { newsletterMessages } from '#schema/rules';
import { FormAlert } from '../../components/FormAlert';
import { NewsletterSignup } from '../../components/NewsletterSignup';
import { newsletterTexts } from '../../components/newsletterTexts';
import { SentPanel } from '../../components/SentPanel';
import { type PostedForm, usePostedForm } from '../../lib/postedForm';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export const newsletterPath = '/newsletter';

/**
 * Where the footer's form was posted from, if it is a page of this site to go back to. A posted
 * field is whatever the sender put there, so only a local path is a link here.
 */
export function wayBack(posted: PostedForm | undefined): string | undefined {
  const from = posted?.values.from;
  if (!from?.startsWith('/') || /^\/[/\\]/.test(from) || from.startsWith(newsletterPath)) {
    return undefined;
  }
  return from;
}

/** Why the posted form did not subscribe: refused (already subscribed, too many), or incomplete. */
function PostedProblem({ posted }: { posted: PostedForm }) {
  return posted.refusal ? (
    <FormAlert title={newsletterTexts.failedTitle} message={posted.refusal} />
  ) : (
    <FormAlert title={newsletterMessages.missingTitle} message={newsletterMessages.missing} />
  );
}

/**
 * /newsletter: the newsletter form as a page of its own, and the answer to the footer's form posted
 * before the app has loaded (docs/product/public-site.md §8): subscribed, with the way back to
 * the page it was sent from, or the form as sent with what stopped it.
 */
export function NewsletterPage() {
  const posted = usePostedForm();
  const back = wayBack(posted);
  useDocumentTitle('Newsletter');
  return (
    <Container maxW="3xl" py={{ base: 8, md: 14 }}>
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }} letterSpacing="tight" mb="8">
        Newsletter
      </Heading>
      <Card.Root size={{ base: 'md', md: 'lg' }}>
        <Card.Body gap="6">
          {posted?.sent ? (
            <SentPanel
              title={newsletterTexts.subscribedTitle}
              description={newsletterTexts.subscribed}
            >
              <Button asChild>
                <RouterLink to={back ?? '/'}>
                  {back ? 'Back to where you were' : 'Back to the home page'}
                </RouterLink>
              </Button>
            </SentPanel>
          ) : (
            <>
              {posted && <PostedProblem posted={posted} />}
              <NewsletterSignup posted={posted} />
            </>
          )}
        </Card.Body>
      </Card.Root>
    </Container>
  );
}
