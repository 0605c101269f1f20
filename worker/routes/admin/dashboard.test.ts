import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../../../schema/tables';
import { makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';

describe('admin dashboard API', () => {
  it('counts tradesmen, users, subscribers and quotes for admins only', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    const admin = await signedIn(bindings, db, 'admin');
    const editor = await signedIn(bindings, db, 'editor');
    await makeTradesman(db);
    const stats = await call(bindings, 'GET', '/api/admin/stats', { token: admin.token });
    expect(await stats.json()).toEqual({ tradesmen: 1, users: 2, subscribers: 0, quotes: 0 });
    expect((await call(bindings, 'GET', '/api/admin/stats', { token: editor.token })).status).toBe(
      403,
    );
    expect((await call(bindings, 'GET', '/api/admin/stats')).status).toBe(401);
  });

  it('exports applications as a dated CSV with formulas neutralised', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    const admin = await signedIn(bindings, db, 'admin');
    await makeTradesman(db, {
      name: '=HYPERLINK("http://evil")',
      paymentIntentId: 'pi_1',
      plan: 'starter',
    });
    const response = await call(bindings, 'GET', '/api/admin/tradesman-csv', {
      token: admin.token,
    });
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toMatch(
      /tradesman-applications-\d{4}-\d{2}-\d{2}\.csv/,
    );
    const [header, row] = (await response.text()).split('\r\n');
    expect(header).toBe(
      'id,name,email,phone,location,services,credentials,plan,billing,verificationStatus,paymentStatus,registrationDate',
    );
    expect(row).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(row).toContain('starter,monthly,pending,paid,');
  });
});

describe('GET /api/admin/mail', () => {
  it('lists the outbox newest first for admins only', async () => {
    const bindings = freshBindings();
    const db = databaseOf(bindings);
    const admin = await signedIn(bindings, db, 'admin');
    const resident = await signedIn(bindings, db, 'resident');
    await db.insert(mailOutbox).values([
      { to: 'a@example.com', subject: 'First', body: 'x', template: 't' },
      { to: 'b@example.com', subject: 'Second', body: 'y', template: 't' },
    ]);
    const list = await (
      await call(bindings, 'GET', '/api/admin/mail', { token: admin.token })
    ).json();
    expect(list.map((mail: { subject: string }) => mail.subject)).toEqual(['Second', 'First']);
    // Outside production the whole body is served: dev and e2e read links from it.
    expect(list[0].body).toBe('y');
    expect((await call(bindings, 'GET', '/api/admin/mail', { token: resident.token })).status).toBe(
      403,
    );
  });

  it('never serves mail bodies (links, temporary passwords) in production', async () => {
    const bindings = { ...freshBindings(), APP_ENV: 'production' };
    const db = databaseOf(bindings);
    const admin = await signedIn(bindings, db, 'admin');
    const body = 'Reset: https://example.com/reset-password?token=secret\nTemporary password: Xy12';
    await db
      .insert(mailOutbox)
      .values({ to: 'a@example.com', subject: 'Reset', body, template: 't' });
    const list = await (
      await call(bindings, 'GET', '/api/admin/mail', { token: admin.token })
    ).json();
    expect(list).toEqual([
      expect.objectContaining({ to: 'a@example.com', subject: 'Reset', template: 't', body: null }),
    ]);
    expect(JSON.stringify(list)).not.toContain('secret');
  });
});
