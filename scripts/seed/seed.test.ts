import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, createClient } from '@libsql/client';
import { count } from 'drizzle-orm';
import { drizzle, type LibSQLDatabase } from 'drizzle-orm/libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articleCategories, locations, serviceFilters } from '../../schema/catalogues';
import { planIncludes } from '../../schema/plans';
import * as tables from '../../schema/tables';
import { verifyPassword } from '../../worker/lib/password';
import { migrateDatabase } from '../migrate';
import { devAccounts, devPassword, type SeedSummary, seedDatabase } from './seed';

type Database = LibSQLDatabase<typeof tables>;

const now = new Date('2026-11-20T10:00:00Z');
const folder = mkdtempSync(join(tmpdir(), 'seed-test-'));
const clients: Client[] = [];

async function freshDatabase(name: string): Promise<Database> {
  const url = `file:${join(folder, `${name}.db`)}`;
  await migrateDatabase(url);
  const client = createClient({ url });
  clients.push(client);
  return drizzle(client, { schema: tables });
}

async function rowCounts(db: Database) {
  const countOf = async (table: Parameters<ReturnType<Database['select']>['from']>[0]) => {
    const [row] = await db.select({ total: count() }).from(table);
    return row?.total;
  };
  return {
    users: await countOf(tables.users),
    tradesmen: await countOf(tables.tradesmen),
    documents: await countOf(tables.verificationDocuments),
    articles: await countOf(tables.articles),
    quotes: await countOf(tables.quoteRequests),
    reviews: await countOf(tables.reviews),
    reports: await countOf(tables.reviewReports),
    subscribers: await countOf(tables.newsletterSubscribers),
    takingBookings: await countOf(tables.listingAvailability),
  };
}

afterAll(() => {
  for (const client of clients) client.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('seedDatabase on an empty database', () => {
  let db: Database;
  let summary: SeedSummary;

  beforeAll(async () => {
    db = await freshDatabase('seeded');
    summary = await seedDatabase(db, { appEnv: 'development', now });
  });

  it('creates at least 40 listings, with two or more verified ones in every location', async () => {
    const listings = await db.select().from(tables.tradesmen);
    expect(listings.length).toBeGreaterThanOrEqual(40);
    for (const location of locations) {
      const verifiedHere = listings.filter(
        (listing) => listing.location === location && listing.isVerified,
      );
      expect(verifiedHere.length, location).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every directory service filter several verified listings', async () => {
    const verified = (await db.select().from(tables.tradesmen)).filter((row) => row.isVerified);
    for (const filter of serviceFilters) {
      const matching = verified.filter((row) =>
        row.services.some((service) => service.toLowerCase().includes(filter.keyword)),
      );
      expect(matching.length, filter.value).toBeGreaterThanOrEqual(3);
    }
  });

  it('features at least three verified listings now and keeps one expired badge', async () => {
    const featured = (await db.select().from(tables.tradesmen)).filter((row) => row.featured);
    const activeVerified = featured.filter(
      (row) => row.isVerified && (row.featuredUntil === null || row.featuredUntil > now),
    );
    expect(activeVerified.length).toBeGreaterThanOrEqual(3);
    expect(featured.some((row) => row.featuredUntil !== null && row.featuredUntil < now)).toBe(
      true,
    );
  });

  it('writes published articles in every category, and some drafts', async () => {
    const articles = await db.select().from(tables.articles);
    for (const category of articleCategories) {
      const published = articles.filter((row) => row.category === category && row.isPublished);
      expect(published.length, category).toBeGreaterThanOrEqual(2);
    }
    expect(articles.filter((row) => !row.isPublished).length).toBeGreaterThanOrEqual(2);
  });

  it('creates the four dev accounts, each signing in with the dev password', async () => {
    const users = await db.select().from(tables.users);
    for (const account of devAccounts) {
      const user = users.find((row) => row.email === account.email);
      expect(user?.role, account.email).toBe(account.role);
      expect(await verifyPassword(devPassword, user?.passwordHash ?? '')).toBe(true);
    }
    const trades = users.find((row) => row.email === 'trades@example.com');
    expect(trades).toMatchObject({ isTradesman: true, isTemporaryPassword: false });
    const listings = await db.select().from(tables.tradesmen);
    expect(listings.filter((row) => row.ownerId === trades?.id)).toMatchObject([
      { isVerified: true, verificationStatus: 'verified' },
    ]);
  });

  it('derives every rating from review rows of completed requests by the reviewing homeowner', async () => {
    const listings = await db.select().from(tables.tradesmen);
    const reviews = await db.select().from(tables.reviews);
    const quotes = new Map((await db.select().from(tables.quoteRequests)).map((q) => [q.id, q]));
    expect(reviews.length).toBeGreaterThan(100);
    for (const review of reviews) {
      const quote = quotes.get(review.quoteRequestId);
      expect(quote).toMatchObject({ status: 'completed', homeownerId: review.homeownerId });
      expect(quote?.tradesmanId).toBe(review.tradesmanId);
      expect(quote?.completedAt?.getTime()).toBeLessThanOrEqual(review.createdAt.getTime());
    }
    for (const listing of listings) {
      const shown = reviews.filter((r) => r.tradesmanId === listing.id && !r.hidden);
      const average = shown.reduce((sum, r) => sum + r.rating, 0) / (shown.length || 1);
      expect(listing.ratingCount, listing.name).toBe(shown.length);
      expect(listing.ratingAverage, listing.name).toBeCloseTo(average, 2);
    }
    expect(reviews.filter((r) => r.hidden)).toHaveLength(1);
  });

  it('derives response figures from the requests, N/A for trades with fewer than 3', async () => {
    const listings = await db.select().from(tables.tradesmen);
    const quotes = await db.select().from(tables.quoteRequests);
    for (const listing of listings) {
      const answered = quotes.filter((q) => q.tradesmanId === listing.id && q.firstRespondedAt);
      if (answered.length < 3) expect(listing.responseHours, listing.name).toBeNull();
      else expect(Number.isInteger(listing.responseHours), listing.name).toBe(true);
    }
    const rates = listings.map((listing) => listing.responseRate).filter((rate) => rate !== null);
    expect(Math.min(...rates)).toBeLessThan(100);
    expect(Math.max(...rates)).toBe(100);
  });

  it('leaves the dev resident a completed job still to review', async () => {
    const quotes = await db.select().from(tables.quoteRequests);
    const reviewed = new Set((await db.select().from(tables.reviews)).map((r) => r.quoteRequestId));
    const open = quotes.filter(
      (q) => q.homeownerId === 3 && q.status === 'completed' && !reviewed.has(q.id),
    );
    expect(open).toHaveLength(1);
  });

  it('publishes survey-visit hours for every listing whose plan includes direct booking, and no other', async () => {
    const listings = await db.select().from(tables.tradesmen);
    const hours = await db.select().from(tables.listingAvailability);
    const booking = listings.filter(
      (row) => row.verificationStatus !== 'rejected' && planIncludes(row.plan, 'direct-booking'),
    );
    expect(booking.length).toBeGreaterThanOrEqual(3);
    expect(hours.map((row) => row.tradesmanId).sort()).toEqual(booking.map((row) => row.id).sort());
  });

  it('reports the counts it wrote', async () => {
    const written = await rowCounts(db);
    expect(summary).toMatchObject({ seeded: true, ...written });
  });

  it('changes nothing when run again', async () => {
    const before = await rowCounts(db);
    const again = await seedDatabase(db, { appEnv: 'development', now });
    expect(again.seeded).toBe(false);
    expect(await rowCounts(db)).toEqual(before);
  });
});

describe('seedDatabase in production', () => {
  it('throws and writes nothing', async () => {
    const db = await freshDatabase('production');
    await expect(seedDatabase(db, { appEnv: 'production', now })).rejects.toThrow(/production/);
    expect(Object.values(await rowCounts(db))).toEqual([0, 0, 0, 0, 0, 0, 0, 0, 0]);
  });
});
