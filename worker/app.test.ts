import { describe, expect, it } from 'vitest';
import { signedIn } from './test/factories';
import { call, databaseOf, freshBindings } from './test/harness';

const bindings = freshBindings();

describe('GET /api/health', () => {
  it('answers 200 after a real database round trip', async () => {
    const response = await call(bindings, 'GET', '/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'ok' });
  });

  it('answers 503 in JSON when the database cannot be reached', async () => {
    const response = await call(
      { ...bindings, LIBSQL_URL: 'http://127.0.0.1:9/' },
      'GET',
      '/api/health',
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'error', database: 'unreachable' });
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404, never the SPA', async () => {
    const response = await call(bindings, 'GET', '/api/no-such-thing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toEqual({ error: 'Not found: GET /api/no-such-thing' });
  });
});

describe('security headers', () => {
  it('are set on API answers, including errors', async () => {
    for (const path of ['/api/health', '/api/missing']) {
      const headers = (await call(bindings, 'GET', path)).headers;
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain('https://js.stripe.com');
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(headers.get('x-content-type-options')).toBe('nosniff');
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(csp).toContain("base-uri 'none'");
    }
  });
});

describe('caching', () => {
  it('is off for answers carrying a token or personal data, and for failures', async () => {
    const resident = await signedIn(bindings, databaseOf(bindings), 'resident');
    const answers = [
      await call(bindings, 'POST', '/api/auth/login', {
        body: { email: resident.user.email, password: 'password123' },
      }),
      await call(bindings, 'GET', '/api/auth/me', { token: resident.token }),
      await call(bindings, 'GET', '/api/quote-requests', { token: resident.token }),
      await call(bindings, 'GET', '/api/tradesmen/0'),
    ];
    for (const answer of answers) expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('stays public where a route asks for it, like the directory', async () => {
    const response = await call(bindings, 'GET', '/api/tradesmen');
    expect(response.headers.get('cache-control')).toContain('s-maxage');
  });
});

describe('state-changing requests', () => {
  it('must send JSON, so a cross-site form post is refused with 415', async () => {
    const response = await call(bindings, 'POST', '/api/health', {
      body: 'email=a@b.c',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(415);
    expect(await response.json()).toEqual({
      error: 'Requests must send a JSON body (Content-Type: application/json)',
    });
  });
});
