import { trackEvent } from '../../lib/analytics';

/**
 * docs/product/public-site.md §7: opening a profile, in the dialog or on its page, is an engagement
 * event.
 */
export function recordProfileView(tradesman: { name: string }): void {
  trackEvent('view_profile', { category: 'engagement', label: tradesman.name });
}
