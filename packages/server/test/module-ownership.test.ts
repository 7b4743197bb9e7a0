import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { migrationFiles } from '../src/db/migrate.ts';

// A module owns its tables: only its own code writes them, and its migrations live beside it (packages/server/
// README.md, "The module map"). The map is the README's table; this test holds the code and the migrations to it.
// Reads across modules are not checked here: read models and lists that join a name are the README's exception.

const server = fileURLToPath(new URL('..', import.meta.url));
const modulesDir = join(server, 'src', 'modules');

/** The README's module map: table → owning module. */
function ownersFromReadme(): Map<string, string[]> {
  const readme = readFileSync(join(server, 'README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## The module map'));
  const owners = new Map<string, string[]>();
  for (const line of section.split('\n')) {
    const row = /^\|\s*(`[^|]+)\|(.*)\|\s*$/.exec(line);
    if (!row?.[1] || row[2] === undefined) continue;
    const modules = [...row[1].matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
    // Notes in parentheses and `code` say how, not what: the tables are the bare snake_case words.
    const words = row[2]
      .replace(/\([^)]*\)/g, ' ')
      .replace(/`[^`]*`/g, ' ')
      .split(/[\s,;]+/);
    for (const word of words) {
      if (!/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/.test(word) || word === 'and' || word === 'none') continue;
      owners.set(word, [...(owners.get(word) ?? []), ...modules]);
    }
    if (line.startsWith('| `backups`')) break;
  }
  return owners;
}

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|sql)$/.test(name) ? [path] : [];
  });

/** Every table the migrations create (wherever they live). */
function migratedTables(): string[] {
  const sql = files(join(server, 'src'))
    .filter((file) => file.endsWith('.sql'))
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n');
  return [
    ...sql.matchAll(/create\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?([a-z_][a-z0-9_]*)/gi),
  ].map((m) => (m[1] as string).toLowerCase());
}

interface Write {
  module: string;
  file: string;
  line: number;
  table: string;
  statement: string;
}

const WRITE =
  /\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into)\s+([a-z_][a-z0-9_]*)/gi;

/** The writes a file of a module sends, each with the table it writes. */
function writesIn(file: string, source: string, tables: ReadonlySet<string>): Write[] {
  const module = relative(modulesDir, file).split('/')[0] as string;
  const writes: Write[] = [];
  for (const match of source.matchAll(WRITE)) {
    const table = (match[2] as string).toLowerCase();
    if (!tables.has(table)) continue; // `update set` of an upsert, a word in a comment, …
    const line = source.slice(0, match.index).split('\n').length;
    writes.push({ module, file: relative(server, file), line, table, statement: match[1] as string });
  }
  return writes;
}

/**
 * The tables a migration changes: made, altered, dropped, indexed, commented or written (a function's body too). A
 * trigger put on a table does not change it: the module whose kept counts it feeds owns it (the dashboard's).
 */
const CHANGE = new RegExp(
  `\\b(?:${[
    'create\\s+(?:unlogged\\s+)?table(?:\\s+if\\s+not\\s+exists)?',
    'alter\\s+table(?:\\s+if\\s+exists)?(?:\\s+only)?',
    'drop\\s+table(?:\\s+if\\s+exists)?',
    'create\\s+(?:unique\\s+)?index(?:\\s+concurrently)?(?:\\s+if\\s+not\\s+exists)?(?:\\s+[a-z0-9_]+)?\\s+on(?:\\s+only)?',
    'insert\\s+into',
    'update',
    'delete\\s+from',
    'truncate(?:\\s+table)?',
    'comment\\s+on\\s+(?:table|column)',
  ].join('|')})\\s+(?:public\\.)?([a-z_][a-z0-9_]*)`,
  'gi',
);

/** The modules whose tables `sql` changes (comments aside). */
function modulesChangedBy(sql: string, owners: ReadonlyMap<string, string[]>): string[] {
  const modules = new Set<string>();
  for (const match of sql.replace(/--[^\n]*/g, ' ').matchAll(CHANGE)) {
    for (const module of owners.get((match[1] as string).toLowerCase()) ?? []) modules.add(module);
  }
  return [...modules].sort();
}

describe('the module map', () => {
  const owners = ownersFromReadme();
  const tables = [...new Set(migratedTables())];

  it('when a migration creates a table, then the README names exactly one module that owns it', () => {
    expect(tables.length).toBeGreaterThan(50);
    const unowned = tables.filter((table) => !owners.has(table));
    const shared = [...owners].filter(([, modules]) => modules.length > 1).map(([table]) => table);
    expect({ unowned, shared }).toEqual({ unowned: [], shared: [] });
  });

  const foreignWrites = (file: string, source: string) =>
    writesIn(file, source, new Set(tables))
      .filter((write) => !owners.get(write.table)?.includes(write.module))
      .map(
        (w) =>
          `${w.file}:${w.line} ${w.statement} ${w.table} (owned by ${owners.get(w.table)?.join(', ') ?? 'nobody'})`,
      );

  it('when a module writes a table, then it is one of its own', () => {
    const foreign = files(modulesDir)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => foreignWrites(file, readFileSync(file, 'utf8')));
    expect(foreign).toEqual([]);
  });

  // Only the tables the migrations make: the README's notes have words that are not tables ("of", "files").
  const tableOwners = new Map([...owners].filter(([table]) => tables.includes(table)));

  it('when a migration lives beside a module, then it changes only that module’s tables', async () => {
    const migrations = await migrationFiles();
    const beside = migrations.filter((file) => file.module !== null);
    expect(beside.length).toBeGreaterThan(50);
    const strays = beside
      .map((file) => ({ file, modules: modulesChangedBy(readFileSync(file.path, 'utf8'), tableOwners) }))
      .filter(({ file, modules }) => modules.some((module) => module !== file.module))
      .map(({ file, modules }) => `${relative(server, file.path)} changes tables of ${modules.join(', ')}`);
    expect(strays).toEqual([]);
  });

  it('when a migration changes one module’s tables only, then it lives beside that module', async () => {
    const shared = (await migrationFiles()).filter((file) => file.module === null);
    const movable = shared
      .map((file) => ({ file, modules: modulesChangedBy(readFileSync(file.path, 'utf8'), tableOwners) }))
      .filter(({ modules }) => modules.length === 1)
      .map(({ file, modules }) => `${relative(server, file.path)} belongs beside ${modules[0]}`);
    expect(movable).toEqual([]);
  });

  it('when a migration puts a trigger on another module’s table, then only what it writes counts', () => {
    const trigger = `create table lesson_stats_days (id int); -- update customers
      create trigger kept after insert on attendances for each row execute function kept();`;
    expect(modulesChangedBy(trigger, tableOwners)).toEqual(['dashboard']);
    const writes = `create or replace function kept() returns trigger language plpgsql as $$
      begin update customers set grade_id = null; insert into lesson_stats_days values (1); return new; end $$;`;
    expect(modulesChangedBy(writes, tableOwners)).toEqual(['customers', 'dashboard']);
    expect(modulesChangedBy('create index attendances_day on attendances (day);', tableOwners)).toEqual([
      'visits',
    ]);
  });

  it('when a module writes into a table of another module, then the write is named with its owner', () => {
    const probe = join(modulesDir, 'classes', 'probe.ts');
    const source = `const a = 1;\nawait db.query('update customers set grade_id = $2 where id = $1');\n`;
    expect(foreignWrites(probe, source)).toEqual([
      'src/modules/classes/probe.ts:2 update customers (owned by customers)',
    ]);
    expect(foreignWrites(probe, "await db.query('insert into lesson_absences (x) values (1)');")).toEqual([]);
  });
});
