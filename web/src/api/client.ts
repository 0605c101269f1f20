import type { ClientResponse } from 'hono/client';
import { hc } from 'hono/client';
import type { SuccessStatusCode } from 'hono/utils/http-status';
import type { AppType } from '../../../worker/app';
import { fetchWithRules, readJson } from './http';

/** The typed API client: `api.health.$get()` calls `GET /api/health` under the shared rules. */
export const api = hc<AppType>('/', { fetch: fetchWithRules }).api;

/** The JSON body a route declares for its successful statuses. */
export type SuccessBody<R> =
  R extends ClientResponse<infer Body, infer Status, infer Format>
    ? [Extract<Status, SuccessStatusCode>] extends [never]
      ? never
      : Format extends 'json'
        ? Body
        : never
    : never;

/** Awaits a typed call and reads its successful JSON body; any other reply throws an ApiError. */
export async function unwrap<R extends ClientResponse<unknown>>(
  call: R | Promise<R>,
): Promise<SuccessBody<R>> {
  return readJson<SuccessBody<R>>(await call);
}
