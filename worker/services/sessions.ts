import { and, desc, eq, gt, ne } from 'drizzle-orm';
import { limits } from '../../schema/limits';
import { sessions, users } from '../../schema/tables';
import type { Database } from '../db';

const dayMs = 24 * 60 * 60 * 1000;

export function newSession(userId: number, now: Date) {
  return {
    id: crypto.randomUUID(),
    userId,
    expiresAt: new Date(now.getTime() + limits.sessionDays * dayMs),
  };
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
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId ?? '')))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends one of the user's own sessions; false when it was not theirs or already ended. */
export async function revokeOwnSession(db: Database, userId: number, sessionId: string) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), eq(sessions.id, sessionId)))
    .returning({ id: sessions.id });
  return ended.length > 0;
}
