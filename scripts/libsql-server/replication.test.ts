import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createClient } from '@libsql/client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replicationNotSupported } from './replication.ts';

let dir: string;
let serverProcess: ChildProcess;
let url: string;

// The server runs in its own process: an embedded replica opens and syncs synchronously on the
// caller's thread, so a server on that same thread could never answer it.
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'libsql-replication-test-'));
  const main = join(import.meta.dirname, 'main.ts');
  serverProcess = spawn(
    process.execPath,
    [
      ...['--import', 'tsx', main, '--db', join(dir, 'main.db'), '--port', '0', '--quiet'],
      ...['--namespace-dir', join(dir, 'namespaces')],
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const stdout = serverProcess.stdout;
  if (stdout === null) throw new Error('The server has no stdout');
  for await (const line of createInterface({ input: stdout })) {
    const match = /listening on (\S+)/.exec(line);
    if (match?.[1] !== undefined) {
      url = match[1];
      break;
    }
  }
});

afterAll(async () => {
  if (serverProcess.exitCode === null) {
    serverProcess.kill('SIGTERM');
    await once(serverProcess, 'exit');
  }
  rmSync(dir, { recursive: true, force: true });
});

describe('replication endpoints of the local libsql server', () => {
  it('answers the HTTP sync protocol with the not-supported error', async () => {
    for (const path of ['/export/1', '/sync/1/0/128', '/ns/any/export/1']) {
      const response = await fetch(`${url}${path}`);
      expect({ path, status: response.status, body: await response.json() }).toEqual({
        path,
        status: 501,
        body: { message: replicationNotSupported, code: 'REPLICATION_NOT_SUPPORTED' },
      });
    }
  });

  it('answers the gRPC replication handshake with UNIMPLEMENTED and the same message', async () => {
    const response = await fetch(`${url}/wal_log.ReplicationLog/Hello`, {
      method: 'POST',
      headers: { 'content-type': 'application/grpc-web' },
      body: new Uint8Array([0, 0, 0, 0, 0]),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('grpc-status')).toBe('12');
    expect(decodeURIComponent(response.headers.get('grpc-message') ?? '')).toBe(
      replicationNotSupported,
    );
  });

  it('makes an embedded replica fail within a second, showing why', async () => {
    const started = performance.now();
    const failure = await (async () => {
      const replica = createClient({ url: `file:${join(dir, 'replica.db')}`, syncUrl: url });
      try {
        await replica.sync();
      } finally {
        replica.close();
      }
    })().then(
      () => undefined,
      (error: unknown) => error,
    );
    const elapsedMs = performance.now() - started;

    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain(replicationNotSupported);
    // Before, the replica retried the handshake and gave up after about three seconds.
    expect(elapsedMs).toBeLessThan(1000);
  });
});
