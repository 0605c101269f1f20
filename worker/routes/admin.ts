import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { allow } from '../lib/auth';
import { csvResponse, datedFileName, toCsv } from '../lib/csv';
import { dashboardCounts, recentMail, tradesmanApplications } from '../services/admin';
import { activityRoutes } from './admin/activity';
import { auditRoutes } from './admin/audit';
import { featuredAdminRoutes } from './admin/featured';
import { importRoutes } from './admin/import';
import { adminUserRoutes } from './admin/users';
import { verificationRoutes } from './admin/verification';

export const adminRoutes = new Hono<AppEnv>()
  .use(allow('admin'))
  .get('/stats', async (c) => c.json(await dashboardCounts(c.var.db)))
  .get('/mail', async (c) => c.json(await recentMail(c.var.db)))
  .route('/activity', activityRoutes)
  .route('/audit', auditRoutes)
  .route('/users', adminUserRoutes)
  .route('/tradesmen', featuredAdminRoutes)
  .route('/', importRoutes)
  .route('/', verificationRoutes)
  .get('/tradesman-csv', async (c) => {
    const rows = await tradesmanApplications(c.var.db);
    const csv = toCsv(rows, [
      'id',
      'name',
      'email',
      'phone',
      'location',
      'services',
      'credentials',
      'plan',
      'billing',
      'verificationStatus',
      'paymentStatus',
      'registrationDate',
    ]);
    return csvResponse(csv, datedFileName('tradesman-applications', new Date()));
  });
