// Sign-in sessions: every write to the sessions table is here. A session row is checked on every
// signed-in request, so deleting it signs the device out at once.
import { and, desc, eq, gt, lte, ne, type SQL } from 'drizzle-orm';
import { limits } from '../../../schema/limits';
import { sessions, users } from '../../../schema/tables/accounts';
import type { Database } from '../../db';

const dayMs = 24 * 60 * 60 * 1000;

export type Session = ReturnType<typeof newSession>;

export function newSession(userId: number, now: Date) {
  return {
    id: crypto.randomUUID(),
    userId,
    expiresAt: new Date(now.getTime() + limits.sessionDays * dayMs),
  };
}

/** The insert of a new session, to run alone or in the caller's batch. */
export function insertSession(db: Database, session: Session) {
  return db.insert(sessions).values(session);
}

/**
 * Ends the user's sessions, all but `keep` when given, inside the caller's batch; with `onlyIf`,
 * only when that condition holds there.
 */
export function endSessionsOf(
  db: Database,
  userId: number,
  { keep = null, onlyIf }: { keep?: string | null; onlyIf?: SQL } = {},
) {
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keep ?? ''), onlyIf))
    .returning({ id: sessions.id });
}

/** Sessions past their end, for the hourly job's batch. */
export function deleteExpiredSessions(db: Database, now: Date) {
  return db.delete(sessions).where(lte(sessions.expiresAt, now)).returning({ id: sessions.id });
}

/** The signed-in user behind a live session: one query joining session and user. */
export async function findSessionUser(db: Database, sessionId: string, userId: number, now: Date) {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        gt(sessions.expiresAt, now),
        eq(users.isActive, true),
      ),
    );
  return row?.user ?? null;
}

export async function revokeSession(db: Database, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** The user's live sessions, newest first; `current` marks the caller's. Never a token. */
export async function listSessions(
  db: Database,
  userId: number,
  currentId: string | null,
  now: Date,
) {
  const rows = await db
    .select({ id: sessions.id, createdAt: sessions.createdAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now)))
    .orderBy(desc(sessions.createdAt));
  return rows.map((row) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    current: row.id === currentId,
  }));
}

/** Ends every session of the user but the caller's; answers how many ended. */
export async function revokeOtherSessions(db: Database, userId: number, keepId: string | null) {
  return (await endSessionsOf(db, userId, { keep: keepId })).length;
}

/** Ends one of the user's own sessions; false when it was not theirs or already ended. */
export async function revokeOwnSession(db: Database, userId: number, sessionId: string) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
