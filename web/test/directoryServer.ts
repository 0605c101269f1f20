// Test double for the directory's API: listings answered by offset, with every call recorded.
import { vi } from 'vitest';
import type { Tradesman } from '../src/api/useTradesman';

export interface DirectoryServer {
  /** The query of each GET /api/tradesmen, in order. */
  searches: () => URLSearchParams[];
  fetchMock: ReturnType<typeof vi.fn>;
}

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

/**
 * Answers GET /api/tradesmen with `batch(query)`, GET /api/tradesmen/count with the total, and
 * anything else through `otherRoutes` (404 when they give nothing).
 */
export function stubDirectoryServer(
  batch: (query: URLSearchParams) => Tradesman[] | Response,
  { total, otherRoutes }: { total?: number; otherRoutes?: Route } = {},
): DirectoryServer {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/tradesmen') {
      const answer = batch(url.searchParams);
      return answer instanceof Response ? answer : Response.json(answer);
    }
    if (url.pathname === '/api/tradesmen/count' && total !== undefined) {
      return Response.json({ count: total });
    }
    return (
      (await otherRoutes?.(url, init)) ??
      Response.json({ error: `No stub for ${url.pathname}` }, { status: 404 })
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    searches: () =>
      fetchMock.mock.calls
        .map(([input]) => new URL(String(input), 'http://localhost'))
        .filter((url) => url.pathname === '/api/tradesmen')
        .map((url) => url.searchParams),
  };
}
