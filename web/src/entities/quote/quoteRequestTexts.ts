// The quote-request lists' texts (docs/product/public-site.md §2.11, §10.4).

export const quoteRequestTexts = {
  noRequests: 'No quote requests yet',
  noRequestsHint: 'When homeowners ask your business for a quote, their requests appear here.',
  noListing: 'Create your business profile to start receiving quote requests.',
  loadFailed: 'Failed to load quote requests',
  movedTitle: 'Quote Request Updated',
  moved: (name: string, status: string) => `${name}'s request is now ${status.toLowerCase()}.`,
  moveFailedTitle: 'Status Not Changed',
  moveFailed: 'Failed to update the quote request. Please try again.',
  /** How many trades the homeowner sent the request to (docs/product/public-site.md §10.10). */
  sentTo: (count: number) => (count > 1 ? `Sent to ${count} trades` : 'Sent to you only'),
} as const;
