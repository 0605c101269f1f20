// Tradesperson-side inputs: business profile, registration, verification, featuring, documents.
import * as v from 'valibot';
import {
  credentials,
  documentTypes,
  featureDurations,
  locations,
  profileServices,
  verificationStatuses,
} from '../catalogues';
import { limits } from '../limits';
import { type AddOn, addOnIds, billingCycles, findAddOn, planIds } from '../plans';
import {
  catalogueList,
  emailField,
  exactObject,
  idField,
  optionalMultilineText,
  optionalText,
  optionalUrl,
  picklistField,
  requiredMultilineText,
  requiredText,
} from './fields';

export const businessMessages = {
  services: 'At least one service must be selected',
  location: 'Location is required',
  website: 'Please enter a valid website address (https://...)',
  businessName: 'Business name is required',
  description: 'Description is required',
  serviceArea: 'Service area is required',
  contactEmail: 'A valid contact email is required',
  contactPhone: 'Contact phone is required',
  certifications: 'Please select at least one professional certification to proceed.',
  plan: `Plan must be one of: ${planIds.join(', ')}`,
  billing: 'Billing must be monthly or annual',
  terms: 'Please accept the terms to continue',
  rejectionNotes: 'Please provide rejection notes before rejecting an application.',
  verificationStatus: `Status must be one of: ${verificationStatuses.join(', ')}`,
  featuring: 'Missing Information - Please select a tradesman and specify duration.',
  featuringUnverified: 'Only verified listings can be featured.',
  documentType: `Document type must be one of: ${documentTypes.join(', ')}`,
  documentName: 'Document name is required',
  documentUrl: 'Upload the document first',
  paidPlanOnly: 'The free plan needs no payment.',
  paymentEmail: 'A valid contact email is required',
} as const;

/** The free plan's service limit, in words (the number comes from the plan catalogue). */
export const serviceLimitMessage = (limit: number) =>
  `The Free plan lists up to ${limit} services. Upgrade your plan to list more.`;

/** Non-numeric years of experience become 0 (docs/product/business-side.md §5). */
const yearsExperience = v.pipe(
  v.optional(v.union([v.number(), v.string(), v.null()]), 0),
  v.transform((value) => {
    const years = Math.floor(Number(value));
    return Number.isFinite(years) && years > 0 ? Math.min(years, 100) : 0;
  }),
);

/** At least one service, each from the catalogue: the profile's and the registration's. */
const servicesField = v.pipe(
  catalogueList(profileServices, 'Services'),
  v.minLength(1, businessMessages.services),
);

export const businessProfileRules = v.object({
  description: optionalMultilineText(limits.longTextMax),
  services: servicesField,
  location: picklistField(locations, businessMessages.location),
  contactPhone: optionalText(40),
  website: optionalUrl(businessMessages.website),
  businessAddress: optionalText(),
  yearsExperience,
});
export type BusinessProfileInput = v.InferOutput<typeof businessProfileRules>;

export const businessDetailsRules = v.object({
  businessName: requiredText(businessMessages.businessName),
  description: requiredMultilineText(businessMessages.description, limits.longTextMax),
  serviceArea: picklistField(locations, businessMessages.serviceArea),
  contactEmail: emailField(businessMessages.contactEmail),
  contactPhone: requiredText(businessMessages.contactPhone, 40),
  services: servicesField,
  certifications: v.pipe(
    catalogueList(credentials, 'Certifications'),
    v.minLength(1, businessMessages.certifications),
  ),
});

export const tradesmanRegistrationRules = v.object({
  ...businessDetailsRules.entries,
  plan: v.optional(picklistField(planIds, businessMessages.plan), 'free'),
  billing: v.optional(picklistField(billingCycles, businessMessages.billing), 'monthly'),
  paymentIntentId: optionalText(100),
});
export type TradesmanRegistrationInput = v.InferOutput<typeof tradesmanRegistrationRules>;

/** The contact e-mail alone, checked on the step where it is typed (issue 26). */
export const registrationEmailRules = v.object({
  contactEmail: businessDetailsRules.entries.contactEmail,
});

/**
 * POST /api/create-payment-intent. The body of docs/product/business-side.md §7 (amount, plan,
 * billing, promoCode) plus the registration's contact e-mail and the flow; a sent `amount` is
 * ignored: prices come from the catalogue.
 */
/** What a paid plan's price depends on: the plan, the cycle, the flow and a promotion code. */
const pricedPlanEntries = {
  plan: v.pipe(
    picklistField(planIds, businessMessages.plan),
    v.check((plan) => plan !== 'free', businessMessages.paidPlanOnly),
  ),
  billing: picklistField(billingCycles, businessMessages.billing),
  context: v.optional(v.picklist(['registration', 'upgrade']), 'registration'),
  promoCode: v.pipe(optionalText(40), v.toUpperCase()),
};

/** The exact amount Stripe will charge, asked before the card (issue 23). */
export const pricePreviewRules = v.object(pricedPlanEntries);
export type PricePreviewInput = v.InferOutput<typeof pricePreviewRules>;

export const paymentIntentRules = v.pipe(
  v.object({
    ...pricedPlanEntries,
    email: v.optional(v.pipe(v.string(), v.trim(), v.toLowerCase(), v.maxLength(254)), ''),
    /**
     * The preview's proration date (Unix seconds), so a plan change bills exactly the amount the
     * trade was shown; it must be recent, as Stripe requires it within the current period.
     */
    prorationDate: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(2 ** 32))),
  }),
  v.forward(
    v.check(
      ({ context, email }) => context === 'upgrade' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email),
      businessMessages.paymentEmail,
    ),
    ['email'],
  ),
);
export type PaymentIntentInput = v.InferOutput<typeof paymentIntentRules>;

export const addOnMessages = {
  addOn: 'Please choose an add-on.',
  quantity: (addOn: AddOn) =>
    addOn.unit === 'once'
      ? `${addOn.name} is bought once.`
      : `Choose between ${addOn.min} and ${addOn.max} ${addOn.unit}s.`,
  notVerified: 'Only a verified listing can buy this add-on: homeowners see it as a paid place.',
  alreadyVerified: 'Your listing is already verified, so there is nothing to fast-track.',
  alreadyFastTracked: 'Your verification is already at the front of the queue.',
} as const;

/**
 * Why a listing cannot buy an add-on now, or null when it can: the server refuses a purchase with
 * these words, and the dashboard says them in place of the card.
 */
export function addOnRefusal(
  addOn: AddOn,
  listing: { verified: boolean; fastTracked: boolean },
): string | null {
  if (addOn.verifiedOnly && !listing.verified) return addOnMessages.notVerified;
  if (addOn.id !== 'verification-badge') return null;
  if (listing.verified) return addOnMessages.alreadyVerified;
  return listing.fastTracked ? addOnMessages.alreadyFastTracked : null;
}

/** An add-on and how many units (weeks of a homepage feature, leads of a boost). */
export const addOnPurchaseRules = v.pipe(
  v.object({
    addOn: picklistField(addOnIds, addOnMessages.addOn),
    weeks: v.optional(v.pipe(v.number(), v.integer())),
    leads: v.optional(v.pipe(v.number(), v.integer())),
  }),
  v.rawTransform(({ dataset, addIssue, NEVER }) => {
    const { addOn: id, weeks, leads } = dataset.value;
    const addOn = findAddOn(id) as AddOn;
    const quantity = addOn.unit === 'week' ? weeks : addOn.unit === 'lead' ? leads : 1;
    if (quantity === undefined || quantity < addOn.min || quantity > addOn.max) {
      addIssue({ message: addOnMessages.quantity(addOn) });
      return NEVER;
    }
    return { addOn: addOn.id, quantity };
  }),
);
export type AddOnPurchaseInput = v.InferOutput<typeof addOnPurchaseRules>;

export const addOnConfirmRules = v.object({
  paymentIntentId: requiredText('paymentIntentId is required', 100),
});

export const upgradePlanRules = v.object({
  plan: picklistField(planIds, businessMessages.plan),
  billing: picklistField(billingCycles, businessMessages.billing),
  paymentIntentId: optionalText(100),
});
export type UpgradePlanInput = v.InferOutput<typeof upgradePlanRules>;

/** The test-mode card form (only while the API runs against the local Stripe stand-in). */
export const testCardRules = v.object({
  paymentIntentId: requiredText('paymentIntentId is required', 100),
  clientSecret: requiredText('clientSecret is required', 200),
  cardNumber: v.pipe(
    requiredText('Card number is required', 30),
    v.transform((n) => n.replace(/\s/g, '')),
  ),
});

// The verification decisions take exactly their fields: a malformed body changes nothing.
export const approvalRules = exactObject({ notes: optionalMultilineText(limits.longTextMax) });
export const rejectionRules = exactObject({
  notes: requiredMultilineText(businessMessages.rejectionNotes, limits.longTextMax),
});
/**
 * Variant B's status change: notes optional, except that a rejection needs them, as variant A's
 * does, because the applicant is mailed them and reads them on /registration-status
 * (docs/product/business-side.md §4).
 */
export const verificationUpdateRules = v.pipe(
  exactObject({
    status: picklistField(verificationStatuses, businessMessages.verificationStatus),
    notes: optionalMultilineText(limits.longTextMax),
  }),
  v.forward(
    v.check(
      ({ status, notes }) => status !== 'rejected' || notes !== '',
      businessMessages.rejectionNotes,
    ),
    ['notes'],
  ),
);

/**
 * The five durations of docs/product/business-side.md §9, or 'permanent' (a badge with no end date:
 * featuredUntil, §3).
 */
const durationChoices = [...featureDurations.map((duration) => String(duration.days)), 'permanent'];

/**
 * Featuring needs a duration (days, or 'permanent' as null); removing sends none
 * (docs/product/business-side.md §4).
 */
export const featuredRules = v.variant(
  'featured',
  [
    v.strictObject({
      featured: v.literal(true),
      duration: v.pipe(
        v.optional(v.union([v.string(), v.number()], businessMessages.featuring), ''),
        v.transform(String),
        v.picklist(durationChoices, businessMessages.featuring),
        v.transform((choice) => (choice === 'permanent' ? null : Number(choice))),
      ),
    }),
    v.strictObject({ featured: v.literal(false) }),
  ],
  businessMessages.featuring,
);

export const verificationDocumentRules = v.object({
  tradesmanId: idField('Unknown tradesman'),
  documentType: v.optional(picklistField(documentTypes, businessMessages.documentType), 'other'),
  documentName: v.pipe(
    optionalText(200),
    v.transform((name) => name || 'Verification Document'),
  ),
  documentUrl: requiredText(businessMessages.documentUrl, 500),
});

/** A rejected or expired document uploaded again: only the new file (docs/product/business-side.md §2.5). */
export const verificationDocumentReplaceRules = v.object({
  documentUrl: requiredText(businessMessages.documentUrl, 500),
});
