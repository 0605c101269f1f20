// The plans and what each one sells (docs/product/business-side.md §9; issue 23). The plan cards
// render `featuresOf` and every server-side feature check calls `planIncludes`, both reading the
// one `planFeatures` list: a feature enters that list in the change that builds it, so a card can
// never advertise what the app does not do.

export const planIds = ['free', 'starter', 'professional', 'premium'] as const;
export type PlanId = (typeof planIds)[number];
export const billingCycles = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof billingCycles)[number];

/**
 * The one annual rule (README "Payments"; docs/decisions/014-spec-readings-chosen.md): a year
 * costs ten months' price, worded "2 months free" wherever annual billing is offered.
 */
export const annualFreeMonths = 2;
const annualPriceOf = (monthlyPrice: number) => monthlyPrice * (12 - annualFreeMonths);

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
    annualPrice: annualPriceOf(19),
    serviceLimit: null,
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPrice: 49,
    annualPrice: annualPriceOf(49),
    serviceLimit: null,
  },
  {
    id: 'premium',
    name: 'Premium',
    monthlyPrice: 99,
    annualPrice: annualPriceOf(99),
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
  // The brief's table sells reviews with Starter, but every listing collects them, Free too.
  { id: 'customer-reviews', label: 'Customer reviews', from: 'free' },
  { id: 'three-services', label: 'Up to 3 services', from: 'free', onlyOn: 'free' },
  { id: 'featured-badge', label: 'Featured badge', from: 'starter' },
  { id: 'unlimited-services', label: 'Unlimited services', from: 'starter' },
  { id: 'gallery', label: 'Gallery of up to 10 photos of your work', from: 'starter' },
  { id: 'priority-placement', label: 'Priority placement in the directory', from: 'professional' },
  { id: 'analytics', label: 'Advanced analytics', from: 'professional' },
  { id: 'direct-booking', label: 'Direct booking of survey visits', from: 'professional' },
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

/**
 * A move to a cheaper plan is a downgrade, and every screen and message offering or reporting one
 * says so (issue 26): "Upgrade" on a cheaper plan misleads.
 */
export const isDowngrade = (from: string, to: string) =>
  (findPlan(to)?.monthlyPrice ?? 0) < (findPlan(from)?.monthlyPrice ?? 0);

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

export type PaymentFlow = 'registration' | 'upgrade';

/** Price in pence; prices always come from here, never from the client. */
export function pricePence(plan: Plan, billing: BillingCycle): number {
  return (billing === 'monthly' ? plan.monthlyPrice : plan.annualPrice) * 100;
}

/**
 * One-off purchases beside the plans (docs/product/business-side.md §9 add-on prices), each paid
 * as a single Stripe payment and granted only once Stripe confirms it (issue 23).
 */
export const addOnIds = ['homepage-feature', 'verification-badge', 'lead-boost'] as const;
export type AddOnId = (typeof addOnIds)[number];

export interface AddOn {
  id: AddOnId;
  name: string;
  /** What it does, in the words the trade reads before paying. */
  description: string;
  /** Pence per unit. */
  unitPence: number;
  /** What one unit is; `once` is bought one at a time. */
  unit: 'week' | 'lead' | 'once';
  /** How many units one purchase may buy. */
  min: number;
  max: number;
  /** Only a verified listing may buy it (paid placement for an unchecked trade misleads). */
  verifiedOnly: boolean;
}

export const addOns: readonly AddOn[] = [
  {
    id: 'homepage-feature',
    name: 'Homepage feature',
    description:
      'Your listing among the featured professionals on our home page, labelled as a paid feature, for the weeks you choose.',
    unitPence: 1000,
    unit: 'week',
    min: 1,
    max: 4,
    verifiedOnly: true,
  },
  {
    id: 'verification-badge',
    name: 'Fast-track verification',
    description:
      'Your verification goes to the front of our checking queue. The Verified badge itself still needs every check to pass.',
    unitPence: 2500,
    unit: 'once',
    min: 1,
    max: 1,
    verifiedOnly: false,
  },
  {
    id: 'lead-boost',
    name: 'Lead boosting',
    description:
      'Your listing shown first, labelled as boosted, in directory searches for your area until the quote requests you bought have arrived.',
    unitPence: 500,
    unit: 'lead',
    min: 1,
    max: 50,
    verifiedOnly: true,
  },
];

export function findAddOn(id: string | null | undefined): AddOn | undefined {
  return addOns.find((addOn) => addOn.id === id);
}

/** The price in pence of `quantity` units; prices come from here, never from the client. */
export function addOnPricePence(addOn: AddOn, quantity: number): number {
  return addOn.unitPence * quantity;
}
