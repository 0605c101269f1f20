import type { InferResponseType } from 'hono/client';
import useSWR from 'swr';
import { api, unwrap } from './client';

/** A public listing as GET /api/tradesmen/:id answers it (the directory's rows have this shape). */
export type Tradesman = InferResponseType<(typeof api.tradesmen)[':id']['$get'], 200>;

/** One listing by id; the error is an ApiError (404 when there is no such public listing). */
export function useTradesman(id: string) {
  return useSWR(['/api/tradesmen', id], () => unwrap(api.tradesmen[':id'].$get({ param: { id } })));
}
