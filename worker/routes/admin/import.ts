import { Hono } from 'hono';
import { bulkImportRules } from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { allow, currentUser } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { importTradesmen } from '../../services/listings/bulk-import';

/**
 * POST /api/admin/bulk-import-tradesmen (docs/product/business-side.md §5, §7). Every valid row is
 * imported in one atomic batch; invalid rows and duplicates (of a listing or of an earlier row) are
 * skipped and reported by their row in the file, not fatal. `dryRun: true` is the preview: the same
 * answer, with nothing written or audited.
 */
export const importRoutes = new Hono<AppEnv>()
  .use(allow('admin'))
  .post('/bulk-import-tradesmen', validate('json', bulkImportRules), async (c) => {
    const { tradesmen, dryRun } = c.req.valid('json');
    return c.json(await importTradesmen(c.var.db, currentUser(c), tradesmen, { dryRun }));
  });
