import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { staffRoles } from '../../schema/catalogues';
import { articleRules, idField } from '../../schema/rules';
import type { AppEnv } from '../env';
import { publicEdgeCache } from '../lib/cache';
import { fail } from '../lib/errors';
import { allow, currentUser, resolveUser } from '../middleware/auth';
import { validate } from '../middleware/validate';
import {
  createArticle,
  findArticle,
  listArticles,
  updateArticle,
} from '../services/content/articles';

export const articleNotFound = 'Article not found';
const articleId = validate('param', v.object({ id: idField(articleNotFound) }), 404);

/** Staff (admin, editor) see drafts; to everyone else an unpublished article does not exist. */
async function canSeeDrafts(c: Parameters<typeof resolveUser>[0]) {
  const user = await resolveUser(c);
  return user !== null && staffRoles.includes(user.role);
}

/**
 * What everyone else reads may sit in the edge cache (RFC 9213's CDN-Cache-Control, so browsers
 * keep today's no-store: an editor's browser must never answer with a copy lacking drafts).
 */
function publicRead(c: Context<AppEnv>, drafts: boolean) {
  if (!drafts) c.header('CDN-Cache-Control', publicEdgeCache);
}

export const articleRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    const drafts = await canSeeDrafts(c);
    publicRead(c, drafts);
    return c.json(await listArticles(c.var.db, drafts));
  })
  .get('/:id', articleId, async (c) => {
    const drafts = await canSeeDrafts(c);
    const article = await findArticle(c.var.db, c.req.valid('param').id, drafts);
    if (!article) fail(404, articleNotFound);
    publicRead(c, drafts);
    return c.json(article);
  })
  .post('/', allow('admin', 'editor'), validate('json', articleRules), async (c) => {
    const article = await createArticle(c.var.db, c.req.valid('json'), currentUser(c));
    return c.json(article, 201);
  })
  .put('/:id', allow('admin', 'editor'), articleId, validate('json', articleRules), async (c) => {
    const article = await updateArticle(
      c.var.db,
      c.req.valid('param').id,
      c.req.valid('json'),
      currentUser(c),
    );
    if (!article) fail(404, articleNotFound);
    return c.json(article);
  });
