// The plans and what each one sells (docs/product/business-side.md §9; issue 23). The plan cards
// render `featuresOf` and every server-side feature check calls `planIncludes`, both reading the
// one `planFeatures` list: a feature enters that list in the change that builds it, so a card can
// never advertise what the app does not do.

export const planIds = ['free', 'starter', 'professional', 'premium'] as const;
export type PlanId = (typeof planIds)[number];
export const billingCycles = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof billingCycles)[number];

export interface Plan {
  id: PlanId;
  name: string;
  monthlyPrice: number;
  /** The annual price: ten months' price, "2 months free", on every screen (README "Payments"). */
  annualPrice: number;
  /**
   * How many services the listing may show; null is unlimited (docs/product/business-side.md §9).
   */
  serviceLimit: number | null;
}

export const plans: readonly Plan[] = [
  { id: 'free', name: 'Free', monthlyPrice: 0, annualPrice: 0, serviceLimit: 3 },
  {
    id: 'starter',
    name: 'Starter',
    monthlyPrice: 19,
    annualPrice: 190,
    serviceLimit: null,
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPrice: 49,
    annualPrice: 490,
    serviceLimit: null,
  },
  {
    id: 'premium',
    name: 'Premium',
    monthlyPrice: 99,
    annualPrice: 990,
    serviceLimit: null,
  },
];

/**
 * Every feature a plan sells, in card order, with the cheapest plan that includes it; each higher
 * plan includes it too. `onlyOn` marks a line true of one plan alone ("Up to 3 services").
 */
export const planFeatures = [
  { id: 'basic-listing', label: 'Basic listing', from: 'free' },
  { id: 'contact-information', label: 'Contact information', from: 'free' },
  { id: 'three-services', label: 'Up to 3 services', from: 'free', onlyOn: 'free' },
  { id: 'unlimited-services', label: 'Unlimited services', from: 'starter' },
  { id: 'customer-reviews', label: 'Customer reviews', from: 'starter' },
  { id: 'priority-placement', label: 'Priority placement in the directory', from: 'professional' },
  { id: 'top-position', label: 'Top listing position', from: 'premium' },
  {
    id: 'marketing-tools',
    label: 'Marketing tools: review link, QR code, website badge and printable card',
    from: 'premium',
  },
  {
    id: 'dedicated-support',
    label: 'Dedicated support, answered within one working day',
    from: 'premium',
  },
] as const satisfies readonly {
  id: string;
  label: string;
  from: PlanId;
  onlyOn?: PlanId;
}[];
export type PlanFeatureId = (typeof planFeatures)[number]['id'];

export function findPlan(id: string | null | undefined): Plan | undefined {
  return plans.find((plan) => plan.id === id);
}

const rank = (plan: PlanId) => planIds.indexOf(plan);

/** Whether a listing on `plan` has the feature: the one check every gated route makes. */
export function planIncludes(plan: PlanId, feature: PlanFeatureId): boolean {
  const entry = planFeatures.find((candidate) => candidate.id === feature);
  if (entry === undefined) return false;
  return 'onlyOn' in entry ? entry.onlyOn === plan : rank(plan) >= rank(entry.from);
}

/** The lines a plan's card lists: what that plan adds to the one below it. */
export function featuresOf(plan: PlanId): string[] {
  return planFeatures
    .filter((feature) => ('onlyOn' in feature ? feature.onlyOn === plan : feature.from === plan))
    .map((feature) => feature.label);
}

export type PaymentFlow = 'registration' | 'upgrade';

/** Price in pence; prices always come from here, never from the client. */
export function pricePence(plan: Plan, billing: BillingCycle): number {
  return (billing === 'monthly' ? plan.monthlyPrice : plan.annualPrice) * 100;
}
