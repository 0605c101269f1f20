// Plan prices as the screens show them, from the plan catalogue (the server charges the same
// figures: schema/plans.ts `pricePence`). One annual rule everywhere: ten months' price.
import { annualFreeMonths, type BillingCycle, type Plan } from '#schema/plans';

/** How every screen words the annual rule: '2 months free'. */
export const annualOffer = `${annualFreeMonths} months free`;

/** The price of one billing period in pounds. */
export function periodPrice(plan: Plan, billing: BillingCycle): number {
  return billing === 'monthly' ? plan.monthlyPrice : plan.annualPrice;
}

/** Twelve months at the monthly price minus the annual price, in pounds. */
export function annualSaving(plan: Plan): number {
  return plan.monthlyPrice * 12 - plan.annualPrice;
}

/** '£19', '£510.21': whole pounds without pence. */
export function formatPounds(pounds: number): string {
  return Number.isInteger(pounds) ? `£${pounds}` : `£${pounds.toFixed(2)}`;
}

/** An amount in pence (as Stripe counts it) written as the screens write pounds. */
export function formatPence(pence: number): string {
  return formatPounds(pence / 100);
}

export const billingSuffix: Readonly<Record<BillingCycle, string>> = {
  monthly: '/month',
  annual: '/year',
};
