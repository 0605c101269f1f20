import { Hono } from 'hono';
import * as v from 'valibot';
import {
  credentialCorrectionRules,
  credentialIdField,
  credentialQueueRules,
  credentialRejectionRules,
} from '../../../schema/rules/credentials';
import type { AppEnv } from '../../env';
import { validate } from '../../middleware/validate';
import {
  correctCredential,
  listCredentialQueue,
  rejectCredential,
  verifyCredential,
} from '../../services/verification/credentials';
import { decider } from './decider';

const idParam = validate('param', v.object({ id: credentialIdField }), 404);

/**
 * The credential queue (docs/product/business-side.md §10.1): list by status, verify, reject with a
 * reason the trade is mailed, correct as the register shows. Each write is audited in its batch.
 */
export const credentialAdminRoutes = new Hono<AppEnv>()
  .get('/', validate('query', credentialQueueRules), async (c) =>
    c.json(await listCredentialQueue(c.var.db, c.req.valid('query').status, new Date())),
  )
  .post('/:id/verify', idParam, async (c) =>
    c.json(await verifyCredential(c.var.db, decider(c), c.req.valid('param').id, new Date())),
  )
  .post('/:id/reject', idParam, validate('json', credentialRejectionRules), async (c) =>
    c.json(
      await rejectCredential(
        c.var.db,
        decider(c),
        c.req.valid('param').id,
        c.req.valid('json').reason,
        new Date(),
      ),
    ),
  )
  .put('/:id', idParam, validate('json', credentialCorrectionRules), async (c) =>
    c.json(
      await correctCredential(
        c.var.db,
        decider(c),
        c.req.valid('param').id,
        c.req.valid('json'),
        new Date(),
      ),
    ),
  );
