// The featured badge screen's texts (docs/product/business-side.md §2.9, §5, §8).
import { businessMessages } from '#schema/rules';

const [missingTitle, missingText] = businessMessages.featuring.split(' - ');

export const featuredTexts = {
  title: 'Featured Badge Management',
  description: 'Feature tradesmen across the site for a period, or remove their badge.',
  featureCard: 'Feature a Tradesman',
  search: 'Search tradesmen by name or location...',
  current: 'Currently Featured Tradesmen',
  all: 'All Tradesmen',
  noFeatured: 'No featured tradesmen found',
  noTradesmen: 'No tradesmen found',
  missingTitle: missingTitle ?? 'Missing Information',
  missingText: missingText ?? businessMessages.featuring,
  error: 'Error',
  failed: 'Failed to update featured status',
  loadFailed: 'Could not load the tradesmen.',
  permanent: 'Permanent',
  verifiedOnly: businessMessages.featuringUnverified,
  notVerified: 'not verified',
  removeTitle: (name: string) => `Remove ${name}'s featured badge?`,
  removeText: 'Their listing stops showing “Featured by our team” now.',
  removeConfirm: 'Remove Featured',
} as const;
