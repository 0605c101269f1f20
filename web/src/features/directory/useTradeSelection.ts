import { useEffect, useState } from 'react';
import { limits } from '#schema/limits';
import type { QuoteTarget } from '../../entities/quote/useQuoteDialog';
import { takeOverChosenTrades } from './chosenTrades';

/**
 * The directory cards chosen for one quote request, at most three (docs/product/public-site.md
 * §10.10). Kept while the visitor changes the search, so they can pick from several. It starts
 * with what was chosen before the app took the page over (by the trade-selection island), after
 * hydrating what the server rendered: none.
 */
export function useTradeSelection() {
  const [chosen, setChosen] = useState<QuoteTarget[]>([]);
  useEffect(() => {
    const carried = takeOverChosenTrades();
    if (carried.length > 0) setChosen(carried);
  }, []);
  const full = chosen.length >= limits.tradesPerQuoteRequest;

  function toggle(target: QuoteTarget) {
    setChosen((current) =>
      current.some((trade) => trade.id === target.id)
        ? current.filter((trade) => trade.id !== target.id)
        : current.length < limits.tradesPerQuoteRequest
          ? [...current, { id: target.id, name: target.name }]
          : current,
    );
  }

  return {
    chosen,
    full,
    clear: () => setChosen([]),
    /** A card's checkbox: whether it is chosen, whether no more can be, and how to change it. */
    cardState: (target: QuoteTarget) => ({
      chosen: chosen.some((trade) => trade.id === target.id),
      full,
      onToggle: () => toggle(target),
    }),
  };
}
export type TradeSelection = ReturnType<typeof useTradeSelection>;
