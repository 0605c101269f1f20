import { Hono } from 'hono';
import * as v from 'valibot';
import {
  adminMessages,
  applicationQueryRules,
  approvalRules,
  documentReviewRules,
  idField,
  rejectionRules,
  verificationUpdateRules,
} from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { allow } from '../../middleware/auth';
import { validate } from '../../middleware/validate';
import { applicationsPageSize, listApplications } from '../../services/verification/applications';
import {
  approveApplication,
  rejectApplication,
  setVerificationStatus,
} from '../../services/verification/decisions';
import { reviewDocument } from '../../services/verification/document-reviews';
import { decider } from './decider';

const tradesmanParam = validate(
  'param',
  v.object({ id: idField(adminMessages.applicationNotFound) }),
  404,
);
const documentParam = validate(
  'param',
  v.object({ id: idField(adminMessages.documentNotFound) }),
  404,
);

/**
 * Variant A and the document reviews, under /api/admin
 * (docs/product/business-side.md §2.8, §4, §7).
 */
export const verificationRoutes = new Hono<AppEnv>()
  .use(allow('admin'))
  .get('/tradesman-applications', validate('query', applicationQueryRules), async (c) => {
    const query = c.req.valid('query');
    const { applications, total } = await listApplications(c.var.db, query);
    c.header('X-Total-Count', String(total));
    c.header('X-Page', String(query.page));
    c.header('X-Page-Size', String(applicationsPageSize));
    return c.json(applications);
  })
  .post('/approve-tradesman/:id', tradesmanParam, validate('json', approvalRules), async (c) =>
    c.json(
      await approveApplication(
        c.var.db,
        decider(c),
        c.req.valid('param').id,
        c.req.valid('json').notes,
      ),
    ),
  )
  .post('/reject-tradesman/:id', tradesmanParam, validate('json', rejectionRules), async (c) =>
    c.json(
      await rejectApplication(
        c.var.db,
        decider(c),
        c.req.valid('param').id,
        c.req.valid('json').notes,
      ),
    ),
  )
  .put(
    '/verification-documents/:id',
    documentParam,
    validate('json', documentReviewRules),
    async (c) =>
      c.json(
        await reviewDocument(c.var.db, decider(c), c.req.valid('param').id, c.req.valid('json')),
      ),
  );

/** Variant B: PUT /api/tradesmen/{id}/verification, admin only. */
export const tradesmanVerificationRoutes = new Hono<AppEnv>().put(
  '/:id/verification',
  allow('admin'),
  tradesmanParam,
  validate('json', verificationUpdateRules),
  async (c) =>
    c.json(
      await setVerificationStatus(
        c.var.db,
        decider(c),
        c.req.valid('param').id,
        c.req.valid('json'),
      ),
    ),
);
