import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// A module owns its tables: only its own code writes them (packages/server/README.md, "The module map").
// The map is the README's table; this test holds the code to it. Reads across modules are not checked here:
// read models and lists that join a name are the README's stated exception.

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

  it('when a module writes into a table of another module, then the write is named with its owner', () => {
    const probe = join(modulesDir, 'classes', 'probe.ts');
    const source = `const a = 1;\nawait db.query('update customers set grade_id = $2 where id = $1');\n`;
    expect(foreignWrites(probe, source)).toEqual([
      'src/modules/classes/probe.ts:2 update customers (owned by customers)',
    ]);
    expect(foreignWrites(probe, "await db.query('insert into lesson_absences (x) values (1)');")).toEqual([]);
  });
});
