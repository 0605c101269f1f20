import { Hono } from 'hono';
import * as v from 'valibot';
import { staffRoles } from '../../schema/catalogues';
import { articleRules, idField } from '../../schema/rules';
import type { AppEnv } from '../env';
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

export const articleRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listArticles(c.var.db, await canSeeDrafts(c))))
  .get('/:id', articleId, async (c) => {
    const article = await findArticle(c.var.db, c.req.valid('param').id, await canSeeDrafts(c));
    if (!article) fail(404, articleNotFound);
    return c.json(article);
  })
  .post('/', allow('admin', 'editor'), validate('json', articleRules), async (c) => {
    return c.json(await createArticle(c.var.db, c.req.valid('json'), currentUser(c)), 201);
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
