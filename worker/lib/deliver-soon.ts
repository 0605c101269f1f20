import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { deliverQueuedMail } from '../jobs/mail-delivery';

/** Sends freshly queued mail after the response; the hourly cron retries whatever fails. */
export function deliverSoon(c: Context<AppEnv>) {
  const delivery = deliverQueuedMail(c.var.db, c.env, new Date()).catch((error) =>
    console.error('Mail delivery failed; the cron will retry', error),
  );
  try {
    c.executionCtx.waitUntil(delivery);
  } catch {
    // No execution context (a direct app.request in tests): the promise still runs.
  }
}
