// Hrana streams: one connection each, continued across HTTP requests through batons, holding the
// database lock for as long as they sit inside a transaction.
import { randomBytes } from 'node:crypto';
import type Database from 'libsql';
import type { DatabaseHost } from './database.ts';
import { errorBody, ProtocolError, StmtError } from './errors.ts';
import {
  describe,
  executeBatch,
  executeSequence,
  executeStmt,
  resolveSql,
  type SqlStore,
} from './execute.ts';
import type {
  PipelineRequest,
  PipelineResponse,
  StreamRequest,
  StreamResponse,
  StreamResult,
} from './protocol.ts';

// sqld's limits on stored SQL, so that a client exceeding them fails here as it would in production.
const maxStoredSqls = 50;
const maxStoredSqlBytes = 5000;

type Stream = {
  host: DatabaseHost;
  /** Opened on first use: pipelines of only store_sql/close never touch the database. */
  conn: Database.Database | undefined;
  sqls: SqlStore;
  holdsLock: boolean;
  closed: boolean;
};

type ParkedStream = { stream: Stream; expiry: NodeJS.Timeout };

export class Streams {
  readonly #idleTimeoutMs: number;
  /** Streams between pipelines, by the baton that continues them. Each baton works once. */
  readonly #parked = new Map<string, ParkedStream>();
  #shuttingDown = false;

  constructor(idleTimeoutMs: number) {
    this.#idleTimeoutMs = idleTimeoutMs;
  }

  async pipeline(host: DatabaseHost, request: PipelineRequest): Promise<PipelineResponse> {
    const stream = this.#take(host, request.baton);
    if (!stream.holdsLock) {
      await host.lock.acquire();
      stream.holdsLock = true;
    }
    if (this.#shuttingDown) {
      this.#end(stream);
      throw new ProtocolError('The server is shutting down', 'SERVER_SHUTTING_DOWN', 503);
    }
    const results = request.requests.map((r) => this.#handle(stream, r));
    return { baton: this.#park(stream), base_url: null, results };
  }

  /** Ends every stream, rolling back open transactions; later pipelines are refused. */
  closeAll(): void {
    this.#shuttingDown = true;
    for (const { stream, expiry } of this.#parked.values()) {
      clearTimeout(expiry);
      this.#end(stream);
    }
    this.#parked.clear();
  }

  #take(host: DatabaseHost, baton: string | undefined): Stream {
    if (baton === undefined) {
      return { host, conn: undefined, sqls: new Map(), holdsLock: false, closed: false };
    }
    const parked = this.#parked.get(baton);
    if (parked === undefined || parked.stream.host !== host) {
      throw new ProtocolError(
        `Unknown baton: the stream was closed, belongs to another database, or expired after ${this.#idleTimeoutMs / 1000} s of inactivity`,
        'STREAM_EXPIRED',
      );
    }
    this.#parked.delete(baton);
    clearTimeout(parked.expiry);
    return parked.stream;
  }

  /** After a pipeline: keep the lock only inside a transaction, and hand out a fresh baton. */
  #park(stream: Stream): string | null {
    if (stream.closed) {
      this.#end(stream);
      return null;
    }
    if (!stream.conn?.inTransaction) {
      stream.holdsLock = false;
      stream.host.lock.release();
    }
    const baton = randomBytes(24).toString('base64url');
    const expiry = setTimeout(() => {
      this.#parked.delete(baton);
      this.#end(stream);
    }, this.#idleTimeoutMs);
    // An idle stream must not keep the process alive once the HTTP server is gone.
    expiry.unref();
    this.#parked.set(baton, { stream, expiry });
    return baton;
  }

  #end(stream: Stream): void {
    const { conn } = stream;
    stream.closed = true;
    stream.conn = undefined;
    try {
      // libsql defers close() until its statement objects are garbage collected, so an open
      // transaction would keep SQLite's write lock until then: roll it back explicitly.
      if (conn?.inTransaction) conn.exec('ROLLBACK');
    } finally {
      conn?.close();
      if (stream.holdsLock) {
        stream.holdsLock = false;
        stream.host.lock.release();
      }
    }
  }

  #handle(stream: Stream, request: StreamRequest): StreamResult {
    try {
      return { type: 'ok', response: this.#respond(stream, request) };
    } catch (e) {
      return { type: 'error', error: errorBody(e) };
    }
  }

  #respond(stream: Stream, request: StreamRequest): StreamResponse {
    if (stream.closed)
      throw new StmtError('The stream was closed earlier in this pipeline', 'STREAM_CLOSED');
    const conn = () => {
      stream.conn ??= stream.host.connect();
      return stream.conn;
    };
    switch (request.type) {
      case 'close':
        stream.closed = true;
        return { type: 'close' };
      case 'execute':
        return { type: 'execute', result: executeStmt(conn(), stream.sqls, request.stmt) };
      case 'batch':
        return executeBatch(conn(), stream.sqls, request.steps);
      case 'sequence':
        executeSequence(conn(), resolveSql(stream.sqls, request.sql, request.sqlId));
        return { type: 'sequence' };
      case 'describe':
        return describe(conn(), resolveSql(stream.sqls, request.sql, request.sqlId));
      case 'store_sql':
        this.#storeSql(stream.sqls, request.sqlId, request.sql);
        return { type: 'store_sql' };
      case 'close_sql':
        stream.sqls.delete(request.sqlId);
        return { type: 'close_sql' };
      case 'get_autocommit':
        return { type: 'get_autocommit', is_autocommit: !stream.conn?.inTransaction };
    }
  }

  #storeSql(sqls: SqlStore, sqlId: number, sql: string): void {
    if (sqls.has(sqlId)) throw new StmtError(`SQL text ${sqlId} is already stored`, 'SQL_EXISTS');
    if (sqls.size >= maxStoredSqls) {
      throw new StmtError(`The server already stores ${sqls.size} SQL texts`, 'SQL_STORE_TOO_MANY');
    }
    if (Buffer.byteLength(sql) > maxStoredSqlBytes) {
      throw new StmtError('The statement is too large to be stored', 'SQL_STORE_TOO_LARGE');
    }
    sqls.set(sqlId, sql);
  }
}
