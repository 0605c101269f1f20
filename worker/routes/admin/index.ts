// Everything under /api/admin: one role check here, then one sub-app per admin screen. A new
// screen is a file beside this one and one `.route(...)` line below.
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { allow } from '../../lib/auth';
import { dashboardRoutes } from './dashboard';

export const adminRoutes = new Hono<AppEnv>().use(allow('admin')).route('/', dashboardRoutes);
