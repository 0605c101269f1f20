import { Hono } from 'hono';
import { limits } from '../../schema/limits';
import { directoryQueryRules } from '../../schema/rules';
import type { AppEnv } from '../env';
import { publicCache } from '../lib/cache';
import { validate } from '../lib/validate';
import { countDirectory, searchDirectory } from '../services/tradesmen';

export const tradesmenRoutes = new Hono<AppEnv>()
  .get('/', validate('query', directoryQueryRules), async (c) => {
    const listings = await searchDirectory(
      c.var.db,
      c.req.valid('query'),
      limits.directoryBatchSize,
      new Date(),
    );
    c.header('Cache-Control', publicCache);
    return c.json(listings);
  })
  .get('/count', async (c) => {
    c.header('Cache-Control', publicCache);
    return c.json({ count: await countDirectory(c.var.db) });
  });
