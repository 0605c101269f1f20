import { Hono } from 'hono';
import { contactRules } from '../../schema/rules';
import type { AppEnv } from '../env';
import { allow } from '../middleware/auth';
import { byAddress, rateLimit, rateRules } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { listContactMessages, saveContactMessage } from '../services/content/contact';

export const contactRoutes = new Hono<AppEnv>()
  .post('/', validate('json', contactRules), rateLimit(rateRules.contact, byAddress), async (c) => {
    const { website, ...message } = c.req.valid('json');
    // A filled honeypot means a bot: answer as usual so it learns nothing, but keep nothing.
    if (!website) await saveContactMessage(c.var.db, message);
    return c.json({ success: true, message: 'Message sent!' }, 201);
  })
  .get('/', allow('admin'), async (c) => c.json(await listContactMessages(c.var.db)));
