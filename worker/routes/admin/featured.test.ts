import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, tradesmen } from '../../../schema/tables';
import { expectAdminOnly } from '../../test/admin-access';
import { makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';

const bindings = freshBindings();
const db = databaseOf(bindings);
const admin = await signedIn(bindings, db, 'admin');
const feature = (id: number, body: unknown) =>
  call(bindings, 'PUT', `/api/admin/tradesmen/${id}/featured`, { token: admin.token, body });
const audits = (id: number) =>
  db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, id), eq(auditLog.targetType, 'tradesman')));
/** A listing the directory shows as Verified (docs/product/business-side.md §10.2). */
const makeVerified = (name: string) =>
  makeTradesman(db, { name, verificationStatus: 'verified', isVerified: true });

describe('PUT /api/admin/tradesmen/{id}/featured', () => {
  it('is refused to visitors and every role but admin', async () => {
    const listing = await makeTradesman(db);
    await expectAdminOnly(bindings, db, 'PUT', `/api/admin/tradesmen/${listing.id}/featured`, {
      featured: true,
      duration: '7',
    });
    expect(
      (await db.select().from(tradesmen).where(eq(tradesmen.id, listing.id)))[0]?.featured,
    ).toBe(false);
  });

  it('features for two weeks: the badge and its date show in the directory', async () => {
    const listing = await makeVerified('Heat Hub');
    const response = await feature(listing.id, { featured: true, duration: '14' });
    const body = await response.json();
    expect(body.message).toMatch(
      /^Heat Hub is now featured for 2 Weeks, until \d{1,2} [A-Z][a-z]{2} \d{4}$/,
    );
    const days = (Date.parse(body.tradesman.featuredUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(13.9);
    expect(days).toBeLessThanOrEqual(14);
    const featured = await (await call(bindings, 'GET', '/api/featured-tradesmen')).json();
    expect(featured.find((item: { id: number }) => item.id === listing.id)).toMatchObject({
      featured: true,
      featuredUntil: body.tradesman.featuredUntil,
    });
    expect(await audits(listing.id)).toHaveLength(1);
  });

  it('features permanently and removes the badge, one audit row each', async () => {
    const listing = await makeVerified('Forever Solar');
    expect(
      (await (await feature(listing.id, { featured: true, duration: 'permanent' })).json()).message,
    ).toBe('Forever Solar is now featured permanently');
    const removed = await (await feature(listing.id, { featured: false })).json();
    expect(removed).toMatchObject({
      message: 'Forever Solar is no longer featured',
      tradesman: { featured: false, featuredUntil: null },
    });
    await feature(listing.id, { featured: false });
    const entries = await audits(listing.id);
    expect(entries.map((entry) => entry.action)).toEqual(['featured.set', 'featured.removed']);
  });

  it('features only a listing the directory shows as Verified; any badge can still be removed', async () => {
    const dayMs = 86_400_000;
    const refused = [
      await makeTradesman(db, { name: 'Pending Panels' }),
      await makeTradesman(db, { name: 'Rejected Roofs', verificationStatus: 'rejected' }),
      // Approved, but its insurance lapsed yesterday: the directory no longer shows the badge.
      await makeTradesman(db, {
        name: 'Lapsed Lofts',
        verificationStatus: 'verified',
        isVerified: true,
        verifiedUntil: new Date(Date.now() - dayMs),
        featured: true,
        featuredUntil: new Date(Date.now() + 7 * dayMs),
      }),
    ];
    for (const listing of refused) {
      const response = await feature(listing.id, { featured: true, duration: 'permanent' });
      expect([response.status, await response.json()]).toEqual([
        400,
        { error: 'Only verified listings can be featured.' },
      ]);
      expect(await audits(listing.id)).toHaveLength(0);
    }
    const lapsed = refused[2]?.id ?? 0;
    const [stored] = await db.select().from(tradesmen).where(eq(tradesmen.id, lapsed));
    expect(stored?.featuredUntil?.getTime()).toBeLessThan(Date.now() + 8 * dayMs);
    expect((await feature(lapsed, { featured: false })).status).toBe(200);
    // The featured screen's list shows the badge as the directory does, so it offers none of these.
    const list = await call(
      bindings,
      'GET',
      '/api/admin/tradesman-applications?status=all&q=Lapsed%20Lofts',
      { token: admin.token },
    );
    expect(await list.json()).toEqual([expect.objectContaining({ isVerified: false })]);
  });

  it("needs one of the five durations, with the product's message", async () => {
    const listing = await makeTradesman(db);
    const response = await feature(listing.id, { featured: true, duration: '5' });
    expect([response.status, await response.json()]).toEqual([
      400,
      { error: 'Missing Information - Please select a tradesman and specify duration.' },
    ]);
  });
});
