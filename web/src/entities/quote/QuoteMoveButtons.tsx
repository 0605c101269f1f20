import { Button, HStack } from '@chakra-ui/react';
import { type QuoteStatus, quoteTransitions } from '#schema/catalogues';
import { quoteMoveLabels } from './quoteStatusTexts';

/** Ending a request is a quieter button than moving it forward; declining is marked as a refusal. */
const endingPalettes: Partial<Record<QuoteStatus, string>> = { rejected: 'red', cancelled: 'gray' };

interface QuoteMoveButtonsProps {
  status: QuoteStatus;
  onMove: (status: QuoteStatus) => void;
  isMoving: boolean;
}

/** One button per move the request's status allows (schema `quoteTransitions`). */
export function QuoteMoveButtons({ status, onMove, isMoving }: QuoteMoveButtonsProps) {
  const moves = quoteTransitions[status];
  if (moves.length === 0) return null;
  return (
    <HStack gap="2" wrap="wrap">
      {moves.map((move) => (
        <Button
          key={move}
          size="sm"
          variant={endingPalettes[move] ? 'outline' : 'solid'}
          colorPalette={endingPalettes[move]}
          disabled={isMoving}
          onClick={() => onMove(move)}
        >
          {quoteMoveLabels[move]}
        </Button>
      ))}
    </HStack>
  );
}
