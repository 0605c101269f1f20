// Items the browser keeps between visits (docs/product/public-site.md §3). Shared with the Worker,
// whose inline page scripts read two of them before the app runs (worker/lib/*-script.ts).
export const storageKeys = {
  authToken: 'authToken',
  tradesmanAccount: 'tradesmanAccount',
  tradesmanProfile: 'tradesmanProfile',
  homeowner: 'homeowner',
  selectedPlan: 'selectedPlan',
  theme: 'theme',
  /**
   * The trades chosen in the directory before the app has loaded, kept across its page loads by
   * the trade-selection island; the app takes them over and removes it.
   */
  chosenTrades: 'chosenTrades',
} as const;

/**
 * What this tab keeps over one full reload (session storage): the toast a sign-out leaves for the
 * page it reloads at (web/src/api/logOut.ts), shown once there by the account island, or by the
 * app if it is on its way (worker/lib/wake-script.ts).
 */
export const sessionKeys = {
  farewell: 'loggedOut',
} as const;
