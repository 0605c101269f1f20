import { Hono } from 'hono';
import * as v from 'valibot';
import {
  bulkImportRules,
  type ImportRow,
  importMessages,
  importRowRules,
} from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { allow, currentUser } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { importKey, importListings } from '../../services/listings/decisions';

interface Skipped {
  /** 1-based position in the request's `tradesmen` list. */
  row: number;
  name: string;
  reason: string;
}

/** Valid rows, unique by name and e-mail within the file; the rest skipped with a reason. */
function sortRows(items: readonly unknown[]) {
  const accepted: { row: number; data: ImportRow }[] = [];
  const skipped: Skipped[] = [];
  const firstRowOf = new Map<string, number>();
  let invalid = 0;
  let duplicatesInFile = 0;
  items.forEach((item, index) => {
    const row = index + 1;
    const parsed = v.safeParse(importRowRules, item);
    const name =
      typeof (item as { name?: unknown })?.name === 'string' ? (item as { name: string }).name : '';
    if (!parsed.success) {
      invalid += 1;
      skipped.push({ row, name, reason: parsed.issues[0]?.message ?? 'Invalid row' });
      return;
    }
    const key = importKey(parsed.output.name, parsed.output.contactEmail);
    const first = firstRowOf.get(key);
    if (first !== undefined) {
      duplicatesInFile += 1;
      skipped.push({ row, name, reason: importMessages.duplicateInFile(first) });
      return;
    }
    firstRowOf.set(key, row);
    accepted.push({ row, data: parsed.output });
  });
  return { accepted, skipped, invalid, duplicatesInFile };
}

/**
 * POST /api/admin/bulk-import-tradesmen. Every valid row is imported in one atomic batch; invalid
 * rows and duplicates (of a listing or of an earlier row) are skipped and reported, not fatal.
 */
export const importRoutes = new Hono<AppEnv>()
  .use(allow('admin'))
  .post('/bulk-import-tradesmen', validate('json', bulkImportRules), async (c) => {
    const items = c.req.valid('json').tradesmen;
    const { accepted, skipped, invalid, duplicatesInFile } = sortRows(items);
    // Run (and recorded) even when nothing is valid: the audit shows the attempt and its counts.
    const created = await importListings(
      c.var.db,
      currentUser(c),
      accepted.map((row) => row.data),
      { total: items.length, invalid, duplicatesInFile },
    );
    for (const { row, data } of accepted) {
      if (!created.has(importKey(data.name, data.contactEmail))) {
        skipped.push({ row, name: data.name, reason: importMessages.duplicateExisting });
      }
    }
    skipped.sort((a, b) => a.row - b.row);
    return c.json({ created: created.size, total: items.length, skipped });
  });
