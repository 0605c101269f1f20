// Getting back into an account and moving it to a new address: forgotten passwords and e-mail
// changes, each proved by a single-use link mailed to the address in question.
import { and, eq, sql } from 'drizzle-orm';
import {
  accountMessages,
  type ChangeEmailInput,
  type ResetPasswordInput,
} from '../../../schema/rules';
import type { UserRow } from '../../../schema/tables/accounts';
import { users } from '../../../schema/tables/accounts';
import type { Database } from '../../db';
import { isUniqueViolation } from '../../lib/db-errors';
import { fail } from '../../lib/errors';
import { hashPassword, verifyPassword } from '../../lib/password';
import { publishProvenListingOf } from '../listings/profile';
import { queueMail, queueMailIf } from '../mail/outbox';
import { proveEmailOf } from './email-proof';
import { confirmEmailMail, emailChangeNoticeMail, passwordResetMail } from './mails';
import { endSessionsOf, insertSession, newSession } from './sessions';
import { loginMessages } from './sign-in';
import { recordSignInAddress } from './sign-in-addresses';
import {
  claimToken,
  findOpenToken,
  insertToken,
  insertTokenForEmail,
  newToken,
  retireResetLinks,
  retireTokens,
} from './tokens';

/**
 * Mails a reset link when an active account has this address. The same two statements run either
 * way (each inserts nothing for an unknown address), so the answer and the work done reveal
 * nothing about which addresses have accounts.
 */
export async function requestPasswordReset(
  db: Database,
  email: string,
  siteUrl: string,
  now: Date,
) {
  const { token, tokenHash } = await newToken();
  const link = `${siteUrl}/reset-password?token=${token}`;
  const accountExists = sql`exists (select 1 from ${users} where ${users.email} = ${email} and ${users.isActive} = 1)`;
  await db.batch([
    insertTokenForEmail(db, email, 'password-reset', tokenHash, now),
    queueMailIf(db, passwordResetMail(email, link), accountExists),
  ]);
}

/**
 * Sets a new password from a reset link and opens a session on this device: the link is claimed
 * first (so of two uses only one gets here), then in one batch the password changes, the
 * temporary flag clears, every session ends and the user's other reset links are retired.
 */
export async function resetPassword(
  db: Database,
  input: ResetPasswordInput,
  addressHash: string | null,
  now: Date,
) {
  // Hashed before the claim: a claimed link always goes on to set the password.
  const passwordHash = await hashPassword(input.password);
  const claimed = await claimToken(db, input.token, 'password-reset', now);
  if (!claimed) fail(400, accountMessages.resetLinkInvalid);
  const session = newSession(claimed.userId, now);
  const [[user]] = await db.batch([
    db
      .update(users)
      .set({ passwordHash, isTemporaryPassword: false, lastLoginAt: now })
      .where(and(eq(users.id, claimed.userId), eq(users.isActive, true)))
      .returning(),
    endSessionsOf(db, claimed.userId),
    retireResetLinks(db, claimed.userId, now),
    // The link came through the inbox: the address is proven.
    ...proveEmailOf(db, claimed.userId, now),
    ...(addressHash ? [recordSignInAddress(db, claimed.userId, addressHash, now)] : []),
  ]);
  if (!user) fail(403, loginMessages.inactive);
  await insertSession(db, session);
  return { user, session };
}

async function findUserIdByEmail(db: Database, email: string) {
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return owner?.id ?? null;
}

/** Checks the caller's password for a sensitive change; a wrong one is a 400 (rate limited). */
export async function confirmPassword(user: UserRow, password: string) {
  if (!(await verifyPassword(password, user.passwordHash))) {
    fail(400, accountMessages.wrongPassword);
  }
}

/**
 * Starts an e-mail change: a confirmation link to the new address (which proves it is theirs) and
 * a notice to the current one (so a hijacked session cannot move the account unnoticed).
 */
export async function requestEmailChange(
  db: Database,
  user: UserRow,
  input: ChangeEmailInput,
  siteUrl: string,
  now: Date,
) {
  await confirmPassword(user, input.password);
  if (input.newEmail === user.email) fail(400, accountMessages.sameEmail);
  if ((await findUserIdByEmail(db, input.newEmail)) !== null) fail(409, accountMessages.emailTaken);
  const { token, tokenHash } = await newToken();
  const link = `${siteUrl}/confirm-email?token=${token}`;
  await db.batch([
    retireTokens(db, user.id, 'email-change', now),
    insertToken(
      db,
      { userId: user.id, purpose: 'email-change', tokenHash, newEmail: input.newEmail },
      now,
    ),
    queueMail(db, { ...confirmEmailMail(input.newEmail, user.name, link), userId: user.id }),
    queueMail(db, {
      ...emailChangeNoticeMail(user.email, user.name, input.newEmail),
      userId: user.id,
    }),
  ]);
}

/**
 * Moves the account to the confirmed address, signs out every other device (the caller's own
 * session stays when they confirm while signed in) and retires the reset links mailed to the old
 * address. A link whose address was taken meanwhile is refused with 409 and left unused: nothing
 * changed.
 */
export async function confirmEmailChange(
  db: Database,
  token: string,
  keepSessionId: string | null,
  now: Date,
) {
  const free = sql`not exists (select 1 from ${users} where ${users.email} = "account_tokens"."new_email")`;
  const claimed = await claimToken(db, token, 'email-change', now, free);
  if (!claimed) {
    // Refused: either the link is dead, or it is fine and its address was taken meanwhile.
    const open = await findOpenToken(db, token, 'email-change', now);
    const taken = open?.newEmail ? await findUserIdByEmail(db, open.newEmail) : null;
    if (taken !== null) fail(409, accountMessages.emailTaken);
    fail(400, accountMessages.emailLinkInvalid);
  }
  const newEmail = claimed.newEmail as string;
  try {
    const [[user]] = await db.batch([
      // Confirmed from its own inbox, the new address is proven.
      db
        .update(users)
        .set({ email: newEmail, emailProvenAt: now })
        .where(eq(users.id, claimed.userId))
        .returning(),
      publishProvenListingOf(db, claimed.userId),
      endSessionsOf(db, claimed.userId, { keep: keepSessionId }),
      retireResetLinks(db, claimed.userId, now),
    ]);
    if (!user) fail(400, accountMessages.emailLinkInvalid);
    return user;
  } catch (error) {
    // Taken between the claim and the update: the unique index refused it.
    if (isUniqueViolation(error)) fail(409, accountMessages.emailTaken);
    throw error;
  }
}
