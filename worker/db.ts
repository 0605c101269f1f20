import { createClient } from '@libsql/client/web';
import { drizzle } from 'drizzle-orm/libsql/web';
import * as tables from '../schema/tables';

export type Database = ReturnType<typeof connect>;

/** One HTTP (Hrana) client per request: Turso in production, the local libSQL server in dev. */
export function connect(env: { LIBSQL_URL: string; LIBSQL_AUTH_TOKEN?: string }) {
  const client = createClient({ url: env.LIBSQL_URL, authToken: env.LIBSQL_AUTH_TOKEN });
  return drizzle(client, { schema: tables });
}
