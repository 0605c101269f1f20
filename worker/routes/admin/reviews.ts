// The moderators' review queue: /api/admin/reviews (docs/decisions/019-proven-e-mail-and-held-reviews.md).
import { Hono } from 'hono';
import * as v from 'valibot';
import {
  idField,
  reviewMessages,
  reviewQueueRules,
  reviewReleaseRules,
  reviewRemoveRules,
  reviewTexts,
} from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { allow, currentUser } from '../../middleware/auth';
import { deliverSoon } from '../../middleware/deliver-soon';
import { validate } from '../../middleware/validate';
import { listReviewQueue, releaseReview, removeReview } from '../../services/reviews/moderation';

const reviewParam = validate('param', v.object({ id: idField(reviewMessages.notFound) }), 404);

export const adminReviewRoutes = new Hono<AppEnv>()
  .use(allow('admin'))
  .get('/', validate('query', reviewQueueRules), async (c) =>
    c.json(await listReviewQueue(c.var.db)),
  )
  .post('/:id/release', reviewParam, validate('json', reviewReleaseRules), async (c) => {
    const { id } = c.req.valid('param');
    await releaseReview(c.var.db, currentUser(c), id, c.req.valid('json').message, new Date());
    deliverSoon(c);
    return c.json({ id, status: 'public' as const });
  })
  .post('/:id/remove', reviewParam, validate('json', reviewRemoveRules), async (c) => {
    const { id } = c.req.valid('param');
    const removed = await removeReview(
      c.var.db,
      currentUser(c),
      id,
      c.req.valid('json'),
      new Date(),
    );
    deliverSoon(c);
    return c.json({
      id,
      status: 'removed' as const,
      moderationLine: reviewTexts.removed(removed.hiddenReason ?? ''),
    });
  });
