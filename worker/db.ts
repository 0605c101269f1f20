import { createClient } from '@libsql/client/web';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/libsql/web';
import * as tables from '../schema/tables';

export type Database = ReturnType<typeof connect>;

const defaultTimeoutMs = 5000;

/**
 * The database did not answer in time, or could not be reached at all. The error handler turns it
 * into a 503 with Retry-After.
 */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

/**
 * Every HTTP request to the database carries a deadline, so a stalled server cannot hang a request.
 * Aborting cannot leave half a write: a statement or a `db.batch` travels as one pipeline request,
 * and the server runs a batch inside BEGIN … COMMIT once it has the whole request, so an abandoned
 * call is either committed whole or not at all. (The app opens no interactive transactions; one
 * abandoned mid-way would be rolled back when its stream expires on the server.) The caller then
 * sees a 503 even if the write did commit, which is why the answer says "try again" and repeat-safe
 * writes (rate-limit counters, the mail outbox) are keyed or leased rather than assumed.
 */
function fetchWithDeadline(timeoutMs: number) {
  return async (request: Request) => {
    try {
      return await fetch(request, { signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new DatabaseUnavailableError(
        error instanceof Error && error.name === 'TimeoutError'
          ? `The database did not answer within ${timeoutMs} ms`
          : 'The database could not be reached',
        { cause: error },
      );
    }
  };
}

function timeoutOf(setting: string | undefined) {
  const ms = Number(setting);
  return Number.isFinite(ms) && ms > 0 ? ms : defaultTimeoutMs;
}

/** One HTTP (Hrana) client per request: Turso in production, the local libSQL server in dev. */
export function connect(env: {
  LIBSQL_URL: string;
  LIBSQL_AUTH_TOKEN?: string;
  DB_TIMEOUT_MS?: string;
}) {
  const client = createClient({
    url: env.LIBSQL_URL,
    authToken: env.LIBSQL_AUTH_TOKEN,
    fetch: fetchWithDeadline(timeoutOf(env.DB_TIMEOUT_MS)),
  });
  return drizzle(client, { schema: tables });
}

/** Whether an error, or anything in its chain of causes, is the database being unavailable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if (current instanceof DatabaseUnavailableError) return true;
  }
  return false;
}

/** One real round trip to the database (the health check). */
export async function pingDatabase(db: Database) {
  await db.run(sql`select 1`);
}
