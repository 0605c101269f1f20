import { and, desc, eq, ne } from 'drizzle-orm';
import { type QuoteStatus, quoteTransitions } from '../../schema/catalogues';
import type { QuoteRequestInput } from '../../schema/rules';
import { quoteRequests, tradesmen } from '../../schema/tables';
import type { Database } from '../db';
import { fail } from '../lib/errors';
import { newMailLease, queueMail } from './mail';

export const quoteMessages = {
  unknownTradesman:
    'This tradesperson is no longer listed. Please choose another from the directory.',
} as const;

function newQuoteMail(listing: { name: string }, quote: QuoteRequestInput) {
  return {
    subject: `New quote request from ${quote.customerName}`,
    template: 'new-quote',
    body: [
      `Hello ${listing.name},`,
      '',
      `${quote.customerName} has asked for a quote through Retrofit Smarter Greener.`,
      '',
      `Property: ${quote.propertySize}`,
      `Timeline: ${quote.timeline}`,
      `Project: ${quote.description}`,
      '',
      `Email: ${quote.customerEmail}`,
      `Phone: ${quote.customerPhone}`,
      quote.customerPostcode ? `Postcode: ${quote.customerPostcode}` : '',
      '',
      'Homeowners expect a reply within 24 to 48 hours. You can manage this request on your dashboard.',
    ]
      .filter((line, index, lines) => line !== '' || lines[index - 1] !== '')
      .join('\n'),
  };
}

/**
 * Stores a quote request and queues the tradesperson's notification, both or neither. The mail is
 * queued already leased to this request (`mailLeaseId`), for `deliverSoon` to send.
 */
export async function createQuoteRequest(
  db: Database,
  input: QuoteRequestInput,
  homeownerId: number | null,
) {
  const [listing] = await db
    .select({ id: tradesmen.id, name: tradesmen.name, contactEmail: tradesmen.contactEmail })
    .from(tradesmen)
    .where(and(eq(tradesmen.id, input.tradesmanId), ne(tradesmen.verificationStatus, 'rejected')));
  if (!listing) fail(404, quoteMessages.unknownTradesman);

  const insertQuote = db
    .insert(quoteRequests)
    .values({
      ...input,
      tradesmanName: listing.name,
      homeownerId,
      customerAddress: input.customerAddress || null,
      customerPostcode: input.customerPostcode || null,
    })
    .returning();
  const lease = newMailLease(new Date());
  const [[quote]] = listing.contactEmail
    ? await db.batch([
        insertQuote,
        queueMail(db, { to: listing.contactEmail, ...newQuoteMail(listing, input) }, lease),
      ])
    : await db.batch([insertQuote]);
  if (!quote) throw new Error('quote insert returned nothing');
  return { ...quote, mailLeaseId: lease.leaseId };
}

type QuoteRow = typeof quoteRequests.$inferSelect;

/** What the staff quote bell shows. */
export const toStaffQuote = (quote: QuoteRow) => ({
  id: quote.id,
  createdAt: quote.createdAt.toISOString(),
  customerName: quote.customerName,
  tradesmanName: quote.tradesmanName,
  propertySize: quote.propertySize,
  timeline: quote.timeline,
});

/** What the tradesperson sees of a request sent to them (spec §3 tradesman view). */
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

/** A homeowner's own requests with the tradesperson's contact details (spec §3 homeowner view). */
export async function listQuotesForHomeowner(db: Database, homeownerId: number) {
  const rows = await db
    .select({ quote: quoteRequests, listing: tradesmen })
    .from(quoteRequests)
    .leftJoin(tradesmen, eq(tradesmen.id, quoteRequests.tradesmanId))
    .where(eq(quoteRequests.homeownerId, homeownerId))
    .orderBy(desc(quoteRequests.createdAt), desc(quoteRequests.id));
  return rows.map(({ quote, listing }) => ({
    id: quote.id,
    tradesmanId: quote.tradesmanId,
    tradesmanName: listing?.name ?? quote.tradesmanName,
    tradesmanDetails: listing
      ? {
          logoUrl: listing.logoUrl,
          isVerified: listing.isVerified,
          contactEmail: listing.contactEmail,
          contactPhone: listing.contactPhone,
        }
      : null,
    propertySize: quote.propertySize,
    timeline: quote.timeline,
    description: quote.description,
    status: quote.status,
    createdAt: quote.createdAt.toISOString(),
  }));
}

export async function findQuote(db: Database, id: number) {
  const [quote] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
  return quote ?? null;
}

/** Moves a request along; a move the status does not allow is refused with the allowed ones. */
export async function changeQuoteStatus(db: Database, quote: QuoteRow, next: QuoteStatus) {
  const allowed = quoteTransitions[quote.status];
  if (!allowed.includes(next)) {
    fail(
      409,
      allowed.length
        ? `A ${quote.status} request can only become ${allowed.join(', ')}.`
        : `A ${quote.status} request can no longer change.`,
    );
  }
  // The status in the WHERE clause makes two racing changes safe: only one wins.
  const [updated] = await db
    .update(quoteRequests)
    .set({ status: next })
    .where(and(eq(quoteRequests.id, quote.id), eq(quoteRequests.status, quote.status)))
    .returning();
  if (!updated) fail(409, 'This request was changed meanwhile. Please reload and try again.');
  return toTradesmanQuote(updated);
}
