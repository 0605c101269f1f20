// The admin dashboard's texts (docs/product/public-site.md §8).

export const subscriberTexts = {
  removed: 'Subscriber removed successfully',
  removeFailed: 'Failed to remove subscriber',
  empty: 'No subscribers yet',
  loadFailed: 'Could not load the subscribers. Please refresh the page to try again.',
} as const;

export const statsTexts = {
  failed: 'Could not load the counts. Please refresh the page to try again.',
} as const;
