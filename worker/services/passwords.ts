import { and, eq, ne } from 'drizzle-orm';
import type { ChangePasswordInput } from '../../schema/rules';
import { sessions, users } from '../../schema/tables';
import type { Database } from '../db';
import { fail } from '../lib/errors';
import { hashPassword, verifyPassword } from '../lib/password';
import type { UserRow } from './users';

export const passwordMessages = {
  wrongCurrent: 'Current password is incorrect',
  sameAsOld: 'New password must be different from the current password',
} as const;

/** Sets a new password, clears the temporary flag and signs out the user's other devices. */
export async function changePassword(
  db: Database,
  user: UserRow,
  currentSessionId: string | null,
  input: ChangePasswordInput,
) {
  if (!(await verifyPassword(input.currentPassword, user.passwordHash))) {
    fail(400, passwordMessages.wrongCurrent);
  }
  if (input.currentPassword === input.newPassword) fail(400, passwordMessages.sameAsOld);
  const passwordHash = await hashPassword(input.newPassword);
  await db.batch([
    db.update(users).set({ passwordHash, isTemporaryPassword: false }).where(eq(users.id, user.id)),
    db
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId ?? ''))),
  ]);
}
