import { Hono } from 'hono';
import * as v from 'valibot';
import { limits } from '../../schema/limits';
import { directoryQueryRules, idField } from '../../schema/rules';
import type { AppEnv } from '../env';
import { publicCache } from '../lib/cache';
import { fail } from '../lib/errors';
import { validate } from '../lib/validate';
import { countDirectory, searchDirectory } from '../services/search/directory-search';
import { findPublicTradesman, listFeatured } from '../services/tradesmen';

export const tradesmanNotFound = 'Tradesman not found';

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
  .get('/count', validate('query', directoryQueryRules), async (c) => {
    c.header('Cache-Control', publicCache);
    return c.json(await countDirectory(c.var.db, c.req.valid('query')));
  })
  .get('/:id', validate('param', v.object({ id: idField(tradesmanNotFound) }), 404), async (c) => {
    const listing = await findPublicTradesman(c.var.db, c.req.valid('param').id, new Date());
    if (!listing) fail(404, tradesmanNotFound);
    c.header('Cache-Control', publicCache);
    return c.json(listing);
  });

export const featuredRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', publicCache);
  return c.json(await listFeatured(c.var.db, new Date()));
});
