// Quote requests: every write to quote_requests is in this folder (moves in status.ts, the mails'
// texts in mails.ts). This file: a new request, the lists each role sees, and an erased
// homeowner's requests made anonymous.
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { accountMessages, type QuoteRequestInput, quoteMessages } from '../../../schema/rules';
import { tradesmen } from '../../../schema/tables/listings';
import { type QuoteRow, quoteRequests } from '../../../schema/tables/quotes';
import { reviews } from '../../../schema/tables/reviews';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import { spendBoostedLead } from '../billing/add-ons';
import { listedPublicly } from '../listings/directory';
import { refreshQuoteFigures } from '../listings/trust';
import { badgeShowsAt } from '../listings/verified-badge';
import { newMailLease, queueMail } from '../mail/outbox';
import { countDailyHit } from '../rate-limits/counters';
import { newQuoteMail, quoteSentMail, unprovenQuoteSentMail } from './mails';

/** Confirmations one unproven address may receive a day (docs/product/public-site.md §10.4). */
const unprovenConfirmationsPerDay = 3;

type Recipient = { id: number; name: string; contactEmail: string | null };

/**
 * The sender's confirmation, one per send whatever the number of trades: the whole request when
 * they are signed in as the address's owner; otherwise fixed text, and none past the day's few to
 * that address (the request still goes to the trades: a homeowner is never refused a quote over
 * it).
 */
async function confirmationOf(
  db: Database,
  recipients: Recipient[],
  input: QuoteRequestInput,
  sender: { email: string } | null,
  now: Date,
) {
  if (sender?.email === input.customerEmail) return quoteSentMail(recipients, input);
  const sent = await countDailyHit(db, `quote-confirmation:email:${input.customerEmail}`, now);
  return sent > unprovenConfirmationsPerDay
    ? null
    : unprovenQuoteSentMail(recipients, input.customerEmail);
}

/**
 * Stores one send: a quote request to each of its one to three trades, each trade's notification
 * (saying how many trades received it), the sender's confirmation and each listing's refreshed
 * response figures (older unanswered requests may now count), all in one batch or none
 * (docs/product/public-site.md §10.10). A listing gone or rejected stores nothing. The mails are
 * queued already leased to this send (`mailLeaseId`), for `deliverSoon` to send. A signed-in
 * resident's requests are theirs (their dashboard lists them, grouped by `sendId`).
 */
export async function createQuoteRequest(
  db: Database,
  input: QuoteRequestInput,
  sender: { id: number; role: string; email: string } | null,
  now: Date,
) {
  const homeownerId = sender?.role === 'resident' ? sender.id : null;
  const { tradesmanIds, ...request } = input;
  const found = await db
    .select({ id: tradesmen.id, name: tradesmen.name, contactEmail: tradesmen.contactEmail })
    .from(tradesmen)
    .where(and(inArray(tradesmen.id, tradesmanIds), listedPublicly));
  const recipients = tradesmanIds.flatMap((id) => found.filter((listing) => listing.id === id));
  if (recipients.length !== tradesmanIds.length) {
    fail(
      404,
      tradesmanIds.length > 1 ? quoteMessages.unknownTradesmen : quoteMessages.unknownTradesman,
    );
  }

  const sendId = crypto.randomUUID();
  const sentToCount = recipients.length;
  const inserts = recipients.map((listing) =>
    db
      .insert(quoteRequests)
      .values({
        ...request,
        tradesmanId: listing.id,
        tradesmanName: listing.name,
        homeownerId,
        customerAddress: request.customerAddress || null,
        customerPostcode: request.customerPostcode || null,
        sendId,
        sentToCount,
        createdAt: now,
        updatedAt: now,
      })
      .returning(),
  );
  const lease = newMailLease(now);
  const confirmation = await confirmationOf(db, recipients, input, sender, now);
  const mails = [
    ...recipients.flatMap((listing) =>
      listing.contactEmail ? [newQuoteMail(listing, input, listing.contactEmail, sentToCount)] : [],
    ),
    ...(confirmation ? [confirmation] : []),
  ].map((mail) => queueMail(db, { ...mail, userId: homeownerId ?? undefined }, lease));
  const [first, ...rest] = inserts;
  if (!first) throw new Error('a send has at least one trade');
  const results = await db.batch([
    first,
    ...rest,
    ...mails,
    ...recipients.map((listing) => refreshQuoteFigures(db, listing.id, now)),
    // A lead a boost paid for has arrived.
    ...recipients.map((listing) => spendBoostedLead(db, listing.id)),
  ]);
  const quotes = (results.slice(0, inserts.length) as QuoteRow[][]).map(([quote]) => {
    if (!quote) throw new Error('quote insert returned nothing');
    return quote;
  });
  return { quotes, sendId, mailLeaseId: lease.leaseId };
}

/** What the staff quote bell shows. */
export const toStaffQuote = (quote: QuoteRow) => ({
  id: quote.id,
  createdAt: quote.createdAt.toISOString(),
  customerName: quote.customerName,
  tradesmanName: quote.tradesmanName,
  propertySize: quote.propertySize,
  timeline: quote.timeline,
});

/** What the tradesperson sees of a request sent to them (docs/product/public-site.md §3). */
export const toTradesmanQuote = (quote: QuoteRow) => ({
  id: quote.id,
  residentName: quote.customerName,
  residentEmail: quote.customerEmail,
  residentPhone: quote.customerPhone,
  residentPostcode: quote.customerPostcode ?? '',
  propertySize: quote.propertySize,
  jobDetails: quote.description,
  timeline: quote.timeline,
  status: quote.status,
  /** How many trades the homeowner sent this request to, this one included (§10.10). */
  sentToCount: quote.sentToCount,
  createdAt: quote.createdAt.toISOString(),
});

export async function listRecentQuotes(db: Database, limit: number) {
  const rows = await db
    .select()
    .from(quoteRequests)
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id))
    .limit(limit);
  return rows.map(toStaffQuote);
}

export async function listQuotesForTradesman(db: Database, tradesmanId: number) {
  const rows = await db
    .select()
    .from(quoteRequests)
    .where(eq(quoteRequests.tradesmanId, tradesmanId))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
  return rows.map(toTradesmanQuote);
}

/**
 * A homeowner's own requests with the tradesperson's contact details
 * (docs/product/public-site.md §3) and the id of their review, if any, so the dashboard offers
 * 'Leave a review' only once per job.
 */
export async function listQuotesForHomeowner(db: Database, homeownerId: number) {
  const rows = await db
    .select({ quote: quoteRequests, listing: tradesmen, reviewId: reviews.id })
    .from(quoteRequests)
    .leftJoin(tradesmen, eq(tradesmen.id, quoteRequests.tradesmanId))
    .leftJoin(reviews, eq(reviews.quoteRequestId, quoteRequests.id))
    .where(eq(quoteRequests.homeownerId, homeownerId))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
  return rows.map(({ quote, listing, reviewId }) => ({
    id: quote.id,
    tradesmanId: quote.tradesmanId,
    tradesmanName: listing?.name ?? quote.tradesmanName,
    tradesmanDetails: listing
      ? {
          logoUrl: listing.logoUrl,
          isVerified: badgeShowsAt(listing, new Date()),
          contactEmail: listing.contactEmail,
          contactPhone: listing.contactPhone,
        }
      : null,
    propertySize: quote.propertySize,
    timeline: quote.timeline,
    description: quote.description,
    status: quote.status,
    /** The send it belongs to: the dashboard groups a send's requests (§10.10). */
    sendId: quote.sendId,
    sentToCount: quote.sentToCount,
    createdAt: quote.createdAt.toISOString(),
    reviewId,
  }));
}

export async function findQuote(db: Database, id: number) {
  const [quote] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  return quote ?? null;
}

/**
 * Keeps a departing homeowner's requests on the trades' books without them, inside the erasure's
 * batch: the customer becomes 'Former customer' with no e-mail, phone, address or postcode, and
 * no link to the account. Property size, timeline, description, status and dates stay.
 */
export function anonymiseRequestsOf(db: Database, homeownerId: number, onlyIf: SQL) {
  return db
    .update(quoteRequests)
    .set({
      customerName: accountMessages.formerCustomer,
      customerEmail: '',
      customerPhone: '',
      customerAddress: null,
      customerPostcode: null,
      homeownerId: null,
    })
    .where(and(eq(quoteRequests.homeownerId, homeownerId), onlyIf));
}
