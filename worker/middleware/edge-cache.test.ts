// The edge cache in front of the public pages and reads (docs/decisions/023-edge-cache.md). Keys
// carry the database's scope, so this file's copies are its own although caches.default is shared
// by every test file of the run.
import { and, eq } from 'drizzle-orm';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listingDailyStats, tradesmen } from '../../schema/tables';
import { makeQuote, makeTradesman, signedIn } from '../test/factories';
import { call, databaseOf, freshBindings } from '../test/harness';

const bindings = freshBindings();
const db = databaseOf(bindings);
const browser = { 'user-agent': 'Mozilla/5.0 (iPhone) Safari/604.1' };

const view = (path: string, headers: Record<string, string> = {}) =>
  call(bindings, 'GET', path, { headers });

/** The database requests made while `work` runs. */
async function databaseCallsDuring(work: () => Promise<unknown>) {
  const spy = vi.spyOn(globalThis, 'fetch');
  try {
    await work();
    const base = bindings.LIBSQL_URL;
    return spy.mock.calls.filter(([input]) =>
      (input instanceof Request ? input.url : String(input)).startsWith(base),
    ).length;
  } finally {
    spy.mockRestore();
  }
}

afterEach(() => {
  vi.useRealTimers();
});

describe('a public page', () => {
  it('is built once, then served from the edge cache without a database read', async () => {
    const listing = await makeTradesman(db, { name: 'Cached Heat Pumps' });
    const first = await view(`/tradesman/${listing.id}`);
    expect(first.headers.get('cache-status')).toBe('worker-cache; fwd=miss; stored');
    const html = await first.text();
    expect(html).toContain('Cached Heat Pumps');

    let second: Response | undefined;
    const calls = await databaseCallsDuring(async () => {
      second = await view(`/tradesman/${listing.id}`);
    });
    expect(calls).toBe(0);
    expect(second?.headers.get('cache-status')).toBe('worker-cache; hit');
    expect(await second?.text()).toBe(html);
    // Browsers get today's header, not the copy's storage lifetime.
    expect(second?.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=60, stale-while-revalidate=600',
    );
  });

  it('is served stale past its freshness, while it is rebuilt for the next view', async () => {
    const listing = await makeTradesman(db, { name: 'Old Name Insulation' });
    await view(`/listing/${listing.id}`);
    // Changed behind the cache's back (no purge), as the hourly job's writes are.
    await db
      .update(tradesmen)
      .set({ name: 'New Name Insulation' })
      .where(eq(tradesmen.id, listing.id));
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 61_000);
    const stale = await view(`/listing/${listing.id}`);
    expect(stale.headers.get('cache-status')).toBe('worker-cache; fwd=stale');
    expect(await stale.text()).toContain('Old Name Insulation');
    const rebuilt = await view(`/listing/${listing.id}`);
    expect(rebuilt.headers.get('cache-status')).toBe('worker-cache; hit');
    expect(await rebuilt.text()).toContain('New Name Insulation');
  });

  it('is fresh on the next view after its owner edits the profile', async () => {
    const { user, token } = await signedIn(bindings, db, 'tradesperson');
    const listing = await makeTradesman(db, { ownerId: user.id, description: 'Before the edit' });
    await view(`/tradesman/${listing.id}`);
    await view(`/api/tradesmen/${listing.id}`);
    const edit = await call(bindings, 'PUT', '/api/tradesman/profile', {
      token,
      body: {
        description: 'After the edit',
        services: ['Heat Pump Installation'],
        location: 'Stevenage',
        contactPhone: '01632 960555',
        website: 'https://heat.example',
        businessAddress: '1 High St, Stevenage SG1 3AA',
        yearsExperience: '12',
      },
    });
    expect(edit.status).toBe(200);
    const page = await view(`/tradesman/${listing.id}`);
    expect(page.headers.get('cache-status')).toBe('worker-cache; fwd=miss; stored');
    expect(await page.text()).toContain('After the edit');
    // The page's own read was built fresh and stored, so the API answer is new too.
    const answer = await view(`/api/tradesmen/${listing.id}`);
    expect((await answer.json()).description).toBe('After the edit');
  });

  it('is fresh on the next view after a homeowner reviews the listing', async () => {
    const listing = await makeTradesman(db, { name: 'Reviewed Retrofit' });
    const resident = await signedIn(bindings, db, 'resident');
    const quote = await makeQuote(db, listing, {
      homeownerId: resident.user.id,
      status: 'completed',
      createdAt: new Date('2026-01-02T09:00:00Z'),
    });
    expect(await (await view(`/listing/${listing.id}`)).text()).not.toContain('Spotless loft');
    const posted = await call(bindings, 'POST', `/api/quote-requests/${quote.id}/review`, {
      token: resident.token,
      body: {
        rating: 5,
        title: 'Spotless loft',
        text: 'Turned up on time, topped up the loft and cleared every bit of mess away after.',
        workDate: '2026-01-10',
      },
    });
    expect(posted.status).toBe(201);
    const page = await view(`/listing/${listing.id}`);
    expect(page.headers.get('cache-status')).toBe('worker-cache; fwd=miss; stored');
    expect(await page.text()).toContain('Spotless loft');
  });

  it('is fresh on the next view after an editor publishes an article', async () => {
    const editor = await signedIn(bindings, db, 'editor');
    const article = {
      title: 'Loft insulation before a heat pump',
      content: 'Insulate first.\n\nThen size the heat pump.',
      excerpt: 'Order matters',
      category: 'Heat Pumps',
      tags: 'insulation',
    };
    const created = await call(bindings, 'POST', '/api/articles', {
      token: editor.token,
      body: { ...article, isPublished: false },
    });
    const { id } = await created.json();
    expect(await (await view('/education')).text()).not.toContain(article.title);
    expect((await view(`/api/articles/${id}`)).status).toBe(404);
    const published = await call(bindings, 'PUT', `/api/articles/${id}`, {
      token: editor.token,
      body: { ...article, isPublished: true },
    });
    expect(published.status).toBe(200);
    const list = await view('/education');
    expect(list.headers.get('cache-status')).toBe('worker-cache; fwd=miss; stored');
    expect(await list.text()).toContain(article.title);
    const page = await view(`/education/${id}`);
    expect(await page.text()).toContain('Insulate first.');
    // The browser keeps none of it (an editor's browser must not answer with a copy lacking drafts).
    expect((await view(`/api/articles/${id}`)).headers.get('cache-control')).toBe('no-store');
  });
});

describe('a write', () => {
  it('makes every public copy fresh, the searched lists included, with one cache write', async () => {
    const { user, token } = await signedIn(bindings, db, 'tradesperson');
    const listing = await makeTradesman(db, {
      ownerId: user.id,
      name: 'Generation Glazing',
      location: 'Stevenage',
    });
    const search = '/api/tradesmen?q=Generation+Glazing';
    expect((await view(search)).headers.get('cache-status')).toBe('worker-cache; fwd=miss; stored');
    expect((await view(search)).headers.get('cache-status')).toBe('worker-cache; hit');
    // The Workers runtime's cache (this project's test types are Node's, which lack `default`).
    const put = vi.spyOn((caches as unknown as { default: Cache }).default, 'put');
    const edit = await call(bindings, 'PUT', '/api/tradesman/profile', {
      token,
      body: {
        description: 'Triple glazing for listed homes',
        services: ['Heat Pump Installation'],
        location: 'Stevenage',
        contactPhone: '01632 960555',
        website: '',
        businessAddress: '',
        yearsExperience: '3',
      },
    });
    expect(edit.status).toBe(200);
    // A new generation: one write, not one per stored page.
    expect(put).toHaveBeenCalledTimes(1);
    put.mockRestore();
    const after = await view(search);
    expect(after.headers.get('cache-status')).toBe('worker-cache; fwd=miss; stored');
    const found = ((await after.json()) as { id: number; description: string }[]).find(
      (row) => row.id === listing.id,
    );
    expect(found?.description).toBe('Triple glazing for listed homes');
  });

  it('that changes nothing public, a contact message, keeps every copy', async () => {
    const listing = await makeTradesman(db);
    await view(`/tradesman/${listing.id}`);
    const sent = await call(bindings, 'POST', '/api/contact-messages', {
      headers: { 'cf-connecting-ip': '203.0.113.91' },
      body: {
        name: 'Sam Visitor',
        email: 'sam@example.com',
        message: 'Do you list trades in Royston as well?',
      },
    });
    expect(sent.status).toBe(201);
    expect((await view(`/tradesman/${listing.id}`)).headers.get('cache-status')).toBe(
      'worker-cache; hit',
    );
  });
});

describe('a public read of the API', () => {
  it('is one copy for the same search in any order of its query', async () => {
    await makeTradesman(db, { name: 'Order Solar' });
    const first = await view('/api/tradesmen?sort=highest-rated&q=solar');
    expect(first.headers.get('cache-status')).toBe('worker-cache; fwd=miss; stored');
    const second = await view('/api/tradesmen?q=solar&sort=highest-rated');
    expect(second.headers.get('cache-status')).toBe('worker-cache; hit');
    expect(await second.json()).toEqual(await first.json());
  });

  it('bypasses the cache when signed in, and never stores what a signed-in caller was told', async () => {
    const editor = await signedIn(bindings, db, 'editor');
    await call(bindings, 'POST', '/api/articles', {
      token: editor.token,
      body: {
        title: 'An unpublished draft',
        content: 'Not yet.',
        excerpt: 'Soon',
        category: 'Heat Pumps',
        tags: 'drafts',
        isPublished: false,
      },
    });
    const staff = await call(bindings, 'GET', '/api/articles', { token: editor.token });
    expect(staff.headers.get('cache-status')).toBe('worker-cache; fwd=bypass');
    expect(JSON.stringify(await staff.json())).toContain('An unpublished draft');
    const visitor = await view('/api/articles');
    expect(visitor.headers.get('cache-status')).not.toBe('worker-cache; hit');
    expect(JSON.stringify(await visitor.json())).not.toContain('An unpublished draft');
  });

  it('stores no answer that is not public: a failure, or a read that varies by caller', async () => {
    expect((await view('/api/tradesmen/987654321')).headers.get('cache-status')).toBe(
      'worker-cache; fwd=miss',
    );
    const listing = await makeTradesman(db);
    const path = `/api/tradesmen/${listing.id}/review-request`;
    await view(path);
    expect((await view(path)).headers.get('cache-status')).toBe('worker-cache; fwd=miss');
  });

  it('counts a profile view for each answer, served from the cache or not, and never shows its tally', async () => {
    const listing = await makeTradesman(db);
    const first = await view(`/api/tradesmen/${listing.id}`, browser);
    const second = await view(`/api/tradesmen/${listing.id}`, browser);
    const page = await view(`/tradesman/${listing.id}`, browser);
    const pageAgain = await view(`/tradesman/${listing.id}`, browser);
    expect(second.headers.get('cache-status')).toBe('worker-cache; hit');
    expect(pageAgain.headers.get('cache-status')).toBe('worker-cache; hit');
    for (const answer of [first, second, page, pageAgain]) {
      expect(answer.headers.has('x-listing-tally')).toBe(false);
    }
    await expect
      .poll(async () => {
        const [row] = await db
          .select()
          .from(listingDailyStats)
          .where(and(eq(listingDailyStats.tradesmanId, listing.id)));
        return row?.profileViews;
      })
      .toBe(4);
  });
});
