import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { GenericSchema } from 'valibot';
import { fail } from '../lib/errors';

/**
 * Validates with a shared valibot rule; a refusal carries the first field's message, as a 400 by
 * default (a malformed id in a path is a 404: no such thing exists).
 */
export const validate = <Schema extends GenericSchema, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
  refusalStatus: ContentfulStatusCode = 400,
) =>
  vValidator(target, schema, (result) => {
    if (!result.success) fail(refusalStatus, result.issues[0]?.message ?? 'Invalid request');
  });
