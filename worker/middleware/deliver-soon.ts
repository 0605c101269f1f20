import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { deliverLeasedMail, deliverQueuedMail } from '../services/mail/delivery';
import { succeededAsWrite } from './successful-write';

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

/**
 * Mail a person waits for (a welcome with a temporary password, a decision, a link) leaves within
 * seconds of the request that queued it, whichever route that was (issue 26): after every
 * successful write, delivery starts once the answer is sent. A write that queued nothing costs one
 * read of the outbox; the hourly cron stays the safety net for what fails.
 */
export const deliverAfterWrites: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (succeededAsWrite(c)) deliverSoon(c);
};
