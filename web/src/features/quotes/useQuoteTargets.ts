import type { Params } from 'react-router-dom';
import { limits } from '#schema/limits';
import { quoteMessages } from '#schema/rules';
import { tradeParam } from '#schema/trade-selection';
import type { PageReads } from '../../api/pageRead';
import { usePageRead } from '../../api/pageRead';
import { tradesmanRead } from '../../entities/tradesman/useTradesman';

/**
 * The trades a quote page is for: `/quote/18`, or one to three from the directory's selection bar,
 * `/quote?trade=18&trade=40` (docs/product/public-site.md §10.10). A list the request could not go
 * to says why, in the API's own words.
 */
export function quoteTargetIds(
  params: Params,
  search: URLSearchParams,
): { ids: string[]; refusal?: string } {
  if (params.id) return { ids: [params.id] };
  const named = search.getAll(tradeParam);
  // Anything but an id names nobody; as numbers, `018` and `18` are one trade.
  if (named.length === 0 || named.some((id) => !/^\d+$/.test(id))) {
    return { ids: [], refusal: quoteMessages.tradesman };
  }
  const ids = [...new Set(named.map((id) => String(Number(id))))];
  if (ids.length > limits.tradesPerQuoteRequest) {
    return { ids, refusal: quoteMessages.tooManyTradesmen };
  }
  return { ids };
}

/** The Worker renders the page with its trades, so its form works before the app has loaded. */
export const quotePageReads: PageReads = ({ params, search }) => {
  const { ids, refusal } = quoteTargetIds(params, search);
  return refusal ? [] : ids.map(tradesmanRead);
};

const readOf = (id: string | undefined) => (id === undefined ? null : tradesmanRead(id));

/**
 * The page's trades, each read as its own profile is (so each is one shared answer), all or
 * nothing: `data` once every one is here, the first error otherwise. At most three, so three reads.
 */
export function useQuoteTargets(ids: readonly string[]) {
  const first = usePageRead(readOf(ids[0]));
  const second = usePageRead(readOf(ids[1]));
  const third = usePageRead(readOf(ids[2]));
  const reads = [first, second, third].slice(0, ids.length);
  const all = reads.map((read) => read.data);
  return {
    data:
      reads.length > 0 && all.every((data): data is NonNullable<typeof data> => data !== undefined)
        ? all
        : undefined,
    error: reads.find((read) => read.error)?.error as unknown,
    retry: () => {
      for (const read of reads) void read.mutate();
    },
  };
}
