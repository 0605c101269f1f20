import { describe, expect, it } from 'vitest';
import { expectAdminOnly } from '../../test/admin-access';
import { makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';

describe('GET /api/admin/audit', () => {
  it('lists admin actions newest first, filtered by action, for admins only', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    await expectAdminOnly(bindings, db, 'GET', '/api/admin/audit');
    const admin = await signedIn(bindings, db, 'admin');
    const listing = await makeTradesman(db, {
      name: 'Audited Ltd',
      verificationStatus: 'verified',
      isVerified: true,
    });
    const featured = { featured: true, duration: '7' };
    await call(bindings, 'PUT', `/api/admin/tradesmen/${listing.id}/featured`, {
      token: admin.token,
      body: featured,
    });
    await call(bindings, 'PUT', `/api/admin/tradesmen/${listing.id}/featured`, {
      token: admin.token,
      body: { featured: false },
    });

    const all = await (
      await call(bindings, 'GET', '/api/admin/audit', { token: admin.token })
    ).json();
    expect(all).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    expect(all.entries.map((entry: { action: string }) => entry.action)).toEqual([
      'featured.removed',
      'featured.set',
    ]);
    expect(all.entries[1]).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      targetType: 'tradesman',
      targetId: listing.id,
      before: { featured: false, featuredUntil: null },
      after: { featured: true },
    });

    const filtered = await call(bindings, 'GET', '/api/admin/audit?action=featured.set', {
      token: admin.token,
    });
    expect((await filtered.json()).entries).toHaveLength(1);
    expect(
      (await call(bindings, 'GET', '/api/admin/audit?action=nope', { token: admin.token })).status,
    ).toBe(400);
  });
});
