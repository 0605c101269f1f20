import { eq } from 'drizzle-orm';
import type { BusinessProfileInput } from '../../schema/rules';
import { tradesmen } from '../../schema/tables';
import type { Database } from '../db';
import { assertWithinServiceLimit } from './plan-limits';
import { findOwnListing, toTradesmanProfile, type UserRow } from './users';

/** Saves the signed-in tradesperson's business profile, creating their listing the first time. */
export async function saveBusinessProfile(
  db: Database,
  user: UserRow,
  input: BusinessProfileInput,
) {
  const fields = {
    ...input,
    contactPhone: input.contactPhone || null,
    website: input.website || null,
    businessAddress: input.businessAddress || null,
  };
  const existing = await findOwnListing(db, user.id);
  assertWithinServiceLimit(existing?.plan ?? 'free', input.services);
  const [saved] = existing
    ? await db.update(tradesmen).set(fields).where(eq(tradesmen.id, existing.id)).returning()
    : await db
        .insert(tradesmen)
        .values({ ...fields, ownerId: user.id, name: user.name, contactEmail: user.email })
        .returning();
  if (!saved) throw new Error('profile save returned nothing');
  return toTradesmanProfile(saved);
}
