import { Hono } from 'hono';
import * as v from 'valibot';
import {
  accountMessages,
  accountRules,
  changeEmailRules,
  confirmEmailRules,
  deleteAccountRules,
} from '../../schema/rules';
import type { AppEnv } from '../env';
import { fail } from '../lib/errors';
import { siteUrlFor } from '../lib/site-url';
import { stripeFor } from '../lib/stripe';
import { anyRole, currentUser, resolveUser } from '../middleware/auth';
import {
  byAddress,
  bySignedInUser,
  emailChangeTargetKeys,
  rateLimit,
  rateRules,
} from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { confirmEmailProof, isEmailProofToken } from '../services/accounts/email-proof';
import { confirmEmailChange, requestEmailChange } from '../services/accounts/recovery';
import { listSessions, revokeOtherSessions, revokeOwnSession } from '../services/accounts/sessions';
import { toAccount, updateAccount } from '../services/accounts/settings';
import { deleteDiscardedObjects } from '../services/files/objects';
import { deleteOwnAccount } from '../services/flows/erasure';
import { exportAccountData } from '../services/flows/export';

/** A wrong password here counts against the same budget as change-password. */
const passwordChecked = rateLimit(rateRules.wrongPassword, bySignedInUser);

const sessionParam = validate(
  'param',
  v.object({ id: v.pipe(v.string(), v.uuid(accountMessages.sessionNotFound)) }),
  404,
);

/** /api/account — the signed-in user's own account (issue 14; every role). */
export const accountRoutes = new Hono<AppEnv>()
  // Opened from the link in the new inbox, perhaps on another device: the token is the proof. The
  // same page serves the link mailed at registration, which proves the address it was sent to.
  .post(
    '/email/confirm',
    validate('json', confirmEmailRules),
    rateLimit(rateRules.accountLink, byAddress),
    async (c) => {
      const { token } = c.req.valid('json');
      const now = new Date();
      if (await isEmailProofToken(c.var.db, token, now)) {
        await confirmEmailProof(c.var.db, token, now);
        return c.json({ message: accountMessages.emailProven, email: null });
      }
      const caller = await resolveUser(c);
      const user = await confirmEmailChange(
        c.var.db,
        token,
        caller ? c.get('sessionId') : null,
        now,
      );
      return c.json({ message: accountMessages.emailChanged, email: user.email });
    },
  )
  .use(anyRole)
  .get('/', (c) => c.json(toAccount(currentUser(c))))
  .put('/', validate('json', accountRules), async (c) => {
    const account = await updateAccount(c.var.db, currentUser(c), c.req.valid('json'));
    return c.json({ message: accountMessages.accountSaved, account });
  })
  .post(
    '/email',
    validate('json', changeEmailRules),
    passwordChecked,
    rateLimit(rateRules.emailChange, bySignedInUser),
    rateLimit(rateRules.emailChangeTarget, emailChangeTargetKeys),
    async (c) => {
      const input = c.req.valid('json');
      const siteUrl = siteUrlFor(c.env);
      await requestEmailChange(c.var.db, currentUser(c), input, siteUrl, new Date());
      return c.json({ message: accountMessages.emailChangeSent(input.newEmail) }, 202);
    },
  )
  .get('/sessions', async (c) => {
    const user = currentUser(c);
    return c.json(await listSessions(c.var.db, user.id, c.get('sessionId'), new Date()));
  })
  .post('/sessions/revoke-others', async (c) => {
    const ended = await revokeOtherSessions(c.var.db, currentUser(c).id, c.get('sessionId'));
    return c.json({ message: accountMessages.signedOutElsewhere, ended });
  })
  .delete('/sessions/:id', sessionParam, async (c) => {
    const ended = await revokeOwnSession(c.var.db, currentUser(c).id, c.req.valid('param').id);
    if (!ended) fail(404, accountMessages.sessionNotFound);
    return c.json({ ended: 1 });
  })
  .get('/export', async (c) => {
    const now = new Date();
    const data = await exportAccountData(c.var.db, currentUser(c), now);
    const day = now.toISOString().slice(0, 10);
    return c.json(data, 200, {
      'Content-Disposition': `attachment; filename="retrofit-smarter-greener-my-data-${day}.json"`,
      'Cache-Control': 'no-store',
    });
  })
  .delete('/', validate('json', deleteAccountRules), passwordChecked, async (c) => {
    const { discardedKeys } = await deleteOwnAccount(
      c.var.db,
      () => stripeFor(c.env),
      currentUser(c),
      c.req.valid('json').password,
    );
    // After the commit: R2 is not transactional; a failure here is retried by the hourly job.
    await deleteDiscardedObjects(c.var.db, c.env.FILES, discardedKeys);
    return c.json({ message: accountMessages.accountDeleted, filesDeleted: discardedKeys.length });
  });
