import { Button, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { LuCircleCheck, LuClock, LuStar } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { ReviewItem } from '../../entities/review/ReviewItem';
import { ReviewForm, type SentReview } from './ReviewForm';
import type { HomeownerQuote } from './useHomeownerQuotes';

interface QuoteReviewPanelProps {
  quote: HomeownerQuote;
  /** Opened from the mailed link (`?review={id}`): the form shows at once and is scrolled to. */
  startOpen: boolean;
  onReviewed: () => unknown;
}

/** On a completed request: 'Leave a review', the form, then the published review. */
export function QuoteReviewPanel({ quote, startOpen, onReviewed }: QuoteReviewPanelProps) {
  const [open, setOpen] = useState(startOpen && quote.reviewId === null);
  const [published, setPublished] = useState<SentReview | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (startOpen) panel.current?.scrollIntoView?.({ block: 'center' });
  }, [startOpen]);

  if (published) {
    return (
      <Stack ref={panel} gap="1" borderWidth="1px" rounded="lg" px="4" bg="bg.subtle">
        <HStack gap="2" pt="3" color={published.held ? 'fg' : 'green.fg'} align="start">
          <Icon as={published.held ? LuClock : LuCircleCheck} aria-hidden mt="1" />
          <Text fontWeight="medium">{published.message}</Text>
        </HStack>
        <ReviewItem review={published} titleAs="h4" />
      </Stack>
    );
  }
  if (quote.reviewId !== null) {
    return (
      <HStack ref={panel} gap="2" color="fg.muted" fontSize="sm" wrap="wrap">
        <Icon as={LuCircleCheck} color="green.fg" aria-hidden />
        <Text>You reviewed this job.</Text>
        {quote.tradesmanId !== null && (
          <RouterLink to={`/tradesman/${quote.tradesmanId}`}>
            <Text as="span" textDecoration="underline">
              See it on their profile
            </Text>
          </RouterLink>
        )}
      </HStack>
    );
  }
  return (
    <Stack ref={panel} gap="3">
      {open ? (
        <ReviewForm
          quoteId={quote.id}
          tradesmanName={quote.tradesmanName}
          onCancel={() => setOpen(false)}
          onReviewed={async (review) => {
            setPublished(review);
            await onReviewed();
          }}
        />
      ) : (
        <Button size="sm" alignSelf="start" onClick={() => setOpen(true)}>
          <LuStar aria-hidden /> Leave a review
        </Button>
      )}
    </Stack>
  );
}
