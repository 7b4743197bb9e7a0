import type { PGlite } from '@electric-sql/pglite';

// The embedded database's autovacuum (issue 30). PGlite runs PostgreSQL single-user, where no autovacuum worker ever
// starts: nothing vacuumed or analyzed the product's tables, whatever was written to them. The demo's database had no
// statistics at all (pg_statistic empty, every table's reltuples -1), so the planner guessed every selectivity, and no
// page was ever marked all-visible, so an index-only scan read the table too: the dashboard's members whose visits fell
// fetched 6,497 heap rows (1,968 buffers) for 6,497 index entries; after a VACUUM ANALYZE, none (61 buffers). The
// benches ran VACUUM ANALYZE themselves, "as autovacuum would leave them", which the product never did. Here the
// database thread does what autovacuum would, with autovacuum's default thresholds, one table at a time: statements
// sent meanwhile wait for the table at hand, not for the whole pass.

/** What one pass did, by table (its name quoted as SQL needs it). */
export interface MaintenanceDone {
  vacuumed: string[];
  analyzed: string[];
  /** Tables whose statement failed: the pass went on with the next, and the next pass takes them again. */
  failed: string[];
}

/**
 * The tables a pass takes, and what each needs. Autovacuum's thresholds on the activity counted since the database
 * opened: a VACUUM past 50 dead rows + 20 % of the table or 1,000 inserted rows + 20 % (the pages inserted get marked
 * all-visible, for index-only scans), an ANALYZE past 50 changed rows + 10 %. PGlite does not keep those counters
 * across a restart, so the first pass after opening also takes each table that has rows and never had statistics
 * (reltuples -1) or has grown by a page or more since its last VACUUM or ANALYZE (its relpages), both with an ANALYZE.
 */
const TABLES_DUE = `
  select name, vacuum_due or first_due as vacuum, analyze_due or first_due as analyze from (
    select quote_ident(c.relname) as name, c.reltuples,
      $1::boolean and pg_relation_size(c.oid) > 0 and (c.reltuples < 0
        or pg_relation_size(c.oid) / current_setting('block_size')::int > c.relpages) as first_due,
      s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
        or s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0) as vacuum_due,
      s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) as analyze_due
    from pg_class c join pg_stat_user_tables s on s.relid = c.oid
    where c.relnamespace = 'public'::regnamespace
  ) t
  where vacuum_due or analyze_due or first_due
  order by t.reltuples desc, name`;

/**
 * Vacuums and analyzes the tables that need it (see TABLES_DUE); `afterOpening` for the first pass of a database
 * opened anew. Each table is its own statement (VACUUM runs outside a transaction, and PGlite's one connection takes
 * a request sent meanwhile between two of them); the pass stops before the next table once `stopping` answers true
 * (the database closing).
 */
export async function maintainTables(
  db: Pick<PGlite, 'query' | 'exec'>,
  afterOpening: boolean,
  stopping: () => boolean = () => false,
): Promise<MaintenanceDone> {
  // The counters of the statements just run reach the statistics views at most once a second, unless asked: asked
  // here, they are there once this statement has ended.
  await db.query('select pg_stat_force_next_flush()');
  const { rows } = await db.query<{ name: string; vacuum: boolean; analyze: boolean }>(TABLES_DUE, [
    afterOpening,
  ]);
  const done: MaintenanceDone = { vacuumed: [], analyzed: [], failed: [] };
  for (const { name, vacuum, analyze } of rows) {
    if (stopping()) break;
    try {
      await db.exec(vacuum ? `vacuum${analyze ? ' (analyze)' : ''} ${name}` : `analyze ${name}`);
    } catch {
      done.failed.push(name);
      continue;
    }
    if (vacuum) done.vacuumed.push(name);
    if (analyze) done.analyzed.push(name);
  }
  return done;
}
