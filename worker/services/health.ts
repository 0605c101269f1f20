import { sql } from 'drizzle-orm';
import type { Database } from '../db';

/** One real round trip to the database. */
export async function pingDatabase(db: Database) {
  await db.run(sql`select 1`);
}
