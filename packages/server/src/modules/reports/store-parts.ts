import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database.ts';

// A report over a whole chain is its stores' parts added up, and a store's part is kept once read (migration 0450,
// report_store_parts): in a day few stores' members change, so an admin's chain report reads the stores that did
// and takes the others' parts as they were. A part is the rows of a report's statements for one store and one set
// of values; it is used again while the store's version (report_store_versions, moved by 0450's triggers when data
// the parts read from changes) is the one it was read at.

/** Kept parts older than this are deleted when a part is written (their keys name a day that has passed). */
const KEPT_FOR = '2 days';

/**
 * The rows of `read` for each store of the scope (one store, or every store when `storeId` is null), in store id
 * order: a kept part where the store's version has not moved since it was read, else `read(storeId)`, which is then
 * kept. `key` is what the rows depend on besides the store and its data — the statements' text and their values —
 * and must be JSON. The version is taken before any part is read, so a change committed while a part is being read
 * (or before, but not yet committed then) leaves that part with an older version than the store's, never used.
 */
export async function storeParts<Row>(
  db: Queryable,
  ask: {
    report: string;
    key: unknown;
    storeId: number | null;
    read: (storeId: number) => Promise<Row[]>;
  },
): Promise<Row[][]> {
  const key = createHash('sha256').update(JSON.stringify(ask.key)).digest('base64url');
  const { rows: stores } = await db.query<{ store_id: number; version: number; rows: Row[] | null }>(
    `select s.id as store_id, coalesce(v.version, 0)::float8 as version, p.rows
       from stores s
       left join report_store_versions v on v.store_id = s.id
       left join report_store_parts p on p.store_id = s.id and p.report = $1 and p.key = $2
                                      and p.version = coalesce(v.version, 0)
      where $3::int is null or s.id = $3::int
      order by s.id`,
    [ask.report, key, ask.storeId],
  );
  const made = await Promise.all(
    stores
      .filter((store) => store.rows === null)
      .map(async (store) => ({ ...store, rows: await ask.read(store.store_id) })),
  );
  if (made.length > 0) {
    // A part read at a later version (another call, another server process) is not overwritten by an older one.
    await db.query(
      `insert into report_store_parts as p (store_id, report, key, version, rows)
       select m.store_id, $1, $2, m.version, m.rows
         from jsonb_to_recordset($3::jsonb) as m(store_id integer, version bigint, rows jsonb)
       on conflict (store_id, report, key) do update
          set version = excluded.version, rows = excluded.rows, made_at = now()
        where p.version <= excluded.version`,
      [ask.report, key, JSON.stringify(made)],
    );
    await db.query(
      `delete from report_store_parts where report = $1 and made_at < now() - interval '${KEPT_FOR}'`,
      [ask.report],
    );
  }
  const read = new Map(made.map((part) => [part.store_id, part.rows]));
  return stores.map((store) => store.rows ?? read.get(store.store_id) ?? []);
}
