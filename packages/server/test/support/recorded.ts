import type { Database, Queryable } from '../../src/db/database.ts';

/**
 * `db` (of its kind), recording what `describe` says of each statement sent through it (nothing when it answers
 * null): the batching tests name a statement of one call `alone` and one of several `together n`.
 */
export function recorded(
  db: Database,
  describe: (sql: string, params: readonly unknown[] | undefined) => string | null,
): { db: Queryable; statements: string[] } {
  const statements: string[] = [];
  return {
    statements,
    db: {
      kind: db.kind,
      query: (sql, params) => {
        const described = describe(sql, params);
        if (described !== null) statements.push(described);
        return db.query(sql, params);
      },
      exec: (sql: string) => db.exec(sql),
    } as Queryable,
  };
}
