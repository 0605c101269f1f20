// Listing rows derived from the hand-written business profiles: dates, plans, contact details and
// featuring, varied by a PRNG seeded from each listing's position. Ratings and response figures
// are not typed in: the seed computes them from the review and quote rows it writes.
import type { BillingCycle, PlanId } from '../../schema/plans';
import type { TradesmanRow } from '../../schema/tables';
import { businesses } from './businesses';
import { businessDomain, dramaLandline, dramaMobile } from './contact';
import { addDays, createRandom, cycle, type Random } from './random';
import type { BusinessProfile } from './types';

/** Every column but rank_tier, which the database's triggers write. */
export type ListingRow = Omit<TradesmanRow, 'rankTier'>;

export interface SeedListing {
  profile: BusinessProfile;
  /** Ratings and response figures are 0/null here: the seed derives them from its rows. */
  row: ListingRow;
  /** How many reviewed, completed jobs the seed writes for this listing. */
  plannedReviews: number;
  /** The trade's typical hours to first answer a request; some are slow. */
  typicalReplyHours: number;
}

const paidPlans: readonly PlanId[] = ['starter', 'professional', 'premium'];
const mailboxes = ['hello', 'info', 'enquiries', 'office', 'contact'];

/**
 * Free listings carry at most 3 services (docs/product/business-side.md §9), so longer lists are on
 * a paid plan.
 */
function choosePlan(profile: BusinessProfile, random: Random): PlanId {
  const roll = random.next();
  if (profile.featured !== undefined || profile.services.length > 3) {
    return cycle(paidPlans, Math.floor(roll * paidPlans.length));
  }
  if (roll < 0.45) return 'free';
  if (roll < 0.7) return 'starter';
  return roll < 0.9 ? 'professional' : 'premium';
}

/** Verified listings have been here up to three years; applications are recent. */
function listingAgeDays(profile: BusinessProfile, random: Random): number {
  switch (profile.status ?? 'verified') {
    case 'verified':
      return random.int(45, 1095);
    case 'pending':
      return random.int(1, 20);
    default:
      return random.int(8, 60);
  }
}

/** A few listings have no reviews yet; the rest a handful to about 30, more for older ones. */
function reviewCount(ageDays: number, random: Random): number {
  if (random.next() < 0.1) return 0;
  const most = Math.min(30, Math.max(2, Math.floor(ageDays / 25)));
  return random.int(Math.min(2, most), most);
}

/** Most trades answer within a working day; about one in six takes two days or more. */
function typicalReplyHours(random: Random): number {
  return random.next() < 0.17 ? random.int(30, 50) : random.int(1, 26);
}

function buildListing(
  profile: BusinessProfile,
  index: number,
  ownerId: number | null,
  now: Date,
): SeedListing {
  const random = createRandom(7919 * (index + 1));
  const verificationStatus = profile.status ?? 'verified';
  const isVerified = verificationStatus === 'verified';
  const ageDays = listingAgeDays(profile, random);
  const createdAt = addDays(now, -ageDays - random.next());
  const plannedReviews = isVerified ? reviewCount(ageDays, random) : 0;
  const replyHours = typicalReplyHours(random);
  const plan = choosePlan(profile, random);
  const billing: BillingCycle = plan !== 'free' && random.next() < 0.4 ? 'annual' : 'monthly';
  const domain = businessDomain(profile.name);
  const phoneSerial = 100 + ((index * 37) % 900);
  const row: ListingRow = {
    id: index + 1,
    ownerId,
    name: profile.name,
    description: profile.description,
    services: profile.services,
    hiddenServices: [],
    emailProofPending: false,
    location: profile.location,
    credentials: profile.credentials,
    logoUrl: null,
    // Derived by the seed from the credentials it writes (worker/services/listings/verified-badge.ts).
    isVerified: false,
    verifiedUntil: null,
    verificationStatus,
    verificationNotes: profile.notes ?? null,
    ratingAverage: 0,
    ratingCount: 0,
    // Counted from the seeded requests, as every figure a listing shows (seed.ts).
    completedJobs: 0,
    responseRate: null,
    responseHours: null,
    contactEmail: `${cycle(mailboxes, index)}@${domain}`,
    contactPhone: index % 2 === 0 ? dramaLandline(phoneSerial) : dramaMobile(phoneSerial),
    website: index % 3 === 2 ? null : `https://www.${domain}`,
    businessAddress: profile.address,
    yearsExperience: random.int(2, 30),
    plan,
    billing,
    paymentIntentId: null,
    stripeCustomerId: null,
    // Demo plans have no Stripe subscription; they simply run to the end of a paid period.
    stripeSubscriptionId: null,
    paidUntil: plan === 'free' ? null : addDays(now, billing === 'annual' ? 200 : 20),
    cancelAtPeriodEnd: false,
    billingProblem: false,
    featured: profile.featured !== undefined,
    featuredUntil: typeof profile.featured === 'number' ? addDays(now, profile.featured) : null,
    createdAt,
    updatedAt: createdAt,
  };
  return { profile, row, plannedReviews, typicalReplyHours: replyHours };
}

/** Every listing, ids from 1 in catalogue order; `ownerIds` maps a business name to its owner. */
export function buildListings(ownerIds: ReadonlyMap<string, number>, now: Date): SeedListing[] {
  return businesses.map((profile, index) =>
    buildListing(profile, index, ownerIds.get(profile.name) ?? null, now),
  );
}

/** True while the badge counts: featured, and permanent or not yet expired. */
export function isFeaturedNow(row: ListingRow, now: Date): boolean {
  return row.featured && (row.featuredUntil === null || row.featuredUntil > now);
}
