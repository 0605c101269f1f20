import { and, eq, gt } from 'drizzle-orm';
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
