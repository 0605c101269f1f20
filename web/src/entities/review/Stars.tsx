import { HStack, Icon } from '@chakra-ui/react';
import { LuStar } from 'react-icons/lu';

/** A rating as five stars, read out as 'Rated 4 out of 5'. */
export function Stars({ rating, size = 'sm' }: { rating: number; size?: 'sm' | 'md' }) {
  return (
    <HStack gap="0.5" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((star) => (
        <Icon
          key={star}
          as={LuStar}
          boxSize={size === 'sm' ? '4' : '5'}
          color={star <= rating ? 'yellow.500' : 'fg.subtle'}
          fill={star <= rating ? 'currentColor' : 'none'}
          aria-hidden
        />
      ))}
    </HStack>
  );
}
