// The rate_limits table: one row per key and fixed window, counting requests. The middleware
// (middleware/rate-limit.ts) counts and gives back hits, and so does a service that caps mail (the
// quote confirmations); erasure and the hourly job drop rows.
import { and, eq, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { rateLimits } from '../../../schema/tables/rate-limits';
import type { Database } from '../../db';

const dayMs = 24 * 60 * 60 * 1000;

/**
 * Counts `hits` (one unless a request weighs more) against every key in ONE statement (INSERT …
 * ON CONFLICT DO UPDATE SET count = count + hits RETURNING count), so requests sent in parallel
 * cannot split the check from the increment; answers the counts in the keys' order.
 */
export async function countHit(db: Database, keys: string[], windowStart: number, hits = 1) {
  const rows = await db
    .insert(rateLimits)
    .values(keys.map((key) => ({ key, windowStart, count: hits })))
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${hits}` },
    })
    .returning({ key: rateLimits.key, count: rateLimits.count });
  // RETURNING rows come in no promised order.
  const counts = new Map(rows.map((row) => [row.key, row.count]));
  return keys.map((key) => counts.get(key) ?? 0);
}

/** The start of the fixed window of `windowMs` holding `now` (windows start on their multiple). */
export const windowStartOf = (windowMs: number, now: Date) =>
  Math.floor(now.getTime() / windowMs) * windowMs;

/** Counts one hit against `key` in the day (from UTC midnight) holding `now`; answers the count. */
export async function countDailyHit(db: Database, key: string, now: Date) {
  const [count = 0] = await countHit(db, [key], windowStartOf(dayMs, now));
  return count;
}

export async function giveBack(db: Database, keys: string[], windowStart: number) {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(and(inArray(rateLimits.key, keys), eq(rateLimits.windowStart, windowStart)));
}

/**
 * Drops an erased account's counters, inside the caller's batch: those keyed by any address it has
 * had and those keyed by its id.
 */
export function forgetCountersOf(
  db: Database,
  account: { id: number; emails: string[] },
  onlyIf: SQL,
) {
  // Every such key ends `:email:<address>` or `:user:<id>`; comparing the end exactly spares an
  // address that merely contains this one (ann@… inside joann@…) and user 12 beside user 112.
  const suffixes = [...account.emails.map((email) => `:email:${email}`), `:user:${account.id}`];
  const endsWith = suffixes.map(
    (suffix) => sql`substr(${rateLimits.key}, -${suffix.length}) = ${suffix}`,
  );
  return db.delete(rateLimits).where(and(or(...endsWith), onlyIf));
}

/** Windows that began a day ago or more (a day is the longest rule's), for the hourly job's batch. */
export function deleteOldWindows(db: Database, now: Date) {
  return db.delete(rateLimits).where(lte(rateLimits.windowStart, now.getTime() - dayMs));
}
