// Work a public answer must never wait for or fail on (the listing counters of
// docs/product/business-side.md §10.4): it runs after the response, and its errors are logged.
import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * Crawlers, link previews and scripts, known by their own user agent; a request without one is
 * counted as a script too. Cheap on purpose: a visitor who hides is counted, nothing is stored.
 */
const automatedAgent =
  /bot\b|bot\/|crawl|spider|slurp|preview|facebookexternalhit|curl\/|wget\/|python|httpclient|okhttp|java\//i;

export const looksAutomated = (userAgent: string | undefined) =>
  !userAgent || automatedAgent.test(userAgent);

/** Runs `work` once the answer is sent (waitUntil); a failure is logged, never answered. */
export function afterAnswer(c: Context<AppEnv>, what: string, work: () => Promise<unknown>) {
  const done = work().catch((error: unknown) => console.error(`${what} failed`, error));
  try {
    c.executionCtx.waitUntil(done);
  } catch {
    // No execution context (a direct app.request in tests): the promise still runs.
  }
}
