// Hrana-over-HTTP v2 (JSON encoding) message types and the decoder for pipeline request bodies.
// The whole body is validated before anything runs, so a malformed pipeline is rejected with a 400
// instead of executing half of it (sqld rejects undecodable bodies the same way).
import { ProtocolError } from './errors.ts';
import { decodeValue, type HranaValue, type SqlValue } from './values.ts';

export type Stmt = {
  sql: string | undefined;
  sqlId: number | undefined;
  args: SqlValue[];
  namedArgs: { name: string; value: SqlValue }[];
  wantRows: boolean;
};

export type BatchCond =
  | { type: 'ok' | 'error'; step: number }
  | { type: 'not'; cond: BatchCond }
  | { type: 'and' | 'or'; conds: BatchCond[] }
  | { type: 'is_autocommit' };

export type BatchStep = { condition: BatchCond | undefined; stmt: Stmt };

export type StreamRequest =
  | { type: 'close' }
  | { type: 'execute'; stmt: Stmt }
  | { type: 'batch'; steps: BatchStep[] }
  | { type: 'sequence' | 'describe'; sql: string | undefined; sqlId: number | undefined }
  | { type: 'store_sql'; sqlId: number; sql: string }
  | { type: 'close_sql'; sqlId: number }
  | { type: 'get_autocommit' };

export type PipelineRequest = { baton: string | undefined; requests: StreamRequest[] };

export type Col = { name: string | null; decltype: string | null };

export type StmtResult = {
  cols: Col[];
  rows: HranaValue[][];
  affected_row_count: number;
  last_insert_rowid: string | null;
  query_duration_ms: number;
};

export type ErrorBody = { message: string; code: string };

export type StreamResponse =
  | { type: 'close' | 'sequence' | 'store_sql' | 'close_sql' }
  | { type: 'execute'; result: StmtResult }
  | {
      type: 'batch';
      result: { step_results: (StmtResult | null)[]; step_errors: (ErrorBody | null)[] };
    }
  | {
      type: 'describe';
      result: {
        params: { name: string | null }[];
        cols: Col[];
        is_explain: boolean;
        is_readonly: boolean;
      };
    }
  | { type: 'get_autocommit'; is_autocommit: boolean };

export type StreamResult =
  | { type: 'ok'; response: StreamResponse }
  | { type: 'error'; error: ErrorBody };

export type PipelineResponse = {
  baton: string | null;
  base_url: null;
  results: StreamResult[];
};

type Json = Record<string, unknown>;

function object(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ProtocolError(`${what} must be a JSON object`);
  }
  return value as Json;
}

function array(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new ProtocolError(`${what} must be an array`);
  return value;
}

function optionalString(value: unknown, what: string): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw new ProtocolError(`${what} must be a string`);
  return value;
}

function optionalInt(value: unknown, what: string): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (!Number.isInteger(value)) throw new ProtocolError(`${what} must be an integer`);
  return value as number;
}

function requiredInt(value: unknown, what: string): number {
  const int = optionalInt(value, what);
  if (int === undefined) throw new ProtocolError(`${what} is required`);
  return int;
}

/** `sql` and `sql_id` are alternatives: exactly one must be present. */
function sqlSource(
  json: Json,
  what: string,
): { sql: string | undefined; sqlId: number | undefined } {
  const sql = optionalString(json.sql, `${what}.sql`);
  const sqlId = optionalInt(json.sql_id, `${what}.sql_id`);
  if ((sql === undefined) === (sqlId === undefined)) {
    throw new ProtocolError(`${what} must have exactly one of "sql" and "sql_id"`);
  }
  return { sql, sqlId };
}

function decodeStmt(value: unknown, what: string): Stmt {
  const json = object(value, what);
  const namedArgs = array(json.named_args ?? [], `${what}.named_args`).map((arg, i) => {
    const named = object(arg, `${what}.named_args[${i}]`);
    if (typeof named.name !== 'string') {
      throw new ProtocolError(`${what}.named_args[${i}].name must be a string`);
    }
    return { name: named.name, value: decodeValue(named.value) };
  });
  const wantRows = json.want_rows ?? true;
  if (typeof wantRows !== 'boolean') throw new ProtocolError(`${what}.want_rows must be a boolean`);
  return {
    ...sqlSource(json, what),
    args: array(json.args ?? [], `${what}.args`).map(decodeValue),
    namedArgs,
    wantRows,
  };
}

/** `stepIndex` is the step owning the condition: conditions may only look at earlier steps. */
function decodeCond(value: unknown, stepIndex: number, what: string): BatchCond {
  const json = object(value, what);
  const { type } = json;
  if (type === 'ok' || type === 'error') {
    const step = requiredInt(json.step, `${what}.step`);
    if (step < 0 || step >= stepIndex) {
      throw new ProtocolError(`${what} refers to step ${step}, which does not run before it`);
    }
    return { type, step };
  }
  if (type === 'not') return { type, cond: decodeCond(json.cond, stepIndex, `${what}.cond`) };
  if (type === 'and' || type === 'or') {
    const conds = array(json.conds, `${what}.conds`);
    return { type, conds: conds.map((c, i) => decodeCond(c, stepIndex, `${what}.conds[${i}]`)) };
  }
  if (type === 'is_autocommit') return { type };
  throw new ProtocolError(`Unknown batch condition type ${JSON.stringify(type)}`);
}

function decodeRequest(value: unknown, what: string): StreamRequest {
  const json = object(value, what);
  const { type } = json;
  switch (type) {
    case 'close':
    case 'get_autocommit':
      return { type };
    case 'execute':
      return { type, stmt: decodeStmt(json.stmt, `${what}.stmt`) };
    case 'batch': {
      const batch = object(json.batch, `${what}.batch`);
      const steps = array(batch.steps, `${what}.batch.steps`).map((s, i) => {
        const step = object(s, `${what}.batch.steps[${i}]`);
        const where = `${what}.batch.steps[${i}]`;
        return {
          condition:
            step.condition == null
              ? undefined
              : decodeCond(step.condition, i, `${where}.condition`),
          stmt: decodeStmt(step.stmt, `${where}.stmt`),
        };
      });
      return { type, steps };
    }
    case 'sequence':
    case 'describe':
      return { type, ...sqlSource(json, what) };
    case 'store_sql': {
      const sql = optionalString(json.sql, `${what}.sql`);
      if (sql === undefined) throw new ProtocolError(`${what}.sql is required`);
      return { type, sqlId: requiredInt(json.sql_id, `${what}.sql_id`), sql };
    }
    case 'close_sql':
      return { type, sqlId: requiredInt(json.sql_id, `${what}.sql_id`) };
    default:
      throw new ProtocolError(`Unknown request type ${JSON.stringify(type)}`);
  }
}

export function decodePipelineRequest(body: unknown): PipelineRequest {
  const json = object(body, 'The request body');
  return {
    baton: optionalString(json.baton, 'baton'),
    requests: array(json.requests, 'requests').map((r, i) => decodeRequest(r, `requests[${i}]`)),
  };
}
