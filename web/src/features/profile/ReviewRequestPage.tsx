import { Button, Card, Container, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';
import { Navigate, Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { api, unwrap } from '../../api/client';
import { ApiError } from '../../api/http';
import { useCurrentUser } from '../../api/useCurrentUser';
import { LoadFailed } from '../../components/LoadFailed';
import { MessagePanel } from '../../components/MessagePanel';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export const reviewRequestTexts = {
  title: (name: string) => `Review ${name}`,
  how: 'Reviews on Retrofit Smarter Greener come only from homeowners whose job was requested through this site and marked completed by the tradesperson. Each completed job can be reviewed once, from the homeowner’s dashboard.',
  visitor: (name: string) =>
    `If you asked ${name} for a quote here and the job is done, sign in to review it. If not, request a quote: once the job is completed you can review it.`,
  homeowner: (name: string) =>
    `We could not find a completed job with ${name} on your account that is waiting for a review. You can review a job once ${name} marks it completed.`,
  otherRole: 'Only homeowners can review a job.',
  signIn: 'Sign in to review',
  requestQuote: 'Request a quote',
  profile: 'See their profile',
  notFoundTitle: 'Business not found',
  notFound: 'This review link does not lead to a listed business.',
  loadFailed: 'We could not open this review link. Please try again.',
  policy: 'How reviews work',
} as const;

/**
 * /review/{listingId}, the link and QR code a Premium trade hands out
 * (docs/product/business-side.md §10.7). It never takes a review itself: a homeowner with a
 * completed job for this trade goes to that job's review form on their dashboard (the one review
 * path, docs/decisions/012-reviews-and-derived-ratings.md); anyone else is told how reviews work.
 */
export function ReviewRequestPage() {
  const id = useParams().id ?? '';
  // Keyed by the signed-in user too: the answer depends on who asks.
  const { user } = useCurrentUser();
  const { data, error, mutate } = useSWR(['/api/tradesmen/review-request', id, user?.id], () =>
    unwrap(api.tradesmen[':id']['review-request'].$get({ param: { id } })),
  );
  useDocumentTitle(data ? reviewRequestTexts.title(data.listing.name) : undefined);

  if (error instanceof ApiError && error.status === 404) {
    return (
      <MessagePanel
        title={reviewRequestTexts.notFoundTitle}
        message={reviewRequestTexts.notFound}
        action={{ label: 'Browse the directory', to: '/directory' }}
      />
    );
  }
  if (data?.reviewableRequestId) {
    return <Navigate to={`/homeowner-dashboard?review=${data.reviewableRequestId}`} replace />;
  }
  return (
    <Container maxW="2xl" py={{ base: 8, md: 16 }}>
      {error ? (
        <LoadFailed message={reviewRequestTexts.loadFailed} onRetry={() => mutate()} />
      ) : !data ? (
        <Stack gap="4" role="status" aria-busy="true" aria-label="Loading">
          <Skeleton h="10" w="2/3" />
          <Skeleton h="40" />
        </Stack>
      ) : (
        <Card.Root variant="outline">
          <Card.Body gap="5">
            <HStack gap="3">
              <LuStar aria-hidden />
              <Heading as="h1" size="xl">
                {reviewRequestTexts.title(data.listing.name)}
              </Heading>
            </HStack>
            <Text>{reviewRequestTexts.how}</Text>
            <Text fontWeight="medium">
              {data.signedInAs === null
                ? reviewRequestTexts.visitor(data.listing.name)
                : data.signedInAs === 'resident'
                  ? reviewRequestTexts.homeowner(data.listing.name)
                  : reviewRequestTexts.otherRole}
            </Text>
            <HStack gap="3" wrap="wrap">
              {data.signedInAs === null && (
                <Button asChild>
                  <RouterLink to="/auth">{reviewRequestTexts.signIn}</RouterLink>
                </Button>
              )}
              <Button asChild variant={data.signedInAs === null ? 'outline' : 'solid'}>
                <RouterLink to={`/quote/${data.listing.id}`}>
                  {reviewRequestTexts.requestQuote}
                </RouterLink>
              </Button>
              <Button asChild variant="ghost">
                <RouterLink to={`/tradesman/${data.listing.id}`}>
                  {reviewRequestTexts.profile}
                </RouterLink>
              </Button>
              <Button asChild variant="ghost">
                <RouterLink to="/reviews-policy">{reviewRequestTexts.policy}</RouterLink>
              </Button>
            </HStack>
          </Card.Body>
        </Card.Root>
      )}
    </Container>
  );
}
