// Plans lapse: a paid plan whose period ended with no paid renewal (past Stripe's retries) becomes
// the Free plan. Reads already treat it so (listings/plans.ts `planInForce`); the hourly job writes
// it and tells the trade once.
import { eq, sql } from 'drizzle-orm';
import { users } from '../../../schema/tables/accounts';
import { tradesmen } from '../../../schema/tables/listings';
import type { Database } from '../../db';
import { freeServiceLimit, lapsedCondition, lapsePlan } from '../listings/plans';
import { queueMailIf } from '../mail/outbox';
import { planLapsedMail } from './mails';

/** Writes every lapse due by `now`; answers how many. Idempotent: a lapsed row no longer matches. */
export async function lapseUnpaidPlans(db: Database, now: Date): Promise<number> {
  const rows = await db
    .select({ listing: tradesmen, email: users.email })
    .from(tradesmen)
    .leftJoin(users, eq(users.id, tradesmen.ownerId))
    .where(lapsedCondition(now));
  for (const { listing, email } of rows) {
    const lapse = lapsePlan(db, listing, now);
    if (!email) {
      await lapse;
      continue;
    }
    const owner = { name: listing.name, email, plan: listing.plan };
    const stillLapsed = sql`exists (select 1 from ${tradesmen} where ${tradesmen.id} = ${listing.id} and ${lapsedCondition(now)})`;
    // The mail goes before the update, so it sees the row the update changes: a run that lost
    // the race to another queues nothing.
    await db.batch([
      queueMailIf(db, planLapsedMail(owner, listing.services.slice(freeServiceLimit)), stillLapsed),
      lapse,
    ]);
  }
  return rows.length;
}
