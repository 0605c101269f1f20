// The homeowner dashboard's texts (docs/product/public-site.md §2.10).

export const homeownerTexts = {
  noRequests: "You haven't requested any quotes yet",
  /** A send to several trades, grouped (docs/product/public-site.md §10.10). */
  oneSend: (count: number, date: string) => `One request sent to ${count} trades on ${date}`,
  noRequestsHint:
    'Find a local retrofit professional and ask them for a free, no-obligation quote.',
} as const;
