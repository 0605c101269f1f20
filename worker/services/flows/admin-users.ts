// Admin writes to users, each with its audit row in the same batch. The safety rules (not yourself,
// never the last active admin) sit inside each statement's WHERE, evaluated in the batch's
// transaction, so two admins acting at once cannot both pass a check that only one of them may pass.
import { count, eq, inArray, or, sql } from 'drizzle-orm';
import type { Role } from '../../../schema/catalogues';
import { adminMessages, type UserCreateInput, type UserEditInput } from '../../../schema/rules';
import type { UserRow } from '../../../schema/tables/accounts';
import { users } from '../../../schema/tables/accounts';
import { tradesmen } from '../../../schema/tables/listings';
import { quoteRequests } from '../../../schema/tables/quotes';
import type { Database } from '../../db';
import { fail } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { Stripe } from '../../lib/stripe';
import { endSessionsOf } from '../accounts/sessions';
import { retireResetLinks } from '../accounts/tokens';
import {
  insertUserUnlessTaken,
  isLastActiveAdmin,
  toPublicUser,
  updateUserWhere,
  userExistsWhere,
} from '../accounts/users';
import { type Actor, recordAudit } from '../audit/log';
import { cancelEverySubscriptionOf } from '../billing/subscriptions';
import { eraseAccount } from './erasure';

/** Fields an audit entry may show: never the hash. */
const auditedFields = (
  user: Pick<UserRow, 'name' | 'email' | 'role' | 'isTradesman' | 'isVerified' | 'isActive'>,
) => ({
  name: user.name,
  email: user.email,
  role: user.role,
  isTradesman: user.isTradesman,
  isVerified: user.isVerified,
  isActive: user.isActive,
});

export async function createUser(db: Database, actor: Actor, input: UserCreateInput) {
  const passwordHash = await hashPassword(input.password);
  const { password: _password, ...fields } = input;
  // The audit row follows the insert directly, so changes() and last_insert_rowid() are its own.
  const [[created]] = await db.batch([
    insertUserUnlessTaken(db, { ...fields, passwordHash }),
    recordAudit(
      db,
      actor,
      {
        action: 'user.created',
        targetType: 'user',
        targetId: sql`last_insert_rowid()`,
        after: auditedFields(fields),
      },
      sql`changes() > 0`,
    ),
  ]);
  if (!created) fail(409, adminMessages.emailInUse);
  return toPublicUser(created);
}

async function findUserAndEmailOwner(db: Database, id: number, email: string | null) {
  const [[user], [emailOwner]] = await db.batch([
    db.select().from(users).where(eq(users.id, id)),
    db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email ?? '')),
  ]);
  if (!user) fail(404, adminMessages.userNotFound);
  return { user, emailOwnerId: emailOwner?.id ?? null };
}

/**
 * Edits a user (the role change is the same write with only the role). Refuses an admin demoting
 * or deactivating themselves and any change leaving no active admin. A new role or deactivation
 * ends the user's sessions, so it takes effect on their next request; a new e-mail address retires
 * the reset links mailed to the old one.
 */
export async function updateUser(
  db: Database,
  actor: Actor,
  id: number,
  change: UserEditInput | { role: Role },
  now: Date,
) {
  const { user: before, emailOwnerId } = await findUserAndEmailOwner(
    db,
    id,
    'email' in change ? change.email : null,
  );
  if (emailOwnerId !== null && emailOwnerId !== id) fail(409, adminMessages.emailInUse);
  const after = { ...before, ...change };
  if (id === actor.id && after.role !== 'admin') fail(403, adminMessages.selfDemote);
  if (id === actor.id && !after.isActive) fail(403, adminMessages.selfDeactivate);

  const staysActiveAdmin = after.role === 'admin' && after.isActive;
  const allowed = staysActiveAdmin ? sql`1` : sql`not ${isLastActiveAdmin(id)}`;
  const signsOut = after.role !== before.role || (before.isActive && !after.isActive);
  const movesEmail = after.email !== before.email;
  const action = 'email' in change ? 'user.updated' : 'user.role_changed';
  const [, [updated]] = await db.batch([
    recordAudit(
      db,
      actor,
      {
        action,
        targetType: 'user',
        targetId: id,
        before: auditedFields(before),
        after: auditedFields(after),
      },
      userExistsWhere(id, allowed),
    ),
    updateUserWhere(db, id, change, allowed),
    // Runs only when the update above happened (the user now has the new role or is inactive).
    endSessionsOf(db, id, {
      onlyIf: signsOut
        ? userExistsWhere(
            id,
            sql`${users.role} = ${after.role} and ${users.isActive} = ${after.isActive ? 1 : 0}`,
          )
        : sql`0`,
    }),
    retireResetLinks(
      db,
      id,
      now,
      movesEmail ? userExistsWhere(id, sql`${users.email} = ${after.email}`) : sql`0`,
    ),
  ]);
  if (!updated) fail(409, adminMessages.lastAdmin);
  return toPublicUser(updated);
}

export interface DeletedAccount {
  listingsDeleted: number;
  quoteRequestsKept: number;
  /** R2 keys of the user's files, marked discarded in the batch; the caller deletes the objects. */
  discardedKeys: string[];
}

/**
 * Deletes a user with the same erasure as a self-deletion (see erasure.ts for what goes and what
 * is kept), plus an audit row in the same batch. Never yourself, never the last active admin.
 * Every live subscription is cancelled at Stripe before the batch, as in deleteOwnAccount (see there
 * for why that order), so nobody is billed for a listing that no longer exists.
 */
export async function deleteUser(
  db: Database,
  stripe: () => Stripe,
  actor: Actor,
  id: number,
): Promise<DeletedAccount> {
  if (id === actor.id) fail(403, adminMessages.selfDelete);
  const [[user], ownListings, [quotes]] = await db.batch([
    db.select().from(users).where(eq(users.id, id)),
    db
      .select({ id: tradesmen.id, customer: tradesmen.stripeCustomerId })
      .from(tradesmen)
      .where(eq(tradesmen.ownerId, id)),
    db
      .select({ n: count() })
      .from(quoteRequests)
      .where(
        or(
          eq(quoteRequests.homeownerId, id),
          inArray(
            quoteRequests.tradesmanId,
            db.select({ id: tradesmen.id }).from(tradesmen).where(eq(tradesmen.ownerId, id)),
          ),
        ),
      ),
  ]);
  if (!user) fail(404, adminMessages.userNotFound);
  if (user.role === 'tradesperson' || ownListings.length > 0) {
    await cancelEverySubscriptionOf(
      db,
      stripe(),
      id,
      ownListings.map((listing) => listing.customer),
    );
  }

  const allowed = userExistsWhere(
    id,
    sql`${users.id} <> ${actor.id} and not ${isLastActiveAdmin(id)}`,
  );
  const effects = { listingsDeleted: ownListings.length, quoteRequestsKept: quotes?.n ?? 0 };
  const audit = recordAudit(
    db,
    actor,
    {
      action: 'user.deleted',
      targetType: 'user',
      targetId: id,
      before: auditedFields(user),
      after: effects,
    },
    allowed,
  );
  const { erased, discardedKeys } = await eraseAccount(db, user, allowed, audit);
  if (!erased) fail(409, adminMessages.lastAdmin);
  return { ...effects, discardedKeys };
}
