import { Hono } from 'hono';
import {
  accountMessages,
  forgotPasswordRules,
  loginRules,
  resetPasswordRules,
} from '../../schema/rules';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { signSessionToken } from '../lib/jwt';
import { siteUrlFor } from '../lib/site-url';
import { anyRole, currentUser } from '../middleware/auth';
import {
  byAddress,
  forgotPasswordKeys,
  rateLimit,
  rateRules,
  signInKeys,
} from '../middleware/rate-limit';
import { signInAddressHash } from '../middleware/sign-in-address';
import { validate } from '../middleware/validate';
import { requestPasswordReset, resetPassword } from '../services/accounts/recovery';
import { revokeSession, type Session } from '../services/accounts/sessions';
import {
  checkCredentials,
  loginMessages,
  loginResponse,
  openSession,
} from '../services/accounts/sign-in';

const tokenFor = (secret: string | undefined, session: Session) =>
  signSessionToken(secret, {
    userId: session.userId,
    sessionId: session.id,
    expiresAt: session.expiresAt,
  });

export const authRoutes = new Hono<AppEnv>()
  .post(
    '/login',
    validate('json', loginRules),
    rateLimit(rateRules.failedLogin, signInKeys),
    async (c) => {
      const input = c.req.valid('json');
      const user = await checkCredentials(c.var.db, input);
      if (!user) fail(401, loginMessages.invalid);
      const { session, response } = await openSession(c.var.db, user, input.password, new Date(), {
        addressHash: await signInAddressHash(c),
        // Only the mailed temporary password can be the one typed while the flag is set.
        provesEmail: user.isTemporaryPassword,
      });
      return c.json({ token: await tokenFor(c.env.JWT_SECRET, session), ...response });
    },
  )
  // The same answer, status and database work for every address, known or not.
  .post(
    '/forgot-password',
    validate('json', forgotPasswordRules),
    rateLimit(rateRules.forgotPassword, forgotPasswordKeys),
    async (c) => {
      const siteUrl = siteUrlFor(c.env);
      await requestPasswordReset(c.var.db, c.req.valid('json').email, siteUrl, new Date());
      return c.json({ message: accountMessages.resetSent });
    },
  )
  // Answers like login: the person who just chose a password is signed in on this device.
  .post(
    '/reset-password',
    validate('json', resetPasswordRules),
    rateLimit(rateRules.accountLink, byAddress),
    async (c) => {
      const { user, session } = await resetPassword(
        c.var.db,
        c.req.valid('json'),
        await signInAddressHash(c),
        new Date(),
      );
      const response = await loginResponse(c.var.db, user);
      return c.json({ token: await tokenFor(c.env.JWT_SECRET, session), ...response });
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
