// A tiny SQL lexer. sqld parses every statement and uses the parse to (a) reject execute requests
// with zero or several statements, (b) report affected_row_count only for INSERT/UPDATE/DELETE and
// last_insert_rowid only for INSERT, and (c) answer `describe`. The libsql npm package exposes none
// of that (it silently runs only the first statement), so we recover it from tokens, along with the
// parameters' numbers and names that named args are bound by (see execute.ts).

type Token = { kind: 'word' | 'param' | 'punct' | 'quoted'; text: string };

// SQLite's IdChar: letters, digits, `_`, `$` and every non-ASCII character.
const wordChar = /[A-Za-z0-9_$\u0080-\uffff]/;
// sqlite3Isspace is ASCII-only: a no-break space is part of a name, not a separator.
const space = /[\t\n\v\f\r ]/;

/** Index just past a quoted run starting at `start`, where a doubled `close` is an escape. */
function skipQuoted(sql: string, start: number, close: string): number {
  let i = start + 1;
  while (i < sql.length) {
    if (sql[i] === close) {
      if (sql[i + 1] !== close || close === ']') return i + 1;
      i += 2;
    } else {
      i += 1;
    }
  }
  return i;
}

/**
 * Index just past a `:name`, `@name`, `$name` or `#name` parameter starting at `start`, or undefined
 * when SQLite would not read one there. As in SQLite's tokenizer, a name may contain `::` and end in
 * a Tcl-style `(key)` (`$a::b`, `$row(id)`), and `:a`, `@a`, `$a` are three different names.
 */
function namedParameterEnd(sql: string, start: number): number | undefined {
  let i = start + 1;
  let nameChars = 0;
  while (i < sql.length) {
    const c = sql[i] as string;
    if (wordChar.test(c)) {
      nameChars += 1;
      i += 1;
    } else if (c === '(' && nameChars > 0) {
      i += 1;
      while (i < sql.length && !space.test(sql[i] as string) && sql[i] !== ')') i += 1;
      if (sql[i] !== ')') return undefined;
      return i + 1;
    } else if (c === ':' && sql[i + 1] === ':') {
      i += 2;
    } else {
      break;
    }
  }
  return nameChars > 0 ? i : undefined;
}

function* tokenize(sql: string): Generator<Token> {
  let i = 0;
  while (i < sql.length) {
    const c = sql[i] as string;
    const next = sql[i + 1];
    const namedEnd = ':@$#'.includes(c) ? namedParameterEnd(sql, i) : undefined;
    if (space.test(c)) {
      i += 1;
    } else if (c === '-' && next === '-') {
      const end = sql.indexOf('\n', i);
      i = end === -1 ? sql.length : end + 1;
    } else if (c === '/' && next === '*') {
      const end = sql.indexOf('*/', i + 2);
      i = end === -1 ? sql.length : end + 2;
    } else if (c === "'" || c === '"' || c === '`' || c === '[') {
      const end = skipQuoted(sql, i, c === '[' ? ']' : c);
      yield { kind: 'quoted', text: sql.slice(i, end) };
      i = end;
    } else if (c === '?') {
      let end = i + 1;
      while (end < sql.length && /[0-9]/.test(sql[end] as string)) end += 1;
      yield { kind: 'param', text: sql.slice(i, end) };
      i = end;
    } else if (namedEnd !== undefined) {
      yield { kind: 'param', text: sql.slice(i, namedEnd) };
      i = namedEnd;
    } else if (wordChar.test(c)) {
      let end = i + 1;
      while (end < sql.length && wordChar.test(sql[end] as string)) end += 1;
      yield { kind: 'word', text: sql.slice(i, end).toUpperCase() };
      i = end;
    } else {
      yield { kind: 'punct', text: c };
      i += 1;
    }
  }
}

/**
 * Splits into statements' tokens. Inside CREATE TRIGGER, `;` only ends the statement after the
 * trigger's own END, not after one closing a CASE expression.
 */
function splitStatements(sql: string): Token[][] {
  const statements: Token[][] = [];
  let current: Token[] = [];
  let caseDepth = 0;
  let afterTriggerEnd = false;
  for (const token of tokenize(sql)) {
    if (token.kind === 'punct' && token.text === ';') {
      const words = current.filter((t) => t.kind === 'word').map((t) => t.text);
      const isTrigger =
        words[0] === 'CREATE' &&
        (words[1] === 'TRIGGER' ||
          (/^TEMP(ORARY)?$/.test(words[1] ?? '') && words[2] === 'TRIGGER'));
      if (!isTrigger || afterTriggerEnd) {
        if (current.length > 0) statements.push(current);
        current = [];
        caseDepth = 0;
        afterTriggerEnd = false;
        continue;
      }
    }
    const word = token.kind === 'word' ? token.text : undefined;
    afterTriggerEnd = word === 'END' && caseDepth === 0;
    if (word === 'CASE') caseDepth += 1;
    if (word === 'END' && caseDepth > 0) caseDepth -= 1;
    current.push(token);
  }
  if (current.length > 0) statements.push(current);
  return statements;
}

/** The keyword deciding what a statement does; for `WITH ...` it is the first one after the CTEs. */
function mainKeyword(tokens: Token[]): string | undefined {
  const first = tokens[0];
  if (first?.kind !== 'word' || first.text !== 'WITH') return first?.text;
  let depth = 0;
  for (const token of tokens) {
    if (token.text === '(') depth += 1;
    else if (token.text === ')') depth -= 1;
    else if (
      depth === 0 &&
      token.kind === 'word' &&
      /^(SELECT|VALUES|INSERT|REPLACE|UPDATE|DELETE)$/.test(token.text)
    ) {
      return token.text;
    }
  }
  return undefined;
}

// SQLITE_MAX_VARIABLE_NUMBER's default.
const maxParameterIndex = 32766;

/**
 * Parameter names by 1-based index (null for `?`), numbered and named the way SQLite does it
 * (sqlite3ExprAssignVarNumber): `?` takes the next number; `?NNN` takes slot NNN; a name takes the
 * next number on first use and its slot again later. A slot keeps the first name it got, so `?1`
 * landing on `:b`'s slot leaves it named `:b`, while `?1` after an anonymous `?` names slot 1 `?1`.
 */
function parameterNames(tokens: Token[]): (string | null)[] {
  const names: (string | null)[] = [];
  for (const { kind, text } of tokens) {
    if (kind !== 'param') continue;
    if (text === '?') {
      names.push(null);
    } else if (text.startsWith('?')) {
      const index = Number(text.slice(1));
      // Out-of-range numbers fail to prepare anyway; don't allocate an array for them.
      if (index < 1 || index > maxParameterIndex) continue;
      while (names.length < index) names.push(null);
      names[index - 1] ??= text;
    } else if (!names.includes(text)) {
      names.push(text);
    }
  }
  return names;
}

export type StatementInfo = {
  /** How many statements the SQL text holds; execute accepts exactly one. */
  count: number;
  isInsert: boolean;
  /** INSERT, UPDATE or DELETE: the only statements whose affected row count sqld reports. */
  isIud: boolean;
  isExplain: boolean;
  /** Approximates sqlite3_stmt_readonly: queries and transaction control. */
  isReadonly: boolean;
  params: (string | null)[];
};

export function analyzeSql(sql: string): StatementInfo {
  const statements = splitStatements(sql);
  const tokens = statements[0] ?? [];
  const keyword = mainKeyword(tokens);
  const isInsert = keyword === 'INSERT' || keyword === 'REPLACE';
  return {
    count: statements.length,
    isInsert,
    isIud: isInsert || keyword === 'UPDATE' || keyword === 'DELETE',
    isExplain: keyword === 'EXPLAIN',
    isReadonly: /^(SELECT|VALUES|EXPLAIN|BEGIN|COMMIT|END|ROLLBACK|SAVEPOINT|RELEASE)$/.test(
      keyword ?? '',
    ),
    params: parameterNames(tokens),
  };
}
