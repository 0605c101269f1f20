import { count, desc } from 'drizzle-orm';
import {
  mailOutbox,
  newsletterSubscribers,
  quoteRequests,
  tradesmen,
  users,
} from '../../schema/tables';
import type { Database } from '../db';

/** The admin dashboard's counts, in one round trip. */
export async function dashboardCounts(db: Database) {
  const [[tradesmenCount], [usersCount], [subscribersCount], [quotesCount]] = await db.batch([
    db.select({ n: count() }).from(tradesmen),
    db.select({ n: count() }).from(users),
    db.select({ n: count() }).from(newsletterSubscribers),
    db.select({ n: count() }).from(quoteRequests),
  ]);
  return {
    tradesmen: tradesmenCount?.n ?? 0,
    users: usersCount?.n ?? 0,
    subscribers: subscribersCount?.n ?? 0,
    quotes: quotesCount?.n ?? 0,
  };
}

/** Every listing as an application row (business-side §2.8 application view). */
export async function tradesmanApplications(db: Database) {
  const rows = await db
    .select()
    .from(tradesmen)
    .orderBy(desc(tradesmen.createdAt), desc(tradesmen.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    email: row.contactEmail ?? '',
    phone: row.contactPhone ?? '',
    location: row.location,
    services: row.services.join('; '),
    credentials: row.credentials.join('; '),
    plan: row.plan,
    billing: row.billing,
    verificationStatus: row.verificationStatus,
    paymentStatus: row.paymentIntentId ? 'paid' : 'not paid',
    registrationDate: row.createdAt.toISOString().slice(0, 10),
  }));
}

/** The outbox, newest first: in development this is where a temporary password can be read. */
export async function recentMail(db: Database) {
  const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(100);
  return rows.map((row) => ({
    id: row.id,
    to: row.to,
    subject: row.subject,
    body: row.body,
    template: row.template,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}
