import { Hono } from 'hono';
import { contactRules } from '../../schema/rules';
import type { AppEnv } from '../env';
import { allow } from '../middleware/auth';
import { byAddress, rateLimit, rateRules } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { listContactMessages, receiveContactMessage } from '../services/content/contact';

export const contactRoutes = new Hono<AppEnv>()
  .post('/', validate('json', contactRules), rateLimit(rateRules.contact, byAddress), async (c) => {
    await receiveContactMessage(c.var.db, c.req.valid('json'));
    return c.json({ success: true, message: 'Message sent!' }, 201);
  })
  .get('/', allow('admin'), async (c) => c.json(await listContactMessages(c.var.db)));
