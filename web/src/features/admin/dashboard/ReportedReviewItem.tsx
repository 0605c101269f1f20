import { Button, HStack, Link, Stack, Text, Textarea } from '@chakra-ui/react';
import type { InferResponseType } from 'hono/client';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { reviewHideRules, reviewLimits } from '#schema/rules';
import { api } from '../../../api/client';
import { useApiAction } from '../../../api/useApiAction';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { FormField } from '../../../components/FormField';
import { useForm } from '../../../components/form/useForm';
import { Stars } from '../../../entities/review/Stars';
import { formatDate } from '../../../lib/formatDate';

type ReportedReview = InferResponseType<typeof api.admin.reviews.reported.$get, 200>[number];

interface ReportedReviewItemProps {
  review: ReportedReview;
  onModerated: () => unknown;
}

/** One reported review with its reports, and the moderator's two choices. */
export function ReportedReviewItem({ review, onModerated }: ReportedReviewItemProps) {
  const param = { id: String(review.id) };
  const [hiding, setHiding] = useState(false);
  const form = useForm(reviewHideRules, { reason: '' });
  const [hide, isHiding] = useApiAction(
    (reason: string) => api.admin.reviews[':id'].hide.$post({ param, json: { reason } }),
    {
      onSuccess: async () => {
        setHiding(false);
        await onModerated();
      },
      success: { title: 'Review hidden' },
      failure: { title: 'Hide failed', description: 'Please try again.' },
    },
  );
  const [dismiss, isDismissing] = useApiAction(
    () => api.admin.reviews[':id']['dismiss-reports'].$post({ param }),
    {
      onSuccess: async () => {
        await onModerated();
      },
      success: { title: 'Reports dismissed' },
      failure: { title: 'Dismiss failed', description: 'Please try again.' },
    },
  );

  return (
    <Stack
      as="li"
      gap="2"
      borderBottomWidth="1px"
      pb="4"
      aria-label={`Reported review: ${review.title}`}
    >
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Stars rating={review.rating} />
        <Link asChild fontSize="sm" color="colorPalette.fg">
          <RouterLink to={`/listing/${review.tradesmanId}`}>{review.tradesmanName}</RouterLink>
        </Link>
      </HStack>
      <Text fontWeight="semibold">{review.title}</Text>
      <Text fontSize="sm" whiteSpace="pre-wrap">
        {review.text}
      </Text>
      {review.reply && (
        <Text fontSize="sm" color="fg.muted">
          Reply: {review.reply}
        </Text>
      )}
      <Stack as="ul" gap="1" ps="3" borderStartWidth="2px" listStyleType="none">
        {review.reports.map((report) => (
          <Text as="li" key={report.id} fontSize="sm">
            “{report.reason}” —{' '}
            <Text as="span" color="fg.muted">
              {report.reporterName}, {formatDate(report.createdAt)}
            </Text>
          </Text>
        ))}
      </Stack>
      <HStack gap="2" justify="end">
        <Button size="sm" variant="outline" loading={isDismissing} onClick={() => dismiss()}>
          Dismiss reports
        </Button>
        <Button size="sm" colorPalette="red" onClick={() => setHiding(true)}>
          Hide review
        </Button>
      </HStack>
      <ConfirmDialog
        open={hiding}
        title="Hide this review?"
        confirmLabel="Hide review"
        onConfirm={() => {
          const input = form.check();
          if (input) hide(input.reason);
        }}
        onCancel={() => {
          setHiding(false);
          form.reset();
        }}
        isConfirming={isHiding}
        details={
          <FormField label="Reason shown in its place" error={form.errors.reason} required>
            <Textarea
              mt="3"
              {...form.field('reason')}
              rows={3}
              maxLength={reviewLimits.reasonMax}
            />
          </FormField>
        }
      >
        The review stops counting towards {review.tradesmanName}'s rating, and its place on the
        profile says “Removed by moderators:” followed by this reason. Its open reports are closed.
      </ConfirmDialog>
    </Stack>
  );
}
