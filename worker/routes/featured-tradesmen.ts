import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { publicCache } from '../lib/cache';
import { listFeatured } from '../services/listings/directory';

/** GET /api/featured-tradesmen: the listings with a live featured badge. */
export const featuredRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', publicCache);
  return c.json(await listFeatured(c.var.db, new Date()));
});
