import { Hono } from 'hono';
import { pingDatabase } from '../db';
import type { AppEnv } from '../env';
import { databaseRetryAfterSeconds } from '../lib/errors';

/** Liveness plus a real database round trip, so a broken LIBSQL_URL shows up here first. */
export const health = new Hono<AppEnv>().get('/', async (c) => {
  const started = Date.now();
  try {
    await pingDatabase(c.var.db);
  } catch (error) {
    // Down, refused or stalled past DB_TIMEOUT_MS: all of them read as unreachable.
    console.error('Health check: database unreachable', error);
    c.header('Retry-After', String(databaseRetryAfterSeconds));
    return c.json({ status: 'error' as const, database: 'unreachable' as const }, 503);
  }
  return c.json({
    status: 'ok' as const,
    database: 'ok' as const,
    latencyMs: Date.now() - started,
  });
});
