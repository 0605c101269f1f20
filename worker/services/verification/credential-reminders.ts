// Expiry that acts by itself (docs/product/business-side.md §10.2; issue 25), run by the hourly
// job: a verified credential whose expiry day came is marked expired (reads treat it so already),
// and the trade is mailed 30 days and 7 days before and on the day. Each reminder is remembered in
// credential_reminders in the same batch as its mail, guarded by that row's absence, so however
// often the job runs each mail goes once per expiry date.
import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import {
  type CredentialReminderStage,
  findCredentialScheme,
} from '../../../schema/credential-schemes';
import { utcDay } from '../../../schema/rules/credentials';
import { users } from '../../../schema/tables/accounts';
import { tradesmen } from '../../../schema/tables/listings';
import { credentialReminders, credentials } from '../../../schema/tables/verification';
import type { Database } from '../../db';
import { queueMailIf } from '../mail/outbox';
import { credentialReminderMail } from './credential-mails';

const dayMs = 24 * 60 * 60 * 1000;

/** Marks verified credentials whose expiry day came as expired. Idempotent. */
export async function expireCredentials(db: Database, now: Date): Promise<number> {
  const expired = await db
    .update(credentials)
    .set({ status: 'expired' })
    .where(and(eq(credentials.status, 'verified'), lte(credentials.expiresOn, utcDay(now))))
    .returning({ id: credentials.id });
  return expired.length;
}

/**
 * The reminder due with `daysLeft` days to go: on the day, within the last week, within the last
 * month. Only the stage of the moment: a credential recorded 20 days ahead gets the 30-day mail
 * once and later the 7-day one, never a week-old reminder sent late.
 */
export function dueStage(daysLeft: number): CredentialReminderStage | null {
  if (daysLeft === 0) return 'expiry-day';
  if (daysLeft >= 1 && daysLeft <= 7) return '7-days';
  if (daysLeft >= 8 && daysLeft <= 30) return '30-days';
  return null;
}

/** Queues each due reminder once; answers how many were due (the guard drops repeats in the batch). */
export async function sendCredentialReminders(
  db: Database,
  siteUrl: string,
  now: Date,
): Promise<number> {
  const today = utcDay(now);
  const horizon = utcDay(new Date(now.getTime() + 30 * dayMs));
  const rows = await db
    .select({
      id: credentials.id,
      scheme: credentials.scheme,
      number: credentials.number,
      expiresOn: credentials.expiresOn,
      listingName: tradesmen.name,
      contactEmail: tradesmen.contactEmail,
      ownerEmail: users.email,
    })
    .from(credentials)
    .innerJoin(tradesmen, eq(tradesmen.id, credentials.tradesmanId))
    .leftJoin(users, eq(users.id, tradesmen.ownerId))
    .where(
      and(
        inArray(credentials.status, ['pending', 'verified', 'expired']),
        gte(credentials.expiresOn, today),
        lte(credentials.expiresOn, horizon),
        sql`not exists (select 1 from ${credentialReminders} r where r.credential_id = ${credentials.id}
          and r.expires_on = ${credentials.expiresOn}
          and r.stage = case
            when ${credentials.expiresOn} = ${today} then 'expiry-day'
            when ${credentials.expiresOn} <= ${utcDay(new Date(now.getTime() + 7 * dayMs))} then '7-days'
            else '30-days' end)`,
      ),
    );
  const statements = rows.flatMap((row) => {
    const to = row.contactEmail || row.ownerEmail;
    const expiresOn = row.expiresOn;
    if (!to || !expiresOn) return [];
    const daysLeft = Math.round(
      (Date.parse(`${expiresOn}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / dayMs,
    );
    const stage = dueStage(daysLeft);
    if (!stage) return [];
    const unsent = sql`not exists (select 1 from ${credentialReminders} where
      ${credentialReminders.credentialId} = ${row.id} and ${credentialReminders.stage} = ${stage}
      and ${credentialReminders.expiresOn} = ${expiresOn})`;
    const name = findCredentialScheme(row.scheme)?.name ?? row.scheme;
    return [
      queueMailIf(
        db,
        credentialReminderMail(
          to,
          row.listingName,
          { name, number: row.number, expiresOn },
          stage,
          siteUrl,
        ),
        unsent,
      ),
      db
        .insert(credentialReminders)
        .values({ credentialId: row.id, stage, expiresOn, sentAt: now })
        .onConflictDoNothing(),
    ];
  });
  const [first, ...rest] = statements;
  if (first) await db.batch([first, ...rest]);
  return statements.length / 2;
}
