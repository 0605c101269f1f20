// Column helpers shared by every table. Timestamps are stored as epoch milliseconds.
import { sql } from 'drizzle-orm';
import { integer } from 'drizzle-orm/sqlite-core';

export const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date());
export const updatedAt = () =>
  integer('updated_at', { mode: 'timestamp_ms' })
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());
export const flag = (name: string, initial: boolean) =>
  integer(name, { mode: 'boolean' }).notNull().default(initial);
/** A CHECK that the column holds one of the catalogue's values. */
export const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`"${column}" in (${values.map((value) => `'${value}'`).join(', ')})`);
