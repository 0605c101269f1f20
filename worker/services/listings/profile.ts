// A tradesperson's listing is the tradesmen row whose ownerId is their user id. Every write to the
// tradesmen table is in this folder, so a rule about listings (who may change what, what a save
// clears) has one home: the owner's profile here, the paid plan (plans.ts), the trust figures
// (trust.ts) and staff decisions (decisions.ts). This file: finding a listing, saving the business
// profile, featured badges lapsing.
import { and, eq, isNotNull, lte, type SQL, sql } from 'drizzle-orm';
import type { BusinessProfileInput } from '../../../schema/rules';
import { type TradesmanRow, tradesmen } from '../../../schema/tables/listings';
import type { Database } from '../../db';
import { assertWithinServiceLimit } from './plan-limits';
import { planInForce } from './plans';
import { badgeShowsAt } from './verified-badge';

export function toTradesmanProfile(listing: TradesmanRow) {
  return {
    id: listing.id,
    description: listing.description,
    services: listing.services,
    location: listing.location,
    contactPhone: listing.contactPhone ?? '',
    website: listing.website ?? '',
    businessAddress: listing.businessAddress ?? '',
    yearsExperience: listing.yearsExperience,
    logoUrl: listing.logoUrl,
    isVerified: badgeShowsAt(listing, new Date()),
    // The owner's registration status screen shows both (docs/product/business-side.md §2.3).
    verificationStatus: listing.verificationStatus,
    verificationNotes: listing.verificationNotes,
    // Private until the contact e-mail is proven (docs/decisions/019-proven-e-mail-and-held-reviews.md).
    emailProofPending: listing.emailProofPending,
  };
}

/** A listing with every field, for its owner and admins. */
export async function findListing(db: Database, id: number) {
  const [row] = await db.select().from(tradesmen).where(eq(tradesmen.id, id));
  return row ?? null;
}

export async function findOwnListing(db: Database, userId: number) {
  const [listing] = await db.select().from(tradesmen).where(eq(tradesmen.ownerId, userId)).limit(1);
  return listing ?? null;
}

/** Saves the signed-in tradesperson's business profile, creating their listing the first time. */
export async function saveBusinessProfile(
  db: Database,
  user: { id: number; name: string; email: string },
  input: BusinessProfileInput,
) {
  const fields = {
    ...input,
    contactPhone: input.contactPhone || null,
    website: input.website || null,
    businessAddress: input.businessAddress || null,
  };
  const existing = await findOwnListing(db, user.id);
  // A lapsed plan is Free here too, before the hourly job writes it.
  assertWithinServiceLimit(existing ? planInForce(existing, new Date()) : 'free', input.services);
  const [saved] = existing
    ? await db.update(tradesmen).set(fields).where(eq(tradesmen.id, existing.id)).returning()
    : await db
        .insert(tradesmen)
        .values({ ...fields, ownerId: user.id, name: user.name, contactEmail: user.email })
        .returning();
  if (!saved) throw new Error('profile save returned nothing');
  return toTradesmanProfile(saved);
}

/** The owner proved the contact e-mail: their listing may go public (rank_tier follows). */
export function publishProvenListingOf(db: Database, ownerId: number | SQL) {
  return db
    .update(tradesmen)
    .set({ emailProofPending: false })
    .where(and(sql`${tradesmen.ownerId} = ${ownerId}`, eq(tradesmen.emailProofPending, true)));
}

/** Clears featured badges whose end date has passed. Idempotent: the cron may run it twice. */
export async function expireFeaturedBadges(db: Database, now: Date): Promise<number> {
  const expired = await db
    .update(tradesmen)
    .set({ featured: false, featuredUntil: null })
    .where(
      and(
        eq(tradesmen.featured, true),
        isNotNull(tradesmen.featuredUntil),
        lte(tradesmen.featuredUntil, now),
      ),
    )
    .returning({ id: tradesmen.id });
  return expired.length;
}
