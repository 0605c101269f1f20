// The Add-ons tab's words (docs/product/business-side.md §9 "Add-ons"; issue 23). The refusals are
// the server's own, from schema/rules `addOnRefusal`.
import type { AddOn } from '#schema/plans';
import { formatDate } from '../../lib/formatDate';

interface Granted {
  homepageFeatureUntil: string | null;
  leadsLeft: number;
  boostArea: string | null;
}

export const addOnTexts = {
  tab: 'Add-ons',
  heading: 'Add-ons',
  intro:
    'One-off extras beside your plan. Each is one card payment of the amount shown, and starts as soon as the payment goes through.',
  noListing: 'Create your business profile first, then add-ons can be bought for it.',
  loadFailed: 'We could not load your add-ons. Please try again.',
  runningHeading: 'Running now',
  nothingRunning: 'No add-ons are running.',
  featuredUntil: (date: string) => `Featured on our home page until ${formatDate(date)}`,
  leadsLeft: (leads: number, area: string | null) =>
    `Lead boosting: ${leads} ${leads === 1 ? 'lead' : 'leads'} left, shown first in searches for ${area}`,
  fastTracked:
    'Verification fast-tracked: your application is first in our checking queue. The Verified badge still needs every check to pass.',
  weeks: 'How many weeks',
  leads: 'How many leads',
  boostArea: (area: string) => `Applies to directory searches for ${area}, your listing's area.`,
  total: 'Total',
  choose: (addOn: AddOn) => `Buy ${addOn.name}`,
  checkoutHeading: (name: string) => `Pay for ${name}`,
  dueToday: 'Due today',
  pay: (amount: string) => `Pay ${amount}`,
  back: 'Back to add-ons',
  failed: 'The payment could not be completed. Please try again.',
  paidPending: (amount: string) =>
    `Your payment of ${amount} went through, and the add-on starts within a few minutes. There is no need to pay again.`,
  successTitle: (amount: string) => `Payment of ${amount} received`,
  granted: (addOn: AddOn, quantity: number, active: Granted) => {
    if (addOn.unit === 'week' && active.homepageFeatureUntil) {
      return `Your listing is featured on our home page until ${formatDate(active.homepageFeatureUntil)}.`;
    }
    if (addOn.unit === 'lead') {
      return `${quantity} ${quantity === 1 ? 'lead' : 'leads'} bought: ${active.leadsLeft} left, with your listing shown first in searches for ${active.boostArea}.`;
    }
    return 'Your application is now first in our checking queue. The Verified badge still needs every check to pass.';
  },
  receiptHint: 'The receipt is on the Billing tab.',
  openBilling: 'Open Billing',
  done: 'Done',
} as const;
