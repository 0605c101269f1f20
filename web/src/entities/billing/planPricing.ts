// The two annual readings of docs/product/business-side.md §9, priced from the plan catalogue (the
// server charges the same figures: schema/catalogues `pricePence`).
import { type BillingCycle, type Plan, upgradeAnnualPrice } from '#schema/plans';

export type PricingFlow = 'registration' | 'upgrade';

/** The price of one billing period in pounds. */
export function periodPrice(plan: Plan, billing: BillingCycle, flow: PricingFlow): number {
  if (billing === 'monthly') return plan.monthlyPrice;
  return flow === 'registration' ? plan.registrationAnnualPrice : upgradeAnnualPrice(plan);
}

/** Twelve months at the monthly price minus the annual price, in pounds. */
export function annualSaving(plan: Plan, flow: PricingFlow): number {
  return Math.round((plan.monthlyPrice * 12 - periodPrice(plan, 'annual', flow)) * 100) / 100;
}

/** '£19', '£205.20': whole pounds without pence. */
export function formatPounds(pounds: number): string {
  return Number.isInteger(pounds) ? `£${pounds}` : `£${pounds.toFixed(2)}`;
}

export const billingSuffix: Readonly<Record<BillingCycle, string>> = {
  monthly: '/month',
  annual: '/year',
};
