import type { InferResponseType } from 'hono/client';
import type { api } from '../../../api/client';

/** What the import did, or with a dry run would do: created, total and every row skipped. */
export type ImportOutcome = InferResponseType<
  (typeof api.admin)['bulk-import-tradesmen']['$post'],
  200
>;
export type SkippedRow = ImportOutcome['skipped'][number];
