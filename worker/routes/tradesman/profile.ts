import { Hono } from 'hono';
import { businessProfileRules, changePasswordRules } from '../../../schema/rules';
import type { AppEnv } from '../../env';
import { allow, anyRole, currentUser } from '../../middleware/auth';
import { bySignedInUser, rateLimit, rateRules } from '../../middleware/rate-limit';
import { validate } from '../../middleware/validate';
import { changePassword } from '../../services/accounts/sign-in';
import { toTradesmanAccount } from '../../services/accounts/users';
import {
  findOwnListing,
  saveBusinessProfile,
  toTradesmanProfile,
} from '../../services/listings/profile';

/** The signed-in tradesperson's own account and business profile. */
export const profileRoutes = new Hono<AppEnv>()
  // Any signed-in user may change their own password; the path is the one in
  // docs/product/public-site.md §7.
  .post(
    '/change-password',
    anyRole,
    validate('json', changePasswordRules),
    rateLimit(rateRules.wrongPassword, bySignedInUser),
    async (c) => {
      const input = c.req.valid('json');
      await changePassword(c.var.db, currentUser(c), c.get('sessionId'), input, new Date());
      return c.json({ success: true, message: 'Your password has been successfully changed' });
    },
  )
  .get('/profile', allow('tradesperson'), async (c) => {
    const user = currentUser(c);
    const listing = await findOwnListing(c.var.db, user.id);
    return c.json({
      account: toTradesmanAccount(user, listing),
      profile: listing ? toTradesmanProfile(listing) : null,
    });
  })
  .put('/profile', allow('tradesperson'), validate('json', businessProfileRules), async (c) => {
    const profile = await saveBusinessProfile(c.var.db, currentUser(c), c.req.valid('json'));
    return c.json({ profile });
  });
