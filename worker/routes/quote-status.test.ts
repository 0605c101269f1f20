import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, quoteRequests, tradesmen, verificationDocuments } from '../../schema/tables';
import { makeQuote, makeTradesman, signedIn } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';

const bindings = freshBindings();
const db = databaseOf(bindings);
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000);

type SignedIn = Awaited<ReturnType<typeof signedIn>>;
let owner: SignedIn;
let resident: SignedIn;
let otherResident: SignedIn;

const mailsTo = (to: string) => db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
const move = (id: number, status: string, token = owner.token) =>
  call(bindings, 'PATCH', `/api/quote-requests/${id}/status`, { token, body: { status } });

async function ownListing(name: string) {
  return makeTradesman(db, {
    ownerId: owner.user.id,
    name,
    contactEmail: `${name.split(' ')[0]}@trade.example`,
  });
}

beforeAll(async () => {
  owner = await signedIn(bindings, db, 'tradesperson');
  resident = await signedIn(bindings, db, 'resident');
  otherResident = await signedIn(bindings, db, 'resident');
});

describe('the homeowner hears back', () => {
  it('mails a confirmation on sending and news of contacted, quoted and completed', async () => {
    const listing = await ownListing('Ashwell Solar');
    const email = `mail-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const sent = await call(bindings, 'POST', '/api/quote-requests', {
      token: resident.token,
      body: {
        tradesmanId: listing.id,
        propertySize: '3 bed',
        timeline: 'month',
        description: 'Solar panels on a south-facing roof',
        customerName: 'Nadia Khan',
        customerEmail: email,
        customerPhone: '07700 900321',
      },
    });
    expect(sent.status).toBe(201);
    const { id } = await sent.json();
    expect((await mailsTo(email)).map((mail) => mail.template)).toEqual(['quote-sent']);
    const [tradeMail] = await mailsTo('Ashwell@trade.example');
    expect(tradeMail?.subject).toBe('New quote request from Nadia Khan');

    for (const status of ['contacted', 'quoted', 'completed']) {
      expect((await move(id, status)).status, status).toBe(200);
    }
    const mails = await mailsTo(email);
    expect(mails.map((mail) => mail.template)).toEqual([
      'quote-sent',
      'quote-contacted',
      'quote-quoted',
      'quote-completed',
    ]);
    expect(mails.every((mail) => !/[\r\n]/.test(mail.subject))).toBe(true);
    expect(mails.at(-1)?.subject).toBe('Ashwell Solar has marked your job as completed');
    expect(mails.at(-1)?.body).toContain(`/homeowner-dashboard?review=${id}`);
    const [stored] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, id));
    expect(stored?.completedAt).toBeInstanceOf(Date);
  });

  it('invites a review with a link built from SITE_URL, whatever Host the request names', async () => {
    const listing = await ownListing('Tring Insulation');
    const quote = await makeQuote(db, listing, {
      status: 'quoted',
      customerEmail: 'invited@example.com',
    });
    const moved = await call(
      bindings,
      'PATCH',
      `https://evil.example/api/quote-requests/${quote.id}/status`,
      { token: owner.token, body: { status: 'completed' }, headers: { host: 'evil.example' } },
    );
    expect(moved.status).toBe(200);
    const [mail] = await mailsTo('invited@example.com');
    expect(mail?.body).toContain(`\nhttps://site.example/homeowner-dashboard?review=${quote.id}`);
    expect(mail?.body).not.toContain('evil.example');
  });

  it('sends nothing for a decline, and one mail when two changes race', async () => {
    const listing = await ownListing('Baldock Heat');
    const declined = await makeQuote(db, listing, { customerEmail: 'declined@example.com' });
    expect((await move(declined.id, 'rejected')).status).toBe(200);
    expect(await mailsTo('declined@example.com')).toEqual([]);

    const raced = await makeQuote(db, listing, { customerEmail: 'raced@example.com' });
    const statuses = await Promise.all([move(raced.id, 'contacted'), move(raced.id, 'contacted')]);
    expect(statuses.map((response) => response.status).sort()).toEqual([200, 409]);
    expect(await mailsTo('raced@example.com')).toHaveLength(1);
  });
});

describe('POST /api/quote-requests/:id/withdraw', () => {
  it('lets only the homeowner who sent it withdraw a pending request', async () => {
    const listing = await ownListing('Codicote Insulation');
    const quote = await makeQuote(db, listing, { homeownerId: resident.user.id });
    const path = `/api/quote-requests/${quote.id}/withdraw`;
    expect((await call(bindings, 'POST', path)).status).toBe(401);
    expect((await call(bindings, 'POST', path, { token: otherResident.token })).status).toBe(403);
    expect((await call(bindings, 'POST', path, { token: owner.token })).status).toBe(403);

    const withdrawn = await call(bindings, 'POST', path, { token: resident.token });
    expect(withdrawn.status).toBe(200);
    expect(await withdrawn.json()).toEqual({ id: quote.id, status: 'cancelled' });
    expect((await mailsTo('Codicote@trade.example')).map((mail) => mail.template)).toEqual([
      'quote-withdrawn',
    ]);
    const again = await call(bindings, 'POST', path, { token: resident.token });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: 'Only a pending request can be withdrawn.' });
  });

  it('refuses a request the trade has already answered', async () => {
    const listing = await ownListing('Datchworth Roofs');
    const quote = await makeQuote(db, listing, { homeownerId: resident.user.id });
    await move(quote.id, 'contacted');
    const response = await call(bindings, 'POST', `/api/quote-requests/${quote.id}/withdraw`, {
      token: resident.token,
    });
    expect(response.status).toBe(409);
  });
});

describe('response rate and time', () => {
  const figures = async (id: number) => {
    const [row] = await db.select().from(tradesmen).where(eq(tradesmen.id, id));
    return { responseRate: row?.responseRate, responseHours: row?.responseHours };
  };

  it('stay N/A until 3 requests are judged, then follow the documented rules', async () => {
    const listing = await ownListing('Essendon Eco');
    const fast = await makeQuote(db, listing, { createdAt: hoursAgo(2) });
    const median = await makeQuote(db, listing, { createdAt: hoursAgo(9.5) });
    await move(fast.id, 'contacted');
    await move(median.id, 'rejected');
    expect(await figures(listing.id)).toEqual({ responseRate: null, responseHours: null });

    const late = await makeQuote(db, listing, { createdAt: hoursAgo(72) });
    await makeQuote(db, listing, { createdAt: hoursAgo(100) }); // never answered: judged after 48 h
    await makeQuote(db, listing, { createdAt: hoursAgo(1) }); // too new to judge
    await makeQuote(db, listing, {
      createdAt: hoursAgo(80),
      withdrawnAt: hoursAgo(79),
      status: 'cancelled',
    });
    await move(late.id, 'contacted');
    // Judged: 2 h, 9.5 h, 72 h answered and 100 h unanswered; 2 of 4 within 48 hours.
    // Median wait of the three answered: 9.5 hours, rounded up.
    expect(await figures(listing.id)).toEqual({ responseRate: 50, responseHours: 10 });

    const publicListing = await (
      await call(bindings, 'GET', `/api/tradesmen/${listing.id}`)
    ).json();
    expect(publicListing).toMatchObject({
      responseRate: 50,
      responseHours: 10,
      responseTime: 'Usually replies within 10 hours',
    });
  });

  it('keeps the first response time when the status moves on', async () => {
    const listing = await ownListing('Flamstead Energy');
    const quote = await makeQuote(db, listing, { createdAt: hoursAgo(5) });
    await move(quote.id, 'contacted');
    const [first] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, quote.id));
    await move(quote.id, 'quoted');
    const [later] = await db.select().from(quoteRequests).where(eq(quoteRequests.id, quote.id));
    expect(later?.firstRespondedAt).toEqual(first?.firstRespondedAt);
  });
});

describe('completed jobs', () => {
  it('count the requests the trade completed through the site, whatever the listing held before', async () => {
    const listing = await makeTradesman(db, { ownerId: owner.user.id, completedJobs: 40 });
    const first = await makeQuote(db, listing, { createdAt: hoursAgo(30) });
    const second = await makeQuote(db, listing, { createdAt: hoursAgo(20) });
    await makeQuote(db, listing, { createdAt: hoursAgo(10) });
    for (const status of ['contacted', 'quoted', 'completed']) await move(first.id, status);
    const completedJobs = async () =>
      (
        (await (await call(bindings, 'GET', `/api/tradesmen/${listing.id}`)).json()) as {
          completedJobs: number;
        }
      ).completedJobs;
    expect(await completedJobs()).toBe(1);
    for (const status of ['contacted', 'quoted', 'completed']) await move(second.id, status);
    expect(await completedJobs()).toBe(2);
  });
});

describe('what Verified covered', () => {
  it('lists the accepted document types and dates of a verified listing, never the files', async () => {
    const listing = await makeTradesman(db, { isVerified: true, verificationStatus: 'verified' });
    const reviewedAt = new Date('2026-05-04T10:00:00Z');
    await db.insert(verificationDocuments).values([
      {
        tradesmanId: listing.id,
        documentType: 'insurance',
        documentName: 'PL.pdf',
        documentUrl: 'private/a.pdf',
        status: 'verified',
        reviewedAt,
      },
      {
        tradesmanId: listing.id,
        documentType: 'certificate',
        documentName: 'MCS.pdf',
        documentUrl: 'private/b.pdf',
        status: 'rejected',
      },
      {
        tradesmanId: listing.id,
        documentType: 'qualification',
        documentName: 'NVQ.pdf',
        documentUrl: 'private/c.pdf',
      },
    ]);
    const response = await call(bindings, 'GET', `/api/tradesmen/${listing.id}`);
    const body = await response.json();
    expect(body.verification).toEqual({
      checks: [
        { documentType: 'insurance', label: 'Insurance', checkedAt: reviewedAt.toISOString() },
      ],
    });
    expect(JSON.stringify(body)).not.toContain('private/');

    const unverified = await makeTradesman(db);
    const plain = await (await call(bindings, 'GET', `/api/tradesmen/${unverified.id}`)).json();
    expect(plain.verification).toBeNull();
    expect(plain).toMatchObject({ responseRate: null, responseHours: null, responseTime: null });
  });
});
