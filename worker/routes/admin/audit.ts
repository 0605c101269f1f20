import { Hono } from 'hono';
import { auditQueryRules } from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { allow } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { listAudit } from '../../services/audit/log';

/** GET /api/admin/audit?action=&page= — the dashboard's audit trail, newest first. */
export const auditRoutes = new Hono<AppEnv>()
  .use(allow('admin'))
  .get('/', validate('query', auditQueryRules), async (c) =>
    c.json(await listAudit(c.var.db, c.req.valid('query'))),
  );
