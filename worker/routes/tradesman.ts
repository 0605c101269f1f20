import { Hono } from 'hono';
import { changePasswordRules } from '../../schema/rules';
import type { AppEnv } from '../env';
import { anyRole, currentUser } from '../lib/auth';
import { validate } from '../lib/validate';
import { changePassword } from '../services/passwords';

/** The signed-in tradesperson's own account (the path is the spec's; any signed-in user may
 * change their own password). */
export const tradesmanRoutes = new Hono<AppEnv>().post(
  '/change-password',
  anyRole,
  validate('json', changePasswordRules),
  async (c) => {
    await changePassword(c.var.db, currentUser(c), c.get('sessionId'), c.req.valid('json'));
    return c.json({ success: true, message: 'Your password has been successfully changed' });
  },
);
