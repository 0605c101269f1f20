// Fixed-window rate limits stored in libSQL (rate_limits), so every Worker isolate shares them.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { rateLimits } from '../../schema/tables';
import type { Database } from '../db';
import type { AppEnv } from '../env';

export interface RateRule {
  name: string;
  limit: number;
  windowMs: number;
  message: string;
}

const minute = 60_000;

export const rateRules = {
  failedLogin: {
    name: 'login-failed',
    limit: 10,
    windowMs: 15 * minute,
    message: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.',
  },
  quoteRequest: {
    name: 'quote',
    limit: 10,
    windowMs: 60 * minute,
    message: 'You have sent a lot of quote requests in a short time. Please try again in an hour.',
  },
  newsletter: {
    name: 'newsletter',
    limit: 5,
    windowMs: 60 * minute,
    message: 'Too many sign-ups from this connection. Please try again in an hour.',
  },
  contact: {
    name: 'contact',
    limit: 5,
    windowMs: 60 * minute,
    message: 'Too many messages from this connection. Please try again in an hour.',
  },
  registration: {
    name: 'register',
    limit: 5,
    windowMs: 60 * minute,
    message: 'Too many registrations from this connection. Please try again in an hour.',
  },
} satisfies Record<string, RateRule>;

/** The caller's address as Cloudflare saw it (never X-Forwarded-For, which a client can forge). */
export function clientAddress(c: Context<AppEnv>): string {
  return c.req.header('cf-connecting-ip') ?? 'unknown';
}

const windowOf = (rule: RateRule, now: Date) =>
  Math.floor(now.getTime() / rule.windowMs) * rule.windowMs;

function tooMany(rule: RateRule, now: Date): never {
  const retryAfter = Math.ceil((windowOf(rule, now) + rule.windowMs - now.getTime()) / 1000);
  throw new HTTPException(429, {
    message: rule.message,
    res: new Response(null, { headers: { 'Retry-After': String(retryAfter) } }),
  });
}

const keysFor = (rule: RateRule, subjects: string[]) => subjects.map((s) => `${rule.name}:${s}`);

/** Refuses with 429 when any subject has already used up the window (counts without adding). */
export async function assertUnderLimit(
  db: Database,
  rule: RateRule,
  subjects: string[],
  now: Date,
) {
  const rows = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(
      and(
        inArray(rateLimits.key, keysFor(rule, subjects)),
        eq(rateLimits.windowStart, windowOf(rule, now)),
      ),
    );
  if (rows.some((row) => row.count >= rule.limit)) tooMany(rule, now);
}

/** Counts one event against every subject. */
export async function recordHit(db: Database, rule: RateRule, subjects: string[], now: Date) {
  const windowStart = windowOf(rule, now);
  await db
    .insert(rateLimits)
    .values(keysFor(rule, subjects).map((key) => ({ key, windowStart, count: 1 })))
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    });
}

/** Counts one event and refuses it when it goes over the limit. */
export async function consumeRateLimit(
  db: Database,
  rule: RateRule,
  subjects: string[],
  now: Date,
) {
  await assertUnderLimit(db, rule, subjects, now);
  await recordHit(db, rule, subjects, now);
}
