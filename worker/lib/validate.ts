import { vValidator } from '@hono/valibot-validator';
import type { ValidationTargets } from 'hono';
import type { GenericSchema } from 'valibot';
import { fail } from './errors';

/** Validates with a shared valibot rule; a refusal is a 400 carrying the first field's message. */
export const validate = <Schema extends GenericSchema, Target extends keyof ValidationTargets>(
  target: Target,
  schema: Schema,
) =>
  vValidator(target, schema, (result) => {
    if (!result.success) fail(400, result.issues[0]?.message ?? 'Invalid request');
  });
