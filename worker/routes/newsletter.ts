import { Hono } from 'hono';
import * as v from 'valibot';
import { idField, newsletterRules } from '../../schema/rules';
import type { AppEnv } from '../env';
import { csvResponse, datedFileName, toCsv } from '../lib/csv';
import { fail } from '../lib/errors';
import { allow } from '../middleware/auth';
import { byAddress, rateLimit, rateRules } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { listSubscribers, removeSubscriber, subscribe } from '../services/content/newsletter';

const subscriberNotFound = 'Subscriber not found';

export const newsletterRoutes = new Hono<AppEnv>()
  .post(
    '/subscribe',
    validate('json', newsletterRules),
    rateLimit(rateRules.newsletter, byAddress),
    async (c) => c.json(await subscribe(c.var.db, c.req.valid('json')), 201),
  )
  .get('/subscribers', allow('admin'), async (c) => c.json(await listSubscribers(c.var.db)))
  .get('/subscribers/csv', allow('admin'), async (c) => {
    const rows = (await listSubscribers(c.var.db)).map((subscriber) => ({
      email: subscriber.email,
      type: subscriber.userType,
      date: subscriber.subscribedAt.slice(0, 10),
      status: subscriber.isActive ? 'active' : 'inactive',
    }));
    const csv = toCsv(rows, ['email', 'type', 'date', 'status']);
    return csvResponse(csv, datedFileName('newsletter-subscribers', new Date()));
  })
  .delete(
    '/subscribers/:id',
    allow('admin'),
    validate('param', v.object({ id: idField(subscriberNotFound) }), 404),
    async (c) => {
      if (!(await removeSubscriber(c.var.db, c.req.valid('param').id)))
        fail(404, subscriberNotFound);
      return c.json({ success: true, message: 'Subscriber removed successfully' });
    },
  );
