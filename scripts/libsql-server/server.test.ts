import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, createClient, LibsqlError } from '@libsql/client';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LibsqlServer, startLibsqlServer } from './server.ts';

let dir: string;
let server: LibsqlServer;
const clients: Client[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'libsql-server-test-'));
  const templatePath = join(dir, 'template.db');
  const template = new Database(templatePath);
  template.exec("CREATE TABLE seeded (name TEXT); INSERT INTO seeded VALUES ('from template')");
  template.close();
  server = await startLibsqlServer({
    databasePath: join(dir, 'main.db'),
    port: 0,
    namespaceDir: join(dir, 'namespaces'),
    namespaceTemplate: templatePath,
    quiet: true,
  });
});

afterAll(async () => {
  for (const client of clients) client.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A client on its own namespace, so every test starts from a fresh copy of the template. */
function connect(namespace: string, baseUrl = server.url): Client {
  const client = createClient({ url: `${baseUrl}/ns/${namespace}/`, intMode: 'bigint' });
  clients.push(client);
  return client;
}

async function count(client: Client, table: string): Promise<bigint> {
  const { rows } = await client.execute(`SELECT count(*) AS n FROM ${table}`);
  return rows[0]?.n as bigint;
}

async function post(path: string, body: string) {
  const response = await fetch(`${server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
  });
  return { status: response.status, body: await response.json() };
}

async function rejection(promise: Promise<unknown>): Promise<LibsqlError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(LibsqlError);
  return error as LibsqlError;
}

describe('libsql server over Hrana HTTP v2', () => {
  it('round-trips every value type through positional args', async () => {
    const db = connect('values');
    await db.execute('CREATE TABLE v (x)');
    const beyondDoubles = 2n ** 60n + 1n;
    const blob = new Uint8Array([0, 1, 2, 255]);
    const values = [null, beyondDoubles, -42n, 3.25, 2.0, 'héllo ✓', blob];
    for (const value of values) await db.execute('INSERT INTO v VALUES (?)', [value]);

    const { rows } = await db.execute('SELECT x, typeof(x) AS t FROM v ORDER BY rowid');
    expect(rows.map((r) => r.t)).toEqual([
      'null',
      'integer',
      'integer',
      'real',
      'real',
      'text',
      'blob',
    ]);
    expect(rows.slice(0, 6).map((r) => r.x)).toEqual([
      null,
      beyondDoubles,
      -42n,
      3.25,
      2,
      'héllo ✓',
    ]);
    expect(new Uint8Array(rows[6]?.x as ArrayBuffer)).toEqual(blob);
  });

  it('binds named args given with or without their prefix', async () => {
    const db = connect('named');
    const { rows, columns } = await db.execute({
      sql: 'SELECT :a AS a, @b AS b, $c AS c',
      args: { a: 1n, '@b': 'two', $c: null },
    });
    expect(columns).toEqual(['a', 'b', 'c']);
    expect([rows[0]?.a, rows[0]?.b, rows[0]?.c]).toEqual([1n, 'two', null]);

    // An anonymous `?` next to named ones stays NULL (libsql itself would abort the process here).
    const mixed = await db.execute({
      sql: 'SELECT ?2 AS two, :a AS a, ? AS anon',
      args: { a: 'x', 2: 'y' },
    });
    expect([mixed.rows[0]?.two, mixed.rows[0]?.a, mixed.rows[0]?.anon]).toEqual(['y', 'x', null]);
  });

  it('reports rowsAffected and lastInsertRowid for writes only, as sqld does', async () => {
    const db = connect('rowids');
    await db.execute('CREATE TABLE t (id INTEGER PRIMARY KEY, v TEXT)');
    const insert = await db.execute("INSERT INTO t (id, v) VALUES (9007199254740993, 'a')");
    expect([insert.rowsAffected, insert.lastInsertRowid]).toEqual([1, 9007199254740993n]);

    const returning = await db.execute("INSERT INTO t (v) VALUES ('b'), ('c') RETURNING id");
    expect(returning.rowsAffected).toBe(2);
    expect(returning.rows.map((r) => r.id)).toEqual([9007199254740994n, 9007199254740995n]);
    expect(returning.lastInsertRowid).toBe(9007199254740995n);

    const update = await db.execute("UPDATE t SET v = 'z'");
    expect([update.rowsAffected, update.lastInsertRowid]).toEqual([3, undefined]);
    const select = await db.execute('SELECT * FROM t');
    expect([select.rowsAffected, select.lastInsertRowid]).toEqual([0, undefined]);
  });

  it('commits a batch as one transaction', async () => {
    const db = connect('batch-ok');
    const results = await db.batch(
      [
        'CREATE TABLE t (v TEXT UNIQUE)',
        { sql: 'INSERT INTO t VALUES (?)', args: ['a'] },
        { sql: 'INSERT INTO t VALUES (?)', args: ['b'] },
        'SELECT v FROM t ORDER BY v',
      ],
      'write',
    );
    expect(results[3]?.rows.map((r) => r.v)).toEqual(['a', 'b']);
    expect(await count(db, 't')).toBe(2n);
  });

  it('rolls back the whole batch when one statement fails', async () => {
    const db = connect('batch-fail');
    await db.execute('CREATE TABLE t (v TEXT UNIQUE)');
    const error = await rejection(
      db.batch(
        [
          { sql: 'INSERT INTO t VALUES (?)', args: ['a'] },
          { sql: 'INSERT INTO t VALUES (?)', args: ['b'] },
          { sql: 'INSERT INTO t VALUES (?)', args: ['a'] },
        ],
        'write',
      ),
    );
    expect(error.code).toBe('SQLITE_CONSTRAINT');
    expect(error.message).toContain('UNIQUE constraint failed: t.v');
    expect(await count(db, 't')).toBe(0n);
  });

  it('commits an interactive transaction spanning several requests', async () => {
    const db = connect('tx-commit');
    await db.execute('CREATE TABLE t (v INTEGER)');
    const tx = await db.transaction('write');
    await tx.execute('INSERT INTO t VALUES (1)');
    await tx.batch(['INSERT INTO t VALUES (2)', 'INSERT INTO t VALUES (3)']);
    expect((await tx.execute('SELECT sum(v) AS s FROM t')).rows[0]?.s).toBe(6n);
    await tx.commit();
    expect(await count(db, 't')).toBe(3n);
  });

  it('rolls back an interactive transaction', async () => {
    const db = connect('tx-rollback');
    await db.execute('CREATE TABLE t (v INTEGER)');
    const tx = await db.transaction('write');
    await tx.execute('INSERT INTO t VALUES (1)');
    await tx.rollback();
    expect(await count(db, 't')).toBe(0n);
  });

  it('queues other clients behind an open transaction instead of failing them', async () => {
    const holder = connect('concurrent');
    const other = connect('concurrent');
    await holder.execute('CREATE TABLE t (who TEXT)');
    const tx = await holder.transaction('write');
    await tx.execute("INSERT INTO t VALUES ('tx')");

    let committed = false;
    const writes = Array.from({ length: 20 }, () =>
      other.execute("INSERT INTO t VALUES ('other')").then(() => committed),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    await tx.execute("INSERT INTO t VALUES ('tx')");
    await tx.commit();
    committed = true;

    expect(await Promise.all(writes)).toEqual(Array(20).fill(true));
    expect(await count(holder, 't')).toBe(22n);
  });

  it('runs scripts with executeMultiple and stops at the first error', async () => {
    const db = connect('multiple');
    await db.executeMultiple(`
      CREATE TABLE t (v INTEGER); -- a comment; with a semicolon
      INSERT INTO t VALUES (1);
      INSERT INTO t VALUES (2);
    `);
    expect(await count(db, 't')).toBe(2n);
    const error = await rejection(
      db.executeMultiple(
        'INSERT INTO t VALUES (3); INSERT INTO missing VALUES (4); INSERT INTO t VALUES (5)',
      ),
    );
    expect(error.message).toContain('no such table: missing');
    expect(await count(db, 't')).toBe(3n);
  });

  it('reports SQL errors as LibsqlError with the code sqld uses', async () => {
    const db = connect('errors');
    await db.executeMultiple(`
      CREATE TABLE parent (id INTEGER PRIMARY KEY, name TEXT UNIQUE);
      CREATE TABLE child (parent_id INTEGER REFERENCES parent (id));
      INSERT INTO parent VALUES (1, 'a');
    `);

    const syntax = await rejection(db.execute('SELEC 1'));
    expect(syntax.code).toBe('SQLITE_ERROR');
    expect(syntax.message).toContain('syntax error');

    const unique = await rejection(db.execute("INSERT INTO parent VALUES (2, 'a')"));
    expect(unique.code).toBe('SQLITE_CONSTRAINT');
    expect(unique.message).toContain('UNIQUE constraint failed: parent.name');

    const foreignKey = await rejection(db.execute('INSERT INTO child VALUES (99)'));
    expect(foreignKey.code).toBe('SQLITE_CONSTRAINT');
    expect(foreignKey.message).toContain('FOREIGN KEY constraint failed');

    const two = await rejection(db.execute('SELECT 1; SELECT 2'));
    expect(two.code).toBe('SQL_MANY_STATEMENTS');
  });

  it('executes a CREATE TRIGGER whose body contains semicolons as one statement', async () => {
    const db = connect('trigger');
    await db.execute('CREATE TABLE t (v INTEGER, size TEXT)');
    await db.execute(`
      CREATE TRIGGER label AFTER INSERT ON t BEGIN
        UPDATE t SET size = CASE WHEN new.v > 9 THEN 'big' ELSE 'small' END WHERE rowid = new.rowid;
      END`);
    await db.execute('INSERT INTO t (v) VALUES (1), (10)');
    expect((await db.execute('SELECT size FROM t ORDER BY v')).rows.map((r) => r.size)).toEqual([
      'small',
      'big',
    ]);
  });

  it('runs migrate() with foreign keys off, and turns them back on', async () => {
    const db = connect('migrate');
    await db.execute('CREATE TABLE parent (id INTEGER PRIMARY KEY)');
    await db.execute('CREATE TABLE child (parent_id INTEGER REFERENCES parent (id))');
    await db.migrate(['INSERT INTO child VALUES (1)', 'INSERT INTO parent VALUES (1)']);
    expect(await count(db, 'child')).toBe(1n);
    await rejection(db.execute('INSERT INTO child VALUES (2)'));
  });

  it('answers malformed requests with a 4xx JSON error and keeps serving', async () => {
    const execute = (stmt: object) => JSON.stringify({ requests: [{ type: 'execute', stmt }] });
    const cases: [string, string, number][] = [
      ['/v2/pipeline', '{"requests": [', 400],
      ['/v2/pipeline', JSON.stringify({ requests: [{ type: 'explode' }] }), 400],
      ['/v2/pipeline', JSON.stringify({ requests: [{ type: 'execute' }] }), 400],
      ['/v2/pipeline', execute({ sql: 'SELECT ?', args: [{ type: 'integer', value: 1 }] }), 400],
      ['/v2/pipeline', JSON.stringify({ baton: 'forged', requests: [] }), 400],
      ['/v3/pipeline', execute({ sql: 'SELECT 1' }), 404],
      ['/ns/not.a.name/v2/pipeline', execute({ sql: 'SELECT 1' }), 404],
    ];
    for (const [path, body, status] of cases) {
      const response = await post(path, body);
      expect({ path, body, status: response.status }).toEqual({ path, body, status });
      expect(response.body).toMatchObject({
        message: expect.any(String),
        code: expect.any(String),
      });
    }
    expect((await fetch(`${server.url}/v2/pipeline`)).status).toBe(405);
    expect((await fetch(`${server.url}/v2`)).status).toBe(200);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);

    const main = createClient({ url: server.url, intMode: 'bigint' });
    clients.push(main);
    expect((await main.execute('SELECT 1 AS one')).rows[0]?.one).toBe(1n);
  });

  it('serves stored SQL, batch conditions, describe and get_autocommit on the wire', async () => {
    const first = await post(
      '/ns/wire/v2/pipeline',
      JSON.stringify({
        requests: [
          { type: 'store_sql', sql_id: 1, sql: 'SELECT :x AS x, ? AS y' },
          { type: 'describe', sql_id: 1 },
          {
            type: 'batch',
            batch: {
              steps: [
                { stmt: { sql: 'BEGIN' } },
                { stmt: { sql: 'SELECT nope' }, condition: { type: 'ok', step: 0 } },
                { stmt: { sql: 'SELECT 1' }, condition: { type: 'error', step: 1 } },
                {
                  stmt: { sql: 'SELECT 2' },
                  condition: { type: 'not', cond: { type: 'is_autocommit' } },
                },
              ],
            },
          },
          { type: 'get_autocommit' },
        ],
      }),
    );
    expect(first.status).toBe(200);
    const [stored, described, batch, autocommit] = first.body.results;
    expect(stored).toEqual({ type: 'ok', response: { type: 'store_sql' } });
    expect(described.response.result).toEqual({
      params: [{ name: ':x' }, { name: null }],
      cols: [
        { name: 'x', decltype: null },
        { name: 'y', decltype: null },
      ],
      is_explain: false,
      is_readonly: true,
    });
    expect(batch.response.result.step_errors[1].code).toBe('SQLITE_ERROR');
    expect(batch.response.result.step_results.map((r: unknown) => r !== null)).toEqual([
      true,
      false,
      true,
      true,
    ]);
    expect(autocommit.response).toEqual({ type: 'get_autocommit', is_autocommit: false });

    const second = await post(
      '/ns/wire/v2/pipeline',
      JSON.stringify({
        baton: first.body.baton,
        requests: [
          {
            type: 'execute',
            stmt: { sql_id: 1, named_args: [{ name: 'x', value: { type: 'text', value: 'hi' } }] },
          },
          { type: 'execute', stmt: { sql: 'ROLLBACK' } },
          { type: 'close' },
        ],
      }),
    );
    expect(second.body.baton).toBeNull();
    expect(second.body.results[0].response.result.rows).toEqual([
      [{ type: 'text', value: 'hi' }, { type: 'null' }],
    ]);
    expect(
      (
        await post(
          '/ns/wire/v2/pipeline',
          JSON.stringify({ baton: first.body.baton, requests: [] }),
        )
      ).status,
    ).toBe(400);
  });

  it('keeps namespaces isolated and seeds new ones from the template', async () => {
    const a = connect('isolated-a');
    const b = connect('isolated-b');
    await a.execute('CREATE TABLE only_in_a (v)');
    await a.execute("INSERT INTO seeded VALUES ('a')");
    expect((await b.execute('SELECT name FROM seeded')).rows.map((r) => r.name)).toEqual([
      'from template',
    ]);
    const error = await rejection(b.execute('SELECT * FROM only_in_a'));
    expect(error.message).toContain('no such table: only_in_a');
    expect(await count(a, 'seeded')).toBe(2n);
  });

  it('rejects a namespace URL without a trailing slash, explaining why', async () => {
    const client = createClient({ url: `${server.url}/ns/no-slash` });
    clients.push(client);
    const error = await rejection(client.execute('SELECT 1'));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toContain('must end with a slash');
  });

  it('rolls back an abandoned transaction when its stream expires, unblocking others', async () => {
    const expiring = await startLibsqlServer({
      databasePath: join(dir, 'expiring.db'),
      namespaceDir: join(dir, 'expiring'),
      quiet: true,
      idleStreamTimeoutMs: 200,
    });
    try {
      const abandoned = connect('t', expiring.url);
      const other = connect('t', expiring.url);
      await other.execute('CREATE TABLE t (who TEXT)');
      const tx = await abandoned.transaction('write');
      await tx.execute("INSERT INTO t VALUES ('abandoned')");
      await other.execute("INSERT INTO t VALUES ('other')");
      expect((await other.execute('SELECT who FROM t')).rows.map((r) => r.who)).toEqual(['other']);
      expect((await rejection(tx.commit())).code).toBe('STREAM_EXPIRED');
    } finally {
      await expiring.close();
    }
  });
});
