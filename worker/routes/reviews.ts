import { Hono } from 'hono';
import * as v from 'valibot';
import { idField, reviewMessages, reviewReplyRules, reviewReportRules } from '../../schema/rules';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { allow, anyRole, currentUser } from '../middleware/auth';
import { validate } from '../middleware/validate';
import { findListing } from '../services/listings/profile';
import { findReview, replyToReview, reportReview } from '../services/reviews/reviews';

const reviewParam = validate('param', v.object({ id: idField(reviewMessages.notFound) }), 404);

export const reviewRoutes = new Hono<AppEnv>()
  // What the report page names (web/src/features/profile/ReportReviewPage.tsx): a review anyone
  // can read on its profile, so not one held for a moderator or removed by one.
  .get('/:id', reviewParam, async (c) => {
    const review = await findReview(c.var.db, c.req.valid('param').id);
    if (!review || review.hidden || review.heldAt) fail(404, reviewMessages.notFound);
    return c.json({ id: review.id, title: review.title, tradesmanId: review.tradesmanId });
  })
  .post(
    '/:id/reply',
    allow('tradesperson'),
    reviewParam,
    validate('json', reviewReplyRules),
    async (c) => {
      const review = await findReview(c.var.db, c.req.valid('param').id);
      if (!review) fail(404, reviewMessages.notFound);
      const listing = await findListing(c.var.db, review.tradesmanId);
      if (listing?.ownerId !== currentUser(c).id) fail(403, reviewMessages.notYourListing);
      const replied = await replyToReview(c.var.db, review, c.req.valid('json').reply, new Date());
      return c.json({
        id: replied.id,
        reply: {
          text: replied.reply ?? '',
          repliedAt: (replied.repliedAt ?? new Date()).toISOString(),
        },
      });
    },
  )
  .post('/:id/report', anyRole, reviewParam, validate('json', reviewReportRules), async (c) => {
    const review = await findReview(c.var.db, c.req.valid('param').id);
    if (!review) fail(404, reviewMessages.notFound);
    await reportReview(c.var.db, review.id, currentUser(c).id, c.req.valid('json').reason);
    return c.json({ reported: true }, 201);
  });
