import { count, eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { importMessages, importRowFromCsv } from '../../../schema/rules';
import { auditLog, tradesmen } from '../../../schema/tables';
import { expectAdminOnly } from '../../test/admin-access';
import { makeTradesman, signedIn } from '../../test/factories';
import { call, databaseOf, freshBindings } from '../../test/harness';

const path = '/api/admin/bulk-import-tradesmen';
/** Firm `n` of an import, on row n + 1 of its file (the header is row 1). */
const row = (n: number, prefix: string, fileRow = n + 1) =>
  importRowFromCsv(
    {
      name: `${prefix} Retrofit ${n}`,
      'site.company_insights.description': `Insulation and heat pumps, firm ${n}`,
      email_2: `${prefix.toLowerCase()}${n}@example.com`,
      phone: `01727 ${String(n).padStart(6, '0')}`,
    },
    fileRow,
  );

async function setUp() {
  const bindings = freshBindings();
  const db = databaseOf(bindings);
  const admin = await signedIn(bindings, db, 'admin');
  const importRows = async (rows: unknown[], dryRun?: boolean) => {
    const response = await call(bindings, 'POST', path, {
      token: admin.token,
      body: { tradesmen: rows, dryRun },
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
  const audits = async () =>
    (await db.select().from(auditLog).where(eq(auditLog.action, 'import.run'))).length;
  return { bindings, db, importRows, named, audits };
}

describe('POST /api/admin/bulk-import-tradesmen', () => {
  it('is refused to visitors and every role but admin, dry run or not', async () => {
    const { bindings, db, named } = await setUp();
    await expectAdminOnly(bindings, db, 'POST', path, { tradesmen: [row(1, 'Refused')] });
    await expectAdminOnly(bindings, db, 'POST', path, {
      tradesmen: [row(1, 'Refused')],
      dryRun: true,
    });
    expect(await named('Refused')).toBe(0);
  });

  it('imports 5,000 rows in one request with the import defaults and one audit row', async () => {
    const { db, importRows, named } = await setUp();
    const rows = Array.from({ length: 5000 }, (_, n) => row(n, 'Bulk', n + 2));
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

  it('refuses 5,001 rows whole, as a preview or an import, and writes nothing', async () => {
    const { importRows, named, audits } = await setUp();
    const rows = Array.from({ length: 5001 }, (_, n) => row(n, 'Over', n + 2));
    const refusal = { status: 400, body: { error: importMessages.tooMany } };
    expect(await importRows(rows, true)).toEqual(refusal);
    expect(await importRows(rows)).toEqual(refusal);
    expect(await named('Over')).toBe(0);
    expect(await audits()).toBe(0);
  });

  it('reports every row not imported by its row in the file, with its reason', async () => {
    const { importRows, named } = await setUp();
    // Rows 3 and 6 of the file were blank, so the rows sent skip those numbers.
    const rows = [
      row(1, 'Mixed', 2),
      { ...row(2, 'Mixed', 4), contactEmail: 'not-an-email' },
      { ...row(3, 'Mixed', 5), name: '' },
      row(4, 'Mixed', 7),
      { ...row(1, 'Mixed', 8), name: 'MIXED RETROFIT 1' },
    ];
    const { body } = await importRows(rows);
    expect(body).toEqual({
      created: 2,
      total: 5,
      skipped: [
        { row: 4, name: 'Mixed Retrofit 2', reason: importMessages.email },
        { row: 5, name: '', reason: importMessages.name },
        { row: 8, name: 'MIXED RETROFIT 1', reason: 'Same name and e-mail as row 2 of this file' },
      ],
    });
    expect(await named('Mixed')).toBe(2);
  });

  it('needs each row number in the file, in order', async () => {
    const { importRows } = await setUp();
    const refusal = { status: 400, body: { error: importMessages.rowNumbers } };
    expect(await importRows([{ name: 'No Row Retrofit' }])).toEqual(refusal);
    expect(await importRows([row(1, 'Order', 3), row(2, 'Order', 2)])).toEqual(refusal);
  });

  it('refuses names with markup or a formula, with the reason, and stores none of them', async () => {
    const { db, importRows } = await setUp();
    const names = [
      '<b>Bold</b> Retrofit',
      '<script>alert(1)</script>',
      '=HYPERLINK("http://evil.example","Retrofit")',
      '+44 Retrofit',
      '-1 Retrofit',
      '@Retrofit',
    ];
    const { body } = await importRows(
      names.map((name, index) => ({ ...row(index, 'Bad', index + 2), name })),
    );
    expect(body).toEqual({
      created: 0,
      total: 6,
      skipped: [
        { row: 2, name: names[0], reason: importMessages.nameMarkup },
        { row: 3, name: names[1], reason: importMessages.nameMarkup },
        { row: 4, name: names[2], reason: importMessages.nameFormula },
        { row: 5, name: names[3], reason: importMessages.nameFormula },
        { row: 6, name: names[4], reason: importMessages.nameFormula },
        { row: 7, name: names[5], reason: importMessages.nameFormula },
      ],
    });
    expect(await db.select().from(tradesmen).where(like(tradesmen.contactEmail, 'bad%'))).toEqual(
      [],
    );
  });

  it('skips duplicates of listings and within the file instead of doubling them', async () => {
    const { db, importRows, named } = await setUp();
    await makeTradesman(db, { name: 'Dup Retrofit 1', contactEmail: 'dup1@example.com' });
    const rows = [row(1, 'Dup'), row(2, 'Dup'), { ...row(2, 'Dup', 4), name: 'DUP RETROFIT 2' }];
    const { body } = await importRows(rows);
    expect(body).toEqual({
      created: 1,
      total: 3,
      skipped: [
        { row: 2, name: 'Dup Retrofit 1', reason: importMessages.duplicateExisting },
        { row: 4, name: 'DUP RETROFIT 2', reason: 'Same name and e-mail as row 3 of this file' },
      ],
    });
    expect((await importRows(rows)).body.created).toBe(0);
    expect(await named('Dup')).toBe(2);
  });

  it('previews exactly what the import then does, writing and auditing nothing', async () => {
    const { db, importRows, named, audits } = await setUp();
    await makeTradesman(db, { name: 'Same Retrofit 2', contactEmail: 'same2@example.com' });
    const rows = [
      row(1, 'Same'),
      row(2, 'Same'),
      { ...row(3, 'Same'), name: '=1+2' },
      { ...row(1, 'Same', 5), name: 'same retrofit 1' },
      ...Array.from({ length: 600 }, (_, n) => row(n + 10, 'Same', n + 10)),
    ];
    const preview = await importRows(rows, true);
    expect(preview.status).toBe(200);
    expect(preview.body).toMatchObject({
      created: 601,
      total: 604,
      skipped: [
        { row: 3, reason: importMessages.duplicateExisting },
        { row: 4, reason: importMessages.nameFormula },
        { row: 5, reason: 'Same name and e-mail as row 2 of this file' },
      ],
    });
    expect(await named('Same')).toBe(1);
    expect(await audits()).toBe(0);

    expect(await importRows(rows)).toEqual(preview);
    expect(await named('Same')).toBe(602);
    expect(await audits()).toBe(1);
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
        { row: 2, name: 'Ctrl Retrofit 1', reason: multiLine },
        { row: 3, name: 'Ctrl Retrofit 2', reason: multiLine },
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
