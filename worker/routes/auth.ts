import { Hono } from 'hono';
import { loginRules } from '../../schema/rules';
import type { AppEnv } from '../env';
import { anyRole, currentUser } from '../lib/auth';
import { fail } from '../lib/errors';
import { signSessionToken } from '../lib/jwt';
import { rateLimit, rateRules, signInKeys } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { checkCredentials, loginMessages, openSession } from '../services/accounts';
import { revokeSession } from '../services/sessions';

export const authRoutes = new Hono<AppEnv>()
  .post(
    '/login',
    validate('json', loginRules),
    rateLimit(rateRules.failedLogin, signInKeys),
    async (c) => {
      const input = c.req.valid('json');
      const user = await checkCredentials(c.var.db, input);
      if (!user) fail(401, loginMessages.invalid);
      const { session, response } = await openSession(c.var.db, user, input.password, new Date());
      const token = await signSessionToken(c.env.JWT_SECRET, {
        userId: user.id,
        sessionId: session.id,
        expiresAt: session.expiresAt,
      });
      return c.json({ token, ...response });
    },
  )
  .get('/me', anyRole, (c) => {
    const user = currentUser(c);
    return c.json({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      isVerified: user.isVerified,
      isTradesman: user.isTradesman,
    });
  })
  .post('/logout', anyRole, async (c) => {
    const sessionId = c.get('sessionId');
    if (sessionId) await revokeSession(c.var.db, sessionId);
    return c.json({ success: true });
  });
