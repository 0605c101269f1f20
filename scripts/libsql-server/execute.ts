// Executes Hrana statements, batches, sequences and describes on one libsql connection, with the
// result semantics of sqld (see sql-scan.ts for why the SQL is also lexed here).
import type Database from 'libsql';
import { errorBody, StmtError } from './errors.ts';
import type {
  BatchCond,
  BatchStep,
  Col,
  ErrorBody,
  Stmt,
  StmtResult,
  StreamResponse,
} from './protocol.ts';
import { analyzeSql } from './sql-scan.ts';
import { encodeValue, type SqlValue } from './values.ts';

type Connection = Database.Database;

/** SQL texts stored with `store_sql`, by id; owned by the stream. */
export type SqlStore = Map<number, string>;

export function resolveSql(sqls: SqlStore, sql: string | undefined, sqlId: number | undefined) {
  if (sql !== undefined) return sql;
  const stored = sqlId === undefined ? undefined : sqls.get(sqlId);
  if (stored === undefined)
    throw new StmtError(`SQL text ${sqlId} was not stored`, 'SQL_NOT_FOUND');
  return stored;
}

function singleStatement(sql: string) {
  const info = analyzeSql(sql);
  if (info.count === 0) {
    throw new StmtError('SQL string does not contain any statement', 'SQL_NO_STATEMENT');
  }
  if (info.count > 1) {
    throw new StmtError('SQL string contains more than one statement', 'SQL_MANY_STATEMENTS');
  }
  return info;
}

/**
 * Named args are bound by position, using the lexer's parameter list: libsql's own named binding
 * aborts the whole process (a Rust panic) when the statement also has an anonymous `?`. Clients may
 * send a name with its prefix (`:a`) or without (`a`); unmatched parameters stay NULL, as in sqld.
 */
function bindParameters(stmt: Stmt, params: (string | null)[]): SqlValue[] {
  if (stmt.namedArgs.length === 0) return stmt.args;
  if (stmt.args.length > 0) {
    throw new StmtError(
      'Specifying both positional and named arguments is not supported',
      'ARGS_BOTH_POSITIONAL_AND_NAMED',
    );
  }
  const named = new Map(stmt.namedArgs.map(({ name, value }) => [name, value]));
  return params.map((name) =>
    name === null ? null : (named.get(name) ?? named.get(name.slice(1)) ?? null),
  );
}

function columnsOf(prepared: Database.Statement): Col[] {
  return prepared.columns().map((c) => ({ name: c.name, decltype: c.type }));
}

export function executeStmt(conn: Connection, sqls: SqlStore, stmt: Stmt): StmtResult {
  const started = performance.now();
  const sql = resolveSql(sqls, stmt.sql, stmt.sqlId);
  const info = singleStatement(sql);
  const params = bindParameters(stmt, info.params);
  const prepared = conn.prepare(sql).safeIntegers(true);
  // Only run() and a full all() leave the statement reset; get() or run() on a query would keep
  // it active and pin a read snapshot on the connection.
  const isQuery = prepared.reader;
  const cols = isQuery ? columnsOf(prepared) : [];
  let rows: unknown[][] = [];
  if (isQuery) rows = prepared.raw(true).all(params) as unknown[][];
  else prepared.run(params);
  let affected = 0n;
  let lastInsertRowid: bigint | null = null;
  if (info.isIud) {
    // run() reports lastInsertRowid as a lossy number and nothing for INSERT ... RETURNING.
    const meta = conn.prepare('SELECT changes(), last_insert_rowid()').safeIntegers(true).raw(true);
    const [changes, rowid] = meta.all()[0] as [bigint, bigint];
    affected = changes;
    if (info.isInsert) lastInsertRowid = rowid;
  }
  return {
    cols,
    rows: stmt.wantRows ? rows.map((row) => row.map(encodeValue)) : [],
    affected_row_count: Number(affected),
    last_insert_rowid: lastInsertRowid === null ? null : lastInsertRowid.toString(),
    query_duration_ms: performance.now() - started,
  };
}

export function executeBatch(conn: Connection, sqls: SqlStore, steps: BatchStep[]): StreamResponse {
  const stepResults: (StmtResult | null)[] = [];
  const stepErrors: (ErrorBody | null)[] = [];
  const holds = (cond: BatchCond): boolean => {
    switch (cond.type) {
      case 'ok':
        return stepResults[cond.step] != null;
      case 'error':
        return stepErrors[cond.step] != null;
      case 'not':
        return !holds(cond.cond);
      case 'and':
        return cond.conds.every(holds);
      case 'or':
        return cond.conds.some(holds);
      case 'is_autocommit':
        return !conn.inTransaction;
    }
  };
  for (const step of steps) {
    let result: StmtResult | null = null;
    let error: ErrorBody | null = null;
    if (step.condition === undefined || holds(step.condition)) {
      try {
        result = executeStmt(conn, sqls, step.stmt);
      } catch (e) {
        error = errorBody(e);
      }
    }
    stepResults.push(result);
    stepErrors.push(error);
  }
  return { type: 'batch', result: { step_results: stepResults, step_errors: stepErrors } };
}

export function executeSequence(conn: Connection, sql: string): void {
  conn.exec(sql);
}

export function describe(conn: Connection, sql: string): StreamResponse {
  const info = singleStatement(sql);
  const prepared = conn.prepare(sql);
  return {
    type: 'describe',
    result: {
      params: info.params.map((name) => ({ name })),
      cols: prepared.reader ? columnsOf(prepared) : [],
      is_explain: info.isExplain,
      is_readonly: info.isReadonly,
    },
  };
}
