// docs/product/public-site.md §8: the newsletter's outcomes, as the app's toasts and the
// newsletter page say them.
export const newsletterTexts = {
  subscribedTitle: 'Successfully Subscribed!',
  subscribed: "Thanks! We'll send you retrofit tips, grant news and local updates.",
  failedTitle: 'Subscription Failed',
  tryLater: 'Please try again later.',
} as const;
