import type { ClientResponse } from 'hono/client';
import { vi } from 'vitest';
import type { SuccessBody } from '../src/api/client';
import type { CurrentUser } from '../src/api/useCurrentUser';

export type Reply = (init: RequestInit | undefined) => Response | Promise<Response>;

// biome-ignore lint/suspicious/noExplicitAny: any call of the typed client, whatever it takes.
type TypedCall = (...args: any[]) => Promise<ClientResponse<unknown>>;

/**
 * A stub reply typed by the route it stands for: `answer(api.admin.stats.$get, stats)` only
 * compiles while `stats` has the shape the worker's route declares, so a changed route breaks
 * the test at compile time instead of letting it pass against an answer the server no longer gives.
 */
export function answer<Call extends TypedCall>(
  _route: Call,
  body: SuccessBody<Awaited<ReturnType<Call>>>,
  init?: ResponseInit,
): Reply {
  return () => Response.json(body, init);
}

/**
 * Stubs `fetch` with replies keyed by 'METHOD /path'. Any other call answers 404, so a page's own
 * reads (featured tradesmen, articles) never reach the network.
 */
export function stubApi(replies: Record<string, Reply>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const key = `${(init?.method ?? 'GET').toUpperCase()} ${String(input)}`;
    const reply = replies[key];
    return reply ? reply(init) : Response.json({ error: `No stub for ${key}` }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one 'METHOD /path', with their JSON bodies. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, key: string) {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${(init?.method ?? 'GET').toUpperCase()} ${String(input)}` === key)
    .map(([, init]) => (init?.body ? JSON.parse(String(init.body)) : undefined));
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    name: 'Ada Green',
    email: 'ada@example.com',
    role: 'resident',
    isVerified: false,
    isTradesman: false,
    ...overrides,
  };
}

/** Stores a token and answers /api/auth/me with `user`, plus any other replies given. */
export function signInAs(user: CurrentUser, replies: Record<string, Reply> = {}) {
  localStorage.setItem('authToken', `token-for-${user.id}`);
  return stubApi({ 'GET /api/auth/me': () => Response.json(user), ...replies });
}
