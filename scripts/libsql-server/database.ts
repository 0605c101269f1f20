// Database files: the main one and per-namespace ones, each with its own lock.
import { existsSync, mkdirSync, renameSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import Database from 'libsql';
import { ProtocolError } from './errors.ts';
import { AsyncLock } from './lock.ts';

// Only reached when another process (a migration tool, a second server) holds the file; streams of
// this server are serialised by the lock and never wait on each other here.
const busyTimeoutMs = 5000;

export class DatabaseHost {
  readonly path: string;
  readonly lock = new AsyncLock();

  constructor(path: string) {
    this.path = path;
    mkdirSync(dirname(path), { recursive: true });
    const conn = new Database(path, { timeout: busyTimeoutMs });
    try {
      // Persistent per file; lets other processes (a DB browser, drizzle-kit) read while a stream
      // holds a write transaction open.
      conn.exec('PRAGMA journal_mode = WAL');
    } finally {
      conn.close();
    }
  }

  /** A new connection for one stream, like sqld: session state (PRAGMAs, temp tables) stays put. */
  connect(): Database.Database {
    const conn = new Database(this.path, { timeout: busyTimeoutMs });
    conn.exec('PRAGMA foreign_keys = ON');
    return conn;
  }
}

/** Namespace names double as file names, so nothing that could escape namespaceDir. */
export const namespacePattern = /^[A-Za-z0-9_-]{1,64}$/;

export class Databases {
  readonly main: DatabaseHost;
  readonly #namespaceDir: string | undefined;
  readonly #template: string | undefined;
  readonly #namespaces = new Map<string, DatabaseHost>();

  constructor(options: {
    databasePath: string;
    namespaceDir?: string;
    namespaceTemplate?: string;
  }) {
    if (options.namespaceTemplate !== undefined && !existsSync(options.namespaceTemplate)) {
      throw new Error(`Namespace template ${options.namespaceTemplate} does not exist`);
    }
    this.main = new DatabaseHost(resolve(options.databasePath));
    this.#namespaceDir = options.namespaceDir && resolve(options.namespaceDir);
    this.#template = options.namespaceTemplate && resolve(options.namespaceTemplate);
  }

  get hasNamespaces(): boolean {
    return this.#namespaceDir !== undefined;
  }

  /** The namespace's database, created on first use (from the template if there is one). */
  namespace(name: string): DatabaseHost {
    const existing = this.#namespaces.get(name);
    if (existing) return existing;
    if (this.#namespaceDir === undefined) {
      throw new ProtocolError(
        'Namespaces are not enabled on this server',
        'NAMESPACES_DISABLED',
        404,
      );
    }
    if (!namespacePattern.test(name)) {
      throw new ProtocolError(
        `Invalid namespace name ${JSON.stringify(name)}`,
        'INVALID_NAMESPACE',
        404,
      );
    }
    const path = join(this.#namespaceDir, `${name}.db`);
    if (this.#template !== undefined && !existsSync(path)) this.#copyTemplate(this.#template, path);
    const host = new DatabaseHost(path);
    this.#namespaces.set(name, host);
    return host;
  }

  /**
   * VACUUM INTO rather than a file copy: it includes changes still sitting in the template's WAL
   * and yields a consistent snapshot even while something writes to the template. Written to a
   * temporary name and renamed so that a crash never leaves a half-copied namespace behind.
   */
  #copyTemplate(template: string, path: string): void {
    mkdirSync(dirname(path), { recursive: true });
    const temporary = `${path}.${process.pid}.tmp`;
    const conn = new Database(template, { timeout: busyTimeoutMs });
    try {
      conn.prepare('VACUUM INTO ?').run([temporary]);
    } finally {
      conn.close();
    }
    renameSync(temporary, path);
  }
}
