// Listing rows derived from the hand-written business profiles: dates, ratings, plans, contact
// details and featuring, varied by a PRNG seeded from each listing's position.
import type { BillingCycle, PlanId } from '../../schema/catalogues';
import type { tradesmen } from '../../schema/tables';
import { businesses } from './businesses';
import { businessDomain, dramaLandline, dramaMobile } from './contact';
import { addDays, createRandom, cycle, type Random } from './random';
import type { BusinessProfile } from './types';

/** Every column but rank_tier, which the database's triggers write. */
export type ListingRow = Omit<typeof tradesmen.$inferSelect, 'rankTier'>;

export interface SeedListing {
  profile: BusinessProfile;
  row: ListingRow;
}

const paidPlans: readonly PlanId[] = ['starter', 'professional', 'premium'];
const mailboxes = ['hello', 'info', 'enquiries', 'office', 'contact'];

/** Free listings carry at most 3 services (business-side §9), so longer lists are on a paid plan. */
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

/** A few listings have no reviews yet; the rest gather up to 180, roughly one a week at most. */
function reviewCount(ageDays: number, random: Random): number {
  if (random.next() < 0.1) return 0;
  const most = Math.min(180, Math.max(3, Math.floor(ageDays / 6)));
  return random.int(Math.min(3, most), most);
}

/** Between 3.6 and 5.0, leaning high; a perfect 5.0 only on a handful of reviews. */
function averageRating(count: number, random: Random): number {
  const average = Math.round((3.6 + 1.4 * Math.sqrt(random.next())) * 10) / 10;
  return count > 25 ? Math.min(average, 4.9) : average;
}

/** Mostly 80–100%, a few slower responders, and null (shown as 'N/A') until there is data. */
function responseRate(isVerified: boolean, random: Random): number | null {
  const roll = random.next();
  if (!isVerified || roll < 0.1) return null;
  return roll < 0.18 ? random.int(62, 79) : random.int(80, 100);
}

function buildListing(
  profile: BusinessProfile,
  index: number,
  ownerId: number | null,
  now: Date,
): ListingRow {
  const random = createRandom(7919 * (index + 1));
  const verificationStatus = profile.status ?? 'verified';
  const isVerified = verificationStatus === 'verified';
  const ageDays = listingAgeDays(profile, random);
  const createdAt = addDays(now, -ageDays - random.next());
  const ratingCount = isVerified ? reviewCount(ageDays, random) : 0;
  const ratingAverage = ratingCount > 0 ? averageRating(ratingCount, random) : 0;
  const rate = responseRate(isVerified, random);
  const plan = choosePlan(profile, random);
  const billing: BillingCycle = plan !== 'free' && random.next() < 0.4 ? 'annual' : 'monthly';
  const domain = businessDomain(profile.name);
  const phoneSerial = 100 + ((index * 37) % 900);
  return {
    id: index + 1,
    ownerId,
    name: profile.name,
    description: profile.description,
    services: profile.services,
    location: profile.location,
    credentials: profile.credentials,
    logoUrl: null,
    isVerified,
    verificationStatus,
    verificationNotes: profile.notes ?? null,
    ratingAverage,
    ratingCount,
    completedJobs: isVerified
      ? Math.round(ratingCount * (1.3 + random.next())) + random.int(0, 12)
      : 0,
    responseRate: rate,
    contactEmail: `${cycle(mailboxes, index)}@${domain}`,
    contactPhone: index % 2 === 0 ? dramaLandline(phoneSerial) : dramaMobile(phoneSerial),
    website: index % 3 === 2 ? null : `https://www.${domain}`,
    businessAddress: profile.address,
    yearsExperience: random.int(2, 30),
    plan,
    billing,
    paymentIntentId: null,
    stripeCustomerId: null,
    featured: profile.featured !== undefined,
    featuredUntil: typeof profile.featured === 'number' ? addDays(now, profile.featured) : null,
    createdAt,
    updatedAt: createdAt,
  };
}

/** Every listing, ids from 1 in catalogue order; `ownerIds` maps a business name to its owner. */
export function buildListings(ownerIds: ReadonlyMap<string, number>, now: Date): SeedListing[] {
  return businesses.map((profile, index) => ({
    profile,
    row: buildListing(profile, index, ownerIds.get(profile.name) ?? null, now),
  }));
}

/** True while the badge counts: featured, and permanent or not yet expired. */
export function isFeaturedNow(row: ListingRow, now: Date): boolean {
  return row.featured && (row.featuredUntil === null || row.featuredUntil > now);
}
