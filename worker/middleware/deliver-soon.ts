import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { deliverLeasedMail, deliverQueuedMail } from '../services/mail/delivery';

/**
 * Sends mail after the response; the hourly cron retries whatever fails. Given the lease the
 * request's own mail was queued under, it sends just that mail, with no claim to compete for.
 */
export function deliverSoon(c: Context<AppEnv>, leaseId?: string) {
  const now = new Date();
  const delivery = (
    leaseId
      ? deliverLeasedMail(c.var.db, c.env, leaseId, now)
      : deliverQueuedMail(c.var.db, c.env, now)
  ).catch((error) => console.error('Mail delivery failed; the cron will retry', error));
  try {
    c.executionCtx.waitUntil(delivery);
  } catch {
    // No execution context (a direct app.request in tests): the promise still runs.
  }
}
