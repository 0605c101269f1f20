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
  /** Fixed annual price used by registration (ten months' price). */
  registrationAnnualPrice: number;
  /**
   * How many services the listing may show; null is unlimited (docs/product/business-side.md §9).
   */
  serviceLimit: number | null;
}

export const plans: readonly Plan[] = [
  { id: 'free', name: 'Free', monthlyPrice: 0, registrationAnnualPrice: 0, serviceLimit: 3 },
  {
    id: 'starter',
    name: 'Starter',
    monthlyPrice: 19,
    registrationAnnualPrice: 190,
    serviceLimit: null,
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPrice: 49,
    registrationAnnualPrice: 490,
    serviceLimit: null,
  },
  {
    id: 'premium',
    name: 'Premium',
    monthlyPrice: 99,
    registrationAnnualPrice: 990,
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
  { id: 'featured-badge', label: 'Featured badge', from: 'starter' },
  { id: 'unlimited-services', label: 'Unlimited services', from: 'starter' },
  { id: 'customer-reviews', label: 'Customer reviews', from: 'starter' },
  { id: 'gallery', label: 'Gallery of up to 10 photos of your work', from: 'starter' },
  { id: 'priority-placement', label: 'Priority placement in the directory', from: 'professional' },
  { id: 'top-position', label: 'Top listing position', from: 'premium' },
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

/** The plans that include a feature, cheapest first (SQL filters on the stored plan use it). */
export const plansWith = (feature: PlanFeatureId): PlanId[] =>
  planIds.filter((plan) => planIncludes(plan, feature));

/** The features a plan's card lists: what that plan adds to the one below it. */
export const cardFeaturesOf = (plan: PlanId) =>
  planFeatures.filter((feature) =>
    'onlyOn' in feature ? feature.onlyOn === plan : feature.from === plan,
  );

/** The lines a plan's card lists. */
export const featuresOf = (plan: PlanId): string[] =>
  cardFeaturesOf(plan).map((feature) => feature.label);

/** Upgrade screen reading (docs/product/business-side.md §9): annual = monthly × 12 × 0.9. */
export function upgradeAnnualPrice(plan: Plan): number {
  return Math.round(plan.monthlyPrice * 12 * 0.9 * 100) / 100;
}

export type PaymentFlow = 'registration' | 'upgrade';

/** Price in pence for a flow; prices always come from here, never from the client. */
export function pricePence(plan: Plan, billing: BillingCycle, flow: PaymentFlow): number {
  if (billing === 'monthly') return plan.monthlyPrice * 100;
  const annual = flow === 'registration' ? plan.registrationAnnualPrice : upgradeAnnualPrice(plan);
  return Math.round(annual * 100);
}
