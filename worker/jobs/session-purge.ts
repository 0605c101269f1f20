import { lte } from 'drizzle-orm';
import { rateLimits, sessions } from '../../schema/tables';
import type { Database } from '../db';
import { purgeExpiredTokens } from '../services/account-tokens';

const dayMs = 24 * 60 * 60 * 1000;

/** Drops expired sessions, mailed links a day past their time and rate-limit windows older than a day. */
export async function purgeExpiredSessions(db: Database, now: Date): Promise<number> {
  const [purged] = await db.batch([
    db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.id }),
    db.delete(rateLimits).where(lte(rateLimits.windowStart, now.getTime() - dayMs)),
    purgeExpiredTokens(db, now),
  ]);
  return purged.length;
}
