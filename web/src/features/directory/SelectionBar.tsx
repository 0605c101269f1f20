import { Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { limits } from '#schema/limits';
import { chatButtonClearance } from '../../components/chat/ChatWidget';
import { useQuoteDialog } from '../../entities/quote/useQuoteDialog';
import { directoryTexts } from './directoryTexts';
import type { TradeSelection } from './useTradeSelection';

/**
 * The chosen trades and the one request to them, held at the bottom of the screen while any are
 * chosen (docs/product/public-site.md §10.10). Clear of the chat button from `sm` up.
 */
export function SelectionBar({ selection }: { selection: TradeSelection }) {
  const { openQuoteDialog } = useQuoteDialog();
  const count = selection.chosen.length;
  if (count === 0) return null;
  return (
    <Box
      role="region"
      aria-label={directoryTexts.selectionLabel}
      position="sticky"
      bottom="3"
      zIndex="docked"
      me={{ sm: chatButtonClearance }}
      p="3"
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border.emphasized"
      rounded="xl"
      shadow="lg"
    >
      <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
        <Stack gap="0" flex="1" minW="0" aria-live="polite">
          <Text fontWeight="semibold">
            {directoryTexts.chosen(count, limits.tradesPerQuoteRequest)}
          </Text>
          <Text fontSize="sm" color="fg.muted" truncate>
            {selection.chosen.map((trade) => trade.name).join(', ')}
          </Text>
        </Stack>
        <HStack gap="2">
          <Button variant="outline" onClick={selection.clear} flex={{ base: 1, md: 'none' }}>
            {directoryTexts.clearChosen}
          </Button>
          <Button
            onClick={() => openQuoteDialog(selection.chosen, { onSent: selection.clear })}
            flex={{ base: 2, md: 'none' }}
          >
            {directoryTexts.requestChosen(count)}
          </Button>
        </HStack>
      </Stack>
    </Box>
  );
}
