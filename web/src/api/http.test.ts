import { describe, expect, it, vi } from 'vitest';
import { setStoredItem, storageKeys } from '../lib/storage';
import { api, unwrap } from './client';
import { ApiError, fetchWithRules, readJson } from './http';

function stubFetch(reply: () => Response) {
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => reply());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function sentInit(fetchMock: ReturnType<typeof stubFetch>): RequestInit & { headers: Headers } {
  const init = fetchMock.mock.calls[0]?.[1];
  if (!init) throw new Error('fetch was not called');
  return init as RequestInit & { headers: Headers };
}

const jsonReply = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

describe('the shared request rules', () => {
  it('sends a JSON content type and cookies, and no bearer header when no token is stored', async () => {
    const fetchMock = stubFetch(() => jsonReply({}));
    await fetchWithRules('/api/tradesmen');
    const init = sentInit(fetchMock);
    expect(init.headers.get('Content-Type')).toBe('application/json');
    expect(init.credentials).toBe('include');
    expect(init.headers.has('Authorization')).toBe(false);
  });

  it('sends the stored token as a bearer header', async () => {
    setStoredItem(storageKeys.authToken, 'token-123');
    const fetchMock = stubFetch(() => jsonReply({}));
    await fetchWithRules('/api/auth/me');
    expect(sentInit(fetchMock).headers.get('Authorization')).toBe('Bearer token-123');
  });

  it('drops the body of a GET and keeps it for other methods', async () => {
    const fetchMock = stubFetch(() => jsonReply({}));
    await fetchWithRules('/api/articles', { body: '{"a":1}' });
    await fetchWithRules('/api/articles', { method: 'post', body: '{"a":1}' });
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', body: undefined });
    expect(fetchMock.mock.calls[1]?.[1]).toMatchObject({ method: 'POST', body: '{"a":1}' });
  });
});

describe('reading replies', () => {
  it('reads a successful reply as JSON', async () => {
    expect(await readJson(jsonReply({ count: 3 }))).toEqual({ count: 3 });
  });

  it('throws an ApiError "status: body" that keeps the status', async () => {
    const error = await readJson(new Response('No such tradesman', { status: 404 })).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: '404: No such tradesman' });
  });

  it('falls back to the status text when the error body is empty', async () => {
    const reply = new Response('', { status: 503, statusText: 'Service Unavailable' });
    await expect(readJson(reply)).rejects.toThrow('503: Service Unavailable');
  });

  it('throws on 401 like any other refusal', async () => {
    const unauthorised = new Response('Unauthorised', { status: 401 });
    await expect(readJson(unauthorised)).rejects.toThrow('401: Unauthorised');
  });
});

describe('callers of the rules', () => {
  it('the typed client calls /api routes under the rules and unwraps their JSON', async () => {
    setStoredItem(storageKeys.authToken, 'token-123');
    const fetchMock = stubFetch(() => jsonReply({ status: 'ok' }));
    const health = await unwrap(api.health.$get());
    expect(health).toEqual({ status: 'ok' });
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/health');
    expect(sentInit(fetchMock).headers.get('Authorization')).toBe('Bearer token-123');
  });
});
