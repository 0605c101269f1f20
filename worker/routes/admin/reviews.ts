// Moderation of reported reviews: /api/admin/reviews.
import { Hono } from 'hono';
import * as v from 'valibot';
import { idField, reviewHideRules, reviewMessages, reviewTexts } from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { fail } from '../../lib/errors';
import { allow, currentUser } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { dismissReports, hideReview, listReportedReviews } from '../../services/reviews/moderation';
import { findReview } from '../../services/reviews/reviews';

const reviewParam = validate('param', v.object({ id: idField(reviewMessages.notFound) }), 404);

export const adminReviewRoutes = new Hono<AppEnv>()
  .use(allow('admin'))
  .get('/reported', async (c) => c.json(await listReportedReviews(c.var.db)))
  .post('/:id/hide', reviewParam, validate('json', reviewHideRules), async (c) => {
    const review = await findReview(c.var.db, c.req.valid('param').id);
    if (!review) fail(404, reviewMessages.notFound);
    const { reason } = c.req.valid('json');
    await hideReview(c.var.db, review, currentUser(c), reason, new Date());
    return c.json({ id: review.id, hidden: true, moderationLine: reviewTexts.removed(reason) });
  })
  .post('/:id/dismiss-reports', reviewParam, async (c) => {
    const review = await findReview(c.var.db, c.req.valid('param').id);
    if (!review) fail(404, reviewMessages.notFound);
    return c.json({
      id: review.id,
      dismissed: await dismissReports(c.var.db, currentUser(c), review.id, new Date()),
    });
  });
