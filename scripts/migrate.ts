// Applies the committed drizzle-kit migrations (schema/migrations) to a libSQL database.
// Used by `npm run dev`, the test setup and `npm run db:migrate` (production: Turso).
import { fileURLToPath } from 'node:url';
import { createClient } from '@libsql/client';
import { drizzle } from 'drizzle-orm/libsql';
import { migrate } from 'drizzle-orm/libsql/migrator';

export const migrationsFolder = fileURLToPath(new URL('../schema/migrations', import.meta.url));

export async function migrateDatabase(url: string, authToken?: string): Promise<void> {
  const client = createClient({ url, authToken });
  try {
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    client.close();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const url = process.env.LIBSQL_URL;
  if (!url) {
    console.error('Set LIBSQL_URL (and LIBSQL_AUTH_TOKEN for Turso) to the database to migrate.');
    process.exit(1);
  }
  await migrateDatabase(url, process.env.LIBSQL_AUTH_TOKEN);
  console.log(`Migrations applied to ${url}`);
}
