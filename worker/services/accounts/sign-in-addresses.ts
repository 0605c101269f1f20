// Where accounts signed in from, as keyed hashes kept 30 days
// (docs/decisions/019-proven-e-mail-and-held-reviews.md): only to hold a review whose author used
// the same network as the trade reviewed. Nothing else reads them, and no screen shows them.
import { lt, type SQL, sql } from 'drizzle-orm';
import { signInAddresses } from '../../../schema/tables/accounts';
import type { Database } from '../../db';

export const signInAddressRetentionMs = 30 * 24 * 60 * 60 * 1000;

/**
 * The insert of one sign-in's address hash for the caller's batch. The user may be a subquery over
 * the batch's own insert; when it finds no row, nothing is inserted.
 */
export function recordSignInAddress(
  db: Database,
  userId: number | SQL,
  addressHash: string,
  now: Date,
) {
  return db.run(sql`insert into ${signInAddresses} (user_id, address_hash, created_at)
    select ${userId}, ${addressHash}, ${now.getTime()} where ${userId} is not null`);
}

/** Whether two accounts signed in (or registered) from one network address in the kept window. */
export const sharedSignInAddress = (userId: number, otherUserId: SQL | number) => sql`exists (
  select 1 from ${signInAddresses} mine
  join ${signInAddresses} theirs on theirs.address_hash = mine.address_hash
  where mine.user_id = ${userId} and theirs.user_id = ${otherUserId})`;

/** The hourly job forgets addresses older than the retention period. */
export async function purgeOldSignInAddresses(db: Database, now: Date): Promise<number> {
  const purged = await db
    .delete(signInAddresses)
    .where(lt(signInAddresses.createdAt, new Date(now.getTime() - signInAddressRetentionMs)))
    .returning({ id: signInAddresses.id });
  return purged.length;
}
