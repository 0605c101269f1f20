import { describe, expect, it } from 'vitest';
import { verificationDocuments } from '../../../schema/tables';
import { expectAdminOnly } from '../../test/admin-access';
import { makeTradesman, makeUser, signedIn } from '../../test/factories';
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

  it('names each target as it is called now, and a deleted one by the name its entry kept', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    const admin = await signedIn(bindings, db, 'admin');
    const as = { token: admin.token };
    const promoted = await makeUser(db, { name: 'Rosa Resident', email: 'rosa@example.com' });
    const leaving = await makeUser(db, { name: 'Lee Leaving', email: 'lee@example.com' });
    const listing = await makeTradesman(db, { name: 'Named Lofts' });
    const [document] = await db
      .insert(verificationDocuments)
      .values({
        tradesmanId: listing.id,
        documentType: 'insurance',
        documentName: 'Insurance 2026.pdf',
        documentUrl: `verification/${listing.id}/insurance.pdf`,
      })
      .returning();
    await call(bindings, 'PUT', `/api/admin/users/${promoted.id}/role`, {
      ...as,
      body: { role: 'editor' },
    });
    await call(bindings, 'POST', `/api/admin/reject-tradesman/${listing.id}`, {
      ...as,
      body: { notes: 'No insurance on file' },
    });
    await call(bindings, 'PUT', `/api/admin/verification-documents/${document?.id}`, {
      ...as,
      body: { status: 'rejected', notes: 'Unreadable' },
    });
    await call(bindings, 'DELETE', `/api/admin/users/${leaving.id}`, as);

    const { entries } = await (await call(bindings, 'GET', '/api/admin/audit', as)).json();
    const named = entries.map((entry: Record<string, unknown>) => [
      entry.action,
      entry.targetName,
      entry.targetDeleted,
    ]);
    expect(named).toEqual([
      ['user.deleted', 'Lee Leaving', true],
      ['document.reviewed', 'Insurance 2026.pdf, Named Lofts', false],
      ['application.rejected', 'Named Lofts', false],
      ['user.role_changed', 'Rosa Resident (rosa@example.com)', false],
    ]);
  });
});
