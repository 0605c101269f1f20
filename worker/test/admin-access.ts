// Checks that a route is for admins only: 401 for a visitor, 403 for every other role.
import { expect } from 'vitest';
import type { Database } from '../db';
import type { Bindings } from '../env';
import { signedIn } from './factories';
import { call } from './harness';

export async function expectAdminOnly(
  bindings: Bindings,
  db: Database,
  method: string,
  path: string,
  body?: unknown,
) {
  expect((await call(bindings, method, path, { body })).status, `${method} ${path} visitor`).toBe(
    401,
  );
  for (const role of ['resident', 'tradesperson', 'editor'] as const) {
    const { token } = await signedIn(bindings, db, role);
    const response = await call(bindings, method, path, { body, token });
    expect(response.status, `${method} ${path} as ${role}`).toBe(403);
  }
}
