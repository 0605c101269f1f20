// Dedicated support requests (docs/product/business-side.md §10.8): a Premium trade sends one, it
// waits in the admin queue with its reply time, and an admin's reply closes it and mails the trade.
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { SupportStatus } from '../../../schema/catalogues';
import type { PlanId } from '../../../schema/plans';
import { type SupportRequestInput, supportMessages } from '../../../schema/rules';
import { users } from '../../../schema/tables/accounts';
import { tradesmen } from '../../../schema/tables/listings';
import { type SupportRequestRow, supportRequests } from '../../../schema/tables/support';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import { type Actor, recordAudit } from '../audit/log';
import { queueMail, queueMailIf } from '../mail/outbox';
import { supportReceivedMail, supportReplyMail } from './mails';
import { replyBy } from './reply-time';

interface Sender {
  user: { id: number; email: string };
  listing: { id: number; name: string };
  plan: PlanId;
}

const toView = (row: SupportRequestRow, now: Date) => ({
  id: row.id,
  subject: row.subject,
  message: row.message,
  premium: row.plan === 'premium',
  status: row.status,
  replyBy: row.replyBy.toISOString(),
  overdue: row.status === 'open' && row.replyBy.getTime() < now.getTime(),
  reply: row.reply,
  repliedAt: row.repliedAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
export type SupportRequestView = ReturnType<typeof toView>;

/** Stores the request and queues its confirmation in one batch. */
export async function createSupportRequest(
  db: Database,
  { user, listing, plan }: Sender,
  input: SupportRequestInput,
  now: Date,
) {
  const due = replyBy(now);
  const [[row]] = await db.batch([
    db
      .insert(supportRequests)
      .values({
        tradesmanId: listing.id,
        userId: user.id,
        plan,
        subject: input.subject,
        message: input.message,
        replyBy: due,
        createdAt: now,
      })
      .returning(),
    queueMail(
      db,
      supportReceivedMail(
        { email: user.email, userId: user.id, businessName: listing.name },
        { subject: input.subject, replyBy: due },
      ),
    ),
  ]);
  if (!row) throw new Error('support request insert returned nothing');
  return toView(row, now);
}

/** The listing's requests, newest first. */
export async function listOwnSupportRequests(db: Database, listingId: number, now: Date) {
  const rows = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.tradesmanId, listingId))
    .orderBy(desc(supportRequests.createdAt), desc(supportRequests.id))
    .limit(20);
  return rows.map((row) => toView(row, now));
}

/** The admin queue: Premium first, then the soonest (or most overdue) reply time first. */
export async function listSupportQueue(db: Database, status: SupportStatus, now: Date) {
  const rows = await db
    .select({ request: supportRequests, listingName: tradesmen.name, email: users.email })
    .from(supportRequests)
    .innerJoin(tradesmen, eq(tradesmen.id, supportRequests.tradesmanId))
    .innerJoin(users, eq(users.id, supportRequests.userId))
    .where(eq(supportRequests.status, status))
    .orderBy(
      sql`(${supportRequests.plan} = 'premium') desc`,
      asc(supportRequests.replyBy),
      asc(supportRequests.id),
    )
    .limit(200);
  return rows.map(({ request, listingName, email }) => ({
    ...toView(request, now),
    tradesman: { id: request.tradesmanId, name: listingName },
    from: email,
  }));
}

/**
 * Closes an open request with the admin's reply: the audit row, the mail and the change share one
 * guard in one batch, so a second reply (even racing) writes and mails nothing.
 */
export async function replyToSupportRequest(
  db: Database,
  admin: Actor,
  id: number,
  reply: string,
  now: Date,
) {
  const [found] = await db
    .select({ request: supportRequests, listingName: tradesmen.name, email: users.email })
    .from(supportRequests)
    .innerJoin(tradesmen, eq(tradesmen.id, supportRequests.tradesmanId))
    .innerJoin(users, eq(users.id, supportRequests.userId))
    .where(eq(supportRequests.id, id));
  if (!found) fail(404, supportMessages.notFound);
  const { request } = found;
  const stillOpen = and(eq(supportRequests.id, id), eq(supportRequests.status, 'open'));
  const guard = sql`exists (select 1 from ${supportRequests} where ${stillOpen})`;
  const [, , closed] = await db.batch([
    recordAudit(
      db,
      admin,
      {
        action: 'support.replied',
        targetType: 'support_request',
        targetId: id,
        before: { status: 'open' },
        after: { status: 'closed', premium: request.plan === 'premium' },
      },
      guard,
    ),
    queueMailIf(
      db,
      supportReplyMail(
        { email: found.email, userId: request.userId, businessName: found.listingName },
        request,
        reply,
      ),
      guard,
    ),
    db
      .update(supportRequests)
      .set({ status: 'closed', reply, repliedAt: now, repliedBy: admin.id })
      .where(stillOpen)
      .returning(),
  ]);
  const [row] = closed;
  if (!row) fail(409, supportMessages.alreadyAnswered);
  return toView(row, now);
}
