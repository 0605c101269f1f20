import { Hono } from 'hono';
import type { AppEnv } from '../../env';
import { csvResponse, datedFileName, toCsv } from '../../lib/csv';
import { dashboardCounts } from '../../services/admin/dashboard';
import { openBillingDrift } from '../../services/billing/reconciliation';
import { recentMail } from '../../services/mail/outbox';
import { tradesmanApplications } from '../../services/verification/applications';

/** The admin dashboard's figures, billing drift, outbox and application export (admins only: see index.ts). */
export const dashboardRoutes = new Hono<AppEnv>()
  .get('/stats', async (c) => c.json(await dashboardCounts(c.var.db)))
  .get('/billing-drift', async (c) => c.json(await openBillingDrift(c.var.db)))
  .get('/mail', async (c) => c.json(await recentMail(c.var.db, c.env.APP_ENV)))
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
