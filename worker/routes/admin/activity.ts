import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { allow } from '../../middleware/auth';
import { weeklyActivity } from '../../services/admin/dashboard';

/** GET /api/admin/activity — the dashboard chart's 12 weeks. */
export const activityRoutes = new Hono<AppEnv>()
  .use(allow('admin'))
  .get('/', async (c) => c.json(await weeklyActivity(c.var.db, new Date())));
