// Add-on prices as the screens write them, from the catalogue the server charges by
// (schema/plans.ts `addOns`, docs/product/business-side.md §9).
import type { AddOn } from '#schema/plans';
import { formatPence } from './planPricing';

const unitWords: Readonly<Record<AddOn['unit'], string>> = {
  week: 'per week',
  lead: 'per lead',
  once: 'one-time',
};

/** '£10 per week', '£5 per lead', '£25 one-time'. */
export const addOnPriceText = (addOn: AddOn) =>
  `${formatPence(addOn.unitPence)} ${unitWords[addOn.unit]}`;

/** '1 week', '3 leads', 'once'. */
export const addOnQuantityText = (addOn: AddOn, quantity: number) =>
  addOn.unit === 'once' ? 'once' : `${quantity} ${addOn.unit}${quantity === 1 ? '' : 's'}`;

/** What was bought, as the Billing tab names it: 'Lead boosting, 3 leads'; a one-time add-on's name. */
export const addOnOrderText = (addOn: AddOn, quantity: number) =>
  addOn.unit === 'once' ? addOn.name : `${addOn.name}, ${addOnQuantityText(addOn, quantity)}`;
