// The audit trail: one row per admin action, written in the same batch as the change. A guarded
// entry uses the change's own WHERE condition, evaluated just before the change in the same
// transaction, so a refused or repeated action leaves no row and a done one leaves exactly one.
import { count, desc, eq, SQL, sql } from 'drizzle-orm';
import type { AuditAction } from '../../../schema/catalogues';
import { auditLog } from '../../../schema/tables/audit';
import type { Database } from '../../db';
import { withTargetNames } from './targets';

export interface Actor {
  id: number;
  email: string;
}

export interface AuditEntry {
  action: AuditAction;
  targetType: (typeof auditLog.$inferInsert)['targetType'];
  /** A number, or SQL such as `last_insert_rowid()` for a row made earlier in the batch. */
  targetId: number | SQL | null;
  before?: Record<string, unknown> | null;
  /** Or SQL building the JSON in the batch, for figures only known there. */
  after?: Record<string, unknown> | SQL | null;
}

const secretField = /password|hash|token|secret/i;

/** Drops any field that could hold a secret, whoever built the snapshot. */
function snapshot(fields: Record<string, unknown> | SQL | null | undefined): string | SQL | null {
  if (!fields) return null;
  if (fields instanceof SQL) return fields;
  return JSON.stringify(
    Object.fromEntries(Object.entries(fields).filter(([key]) => !secretField.test(key))),
  );
}

/** The audit insert, to run in the caller's batch; written only when `onlyIf` holds. */
export function recordAudit(db: Database, actor: Actor, entry: AuditEntry, onlyIf?: SQL) {
  return db.run(sql`insert into ${auditLog}
    (actor_id, actor_email, action, target_type, target_id, before, after, created_at)
    select ${actor.id}, ${actor.email}, ${entry.action}, ${entry.targetType}, ${entry.targetId},
      ${snapshot(entry.before)}, ${snapshot(entry.after)}, ${Date.now()}
    where ${onlyIf ?? sql`1`}`);
}

/**
 * Completes the newest audit row inside the caller's batch, after the changes it records: sets
 * `field` of its `after` to a figure only known then, computed by `figure` from that snapshot (given
 * as SQL), and drops `helperField`, which the snapshot carried only for the computation.
 */
export function completeLatestAudit(
  db: Database,
  field: string,
  figure: (after: SQL) => SQL,
  helperField: string,
) {
  return db.run(sql`update ${auditLog}
    set after = json_remove(json_set(after, ${`$.${field}`}, ${figure(sql`${auditLog.after}`)}),
      ${`$.${helperField}`})
    where id = (select max(id) from ${auditLog})`);
}

export const auditPageSize = 50;

export async function listAudit(
  db: Database,
  filter: { action: AuditAction | 'all'; page: number },
) {
  const where = filter.action === 'all' ? undefined : eq(auditLog.action, filter.action);
  const [rows, [total]] = await db.batch([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(auditPageSize)
      .offset((filter.page - 1) * auditPageSize),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: (await withTargetNames(db, rows)).map((row) => ({
      ...row,
      createdAt: row.createdAt.toISOString(),
    })),
    total: total?.n ?? 0,
    page: filter.page,
    pageSize: auditPageSize,
  };
}
