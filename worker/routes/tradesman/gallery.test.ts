// The Starter plan's gallery, logo and featured badge (docs/product/business-side.md §10.9; issue
// 23): the plan → feature matrix, the checks on what is stored, the 10-photo cap under parallel
// adds, other trades' ids, and the files removed with a photo.
import { env } from 'cloudflare:test';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type PlanId, planIds, planIncludes } from '../../../schema/plans';
import { galleryPhotos, storedObjects, tradesmen } from '../../../schema/tables';
import { app } from '../../app';
import { startNewGeneration } from '../../middleware/edge-cache';
import { lapseUnpaidPlans } from '../../services/billing/lapses';
import { holdClockWithinOneRateWindow } from '../../test/clock';
import { makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';

holdClockWithinOneRateWindow();

const bindings = freshBindings();
const db = databaseOf(bindings);
const day = 86_400_000;

/** A real 1×1 PNG, its IHDR size rewritten (nothing here decodes pixels, only the header). */
function png(width = 1, height = 1): Uint8Array<ArrayBuffer> {
  const bytes = Uint8Array.from(
    atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    ),
    (char) => char.charCodeAt(0),
  );
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}
/** A Windows program renamed to look like a photo. */
const renamedExe = new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0, 0xff, 0xff, 0, 0]);

type Session = Awaited<ReturnType<typeof signedIn>>;

/** A signed-in trade whose listing is on `plan`, paid for another month unless told otherwise. */
async function tradeOn(plan: PlanId, overrides: Partial<typeof tradesmen.$inferInsert> = {}) {
  const session = await signedIn(bindings, db, 'tradesperson');
  const listing = await makeTradesman(db, {
    ownerId: session.user.id,
    plan,
    paidUntil: plan === 'free' ? null : new Date(Date.now() + 30 * day),
    verificationStatus: 'verified',
    isVerified: true,
    ...overrides,
  });
  return { ...session, listing };
}

/** Uploads bytes for a purpose; answers the object path to attach. */
async function upload(
  session: Session,
  bytes: Uint8Array<ArrayBuffer>,
  purpose = 'gallery-photo',
  contentType = 'image/png',
) {
  const link = await call(bindings, 'POST', '/api/objects/upload', {
    token: session.token,
    body: { purpose, contentType, size: bytes.byteLength, fileName: 'work.png' },
  });
  expect(link.status).toBe(200);
  const { uploadURL, objectPath } = (await link.json()) as {
    uploadURL: string;
    objectPath: string;
  };
  const put = await app.request(
    uploadURL,
    {
      method: 'PUT',
      headers: { 'content-type': contentType, 'content-length': String(bytes.byteLength) },
      body: bytes,
    },
    bindings,
  );
  expect(put.status).toBe(200);
  return objectPath;
}

const addPhoto = (session: Session, body: Record<string, unknown>) =>
  call(bindings, 'POST', '/api/tradesman/gallery', { token: session.token, body });

async function addUploadedPhoto(session: Session, caption = 'Loft insulation, Harpenden') {
  const objectPath = await upload(session, png(1600, 1200));
  const thumbPath = await upload(session, png(480, 360));
  const response = await addPhoto(session, { objectPath, thumbPath, caption });
  expect(response.status).toBe(201);
  return (await response.json()) as { id: number; url: string; thumbUrl: string; caption: string };
}

interface PublicAnswer {
  featured: boolean;
  featuredSource: string | null;
  gallery: { id: number; url: string; thumbUrl: string; caption: string }[];
}
const publicProfile = async (id: number) =>
  (await (await call(bindings, 'GET', `/api/tradesmen/${id}`)).json()) as PublicAnswer;
const featuredIds = async () =>
  ((await (await call(bindings, 'GET', '/api/featured-tradesmen')).json()) as { id: number }[]).map(
    (listing) => listing.id,
  );
/**
 * Written behind the API's back, as only a test does, so the edge cache's copies are dropped as a
 * write through the API would drop them.
 */
async function setListing(id: number, changes: Partial<typeof tradesmen.$inferInsert>) {
  await db.update(tradesmen).set(changes).where(eq(tradesmen.id, id));
  await startNewGeneration(bindings);
}
const rankTier = async (id: number) =>
  (await db.select({ tier: tradesmen.rankTier }).from(tradesmen).where(eq(tradesmen.id, id)))[0]
    ?.tier;

describe('the plan → feature matrix', () => {
  it('refuses the gallery below Starter and grants it from Starter up', async () => {
    for (const plan of planIds) {
      const trade = await tradeOn(plan);
      const objectPath = await upload(trade, png(800, 600));
      const response = await addPhoto(trade, { objectPath, caption: '' });
      expect({ plan, status: response.status }).toEqual({
        plan,
        status: planIncludes(plan, 'gallery') ? 201 : 403,
      });
      if (plan === 'free') {
        expect(await response.json()).toEqual({
          error:
            'The gallery is part of the Starter plan and above. Upgrade your plan to show photos of your work.',
        });
      }
    }
  });

  it('hides the gallery when the plan ends, keeps it, and shows it again on upgrade', async () => {
    const trade = await tradeOn('starter');
    const photo = await addUploadedPhoto(trade);
    expect((await publicProfile(trade.listing.id)).gallery).toEqual([photo]);

    // Lapsed: the paid period ended two weeks of retries ago; the read hides it before the job.
    await setListing(trade.listing.id, { paidUntil: new Date(Date.now() - 15 * day) });
    expect((await publicProfile(trade.listing.id)).gallery).toEqual([]);
    const refused = await addPhoto(trade, { objectPath: await upload(trade, png()), caption: '' });
    expect(refused.status).toBe(403);
    await lapseUnpaidPlans(db, new Date());
    expect((await publicProfile(trade.listing.id)).gallery).toEqual([]);
    const own = await call(bindings, 'GET', '/api/tradesman/gallery', { token: trade.token });
    expect(await own.json()).toEqual({ photos: [photo], shown: false, maxPhotos: 10 });

    await setListing(trade.listing.id, {
      plan: 'professional',
      paidUntil: new Date(Date.now() + 30 * day),
    });
    expect((await publicProfile(trade.listing.id)).gallery).toEqual([photo]);
  });

  it('features a paid Starter listing by its plan, and not once it lapses or is downgraded', async () => {
    const trade = await tradeOn('starter');
    const free = await tradeOn('free');
    expect(await publicProfile(trade.listing.id)).toMatchObject({
      featured: true,
      featuredSource: 'plan',
    });
    expect(await publicProfile(free.listing.id)).toMatchObject({
      featured: false,
      featuredSource: null,
    });
    expect(await featuredIds()).toContain(trade.listing.id);
    expect(await featuredIds()).not.toContain(free.listing.id);
    expect(await rankTier(trade.listing.id)).toBeLessThan(0);

    await setListing(trade.listing.id, { paidUntil: new Date(Date.now() - 15 * day) });
    expect(await publicProfile(trade.listing.id)).toMatchObject({ featured: false });
    expect(await featuredIds()).not.toContain(trade.listing.id);
    // The hourly job writes the lapse, and the rank tier leaves the featured tiers with it.
    await lapseUnpaidPlans(db, new Date());
    expect(await rankTier(trade.listing.id)).toBeGreaterThanOrEqual(0);

    const downgraded = await tradeOn('premium');
    await setListing(downgraded.listing.id, { plan: 'free', paidUntil: null });
    expect(await publicProfile(downgraded.listing.id)).toMatchObject({ featured: false });
    expect(await rankTier(downgraded.listing.id)).toBeGreaterThanOrEqual(0);
  });

  it("labels an admin's badge as the team's, on any plan, and it still ends with its period", async () => {
    const picked = await tradeOn('free', { featured: true, featuredUntil: null });
    expect(await publicProfile(picked.listing.id)).toMatchObject({
      featured: true,
      featuredSource: 'admin',
    });
    const paidAndPicked = await tradeOn('starter', {
      featured: true,
      featuredUntil: new Date(Date.now() + day),
    });
    expect(await publicProfile(paidAndPicked.listing.id)).toMatchObject({
      featuredSource: 'admin',
    });
    await setListing(paidAndPicked.listing.id, { featuredUntil: new Date(Date.now() - 1000) });
    expect(await publicProfile(paidAndPicked.listing.id)).toMatchObject({
      featured: true,
      featuredSource: 'plan',
    });
  });

  it("ranks a plan's badge in the featured tiers for exactly the plans that include it", async () => {
    for (const plan of planIds) {
      const { listing } = await tradeOn(plan);
      const tier = (await rankTier(listing.id)) as number;
      expect({ plan, featuredTier: tier < 0 }).toEqual({
        plan,
        featuredTier: planIncludes(plan, 'featured-badge'),
      });
    }
  });
});

describe('what the gallery stores', () => {
  it('refuses a renamed program with a clear message and deletes it', async () => {
    const trade = await tradeOn('starter');
    const objectPath = await upload(trade, renamedExe, 'gallery-photo', 'image/jpeg');
    const response = await addPhoto(trade, { objectPath, caption: 'Kitchen' });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: 'This file is not a JPEG, PNG, WebP or GIF image, whatever its name says.',
    });
    const [left] = await db
      .select({ n: count() })
      .from(storedObjects)
      .where(eq(storedObjects.ownerId, trade.user.id));
    expect(left?.n).toBe(0);
  });

  it('refuses photos and thumbnails beyond their pixel bounds, and files over 5 MB', async () => {
    const trade = await tradeOn('starter');
    const huge = await addPhoto(trade, {
      objectPath: await upload(trade, png(5000, 3000)),
      caption: '',
    });
    expect(huge.status).toBe(400);
    expect(await huge.json()).toEqual({
      error: 'Photos may be at most 4096 pixels on each side.',
    });
    const bigThumb = await addPhoto(trade, {
      objectPath: await upload(trade, png(1600, 1200)),
      thumbPath: await upload(trade, png(1600, 1200)),
      caption: '',
    });
    expect(bigThumb.status).toBe(400);
    expect(await bigThumb.json()).toEqual({
      error: 'A thumbnail may be at most 640 pixels on each side.',
    });
    const [kept] = await db
      .select({ n: count() })
      .from(storedObjects)
      .where(eq(storedObjects.ownerId, trade.user.id));
    expect(kept?.n).toBe(0);
    const tooLarge = await call(bindings, 'POST', '/api/objects/upload', {
      token: trade.token,
      body: { purpose: 'gallery-photo', contentType: 'image/jpeg', size: 5_242_881 },
    });
    expect(tooLarge.status).toBe(400);
    expect(JSON.stringify(await tooLarge.json())).toContain('Images must be 5 MB or smaller.');
  });

  it('serves gallery files for good from the cache', async () => {
    const trade = await tradeOn('starter');
    const photo = await addUploadedPhoto(trade);
    const served = await call(bindings, 'GET', photo.thumbUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(served.headers.get('content-type')).toBe('image/png');
  });
});

describe('the 10-photo cap', () => {
  it('refuses the eleventh photo', async () => {
    const trade = await tradeOn('starter');
    for (let photo = 0; photo < 10; photo += 1) await addUploadedPhoto(trade, `Job ${photo}`);
    const eleventh = await addPhoto(trade, {
      objectPath: await upload(trade, png(800, 600)),
      caption: '',
    });
    expect(eleventh.status).toBe(400);
    expect(await eleventh.json()).toEqual({
      error: 'Your gallery is full: it holds up to 10 photos. Delete one to add another.',
    });
  }, 60_000);

  it('never holds more than 10 photos when 20 are added at once', async () => {
    const trade = await tradeOn('starter');
    const paths: string[] = [];
    for (let photo = 0; photo < 20; photo += 1) paths.push(await upload(trade, png(800, 600)));
    const answers = await Promise.all(
      paths.map((objectPath) => addPhoto(trade, { objectPath, caption: '' })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array(10).fill(201), ...Array(10).fill(400)]);
    const [held] = await db
      .select({ n: count() })
      .from(galleryPhotos)
      .where(eq(galleryPhotos.tradesmanId, trade.listing.id));
    expect(held?.n).toBe(10);
    // The refused photos' files were checked, then deleted rather than left unused.
    const [files] = await db
      .select({ n: count() })
      .from(storedObjects)
      .where(eq(storedObjects.ownerId, trade.user.id));
    expect(files?.n).toBe(10);
  }, 60_000);
});

describe('editing the gallery', () => {
  it("answers another trade's photo as not found, for every change", async () => {
    const owner = await tradeOn('starter');
    const other = await tradeOn('starter');
    const photo = await addUploadedPhoto(owner);
    const asOther = { token: other.token };
    const deleted = await call(bindings, 'DELETE', `/api/tradesman/gallery/${photo.id}`, asOther);
    expect(deleted.status).toBe(404);
    const captioned = await call(bindings, 'PATCH', `/api/tradesman/gallery/${photo.id}`, {
      ...asOther,
      body: { caption: 'Mine now' },
    });
    expect(captioned.status).toBe(404);
    const reordered = await call(bindings, 'PUT', '/api/tradesman/gallery/order', {
      ...asOther,
      body: { ids: [photo.id] },
    });
    expect(reordered.status).toBe(400);
    // Another trade cannot attach the owner's upload either.
    const stolen = await addPhoto(other, {
      objectPath: photo.url.replace('/api', ''),
      caption: '',
    });
    expect(stolen.status).toBe(404);
    expect((await publicProfile(owner.listing.id)).gallery).toEqual([photo]);
  });

  it('captions and reorders, refusing control characters and incomplete orders', async () => {
    const trade = await tradeOn('starter');
    const first = await addUploadedPhoto(trade, 'First');
    const second = await addUploadedPhoto(trade, 'Second');
    const bad = await call(bindings, 'PATCH', `/api/tradesman/gallery/${first.id}`, {
      token: trade.token,
      body: { caption: 'Line\u0007bell' },
    });
    expect(bad.status).toBe(400);
    const renamed = await call(bindings, 'PATCH', `/api/tradesman/gallery/${first.id}`, {
      token: trade.token,
      body: { caption: '  Air source heat pump, St Albans  ' },
    });
    expect(await renamed.json()).toMatchObject({ caption: 'Air source heat pump, St Albans' });
    const partial = await call(bindings, 'PUT', '/api/tradesman/gallery/order', {
      token: trade.token,
      body: { ids: [second.id] },
    });
    expect(partial.status).toBe(400);
    const swapped = await call(bindings, 'PUT', '/api/tradesman/gallery/order', {
      token: trade.token,
      body: { ids: [second.id, first.id] },
    });
    expect(swapped.status).toBe(200);
    const shown = (await publicProfile(trade.listing.id)).gallery.map((photo) => photo.id);
    expect(shown).toEqual([second.id, first.id]);
  });

  it('deletes a photo with its files', async () => {
    const trade = await tradeOn('starter');
    const photo = await addUploadedPhoto(trade);
    const keys = [photo.url, photo.thumbUrl].map((url) => url.replace('/api/objects/', ''));
    const deleted = await call(bindings, 'DELETE', `/api/tradesman/gallery/${photo.id}`, {
      token: trade.token,
    });
    expect(deleted.status).toBe(200);
    for (const key of keys) expect(await env.FILES.head(key)).toBeNull();
    expect((await call(bindings, 'GET', photo.url)).status).toBe(404);
    expect((await publicProfile(trade.listing.id)).gallery).toEqual([]);
  });
});

describe('PUT and DELETE /api/tradesman/logo', () => {
  it('sets a checked logo on any plan and deletes the one it replaces', async () => {
    const trade = await tradeOn('free');
    const firstPath = await upload(trade, png(400, 400), 'listing-logo');
    const first = await call(bindings, 'PUT', '/api/tradesman/logo', {
      token: trade.token,
      body: { objectPath: firstPath },
    });
    expect(first.status).toBe(200);
    const { logoUrl } = (await first.json()) as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/objects\/public\/listing-logo\//);

    const second = await call(bindings, 'PUT', '/api/tradesman/logo', {
      token: trade.token,
      body: { objectPath: await upload(trade, png(300, 300), 'listing-logo') },
    });
    expect(second.status).toBe(200);
    expect(await env.FILES.head(logoUrl.replace('/objects/', ''))).toBeNull();

    const removed = await call(bindings, 'DELETE', '/api/tradesman/logo', { token: trade.token });
    expect(await removed.json()).toEqual({ logoUrl: null });
    const [row] = await db.select().from(tradesmen).where(eq(tradesmen.id, trade.listing.id));
    expect(row?.logoUrl).toBeNull();
  });

  it('refuses a logo over 1024 pixels and a gallery upload used as a logo', async () => {
    const trade = await tradeOn('starter');
    const big = await call(bindings, 'PUT', '/api/tradesman/logo', {
      token: trade.token,
      body: { objectPath: await upload(trade, png(2000, 2000), 'listing-logo') },
    });
    expect(big.status).toBe(400);
    expect(await big.json()).toEqual({ error: 'Logos may be at most 1024 pixels on each side.' });
    const wrongPurpose = await call(bindings, 'PUT', '/api/tradesman/logo', {
      token: trade.token,
      body: { objectPath: await upload(trade, png(300, 300)) },
    });
    expect(wrongPurpose.status).toBe(404);
  });
});

describe('GET /api/plans', () => {
  it('answers each plan with its prices in pence, its card lines and what it includes', async () => {
    const answer = (await (await call(bindings, 'GET', '/api/plans')).json()) as {
      plans: { id: string; prices: unknown; features: { id: string }[]; includes: string[] }[];
    };
    const starter = answer.plans.find((plan) => plan.id === 'starter');
    expect(starter).toMatchObject({
      name: 'Starter',
      prices: {
        monthly: 1900,
        annual: 19000,
      },
      serviceLimit: null,
    });
    expect(starter?.features.map((feature) => feature.id)).toEqual([
      'featured-badge',
      'unlimited-services',
      'gallery',
    ]);
    // Every listing collects reviews, so the Free card says so and Starter does not sell them.
    expect(answer.plans.find((plan) => plan.id === 'free')?.includes).toContain('customer-reviews');
    expect(answer.plans.find((plan) => plan.id === 'free')?.includes).not.toContain('gallery');
    expect(answer.plans.find((plan) => plan.id === 'premium')?.includes).toContain('gallery');
  });
});
