// PUT /api/article-images: staff (admins and editors) finalise an uploaded article image; its
// bytes are checked and it is then served at the object path answered.
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { articleImageRules, uploadMessages } from '../../schema/rules';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { keyInReference, objectPath } from '../lib/storage';
import { currentUser, uploader } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { finaliseUpload } from '../services/files/objects';

export const articleImageRoutes = new Hono<AppEnv>().put(
  '/',
  createMiddleware<AppEnv>(async (c, next) => {
    await uploader(c, 'article-image');
    await next();
  }),
  validate('json', articleImageRules),
  async (c) => {
    const key = keyInReference(c.req.valid('json').imageURL);
    if (!key) fail(404, uploadMessages.notFound);
    const ready = await finaliseUpload(c.var.db, c.env.FILES, {
      key,
      ownerId: currentUser(c).id,
      purpose: 'article-image',
    });
    return c.json({ objectPath: objectPath(ready.key) });
  },
);
