// The bulk import (docs/product/business-side.md §5 CSV import, §9 defaults). The preview is a dry
// run of the same steps with the same duplicate check, so it shows exactly what the import will do.
import type { ResultSet } from '@libsql/client';
import { type SQL, sql } from 'drizzle-orm';
import {
  checkImportRows,
  type ImportItems,
  type ImportRefusal,
  type ImportRow,
  importKey,
  importMessages,
} from '../../../schema/rules';
import { type TradesmanRow, tradesmen } from '../../../schema/tables/listings';
import type { Database } from '../../db';
import { type Actor, completeLatestAudit, recordAudit } from '../audit/log';

/** Rows per statement: 13 parameters each stays far below SQLite's 32,766 per statement. */
const importChunkRows = 500;

/** An import never grants a paid plan, whatever its file says: that takes a subscription. */
const importedPlan = { plan: 'free', billing: 'monthly' } as const satisfies Pick<
  TradesmanRow,
  'plan' | 'billing'
>;

/**
 * One SELECT per chunk of rows, as listings' columns, leaving out any row whose name and e-mail match
 * a stored listing (the import key, ignoring case); `columns` picks what each SELECT answers. The
 * import inserts what these select and the preview only reads them, so both find the same rows.
 */
function newListingsSelects(rows: readonly ImportRow[], columns: SQL) {
  const now = Date.now();
  const selects: SQL[] = [];
  for (let start = 0; start < rows.length; start += importChunkRows) {
    const values = rows.slice(start, start + importChunkRows).map(
      (row) =>
        sql`(${row.name}, ${row.description}, ${JSON.stringify(row.services)}, ${row.location},
          ${JSON.stringify(row.credentials)}, ${row.contactEmail}, ${row.contactPhone || null},
          ${row.logoUrl || null}, ${importedPlan.plan}, ${importedPlan.billing},
          ${row.verificationNotes || null}, ${now}, ${now})`,
    );
    selects.push(sql`select ${columns} from (values ${sql.join(values, sql`, `)}) as v
      where not exists (select 1 from ${tradesmen} as t
        where t.contact_email is v.column6 and lower(t.name) = lower(v.column1))`);
  }
  return selects;
}

/** The import keys of the listings the statements answered (name and contact_email columns). */
function keysOf(results: readonly unknown[]) {
  const keys = new Set<string>();
  for (const result of results) {
    for (const row of (result as ResultSet).rows) {
      keys.add(
        importKey(String(row.name), row.contact_email === null ? null : String(row.contact_email)),
      );
    }
  }
  return keys;
}

/** The preview's step: which rows the import would create, read and nothing written. */
async function listingsToCreate(db: Database, rows: readonly ImportRow[]) {
  const [first, ...rest] = newListingsSelects(
    rows,
    sql`v.column1 as name, v.column6 as contact_email`,
  ).map((select) => db.run(select));
  return first ? keysOf(await db.batch([first, ...rest])) : new Set<string>();
}

/**
 * Inserts the rows as new pending, free, unowned listings in ONE batch (one transaction, one round
 * trip), skipping any that match a stored listing — checked inside each INSERT, so two imports at
 * once cannot double a listing. Rows must already be unique among themselves. Answers which rows
 * were created; the audit row records the counts, even when no row was valid (the attempt shows).
 */
async function createListings(
  db: Database,
  actor: Actor,
  rows: readonly ImportRow[],
  summary: { total: number; invalid: number; duplicatesInFile: number },
) {
  const inserts = newListingsSelects(rows, sql`*`).map((select) =>
    db.run(sql`insert into ${tradesmen} (name, description, services, location, credentials,
        contact_email, contact_phone, logo_url, plan, billing, verification_notes, created_at,
        updated_at)
      ${select}
      returning name, contact_email`),
  );
  const audit = recordAudit(db, actor, {
    action: 'import.run',
    targetType: 'import',
    targetId: null,
    after: sql`json_object('total', ${summary.total}, 'invalid', ${summary.invalid},
      'duplicatesInFile', ${summary.duplicatesInFile},
      'lastIdBefore', (select coalesce(max(id), 0) from ${tradesmen}))`,
  });
  // The batch is one transaction, so every listing above lastIdBefore is one of this import's.
  const countCreated = completeLatestAudit(
    db,
    'created',
    (after) =>
      sql`(select count(*) from ${tradesmen} where id > json_extract(${after}, '$.lastIdBefore'))`,
    'lastIdBefore',
  );
  const results = await db.batch([audit, ...inserts, countCreated]);
  return keysOf(results.slice(1, -1));
}

export interface ImportOutcome {
  /** Listings created (by the preview: that the import would create). */
  created: number;
  /** Data rows in the file. */
  total: number;
  /** Every row not imported, by its row number in the file, with why. */
  skipped: ImportRefusal[];
}

/**
 * Imports the file's rows, or with `dryRun` answers what the import would do and writes nothing,
 * not even the audit row: refused rows, duplicates of an earlier row, duplicates of a listing.
 */
export async function importTradesmen(
  db: Database,
  actor: Actor,
  items: ImportItems,
  { dryRun }: { dryRun: boolean },
): Promise<ImportOutcome> {
  const { accepted, refused, invalid, duplicatesInFile } = checkImportRows(items);
  const rows = accepted.map(({ data }) => data);
  const created = dryRun
    ? await listingsToCreate(db, rows)
    : await createListings(db, actor, rows, { total: items.length, invalid, duplicatesInFile });
  const existing = accepted
    .filter(({ data }) => !created.has(importKey(data.name, data.contactEmail)))
    .map(({ row, data }) => ({ row, name: data.name, reason: importMessages.duplicateExisting }));
  return {
    created: created.size,
    total: items.length,
    skipped: [...refused, ...existing].sort((a, b) => a.row - b.row),
  };
}
