import { env } from 'cloudflare:test';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  quoteRequests,
  sessions,
  storedObjects,
  tradesmen,
  users,
  verificationDocuments,
} from '../../../schema/tables';
import { deleteUser, updateUser } from '../../services/flows/admin-users';
import { expectAdminOnly } from '../../test/admin-access';
import { makeTradesman, makeUser, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';
import { resetLinkFor, resetWith } from '../../test/reset-link';
import { stripe } from '../../test/stripe';

const bindings = freshBindings();
const db = databaseOf(bindings);

const auditCount = async (action: string) =>
  (
    await db
      .select({ n: count() })
      .from(auditLog)
      .where(eq(auditLog.action, action as 'user.created'))
  )[0]?.n;

describe('user management routes', () => {
  it('are refused to visitors and every role but admin', async () => {
    const target = await makeUser(db);
    const user = { name: 'N', email: 'n@example.com', role: 'editor', password: 'heatpump2' };
    await expectAdminOnly(bindings, db, 'GET', '/api/users');
    await expectAdminOnly(bindings, db, 'POST', '/api/admin/users', user);
    await expectAdminOnly(bindings, db, 'PUT', `/api/admin/users/${target.id}`, user);
    await expectAdminOnly(bindings, db, 'PUT', `/api/admin/users/${target.id}/role`, {
      role: 'editor',
    });
    await expectAdminOnly(bindings, db, 'DELETE', `/api/admin/users/${target.id}`);
    expect(await db.select().from(users).where(eq(users.id, target.id))).toHaveLength(1);
  });

  it('creates a user with one audit row that holds no password', async () => {
    const admin = await signedIn(bindings, db, 'admin');
    const before = await auditCount('user.created');
    const body = {
      name: 'Eddie Editor',
      email: 'Eddie@Example.com',
      role: 'editor',
      password: 'heatpump2',
    };
    const response = await call(bindings, 'POST', '/api/admin/users', { token: admin.token, body });
    expect(response.status).toBe(201);
    const created = await response.json();
    expect(created).toMatchObject({
      name: 'Eddie Editor',
      email: 'eddie@example.com',
      role: 'editor',
      isActive: true,
    });
    expect(created).not.toHaveProperty('passwordHash');
    expect(await auditCount('user.created')).toBe((before ?? 0) + 1);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.targetId, created.id));
    expect(entry).toMatchObject({ actorId: admin.user.id, targetType: 'user', before: null });
    expect(JSON.stringify(entry)).not.toMatch(/heatpump2|password/i);

    const again = await call(bindings, 'POST', '/api/admin/users', { token: admin.token, body });
    expect(again.status).toBe(409);
    expect(await auditCount('user.created')).toBe((before ?? 0) + 1);
  });

  it.each([
    ['123', 'Password must be at least 6 characters'],
    ['password123', 'This password is too common. Please choose another.'],
  ])(
    "refuses the password %s with the registration rule's message, creating nobody",
    async (password, error) => {
      const admin = await signedIn(bindings, db, 'admin');
      const email = `refused-${crypto.randomUUID().slice(0, 8)}@example.com`;
      const response = await call(bindings, 'POST', '/api/admin/users', {
        token: admin.token,
        body: { name: 'N', email, role: 'editor', password },
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error });
      expect(await db.select().from(users).where(eq(users.email, email))).toEqual([]);
    },
  );

  it('lists users by name or e-mail search and role, a page at a time with the total in headers', async () => {
    const admin = await signedIn(bindings, db, 'admin');
    for (let n = 0; n < 3; n++) await makeUser(db, { name: `Zebra Person ${n}`, role: 'editor' });
    await makeUser(db, { name: 'Zebra Resident', role: 'resident' });
    const response = await call(
      bindings,
      'GET',
      '/api/users?q=zebra&role=editor&pageSize=2&page=2',
      {
        token: admin.token,
      },
    );
    expect(response.headers.get('x-total-count')).toBe('3');
    expect(response.headers.get('x-page')).toBe('2');
    const list = await response.json();
    expect(list.map((user: { name: string }) => user.name)).toEqual(['Zebra Person 2']);
  });

  it('edits a user and signs them out when deactivated, with one audit row', async () => {
    const admin = await signedIn(bindings, db, 'admin');
    const target = await signedIn(bindings, db, 'resident');
    const body = {
      name: 'Renamed',
      email: target.user.email,
      role: 'resident',
      isVerified: true,
      isActive: false,
    };
    const response = await call(bindings, 'PUT', `/api/admin/users/${target.user.id}`, {
      token: admin.token,
      body,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      name: 'Renamed',
      isVerified: true,
      isActive: false,
    });
    expect(
      await db.select().from(sessions).where(eq(sessions.userId, target.user.id)),
    ).toHaveLength(0);
    expect((await call(bindings, 'GET', '/api/auth/me', { token: target.token })).status).toBe(401);
    const entries = await db.select().from(auditLog).where(eq(auditLog.targetId, target.user.id));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'user.updated',
      before: { isActive: true },
      after: { isActive: false },
    });
  });

  it("retires the reset links mailed to a user's old address when their e-mail changes", async () => {
    const admin = await signedIn(bindings, db, 'admin');
    const edit = (user: { id: number; name: string }, email: string) =>
      call(bindings, 'PUT', `/api/admin/users/${user.id}`, {
        token: admin.token,
        body: { name: `${user.name} edited`, email, role: 'resident' },
      });
    const moved = await makeUser(db);
    const movedLink = await resetLinkFor(bindings, db, moved.email);
    expect((await edit(moved, `moved-${crypto.randomUUID().slice(0, 8)}@example.com`)).status).toBe(
      200,
    );
    expect((await resetWith(bindings, movedLink)).status).toBe(400);

    const renamed = await makeUser(db);
    const renamedLink = await resetLinkFor(bindings, db, renamed.email);
    expect((await edit(renamed, renamed.email)).status).toBe(200);
    expect((await resetWith(bindings, renamedLink)).status).toBe(200);
  });

  it('changes a role, ending the sessions of the user', async () => {
    const admin = await signedIn(bindings, db, 'admin');
    const target = await signedIn(bindings, db, 'resident');
    const response = await call(bindings, 'PUT', `/api/admin/users/${target.user.id}/role`, {
      token: admin.token,
      body: { role: 'editor' },
    });
    expect(await response.json()).toMatchObject({
      message: 'User role updated successfully',
      user: { role: 'editor' },
    });
    expect((await call(bindings, 'GET', '/api/auth/me', { token: target.token })).status).toBe(401);
    expect(
      await db.select().from(auditLog).where(eq(auditLog.targetId, target.user.id)),
    ).toHaveLength(1);
  });
});

describe('admins protecting themselves and the last admin', () => {
  it('refuses self-delete and self-demotion and writes no audit row', async () => {
    const scoped = freshBindings();
    const scopedDb = databaseOf(scoped);
    const admin = await signedIn(scoped, scopedDb, 'admin');
    await signedIn(scoped, scopedDb, 'admin');
    const self = `/api/admin/users/${admin.user.id}`;
    const deleting = await call(scoped, 'DELETE', self, { token: admin.token });
    expect([deleting.status, await deleting.json()]).toEqual([
      403,
      { error: 'You cannot delete your own account.' },
    ]);
    const demoting = await call(scoped, 'PUT', `${self}/role`, {
      token: admin.token,
      body: { role: 'editor' },
    });
    expect([demoting.status, await demoting.json()]).toEqual([
      403,
      { error: 'You cannot change your own role.' },
    ]);
    expect(await scopedDb.select().from(auditLog)).toHaveLength(0);
  });

  it('never removes, demotes or deactivates the last active admin, even with two admins racing', async () => {
    const scoped = freshBindings();
    const scopedDb = databaseOf(scoped);
    const first = await signedIn(scoped, scopedDb, 'admin');
    const second = await signedIn(scoped, scopedDb, 'admin');
    // Each deletes the other at the same moment: exactly one may succeed.
    const results = await Promise.all([
      call(scoped, 'DELETE', `/api/admin/users/${second.user.id}`, { token: first.token }),
      call(scoped, 'DELETE', `/api/admin/users/${first.user.id}`, { token: second.token }),
    ]);
    const statuses = results.map((response) => response.status).sort();
    expect(statuses[0]).toBe(200);
    expect([401, 409]).toContain(statuses[1]);
    const admins = await scopedDb.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
    expect(await scopedDb.select().from(auditLog)).toHaveLength(1);
  });

  it('keeps one active admin when two admins demote or deactivate each other at once', async () => {
    const scoped = freshBindings();
    const scopedDb = databaseOf(scoped);
    const first = await signedIn(scoped, scopedDb, 'admin');
    const second = await signedIn(scoped, scopedDb, 'admin');
    await makeUser(scopedDb, { role: 'admin', isActive: false });
    const results = await Promise.all([
      call(scoped, 'PUT', `/api/admin/users/${second.user.id}/role`, {
        token: first.token,
        body: { role: 'resident' },
      }),
      call(scoped, 'PUT', `/api/admin/users/${first.user.id}`, {
        token: second.token,
        body: { name: 'First', email: first.user.email, role: 'admin', isActive: false },
      }),
    ]);
    const statuses = results.map((response) => response.status).sort();
    expect(statuses[0]).toBe(200);
    // The loser is refused by the guard (409), or finds itself already signed out or demoted.
    expect([401, 403, 409]).toContain(statuses[1]);
    const activeAdmins = await scopedDb.select().from(users).where(eq(users.role, 'admin'));
    expect(activeAdmins.filter((user) => user.isActive)).toHaveLength(1);
    expect(await scopedDb.select().from(auditLog)).toHaveLength(1);
  });
});

describe('the last-admin guard inside the statements', () => {
  // With one active admin, only that admin could act, and the self rules stop them first; an
  // actor who is not in the table (say, a second admin whose request raced ahead) reaches the
  // guard itself.
  const outsider = { id: 999_999, email: 'racer@example.com' };

  it('refuses to delete, demote or deactivate the only active admin and records nothing', async () => {
    const scopedDb = databaseOf(freshBindings());
    const only = await makeUser(scopedDb, { role: 'admin' });
    await expect(deleteUser(scopedDb, stripe, outsider, only.id)).rejects.toThrow(
      'The last active admin cannot be removed, demoted or deactivated.',
    );
    await expect(
      updateUser(scopedDb, outsider, only.id, { role: 'editor' }, new Date()),
    ).rejects.toThrow('The last active admin cannot be removed, demoted or deactivated.');
    const deactivate = {
      name: only.name,
      email: only.email,
      role: 'admin' as const,
      isTradesman: false,
      isVerified: false,
      isActive: false,
    };
    await expect(updateUser(scopedDb, outsider, only.id, deactivate, new Date())).rejects.toThrow(
      /last active admin/,
    );
    expect(await scopedDb.select().from(users).where(eq(users.id, only.id))).toMatchObject([
      { role: 'admin', isActive: true },
    ]);
    expect(await scopedDb.select().from(auditLog)).toHaveLength(0);
  });
});

describe('deleting a tradesperson', () => {
  it('removes their listing and private files, keeps the quote requests and says so', async () => {
    const admin = await signedIn(bindings, db, 'admin');
    const owner = await makeUser(db, { role: 'tradesperson', isTradesman: true });
    const listing = await makeTradesman(db, { ownerId: owner.id, name: 'Leaving Ltd' });
    const key = `verification/${owner.id}/insurance.pdf`;
    await env.FILES.put(key, 'pdf');
    await db.insert(storedObjects).values({
      key,
      purpose: 'verification-document',
      ownerId: owner.id,
      contentType: 'application/pdf',
      size: 3,
      status: 'ready',
    });
    await db.insert(verificationDocuments).values({
      tradesmanId: listing.id,
      documentType: 'insurance',
      documentName: 'Insurance',
      documentUrl: key,
    });
    await db.insert(quoteRequests).values({
      tradesmanId: listing.id,
      tradesmanName: 'Leaving Ltd',
      propertySize: '2 bed',
      timeline: 'flexible',
      description: 'Solar',
      customerName: 'Ann',
      customerEmail: 'ann@example.com',
      customerPhone: '01234',
    });

    const response = await call(bindings, 'DELETE', `/api/admin/users/${owner.id}`, {
      token: admin.token,
    });
    expect(await response.json()).toEqual({
      message: 'User deleted successfully',
      listingsDeleted: 1,
      quoteRequestsKept: 1,
      filesDeleted: 1,
      summary:
        'Their listing was removed from the directory with its verification documents and reviews. 1 quote request(s) stay with the homeowners who sent them.',
    });
    expect(await db.select().from(tradesmen).where(eq(tradesmen.id, listing.id))).toHaveLength(0);
    expect(await env.FILES.head(key)).toBeNull();
    expect(await db.select().from(storedObjects).where(eq(storedObjects.key, key))).toHaveLength(0);
    const [quote] = await db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.tradesmanName, 'Leaving Ltd'));
    expect(quote).toMatchObject({ tradesmanId: null });
    expect(await db.select().from(auditLog).where(eq(auditLog.targetId, owner.id))).toHaveLength(1);
  });
});
