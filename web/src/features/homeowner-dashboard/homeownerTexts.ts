// The homeowner dashboard's texts (docs/product/public-site.md §2.10).

export const homeownerTexts = {
  noRequests: "You haven't requested any quotes yet",
  /** A send to several trades, grouped (docs/product/public-site.md §10.10). */
  oneSend: (count: number, date: string) => `One request sent to ${count} trades on ${date}`,
  noRequestsHint:
    'Find a local retrofit professional and ask them for a free, no-obligation quote.',
  visitsHeading: 'Your Survey Visits',
  visitsFailed: 'Your survey visits could not be loaded.',
  noVisits: 'No survey visits booked',
  noVisitsHint:
    'Businesses that take bookings show their free times on their profile. Visits you book while signed in appear here; one booked signed out is managed from its e-mail.',
  visitHeld: 'Awaiting e-mail confirmation',
  cancelVisit: (business: string, when: string) =>
    `Your visit from ${business} on ${when} will be cancelled and the time freed. They will be told by e-mail.`,
} as const;
