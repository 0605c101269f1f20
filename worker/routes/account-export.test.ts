import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  galleryPhotos,
  newsletterSubscribers,
  payments,
  reviews,
  storedObjects,
  supportRequests,
  users,
  verificationDocuments,
} from '../../schema/tables';
import { makeQuote, makeTradesman, makeUser, signedIn } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';

const bindings = freshBindings();
const db = databaseOf(bindings);
const exportOf = (token: string) => call(bindings, 'GET', '/api/account/export', { token });

/** A trade with a listing, a document, a payment, and requests from two homeowners. */
async function scene() {
  const trade = await signedIn(bindings, db, 'tradesperson');
  const listing = await makeTradesman(db, {
    ownerId: trade.user.id,
    name: 'Export Heat Pumps',
    contactEmail: 'office@export-heat.example',
    hiddenServices: ['Green Roofing'],
  });
  await db.insert(supportRequests).values({
    tradesmanId: listing.id,
    userId: trade.user.id,
    plan: 'premium',
    subject: 'Where is my invoice?',
    message: 'I cannot find the March invoice.',
    replyBy: new Date(),
  });
  await db.insert(verificationDocuments).values({
    tradesmanId: listing.id,
    documentType: 'insurance',
    documentName: 'Liability cover 2026',
    documentUrl: `verification/${trade.user.id}/secret-key.pdf`,
  });
  await db.insert(payments).values({
    paymentIntentId: `pi_${crypto.randomUUID()}`,
    userId: trade.user.id,
    tradesmanId: listing.id,
    purpose: 'upgrade',
    plan: 'starter',
    billing: 'monthly',
    amountPence: 1900,
    status: 'succeeded',
  });
  const resident = await signedIn(bindings, db, 'resident');
  // Moving address leaves the old one in previous_emails (the trigger of migration 0008).
  const formerEmail = resident.user.email;
  resident.user.email = `moved-${formerEmail}`;
  await db.update(users).set({ email: resident.user.email }).where(eq(users.id, resident.user.id));
  const neighbour = await makeUser(db, { role: 'resident', phone: '07700 900999' });
  const mine = await makeQuote(db, listing, {
    homeownerId: resident.user.id,
    customerName: 'Rita Resident',
    customerEmail: resident.user.email,
    customerPhone: '07700 900111',
    description: 'Air source heat pump for a 1930s semi',
    status: 'completed',
  });
  await makeQuote(db, listing, {
    homeownerId: neighbour.id,
    customerName: 'Ned Neighbour',
    customerEmail: neighbour.email,
    customerPhone: '07700 900999',
    description: 'Neighbour private job details',
  });
  // The neighbour's request to another trade: none of the first trade's business.
  const elsewhere = await makeTradesman(db, { name: 'Other Trades' });
  await makeQuote(db, elsewhere, {
    homeownerId: neighbour.id,
    customerName: 'Ned Neighbour',
    customerEmail: neighbour.email,
    description: 'Only Other Trades was told this',
  });
  await db.insert(reviews).values({
    quoteRequestId: mine.id,
    tradesmanId: listing.id,
    homeownerId: resident.user.id,
    rating: 4,
    title: 'Warm at last',
    text: 'Quiet unit and a tidy install.',
    workDate: '2026-09-01',
  });
  await db.insert(newsletterSubscribers).values([
    { email: resident.user.email, userType: 'homeowner' },
    { email: neighbour.email, userType: 'homeowner' },
  ]);
  await db.insert(storedObjects).values({
    key: `logos/${trade.user.id}/logo.png`,
    purpose: 'listing-logo',
    ownerId: trade.user.id,
    contentType: 'image/png',
    size: 10,
    fileName: 'our-logo.png',
    status: 'ready',
  });
  await db.insert(galleryPhotos).values({
    tradesmanId: listing.id,
    photoKey: `public/gallery-photo/${crypto.randomUUID()}.jpg`,
    caption: 'Heat pump in Tring',
    position: 1,
  });
  return { trade, listing, resident, formerEmail, neighbour };
}

describe('GET /api/account/export', () => {
  it('is a no-store JSON download', async () => {
    const { token } = await signedIn(bindings, db, 'editor');
    const response = await exportOf(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="retrofit-smarter-greener-my-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it("holds a homeowner's account, requests, reviews and subscription, and nobody else's", async () => {
    const { resident, formerEmail, neighbour } = await scene();
    const data = await (await exportOf(resident.token)).json();
    expect(data.account).toMatchObject({ id: resident.user.id, email: resident.user.email });
    expect(data.previousEmails).toEqual([{ email: formerEmail, changedAt: expect.any(String) }]);
    expect(data.quoteRequestsSent).toHaveLength(1);
    expect(data.quoteRequestsSent[0]).toMatchObject({
      tradesmanName: 'Export Heat Pumps',
      description: 'Air source heat pump for a 1930s semi',
    });
    expect(data.reviewsWritten).toEqual([expect.objectContaining({ title: 'Warm at last' })]);
    expect(data.newsletter).toMatchObject({ email: resident.user.email, isActive: true });
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data).not.toHaveProperty('listings');
    const text = JSON.stringify(data);
    for (const foreign of [
      neighbour.email,
      'Ned Neighbour',
      '07700 900999',
      'office@export-heat.example',
    ]) {
      expect(text, foreign).not.toContain(foreign);
    }
  });

  it("holds a trade's listing, documents, requests received and payments, and no other trade's", async () => {
    const { trade, listing, neighbour } = await scene();
    const data = await (await exportOf(trade.token)).json();
    expect(data.listings).toEqual([
      expect.objectContaining({
        name: 'Export Heat Pumps',
        hiddenServices: ['Green Roofing'],
        subscription: expect.objectContaining({ plan: 'free' }),
      }),
    ]);
    expect(data.verificationDocuments).toEqual([
      expect.objectContaining({ documentName: 'Liability cover 2026', status: 'uploaded' }),
    ]);
    // What homeowners sent this trade, as they sent it.
    expect(data.quoteRequestsReceived).toHaveLength(2);
    expect(data.quoteRequestsReceived).toContainEqual(
      expect.objectContaining({ customerEmail: neighbour.email, customerPhone: '07700 900999' }),
    );
    expect(data.payments).toEqual([
      expect.objectContaining({ plan: 'starter', amountPence: 1900 }),
    ]);
    expect(data.files).toEqual([expect.objectContaining({ fileName: 'our-logo.png' })]);
    expect(data.gallery).toEqual([
      expect.objectContaining({
        listingId: listing.id,
        caption: 'Heat pump in Tring',
        url: expect.stringMatching(/^\/api\/objects\/public\/gallery-photo\/[0-9a-f-]{36}\.jpg$/),
      }),
    ]);
    expect(data.supportRequests).toEqual([
      expect.objectContaining({ subject: 'Where is my invoice?', status: 'open', reply: null }),
    ]);
    const text = JSON.stringify(data);
    expect(text).not.toContain('Only Other Trades was told this');
    expect(text).not.toContain('secret-key.pdf');
  });

  it('never holds a hash, a token or a session id', async () => {
    const { trade } = await scene();
    const text = await (await exportOf(trade.token)).text();
    expect(text).not.toContain(trade.user.passwordHash);
    expect(text).not.toMatch(/passwordHash|password_hash|tokenHash|token_hash|stripeCustomerId/);
    const sessionIds = (
      await (await call(bindings, 'GET', '/api/account/sessions', { token: trade.token })).json()
    ).map((session: { id: string }) => session.id);
    for (const id of sessionIds) expect(text).not.toContain(id);
    expect(text).not.toContain(trade.token);
  });
});
