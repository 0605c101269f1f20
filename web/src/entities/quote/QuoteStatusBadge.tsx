import { Badge } from '@chakra-ui/react';
import type { QuoteStatus } from '#schema/catalogues';
import { quoteStatusLabels, quoteStatusPalettes } from './quoteStatusTexts';

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  return (
    <Badge colorPalette={quoteStatusPalettes[status]} variant="subtle" size="md">
      {quoteStatusLabels[status]}
    </Badge>
  );
}
