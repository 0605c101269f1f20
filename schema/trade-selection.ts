// The directory's "Add to my request" (docs/product/public-site.md §10.10), before and after the
// app: each card's checkbox belongs to the selection bar's form, a GET of the quote page for up to
// three trades (`/quote?trade=18&trade=40`). Before the app has loaded, the trade-selection island
// (web/src/islands/tradeSelection.ts) shows the bar and keeps the choice across page loads; the
// awake app takes it over (web/src/features/directory/useTradeSelection.ts).

/** The selection bar's form, which each card's checkbox names in its `form` attribute. */
export const tradeRequestFormId = 'trade-request';

/** The quote page's parameter naming each chosen trade: `/quote?trade=18&trade=40`. */
export const tradeParam = 'trade';

/** A checkbox's business name, for the bar's list of names. */
export const tradeNameAttribute = 'data-trade-name';

/** The bar's parts the island fills in before the app runs. */
export const selectionBarParts = {
  bar: 'data-selection-bar',
  count: 'data-selection-count',
  names: 'data-selection-names',
  send: 'data-selection-send',
  /** Beside the bar, always there, so each change is announced (even the one that shows the bar). */
  status: 'data-selection-status',
} as const;
