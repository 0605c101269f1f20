// Everything under /api/admin: one role check here, then one sub-app per admin screen. A new screen
// is a file beside this one and one `.route(...)` line below. Two admin-only routers keep the URLs
// of docs/product/business-side.md §7 outside /api/admin and are mounted there: GET /api/users
// (users.ts) and PUT /api/tradesmen/{id}/verification (verification.ts).
import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { allow } from '../../middleware/auth';
import { activityRoutes } from './activity';
import { auditRoutes } from './audit';
import { credentialAdminRoutes } from './credentials';
import { dashboardRoutes } from './dashboard';
import { featuredAdminRoutes } from './featured';
import { importRoutes } from './import';
import { adminReviewRoutes } from './reviews';
import { adminSupportRoutes } from './support';
import { adminUserRoutes } from './users';
import { verificationRoutes } from './verification';

export const adminRoutes = new Hono<AppEnv>()
  .use(allow('admin'))
  .route('/', dashboardRoutes)
  .route('/activity', activityRoutes)
  .route('/audit', auditRoutes)
  .route('/credentials', credentialAdminRoutes)
  .route('/reviews', adminReviewRoutes)
  .route('/support-requests', adminSupportRoutes)
  .route('/users', adminUserRoutes)
  .route('/tradesmen', featuredAdminRoutes)
  .route('/', importRoutes)
  .route('/', verificationRoutes);
