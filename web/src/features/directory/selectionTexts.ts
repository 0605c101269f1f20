// The selection bar's texts (docs/product/public-site.md §10.10), apart from the directory's
// others: the trade-selection island, which carries no more than it needs, writes them too.
export const selectionTexts = {
  label: 'Your chosen trades',
  chosen: (count: number, most: number) => `${count} of ${most} chosen`,
  clear: 'Clear',
  request: (count: number) => (count === 1 ? 'Request a quote' : `Send one request to ${count}`),
} as const;
