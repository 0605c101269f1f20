import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { contactRules } from '../../schema/rules';
import { contactMessages } from '../../schema/tables';
import type { AppEnv } from '../env';
import { allow } from '../lib/auth';
import { clientAddress, consumeRateLimit, rateRules } from '../lib/rate-limit';
import { validate } from '../lib/validate';

export const contactRoutes = new Hono<AppEnv>()
  .post('/', validate('json', contactRules), async (c) => {
    await consumeRateLimit(c.var.db, rateRules.contact, [`ip:${clientAddress(c)}`], new Date());
    const { website, ...message } = c.req.valid('json');
    // A filled honeypot means a bot: answer as usual so it learns nothing, but keep nothing.
    if (!website) {
      await c.var.db.insert(contactMessages).values({
        ...message,
        phone: message.phone || null,
        subject: message.subject || null,
      });
    }
    return c.json({ success: true, message: 'Message sent!' }, 201);
  })
  .get('/', allow('admin'), async (c) => {
    const rows = await c.var.db
      .select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(200);
    return c.json(rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })));
  });
