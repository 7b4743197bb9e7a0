import type { Queryable } from '../../db/database.ts';

export function createSystemRepository(db: Queryable) {
  return {
    /** Answers when the database does (the health check); throws when it cannot be reached. */
    async ping(): Promise<void> {
      await db.query('select 1');
    },
  };
}
