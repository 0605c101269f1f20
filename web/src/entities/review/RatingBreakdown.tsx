import { HStack, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { ReviewPage } from './useListingReviews';

interface RatingBreakdownProps {
  ratings: ReviewPage['ratings'];
  breakdown: ReviewPage['breakdown'];
}

const reviewsWord = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** The average and, per star level, how many of the shown reviews gave it. */
export function RatingBreakdown({ ratings, breakdown }: RatingBreakdownProps) {
  const shown = breakdown.reduce((sum, level) => sum + level.count, 0);
  return (
    <Stack
      direction={{ base: 'column', sm: 'row' }}
      gap={{ base: 3, sm: 8 }}
      align={{ sm: 'center' }}
    >
      <Stack gap="0" minW="28">
        <Text fontSize="4xl" fontWeight="semibold" lineHeight="1">
          {ratings.count > 0 ? Number(ratings.average).toFixed(1) : '–'}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {ratings.count > 0 ? `from ${reviewsWord(ratings.count)}` : 'No reviews yet'}
        </Text>
      </Stack>
      <Stack as="ul" gap="1.5" flex="1" listStyle="none" aria-label="Rating breakdown">
        {breakdown.map((level) => (
          <HStack as="li" key={level.stars} gap="3">
            <VisuallyHidden>{`${level.stars} stars: ${reviewsWord(level.count)}`}</VisuallyHidden>
            <Text fontSize="sm" w="6" flexShrink="0" aria-hidden>
              {level.stars}★
            </Text>
            <Progress.Root
              flex="1"
              size="sm"
              colorPalette="yellow"
              value={shown > 0 ? Math.round((level.count / shown) * 100) : 0}
              aria-hidden
            >
              <Progress.Track rounded="full">
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <Text fontSize="sm" color="fg.muted" w="8" textAlign="end" aria-hidden>
              {level.count}
            </Text>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
