import type { Database } from '../db';
import { deleteExpiredSessions } from '../services/accounts/sessions';
import { purgeExpiredTokens } from '../services/accounts/tokens';
import { deleteOldWindows } from '../services/rate-limits/counters';

/** Drops expired sessions, mailed links a day past their time and rate-limit windows older than a day. */
export async function purgeExpiredSessions(db: Database, now: Date): Promise<number> {
  const [purged] = await db.batch([
    deleteExpiredSessions(db, now),
    deleteOldWindows(db, now),
    purgeExpiredTokens(db, now),
  ]);
  return purged.length;
}
