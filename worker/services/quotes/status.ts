// How a quote request moves: the trade's status changes and the homeowner's withdrawal. Each move
// is one batch: the guarded update, the mail it sends and the listing's response figures.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BatchItem } from 'drizzle-orm/batch';
import { type QuoteStatus, quoteTransitions } from '../../../schema/catalogues';
import type { QuoteRow } from '../../../schema/tables/quotes';
import { quoteRequests } from '../../../schema/tables/quotes';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import { findUserByEmail } from '../accounts/users';
import { refreshQuoteFigures } from '../listings/trust';
import { queueMailIf } from '../mail/outbox';
import { quoteStatusMail, quoteWithdrawnMail } from './mails';
import { toTradesmanQuote } from './quotes';

export const quoteStatusMessages = {
  changedMeanwhile: 'This request was changed meanwhile. Please reload and try again.',
  onlyPendingWithdrawn: 'Only a pending request can be withdrawn.',
} as const;

interface Listing {
  id: number;
  name: string;
  contactEmail: string | null;
}

/** The request is still as it was read: a move made on this reading wins only if nobody moved first. */
const unchanged = (quote: QuoteRow) =>
  and(eq(quoteRequests.id, quote.id), eq(quoteRequests.status, quote.status));
const stillUnchanged = (quote: QuoteRow) =>
  sql`exists (select 1 from ${quoteRequests} where ${unchanged(quote)})`;

/**
 * Runs the mails, the guarded update and the response refresh in one batch, mails first so they
 * see the request as the update does; answers the updated row, or undefined if the guard failed.
 */
async function moveInBatch<Row>(
  db: Database,
  update: BatchItem<'sqlite'> & PromiseLike<Row[]>,
  mails: BatchItem<'sqlite'>[],
  listing: Listing | null,
  now: Date,
): Promise<Row | undefined> {
  const refresh = listing ? [refreshQuoteFigures(db, listing.id, now)] : [];
  const statements: [BatchItem<'sqlite'>, ...BatchItem<'sqlite'>[]] = [update, ...refresh];
  const results: unknown[] = await db.batch([...mails, ...statements] as typeof statements);
  return (results[mails.length] as Row[])[0];
}

/** Moves a request along; a move the status does not allow is refused with the allowed ones. */
export async function changeQuoteStatus(
  db: Database,
  quote: QuoteRow,
  listing: Listing | null,
  next: QuoteStatus,
  context: { now: Date; siteUrl: string },
) {
  const allowed = quoteTransitions[quote.status];
  if (!allowed.includes(next)) {
    fail(
      409,
      allowed.length
        ? `A ${quote.status} request can only become ${allowed.join(', ')}.`
        : `A ${quote.status} request can no longer change.`,
    );
  }
  // The request's text goes back only to an address its sender proved (signed in as its owner).
  const owner = quote.homeownerId === null ? null : await findUserByEmail(db, quote.customerEmail);
  const proven = owner !== null && owner.id === quote.homeownerId;
  const mail = listing ? quoteStatusMail(listing, quote, next, { ...context, proven }) : null;
  const update = db
    .update(quoteRequests)
    .set({
      status: next,
      firstRespondedAt: quote.firstRespondedAt ?? context.now,
      completedAt: next === 'completed' ? context.now : quote.completedAt,
      updatedAt: context.now,
    })
    .where(unchanged(quote))
    .returning();
  const mails = mail ? [queueMailIf(db, mail, stillUnchanged(quote))] : [];
  const updated = await moveInBatch(db, update, mails, listing, context.now);
  if (!updated) fail(409, quoteStatusMessages.changedMeanwhile);
  return toTradesmanQuote(updated);
}

/** The homeowner takes back a request the trade has not answered; it shows as cancelled. */
export async function withdrawQuote(
  db: Database,
  quote: QuoteRow,
  listing: Listing | null,
  now: Date,
) {
  if (quote.status !== 'pending') fail(409, quoteStatusMessages.onlyPendingWithdrawn);
  const update = db
    .update(quoteRequests)
    .set({ status: 'cancelled', withdrawnAt: now, updatedAt: now })
    .where(and(unchanged(quote), isNull(quoteRequests.firstRespondedAt)))
    .returning({ id: quoteRequests.id, status: quoteRequests.status });
  const mails = listing?.contactEmail
    ? [
        queueMailIf(
          db,
          quoteWithdrawnMail(listing, quote, listing.contactEmail),
          stillUnchanged(quote),
        ),
      ]
    : [];
  const updated = await moveInBatch(db, update, mails, listing, now);
  if (!updated) fail(409, quoteStatusMessages.onlyPendingWithdrawn);
  return { id: updated.id, status: updated.status };
}
