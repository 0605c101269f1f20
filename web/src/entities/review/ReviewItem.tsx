import { Box, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { LuBadgeCheck, LuShieldAlert } from 'react-icons/lu';
import { formatDate } from '../../lib/formatDate';
import { Stars } from './Stars';
import type { PublicReview } from './useListingReviews';

interface ReviewItemProps {
  review: PublicReview;
  /** What the viewer may do with the review (report it, reply to it). */
  actions?: ReactNode;
  /** The heading level of the review's title under the surrounding section. */
  titleAs?: 'h3' | 'h4';
  /** An address fragment to reach the review by ('Load more' on a profile page returns to it). */
  id?: string;
}

/**
 * One review: stars, title, text, who wrote it and the verified line, then the trade's reply. A
 * moderated review shows only the moderators' line, so nothing disappears silently.
 */
export function ReviewItem({ review, actions, titleAs = 'h3', id }: ReviewItemProps) {
  if (review.hidden) {
    return (
      <HStack
        as="article"
        id={id}
        scrollMarginTop="24"
        gap="2"
        py="4"
        color="fg.muted"
        fontStyle="italic"
      >
        <Icon as={LuShieldAlert} aria-hidden />
        <Text>{review.moderationLine}</Text>
      </HStack>
    );
  }
  return (
    <Stack
      as="article"
      id={id}
      scrollMarginTop="24"
      aria-label={`Review: ${review.title}`}
      gap="2"
      py="4"
    >
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Stars rating={review.rating} />
        <Text fontSize="sm" color="fg.muted">
          {formatDate(review.createdAt)}
        </Text>
      </HStack>
      <Text as={titleAs} fontWeight="semibold">
        {review.title}
      </Text>
      <Text whiteSpace="pre-line">{review.text}</Text>
      <HStack gap="1.5" fontSize="sm" color="fg.muted" wrap="wrap">
        <Text fontWeight="medium" color="fg">
          {review.authorName}
        </Text>
        {review.verifiedLine ? (
          <HStack gap="1" color="green.fg">
            <Icon as={LuBadgeCheck} aria-hidden />
            <Text>{review.verifiedLine}</Text>
          </HStack>
        ) : (
          <Text>Customer</Text>
        )}
      </HStack>
      {review.reply && (
        <Box
          borderStartWidth="3px"
          borderColor="colorPalette.solid"
          bg="bg.subtle"
          ps="4"
          pe="3"
          py="2"
          rounded="sm"
        >
          <Text fontSize="sm" fontWeight="semibold">
            Reply from the business · {formatDate(review.reply.repliedAt)}
          </Text>
          <Text fontSize="sm" whiteSpace="pre-line">
            {review.reply.text}
          </Text>
        </Box>
      )}
      {actions}
    </Stack>
  );
}
