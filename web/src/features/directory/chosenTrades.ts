// The trades chosen before the app has loaded, kept across the directory's page loads (a new
// search, page or layout is a page load then) by the trade-selection island, and taken over by the
// app (docs/product/public-site.md §10.10).
import { limits } from '#schema/limits';
import { storageKeys } from '#schema/storage-keys';
import type { QuoteTarget } from '../../entities/quote/useQuoteDialog';

declare global {
  interface Window {
    /** Left by the trade-selection island (web/src/islands/tradeSelection.ts) while it runs. */
    __tradeSelection?: {
      /** Ends the island: puts the page back as the server rendered it, gives the app the choice. */
      release: () => QuoteTarget[];
    };
  }
}

const isTarget = (value: unknown): value is QuoteTarget =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as QuoteTarget).id) &&
  typeof (value as QuoteTarget).name === 'string';

/** The stored choice; anything unreadable or malformed is no choice. */
export function readChosenTrades(): QuoteTarget[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(storageKeys.chosenTrades) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter(isTarget).slice(0, limits.tradesPerQuoteRequest)
      : [];
  } catch {
    return [];
  }
}

/** Keeps the choice for the next page load; none removes it. */
export function keepChosenTrades(chosen: readonly QuoteTarget[]) {
  try {
    if (chosen.length === 0) localStorage.removeItem(storageKeys.chosenTrades);
    else localStorage.setItem(storageKeys.chosenTrades, JSON.stringify(chosen));
  } catch {
    // Storage refused (private mode, full): the choice lasts as long as the page.
  }
}

let released: QuoteTarget[] | null = null;

/**
 * Ends the island, if one runs on this page, before the app hydrates: what the island changed
 * would not match what React renders.
 */
export function releaseTradeSelectionIsland() {
  if (window.__tradeSelection) released = window.__tradeSelection.release();
}

/**
 * The choice made before the app: the island's, or one kept from an earlier page. The app holds it
 * from here on, so it is no longer stored.
 */
export function takeOverChosenTrades(): QuoteTarget[] {
  const chosen = released ?? readChosenTrades();
  released = null;
  keepChosenTrades([]);
  return chosen;
}
