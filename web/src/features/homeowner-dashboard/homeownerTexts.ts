// The homeowner dashboard's texts (docs/product/public-site.md §2.10).

export const homeownerTexts = {
  noRequests: "You haven't requested any quotes yet",
  noRequestsHint:
    'Find a local retrofit professional and ask them for a free, no-obligation quote.',
} as const;
