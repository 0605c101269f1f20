// A paused database server accepts connections and never answers. Every request must still get
// an answer: a JSON 503 with Retry-After once DB_TIMEOUT_MS has passed.
import { describe, expect, inject, it } from 'vitest';
import { call, freshBindings } from './test/harness';

const timeoutMs = 300;
const stalled = {
  ...freshBindings(),
  LIBSQL_URL: inject('stalledDatabaseUrl'),
  DB_TIMEOUT_MS: String(timeoutMs),
};

/** Generous: the point is an answer soon after the time-out, not after the 150 s seen before. */
const answeredWithin = 10 * timeoutMs + 5000;

async function timed(method: string, path: string, body?: unknown) {
  const started = Date.now();
  const response = await call(stalled, method, path, {
    body,
    headers: { 'cf-connecting-ip': '203.0.113.9' },
  });
  return { response, elapsed: Date.now() - started };
}

describe('a stalled database', () => {
  it('makes the health check report the database unreachable', async () => {
    const { response, elapsed } = await timed('GET', '/api/health');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.json()).toEqual({ status: 'error', database: 'unreachable' });
    expect(elapsed).toBeGreaterThanOrEqual(timeoutMs - 50);
    expect(elapsed).toBeLessThan(answeredWithin);
  });

  it('answers a read with a JSON 503 and Retry-After', async () => {
    const { response, elapsed } = await timed('GET', '/api/tradesmen');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.json()).toEqual({
      error: 'The service is temporarily unavailable. Please try again in a moment.',
    });
    expect(elapsed).toBeLessThan(answeredWithin);
  });

  it('answers a write with a JSON 503 and Retry-After', async () => {
    const { response, elapsed } = await timed('POST', '/api/contact-messages', {
      name: 'Stalled Sam',
      email: 'sam@example.com',
      subject: 'Hello',
      message: 'Is anyone there?',
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(await response.json()).toHaveProperty('error');
    expect(elapsed).toBeLessThan(answeredWithin);
  });

  it('still serves a profile page as the app (marked 503, not cached), not a JSON error', async () => {
    const { response, elapsed } = await timed('GET', '/tradesman/1');
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('<div id="root">');
    expect(elapsed).toBeLessThan(answeredWithin);
  });
});
