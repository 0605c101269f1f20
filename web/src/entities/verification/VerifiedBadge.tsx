import { Badge } from '@chakra-ui/react';
import { LuBadgeCheck } from 'react-icons/lu';

export function VerifiedBadge() {
  return (
    <Badge colorPalette="green" variant="subtle">
      <LuBadgeCheck aria-hidden /> Verified
    </Badge>
  );
}
