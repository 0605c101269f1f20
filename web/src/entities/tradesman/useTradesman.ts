import type { InferResponseType } from 'hono/client';
import type { api } from '../../api/client';
import { unwrap } from '../../api/client';
import { pageRead, usePageRead } from '../../api/pageRead';

/** A public listing as GET /api/tradesmen/:id answers it (the directory's rows have this shape). */
export type Tradesman = InferResponseType<(typeof api.tradesmen)[':id']['$get'], 200>;

/** One listing by id; the error is an ApiError (404 when there is no such public listing). */
export function useTradesman(id: string) {
  return usePageRead(tradesmanRead(id));
}

export const tradesmanRead = (id: string) =>
  pageRead(['/api/tradesmen', id], (client) =>
    unwrap(client.tradesmen[':id'].$get({ param: { id } })),
  );
