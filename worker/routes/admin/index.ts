// Everything under /api/admin: one role check here, then one sub-app per admin screen. A new
// screen is a file beside this one and one `.route(...)` line below.
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { allow } from '../../lib/auth';
import { activityRoutes } from './activity';
import { auditRoutes } from './audit';
import { dashboardRoutes } from './dashboard';
import { featuredAdminRoutes } from './featured';
import { importRoutes } from './import';
import { adminUserRoutes } from './users';
import { verificationRoutes } from './verification';

export const adminRoutes = new Hono<AppEnv>()
  .use(allow('admin'))
  .route('/', dashboardRoutes)
  .route('/activity', activityRoutes)
  .route('/audit', auditRoutes)
  .route('/users', adminUserRoutes)
  .route('/tradesmen', featuredAdminRoutes)
  .route('/', importRoutes)
  .route('/', verificationRoutes);
