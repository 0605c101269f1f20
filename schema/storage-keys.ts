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
