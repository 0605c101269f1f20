import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Client, createClient, type InArgs } from '@libsql/client';
import Database from 'libsql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type LibsqlServer, startLibsqlServer } from './server.ts';

// Every statement runs twice on the same data: through @libsql/client and this server, and on the
// libsql package directly, which numbers and names parameters with SQLite's own parser.
const trades = `
  CREATE TABLE trades (id INTEGER PRIMARY KEY, name TEXT, town TEXT);
  INSERT INTO trades VALUES (1, 'Sun Solar', 'Watford'), (2, 'Heat Co', 'Hitchin'),
    (3, 'Loft Ltd', 'Watford'), (4, 'Green Roofs', 'Hitchin');
`;

let dir: string;
let server: LibsqlServer;
let client: Client;
let direct: Database.Database;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'libsql-parameters-test-'));
  server = await startLibsqlServer({ databasePath: join(dir, 'main.db'), quiet: true });
  client = createClient({ url: server.url });
  await client.executeMultiple(trades);
  direct = new Database(':memory:');
  direct.exec(trades);
});

afterAll(async () => {
  client.close();
  direct.close();
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

async function viaServer(sql: string, args: InArgs): Promise<unknown[][]> {
  const { rows } = await client.execute({ sql, args });
  return rows.map((row) => Array.from(row));
}

function viaLibsql(sql: string, args: InArgs): unknown[][] {
  const statement = direct.prepare(sql).raw(true);
  return (Array.isArray(args) ? statement.all(...args) : statement.all(args)) as unknown[][];
}

type Case = { style: string; sql: string; args: InArgs };

const byTown = 'SELECT id, name FROM trades WHERE town = %t AND id > %a ORDER BY id';
const withPrefix = (prefix: string) =>
  byTown.replace('%t', `${prefix}town`).replace('%a', `${prefix}after`);

// libsql's own named binding aborts the process when a slot has no name (an anonymous `?`, or a gap
// left by `?NNN`), so named-args cases here name every slot; positional cases cover the rest.
const cases: Case[] = [
  { style: '? by position', sql: byTown.replace(/%\w/g, '?'), args: ['Watford', 1] },
  {
    style: '?NNN out of order and reused, by position',
    sql: 'SELECT ?2 AS town, name FROM trades WHERE town = ?2 AND id > ?1 ORDER BY id',
    args: [1, 'Hitchin'],
  },
  {
    style: '?NNN by named args',
    sql: 'SELECT ?2 AS town, name FROM trades WHERE town = ?2 AND id > ?1 ORDER BY id',
    args: { 1: 1, 2: 'Hitchin' },
  },
  { style: ':name by named args', sql: withPrefix(':'), args: { town: 'Watford', after: 1 } },
  { style: ':name by position', sql: withPrefix(':'), args: ['Watford', 1] },
  { style: '@name by named args', sql: withPrefix('@'), args: { town: 'Hitchin', after: 0 } },
  { style: '@name by position', sql: withPrefix('@'), args: ['Hitchin', 0] },
  { style: '$name by named args', sql: withPrefix('$'), args: { town: 'Watford', after: 0 } },
  { style: '$name by position', sql: withPrefix('$'), args: ['Watford', 0] },
  {
    style: 'a name used twice, by named args',
    sql: 'SELECT :town AS asked, name FROM trades WHERE town = :town OR id = :id ORDER BY id',
    args: { town: 'Hitchin', id: 1 },
  },
  {
    style: 'a name used twice, by position',
    sql: 'SELECT :town AS asked, name FROM trades WHERE town = :town OR id = :id ORDER BY id',
    args: ['Hitchin', 1],
  },
  {
    style: ':a, @a and $a are three parameters, by position',
    sql: 'SELECT :a, @a, $a, :a',
    args: ['colon', 'at', 'dollar'],
  },
  { style: ':a, @a and $a all take the named arg a', sql: 'SELECT :a, @a, $a', args: { a: 'x' } },
  ...[':', '@', '$'].flatMap((prefix): Case[] => {
    const sql = `SELECT ${prefix}b, ${prefix}a, ?1`;
    return [
      {
        style: `a number reusing ${prefix}b's slot, by named args`,
        sql,
        args: { a: 'one', b: 'two' },
      },
      { style: `a number reusing ${prefix}b's slot, by position`, sql, args: ['two', 'one'] },
    ];
  }),
  {
    style: 'a number reusing a named slot inside WHERE',
    sql: 'SELECT name FROM trades WHERE town = :town AND name <> ?1 || :suffix ORDER BY id',
    args: { town: 'Watford', suffix: '' },
  },
  { style: 'a number naming an anonymous slot', sql: 'SELECT ?, ?1', args: { 1: 'x' } },
  {
    style: 'names after a number take the slots past it',
    sql: 'SELECT ?2, :a, ?1, :b',
    args: { 1: 'first', 2: 'second', a: 'third', b: 'fourth' },
  },
  {
    style: '?, ?NNN and every name prefix mixed, by position',
    sql: 'SELECT ?, :a, ?, @b, ?6, $c, ?2, :a, ?',
    args: ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'],
  },
  {
    style: 'Tcl-style names and a # prefix',
    sql: 'SELECT $a::b, $row(id), #c',
    args: { 'a::b': 1, 'row(id)': 2, c: 3 },
  },
  {
    style: 'look-alikes in strings, quoted names and comments are not parameters',
    sql: `SELECT ':a' AS "?", :a /* :b ? */ AS [@c], ? -- ?9\n`,
    args: ['x', 'y'],
  },
];

describe('parameters through the local libsql server', () => {
  it.each(cases)('binds $style as SQLite does', async ({ sql, args }) => {
    const expected = viaLibsql(sql, args);
    expect(expected.length).toBeGreaterThan(0);
    expect(await viaServer(sql, args)).toEqual(expected);
  });

  it('binds the reported case, a numbered parameter on a named slot, to the name', async () => {
    const sql = 'SELECT :b, :a, ?1';
    expect(await viaServer(sql, { a: 'one', b: 'two' })).toEqual([['two', 'one', 'two']]);
  });

  // The names sqlite3_bind_parameter_name gives; the libsql package does not expose them.
  it.each([
    ['SELECT :b, :a, ?1', [':b', ':a']],
    ['SELECT ?, ?1', ['?1']],
    ['SELECT ?01, ?1', ['?01']],
    ['SELECT ?2, :a, ?', [null, '?2', ':a', null]],
    ['SELECT $a::b, $row(id), #c, $d$e, :a', ['$a::b', '$row(id)', '#c', '$d$e', ':a']],
  ])("describes %s with SQLite's parameter names", async (sql, names) => {
    const response = await fetch(`${server.url}/v2/pipeline`, {
      method: 'POST',
      body: JSON.stringify({ requests: [{ type: 'describe', sql }, { type: 'close' }] }),
    });
    const { results } = await response.json();
    expect(results[0].response.result.params).toEqual(names.map((name) => ({ name })));
  });
});
