import { NOT_BACKED_UP } from './snapshot.ts';

/**
 * What a restore accepts from a backup's SQL (issue 26): a backup is pg_dump's plain text, and replaying it
 * as a script would run whatever statements were added to it (`COPY … TO PROGRAM`, an UPDATE, a function).
 * So nothing of the file is run as it stands: the schema comes from this server's own migrations, and of
 * the file's statements only two kinds are executed — a multi-row INSERT of literal values into one of our
 * tables (the columns, when named, being that table's), and `setval` of one of our sequences. pg_dump's own
 * settings and DDL are recognised by their form and the object they name (ours) and skipped; any other
 * statement refuses the whole file.
 */

export interface KnownSchema {
  /** Table → its column names (public schema, after our migrations). */
  tables: Map<string, Set<string>>;
  sequences: Set<string>;
  functions: Set<string>;
  /** Every relation, function and type name: what a COMMENT or an index may name. */
  names: Set<string>;
}

export class RefusedStatementError extends Error {}

export type Accepted = { kind: 'data'; table: string; sql: string } | { kind: 'setval'; sql: string } | null;

const IDENT = '(?:[a-z_][a-z0-9_$]*|"(?:[^"]|"")+")';
const unquote = (ident: string) => (ident.startsWith('"') ? ident.slice(1, -1).replaceAll('""', '"') : ident);

/** The settings pg_dump writes at the top of a dump, and the values it writes them with. */
const DUMP_SETTINGS =
  /^SET (statement_timeout|lock_timeout|idle_in_transaction_session_timeout|transaction_timeout) = 0;$|^SET client_encoding = 'UTF8';$|^SET standard_conforming_strings = on;$|^SET check_function_bodies = false;$|^SET xmloption = content;$|^SET client_min_messages = warning;$|^SET row_security = off;$|^SET default_tablespace = '';$|^SET default_table_access_method = heap;$|^SELECT pg_catalog\.set_config\('search_path', '', false\);$/;

const INSERT_HEAD = new RegExp(
  String.raw`^INSERT INTO public\.(${IDENT})(?: \(([^)]*)\))?(?: OVERRIDING SYSTEM VALUE)? VALUES\s*`,
);
const SETVAL = new RegExp(
  String.raw`^SELECT pg_catalog\.setval\('public\.(${IDENT})', \d{1,19}, (?:true|false)\);$`,
);

/** pg_dump's DDL: skipped (the migrations made the schema), accepted only when it names our objects. */
const DDL: { pattern: RegExp; names: 'tables' | 'functions' | 'sequences' | 'names' }[] = [
  // UNLOGGED: the rate limits' counters (0590), whose rows a backup leaves out (snapshot.ts).
  { pattern: new RegExp(String.raw`^CREATE (?:UNLOGGED )?TABLE public\.(${IDENT}) \(`), names: 'tables' },
  { pattern: new RegExp(String.raw`^ALTER TABLE (?:ONLY )?public\.(${IDENT})\s`), names: 'tables' },
  {
    pattern: new RegExp(String.raw`^CREATE (?:UNIQUE )?INDEX ${IDENT} ON (?:ONLY )?public\.(${IDENT}) `),
    names: 'tables',
  },
  {
    pattern: new RegExp(String.raw`^CREATE (?:OR REPLACE )?FUNCTION public\.(${IDENT})\(`),
    names: 'functions',
  },
  {
    pattern: new RegExp(String.raw`^CREATE (?:CONSTRAINT )?TRIGGER ${IDENT} [^;]*? ON public\.(${IDENT}) `),
    names: 'tables',
  },
  { pattern: new RegExp(String.raw`^(?:CREATE|ALTER) SEQUENCE public\.(${IDENT})\s`), names: 'sequences' },
  {
    pattern: new RegExp(
      String.raw`^COMMENT ON (?:TABLE|COLUMN|FUNCTION|INDEX|SEQUENCE|TRIGGER ${IDENT} ON) public\.(${IDENT})\b`,
    ),
    names: 'names',
  },
];

/**
 * Accepts one statement of a backup (as `sqlStatements` cut it): the SQL to run for data and sequences,
 * null for a setting or DDL of ours that is skipped; throws RefusedStatementError for anything else.
 */
export function acceptStatement(statement: string, schema: KnownSchema): Accepted {
  if (statement.startsWith('INSERT INTO ')) return acceptInsert(statement, schema);
  if (statement.startsWith('SELECT pg_catalog.setval(')) {
    const match = SETVAL.exec(statement);
    if (!match || !schema.sequences.has(unquote(match[1] as string))) throw refused(statement);
    return { kind: 'setval', sql: statement };
  }
  if (DUMP_SETTINGS.test(statement)) return null;
  for (const { pattern, names } of DDL) {
    const match = pattern.exec(statement);
    if (!match) continue;
    const name = unquote(match[1] as string);
    const known = names === 'tables' ? schema.tables.has(name) : schema[names].has(name);
    if (!known) throw refused(statement);
    if (/\bEXECUTE (?:FUNCTION|PROCEDURE) /.test(statement)) {
      const called = new RegExp(String.raw`\bEXECUTE (?:FUNCTION|PROCEDURE) public\.(${IDENT})\(`).exec(
        statement,
      );
      if (!called || !schema.functions.has(unquote(called[1] as string))) throw refused(statement);
    }
    return null;
  }
  throw refused(statement);
}

function acceptInsert(statement: string, schema: KnownSchema): Accepted {
  const head = INSERT_HEAD.exec(statement);
  if (!head) throw refused(statement);
  const table = unquote(head[1] as string);
  const columns = schema.tables.get(table);
  // A dump never holds the signing key's row: one in the file was put there.
  if (!columns || NOT_BACKED_UP.includes(table)) throw refused(statement);
  if (head[2] !== undefined) {
    for (const column of head[2].split(',').map((c) => c.trim())) {
      if (!new RegExp(`^${IDENT}$`).test(column) || !columns.has(unquote(column))) throw refused(statement);
    }
  }
  if (!onlyLiteralRows(statement, head[0].length)) throw refused(statement);
  return { kind: 'data', table, sql: statement };
}

/**
 * `(v, v, …), (…);` where every v is a literal as pg_dump writes it: a standard string ('…' with '' inside),
 * a number, NULL, true, false or DEFAULT (a generated column). No expression, call, cast or subquery.
 */
const VALUE = /\s*(?:'(?:[^']|'')*'|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|NULL|true|false|DEFAULT)\s*/y;
function onlyLiteralRows(statement: string, from: number): boolean {
  let i = from;
  const n = statement.length;
  for (;;) {
    while (/\s/.test(statement[i] ?? '')) i++;
    if (statement[i] !== '(') return false;
    i++;
    for (;;) {
      VALUE.lastIndex = i;
      if (!VALUE.test(statement)) return false;
      i = VALUE.lastIndex;
      if (statement[i] === ',') {
        i++;
        continue;
      }
      if (statement[i] === ')') {
        i++;
        break;
      }
      return false;
    }
    while (/\s/.test(statement[i] ?? '')) i++;
    if (statement[i] === ',') {
      i++;
      continue;
    }
    return statement[i] === ';' && i === n - 1;
  }
}

function refused(statement: string): RefusedStatementError {
  const shown = statement.replace(/\s+/g, ' ').slice(0, 120);
  return new RefusedStatementError(
    `the backup holds a statement a Kayoi backup does not (${shown}${statement.length > 120 ? '…' : ''})`,
  );
}
