// Test double for the directory's API: listings answered by offset, with every call recorded.
import { vi } from 'vitest';
import type { Tradesman } from '../src/entities/tradesman/useTradesman';
import type { DirectoryCount } from '../src/features/directory/useDirectory';

export interface DirectoryServer {
  /** The query of each GET /api/tradesmen, in order. */
  searches: () => URLSearchParams[];
  /** The query of each GET /api/tradesmen/count, in order. */
  counts: () => URLSearchParams[];
  fetchMock: ReturnType<typeof vi.fn>;
}

type Route = (url: URL, init: RequestInit | undefined) => Response | Promise<Response> | undefined;

interface DirectoryServerOptions {
  total?: number;
  /** More of the count's answer (postcode, suggestion), by its query. */
  countDetails?: (query: URLSearchParams) => Partial<DirectoryCount>;
  otherRoutes?: Route;
}

const noDetails: Omit<DirectoryCount, 'count'> = {
  suggestion: null,
  postcode: null,
  postcodeLocation: null,
  postcodeOutsideArea: false,
};

/**
 * Answers GET /api/tradesmen with `batch(query)`, GET /api/tradesmen/count with the total (and
 * `countDetails`), and anything else through `otherRoutes` (404 when they give nothing).
 */
export function stubDirectoryServer(
  batch: (query: URLSearchParams) => (Tradesman & { boosted?: boolean })[] | Response,
  { total, countDetails, otherRoutes }: DirectoryServerOptions = {},
): DirectoryServer {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/tradesmen') {
      const answer = batch(url.searchParams);
      return answer instanceof Response ? answer : Response.json(answer);
    }
    if (url.pathname === '/api/tradesmen/count' && total !== undefined) {
      const details = countDetails?.(url.searchParams);
      return Response.json({ ...noDetails, count: total, ...details } satisfies DirectoryCount);
    }
    return (
      (await otherRoutes?.(url, init)) ??
      Response.json({ error: `No stub for ${url.pathname}` }, { status: 404 })
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  const queriesTo = (pathname: string) =>
    fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === pathname)
      .map((url) => url.searchParams);
  return {
    fetchMock,
    searches: () => queriesTo('/api/tradesmen'),
    counts: () => queriesTo('/api/tradesmen/count'),
  };
}
