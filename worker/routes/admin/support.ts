// The support queue (docs/product/business-side.md §10.8): Premium first, the soonest reply time
// first; a reply closes the request, mails the trade and is audited in the same batch.
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  idField,
  supportMessages,
  supportQueueRules,
  supportReplyRules,
} from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { allow, currentUser } from '../../middleware/auth';
import { deliverSoon } from '../../middleware/deliver-soon';
import { validate } from '../../middleware/validate';
import { listSupportQueue, replyToSupportRequest } from '../../services/support/requests';

export const adminSupportRoutes = new Hono<AppEnv>()
  .use(allow('admin'))
  .get('/', validate('query', supportQueueRules), async (c) =>
    c.json({
      requests: await listSupportQueue(c.var.db, c.req.valid('query').status, new Date()),
    }),
  )
  .post(
    '/:id/reply',
    validate('param', v.object({ id: idField(supportMessages.notFound) }), 404),
    validate('json', supportReplyRules),
    async (c) => {
      const request = await replyToSupportRequest(
        c.var.db,
        currentUser(c),
        c.req.valid('param').id,
        c.req.valid('json').message,
        new Date(),
      );
      deliverSoon(c);
      return c.json({ request, message: 'Reply sent and request closed' });
    },
  );
