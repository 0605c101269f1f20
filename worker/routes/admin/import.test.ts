import { count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importRowFromCsv } from '../../../schema/rules';
import { auditLog, tradesmen } from '../../../schema/tables';
import { expectAdminOnly } from '../../test/admin-access';
import { makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';

const path = '/api/admin/bulk-import-tradesmen';
const row = (n: number, prefix: string) =>
  importRowFromCsv({
    name: `${prefix} Retrofit ${n}`,
    'site.company_insights.description': `Insulation and heat pumps, firm ${n}`,
    email_2: `${prefix.toLowerCase()}${n}@example.com`,
    phone: `01727 ${String(n).padStart(6, '0')}`,
  });

async function setUp() {
  const bindings = freshBindings();
  const db = databaseOf(bindings);
  const admin = await signedIn(bindings, db, 'admin');
  const importRows = async (rows: unknown[]) => {
    const response = await call(bindings, 'POST', path, {
      token: admin.token,
      body: { tradesmen: rows },
    });
    return { status: response.status, body: await response.json() };
  };
  const named = async (prefix: string) =>
    (
      await db
        .select({ n: count() })
        .from(tradesmen)
        .where(like(tradesmen.name, `${prefix} %`))
    )[0]?.n;
  return { bindings, db, importRows, named };
}

describe('POST /api/admin/bulk-import-tradesmen', () => {
  it('is refused to visitors and every role but admin', async () => {
    const { bindings, db, named } = await setUp();
    await expectAdminOnly(bindings, db, 'POST', path, { tradesmen: [row(1, 'Refused')] });
    expect(await named('Refused')).toBe(0);
  });

  it('imports 5,000 rows in one request with the import defaults and one audit row', async () => {
    const { db, importRows, named } = await setUp();
    const rows = Array.from({ length: 5000 }, (_, n) => row(n, 'Bulk'));
    const started = performance.now();
    const { status, body } = await importRows(rows);
    const seconds = (performance.now() - started) / 1000;
    console.log(`5,000-row import: ${seconds.toFixed(2)} s in one request`);
    expect(status).toBe(200);
    expect(body).toEqual({ created: 5000, total: 5000, skipped: [] });
    expect(await named('Bulk')).toBe(5000);
    const [sample] = await db.select().from(tradesmen).where(eq(tradesmen.name, 'Bulk Retrofit 7'));
    expect(sample).toMatchObject({
      location: 'Hertfordshire',
      services: ['Energy Efficient Assessments for Retrofit'],
      credentials: [],
      plan: 'free',
      billing: 'monthly',
      verificationStatus: 'pending',
      featured: false,
      ownerId: null,
      contactEmail: 'bulk7@example.com',
    });
    const entries = await db.select().from(auditLog).where(eq(auditLog.action, 'import.run'));
    expect(entries).toHaveLength(1);
    expect(entries[0]?.after).toEqual({
      total: 5000,
      created: 5000,
      invalid: 0,
      duplicatesInFile: 0,
    });
  });

  it('imports the good rows and reports a bad one with its reason', async () => {
    const { importRows, named } = await setUp();
    const rows = [
      row(1, 'Mixed'),
      { ...row(2, 'Mixed'), contactEmail: 'not-an-email' },
      row(3, 'Mixed'),
    ];
    const { body } = await importRows(rows);
    expect(body).toEqual({
      created: 2,
      total: 3,
      skipped: [{ row: 2, name: 'Mixed Retrofit 2', reason: 'E-mail is not a valid address' }],
    });
    expect(await named('Mixed')).toBe(2);
  });

  it('skips duplicates of listings and within the file instead of doubling them', async () => {
    const { db, importRows, named } = await setUp();
    await makeTradesman(db, { name: 'Dup Retrofit 1', contactEmail: 'dup1@example.com' });
    const rows = [row(1, 'Dup'), row(2, 'Dup'), { ...row(2, 'Dup'), name: 'DUP RETROFIT 2' }];
    const { body } = await importRows(rows);
    expect(body).toEqual({
      created: 1,
      total: 3,
      skipped: [
        {
          row: 1,
          name: 'Dup Retrofit 1',
          reason: 'A listing with this name and e-mail already exists',
        },
        { row: 3, name: 'DUP RETROFIT 2', reason: 'Same name and e-mail as row 2 of this import' },
      ],
    });
    expect((await importRows(rows)).body.created).toBe(0);
    expect(await named('Dup')).toBe(2);
  });

  it('puts every listing on the free plan, billed monthly, whatever plan the row names', async () => {
    const { db, importRows } = await setUp();
    const { body } = await importRows([
      { ...row(1, 'Paid'), plan: 'premium', billing: 'annual' },
      { ...row(2, 'Paid'), plan: 'no-such-plan' },
    ]);
    expect(body).toEqual({ created: 2, total: 2, skipped: [] });
    const stored = await db
      .select({ plan: tradesmen.plan, billing: tradesmen.billing })
      .from(tradesmen)
      .where(like(tradesmen.name, 'Paid %'));
    expect(stored).toEqual([
      { plan: 'free', billing: 'monthly' },
      { plan: 'free', billing: 'monthly' },
    ]);
  });

  it('reports a description or note with a control character and stores the row not at all', async () => {
    const { db, importRows, named } = await setUp();
    const multiLine = 'Must not contain control characters other than line breaks and tabs';
    const { body } = await importRows([
      { ...row(1, 'Ctrl'), description: 'Heat pumps\u0007 and solar' },
      { ...row(2, 'Ctrl'), verificationNotes: 'Checked\u001b[2J by phone' },
      { ...row(3, 'Ctrl'), description: 'Heat pumps\r\n\tand solar' },
    ]);
    expect(body).toEqual({
      created: 1,
      total: 3,
      skipped: [
        { row: 1, name: 'Ctrl Retrofit 1', reason: multiLine },
        { row: 2, name: 'Ctrl Retrofit 2', reason: multiLine },
      ],
    });
    expect(await named('Ctrl')).toBe(1);
    const [kept] = await db.select().from(tradesmen).where(eq(tradesmen.name, 'Ctrl Retrofit 3'));
    expect(kept?.description).toBe('Heat pumps\n\tand solar');
  });

  it('cuts descriptions to 500 characters and refuses an empty import', async () => {
    const { db, importRows } = await setUp();
    await importRows([{ ...row(1, 'Long'), description: 'x'.repeat(900) }]);
    const [long] = await db.select().from(tradesmen).where(eq(tradesmen.name, 'Long Retrofit 1'));
    expect(long?.description).toHaveLength(500);
    expect(await importRows([])).toEqual({
      status: 400,
      body: { error: 'Please parse CSV data first' },
    });
  });
});
