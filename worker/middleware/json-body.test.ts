import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../env';
import { handleError } from './errors';
import { rawBody, requireJsonBody } from './json-body';

// Mounted the way app.ts mounts routers: the check runs first, the declaration sits on the route.
const app = new Hono<AppEnv>()
  .use(requireJsonBody)
  .route(
    '/files',
    new Hono<AppEnv>()
      .put('/raw', rawBody, (c) => c.json({ ok: true }))
      .put('/json', (c) => c.json({ ok: true })),
  )
  .onError(handleError);

const put = (path: string) =>
  app.request(path, { method: 'PUT', headers: { 'content-type': 'image/png' }, body: 'bytes' });

describe('requireJsonBody', () => {
  it('lets a route that declares rawBody take any body', async () => {
    expect((await put('/files/raw')).status).toBe(200);
  });

  it('refuses a body that is not JSON everywhere else with 415', async () => {
    expect((await put('/files/json')).status).toBe(415);
  });
});
