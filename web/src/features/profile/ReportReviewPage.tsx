import {
  Button,
  Container,
  Heading,
  HStack,
  Skeleton,
  Stack,
  Text,
  Textarea,
} from '@chakra-ui/react';
import { useNavigate, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { reviewLimits, reviewReportRules } from '#schema/rules';
import { api, unwrap } from '../../api/client';
import { ApiError } from '../../api/http';
import { useApiAction } from '../../api/useApiAction';
import { FormField } from '../../components/FormField';
import { useForm } from '../../components/form/useForm';
import { LoadFailed } from '../../components/LoadFailed';
import { MessagePanel } from '../../components/MessagePanel';
import { listingPath } from '../../entities/tradesman/tradesmanFacts';
import { useDocumentTitle } from '../../lib/useDocumentTitle';

export const reportReviewTexts = {
  title: 'Report this review',
  intro: (title: string) =>
    `“${title}”. Tell our moderators what is wrong with it. If they remove it, the reason is shown in its place.`,
  send: 'Send report',
  cancel: 'Cancel',
  sent: { title: 'Review reported', description: 'Thank you. Our moderators will look at it.' },
  failed: { title: 'Report failed', description: 'Please try again.' },
  notFoundTitle: 'Review not found',
  notFound: 'This review is not on any profile now: it may have been removed already.',
  loadFailed: 'We could not open this review. Please try again.',
} as const;

/**
 * /reviews/{id}/report (docs/product/public-site.md §10.3): a signed-in visitor asks the moderators
 * to look at a review. A page, reached by the review's Report link, so a profile rendered by the
 * Worker offers it without its app (docs/decisions/006); back to the review once sent or cancelled.
 */
export function ReportReviewPage() {
  const id = useParams().id ?? '';
  const navigate = useNavigate();
  const {
    data: review,
    error,
    mutate,
  } = useSWR(['/api/reviews', id], () => unwrap(api.reviews[':id'].$get({ param: { id } })));
  const form = useForm(reviewReportRules, { reason: '' });
  const backToReview = () =>
    review && navigate(`${listingPath(review.tradesmanId)}#review-${review.id}`);
  const [report, isReporting] = useApiAction(
    (reason: string) => api.reviews[':id'].report.$post({ param: { id }, json: { reason } }),
    { onSuccess: backToReview, success: reportReviewTexts.sent, failure: reportReviewTexts.failed },
  );
  useDocumentTitle(reportReviewTexts.title);

  if (error instanceof ApiError && error.status === 404) {
    return (
      <MessagePanel
        title={reportReviewTexts.notFoundTitle}
        message={reportReviewTexts.notFound}
        action={{ label: 'Browse the directory', to: '/directory' }}
      />
    );
  }
  return (
    <Container maxW="2xl" py={{ base: 8, md: 16 }}>
      <Stack gap="6">
        <Heading as="h1" size="2xl">
          {reportReviewTexts.title}
        </Heading>
        {error ? (
          <LoadFailed message={reportReviewTexts.loadFailed} onRetry={() => mutate()} />
        ) : !review ? (
          <Skeleton h="48" />
        ) : (
          <form noValidate onSubmit={form.submit(({ reason }) => report(reason))}>
            <Stack gap="5">
              <Text color="fg.muted">{reportReviewTexts.intro(review.title)}</Text>
              <FormField label="Reason" error={form.errors.reason} required>
                <Textarea {...form.field('reason')} maxLength={reviewLimits.reasonMax} rows={4} />
              </FormField>
              <HStack justify="flex-end">
                <Button variant="outline" onClick={backToReview} disabled={isReporting}>
                  {reportReviewTexts.cancel}
                </Button>
                <Button type="submit" loading={isReporting}>
                  {reportReviewTexts.send}
                </Button>
              </HStack>
            </Stack>
          </form>
        )}
      </Stack>
    </Container>
  );
}
