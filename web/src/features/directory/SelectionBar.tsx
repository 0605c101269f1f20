import { Box, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import type { SubmitEvent } from 'react';
import { limits } from '#schema/limits';
import { islandControlAttribute } from '#schema/page-waking';
import { selectionBarParts, tradeRequestFormId } from '#schema/trade-selection';
import { chatButtonClearance } from '../../components/chat/ChatWidget';
import { useQuoteDialog } from '../../entities/quote/useQuoteDialog';
import { selectionTexts } from './selectionTexts';
import type { TradeSelection } from './useTradeSelection';

/**
 * The chosen trades and the one request to them, held at the bottom of the screen while any are
 * chosen (docs/product/public-site.md §10.10). Clear of the chat button from `sm` up.
 *
 * On the server's page it is there but hidden: its form is a GET of the quote page for the chosen
 * trades (`/quote?trade=18&trade=40`), which the cards' checkboxes belong to, and the
 * trade-selection island (web/src/islands/tradeSelection.ts) shows it and fills in its parts until
 * the app takes over. In the app, sending it opens the quote dialog.
 */
export function SelectionBar({ selection }: { selection: TradeSelection }) {
  const { openQuoteDialog } = useQuoteDialog();
  const count = selection.chosen.length;

  function handleSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    openQuoteDialog(selection.chosen, { onSent: selection.clear });
  }

  const chosenText = selectionTexts.chosen(count, limits.tradesPerQuoteRequest);
  return (
    <>
      {/* The bar is hidden while nothing is chosen, and a live region inside it would miss its
          first change. */}
      <VisuallyHidden aria-live="polite" {...{ [selectionBarParts.status]: '' }}>
        {chosenText}
      </VisuallyHidden>
      <Box
        role="region"
        aria-label={selectionTexts.label}
        hidden={count === 0}
        {...{ [selectionBarParts.bar]: '' }}
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
        <Stack asChild direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
          <form id={tradeRequestFormId} action="/quote" method="get" onSubmit={handleSubmit}>
            <Stack gap="0" flex="1" minW="0">
              <Text fontWeight="semibold" {...{ [selectionBarParts.count]: '' }}>
                {chosenText}
              </Text>
              <Text fontSize="sm" color="fg.muted" truncate {...{ [selectionBarParts.names]: '' }}>
                {selection.chosen.map((trade) => trade.name).join(', ')}
              </Text>
            </Stack>
            <HStack gap="2">
              <Button
                variant="outline"
                onClick={selection.clear}
                flex={{ base: 1, md: 'none' }}
                {...{ [islandControlAttribute]: '' }}
              >
                {selectionTexts.clear}
              </Button>
              <Button
                type="submit"
                flex={{ base: 2, md: 'none' }}
                {...{ [selectionBarParts.send]: '' }}
              >
                {selectionTexts.request(count)}
              </Button>
            </HStack>
          </form>
        </Stack>
      </Box>
    </>
  );
}
