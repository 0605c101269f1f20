// The homeowner dashboard's texts (spec public-site §8).

export const homeownerTexts = {
  noRequests: "You haven't requested any quotes yet",
  noRequestsHint:
    'Find a local retrofit professional and ask them for a free, no-obligation quote.',
} as const;
