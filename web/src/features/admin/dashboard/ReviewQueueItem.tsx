import { Badge, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import type { InferResponseType } from 'hono/client';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { api } from '../../../api/client';
import { Stars } from '../../../entities/review/Stars';
import { formatDate } from '../../../lib/formatDate';
import { ReviewDecisionDialog } from './ReviewDecisionDialog';

export type QueuedReview = InferResponseType<typeof api.admin.reviews.$get, 200>[number];

interface ReviewQueueItemProps {
  review: QueuedReview;
  onDecided: () => unknown;
}

/** One review waiting for a moderator: why it waits, what it says, and the two decisions. */
export function ReviewQueueItem({ review, onDecided }: ReviewQueueItemProps) {
  const [deciding, setDeciding] = useState<'release' | 'remove' | null>(null);
  const held = review.status === 'held';
  return (
    <Stack
      as="li"
      gap="2"
      borderBottomWidth="1px"
      pb="4"
      aria-label={`${held ? 'Held' : 'Reported'} review: ${review.title}`}
    >
      <HStack justify="space-between" gap="3" wrap="wrap">
        <HStack gap="2">
          <Badge colorPalette={held ? 'orange' : 'blue'} variant="subtle">
            {held ? 'Held' : 'Reported'}
          </Badge>
          <Stars rating={review.rating} />
        </HStack>
        <Link asChild fontSize="sm" color="colorPalette.fg">
          <RouterLink to={`/listing/${review.tradesmanId}`}>{review.tradesmanName}</RouterLink>
        </Link>
      </HStack>
      {review.heldReasons.length > 0 && (
        <Stack as="ul" gap="0.5" listStyleType="none" aria-label="Why it is held">
          {review.heldReasons.map((reason) => (
            <Text as="li" key={reason} fontSize="sm" color="orange.fg" fontWeight="medium">
              {reason}
            </Text>
          ))}
        </Stack>
      )}
      <Text fontWeight="semibold">{review.title}</Text>
      <Text fontSize="sm" whiteSpace="pre-wrap">
        {review.text}
      </Text>
      <Text fontSize="sm" color="fg.muted">
        By {review.authorName}
        {review.authorEmail ? ` (${review.authorEmail})` : ''}
        {review.authorEmailProven ? '' : ', e-mail not confirmed'}, {formatDate(review.createdAt)}
      </Text>
      {review.reply && (
        <Text fontSize="sm" color="fg.muted">
          Reply: {review.reply}
        </Text>
      )}
      {review.reports.length > 0 && (
        <Stack
          as="ul"
          gap="1"
          ps="3"
          borderStartWidth="2px"
          listStyleType="none"
          aria-label="Reports"
        >
          {review.reports.map((report) => (
            <Text as="li" key={report.id} fontSize="sm">
              “{report.reason}” —{' '}
              <Text as="span" color="fg.muted">
                {report.reporterName}, {formatDate(report.createdAt)}
              </Text>
            </Text>
          ))}
        </Stack>
      )}
      <HStack gap="2" justify="end" wrap="wrap">
        <Button size="sm" variant="outline" onClick={() => setDeciding('release')}>
          {held ? 'Release review' : 'Keep review'}
        </Button>
        <Button size="sm" colorPalette="red" onClick={() => setDeciding('remove')}>
          Remove review
        </Button>
      </HStack>
      <ReviewDecisionDialog
        review={review}
        decision={deciding}
        onClose={() => setDeciding(null)}
        onDecided={onDecided}
      />
    </Stack>
  );
}
