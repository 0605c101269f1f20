import Database from 'libsql';

/**
 * The request itself is malformed (bad JSON, unknown type, unknown baton, ...). Answered with an
 * HTTP error status and a JSON `{ message, code }` body, which @libsql/client turns into a
 * LibsqlError carrying that message and code.
 */
export class ProtocolError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(message: string, code = 'PROTOCOL_ERROR', status = 400) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

/**
 * A statement or request failed; reported inside the pipeline result (`{ type: 'error' }`) or as a
 * batch step error, exactly where sqld reports it, so the rest of the pipeline still runs.
 */
export class StmtError extends Error {
  readonly code: string;

  constructor(message: string, code: string) {
    super(message);
    this.code = code;
  }
}

// sqld (the server behind Turso) reports the *primary* SQLite result code, e.g. SQLITE_CONSTRAINT
// rather than SQLITE_CONSTRAINT_UNIQUE, and prefixes the message with "SQLite error: ". We do the
// same so that error handling written against this server behaves identically in production.
const primaryCodes = [
  'SQLITE_OK',
  'SQLITE_ERROR',
  'SQLITE_INTERNAL',
  'SQLITE_PERM',
  'SQLITE_ABORT',
  'SQLITE_BUSY',
  'SQLITE_LOCKED',
  'SQLITE_NOMEM',
  'SQLITE_READONLY',
  'SQLITE_INTERRUPT',
  'SQLITE_IOERR',
  'SQLITE_CORRUPT',
  'SQLITE_NOTFOUND',
  'SQLITE_FULL',
  'SQLITE_CANTOPEN',
  'SQLITE_PROTOCOL',
  'SQLITE_EMPTY',
  'SQLITE_SCHEMA',
  'SQLITE_TOOBIG',
  'SQLITE_CONSTRAINT',
  'SQLITE_MISMATCH',
  'SQLITE_MISUSE',
  'SQLITE_NOLFS',
  'SQLITE_AUTH',
  'SQLITE_FORMAT',
  'SQLITE_RANGE',
  'SQLITE_NOTADB',
];

/** Converts anything thrown while executing SQL into the error reported to the client. */
export function toStmtError(error: unknown): StmtError {
  if (error instanceof StmtError) return error;
  if (error instanceof Database.SqliteError) {
    const code =
      error.rawCode === undefined
        ? 'SQLITE_UNKNOWN'
        : (primaryCodes[error.rawCode & 0xff] ?? 'SQLITE_UNKNOWN');
    return new StmtError(`SQLite error: ${error.message}`, code);
  }
  const message = error instanceof Error ? error.message : String(error);
  return new StmtError(message, 'INTERNAL_ERROR');
}

/** The `{ message, code }` body of a failed request or batch step. */
export function errorBody(error: unknown): { message: string; code: string } {
  const { message, code } = toStmtError(error);
  return { message, code };
}
