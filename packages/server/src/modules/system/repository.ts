import { preparedStatement, type Queryable } from '../../db/database.ts';

/** The health check's statement, asked many times a minute by monitors (prepared on PostgreSQL). */
const PING = preparedStatement('select 1');

export function createSystemRepository(db: Queryable) {
  return {
    /** Answers when the database does (the health check); throws when it cannot be reached. */
    async ping(): Promise<void> {
      await db.query(PING);
    },
  };
}
