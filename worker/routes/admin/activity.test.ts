import { describe, expect, it } from 'vitest';
import { quoteRequests } from '../../../schema/tables';
import { expectAdminOnly } from '../../test/admin-access';
import { makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';

const weekMs = 7 * 86_400_000;

describe('GET /api/admin/activity', () => {
  it('counts quote requests, registrations and listings per week over 12 weeks, for admins only', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    await expectAdminOnly(bindings, db, 'GET', '/api/admin/activity');
    const admin = await signedIn(bindings, db, 'admin');
    const quote = {
      tradesmanName: 'T',
      propertySize: '2 bed',
      timeline: 'flexible',
      description: 'd',
      customerName: 'C',
      customerEmail: 'c@example.com',
      customerPhone: '1',
    };
    await db.insert(quoteRequests).values([
      { ...quote, createdAt: new Date() },
      { ...quote, createdAt: new Date() },
      { ...quote, createdAt: new Date(Date.now() - 3 * weekMs) },
      { ...quote, createdAt: new Date(Date.now() - 20 * weekMs) },
    ]);
    await makeTradesman(db);
    const { weeks } = await (
      await call(bindings, 'GET', '/api/admin/activity', { token: admin.token })
    ).json();
    expect(weeks).toHaveLength(12);
    expect(new Date(weeks[11].weekStart).getUTCDay()).toBe(1);
    expect(weeks[11]).toMatchObject({ quoteRequests: 2, registrations: 4, newListings: 1 });
    expect(
      weeks.reduce((sum: number, week: { quoteRequests: number }) => sum + week.quoteRequests, 0),
    ).toBe(3);
  });
});
