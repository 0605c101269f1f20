// Builds requests against the real app, each test file on its own freshly migrated database.
import { env } from 'cloudflare:test';
import { app } from '../app';
import { connect } from '../db';
import type { Bindings } from '../env';

/** Bindings pointing at a new database namespace, a copy of the migrated template. */
export function freshBindings(): Bindings {
  const base = env.LIBSQL_URL.replace(/\/$/, '');
  return { ...env, LIBSQL_URL: `${base}/ns/${crypto.randomUUID()}/` };
}

export function databaseOf(bindings: Bindings) {
  return connect(bindings);
}

interface CallOptions {
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export function call(bindings: Bindings, method: string, path: string, options: CallOptions = {}) {
  const headers: Record<string, string> = { ...options.headers };
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const body =
    options.body === undefined || typeof options.body === 'string'
      ? (options.body as string | undefined)
      : JSON.stringify(options.body);
  return app.request(path, { method, headers, body }, bindings);
}
