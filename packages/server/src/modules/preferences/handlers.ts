import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, requireAuth } from '../../http/request.ts';

type Theme = 'light' | 'dark' | 'auto';
/** The seed's default colour scheme. */
const DEFAULT_THEME: Theme = 'light';

export function preferenceHandlers(app: FastifyInstance): OperationHandlers {
  const { db, config } = app.kayoi;
  return {
    async getUserPreferences(request) {
      const { rows } = await db.query<{ theme: Theme }>(
        'select theme from user_preferences where staff_id = $1',
        [requireAuth(request).staffId],
      );
      return success({ theme: rows[0]?.theme ?? DEFAULT_THEME });
    },
    async updateUserPreferences(request) {
      const { theme } = bodyOf(request, 'updateUserPreferences');
      const { rows } = await db.query<{ theme: Theme }>(
        `insert into user_preferences (staff_id, theme, updated_at) values ($1, $2, $3)
         on conflict (staff_id) do update set theme = excluded.theme, updated_at = excluded.updated_at
         returning theme`,
        [requireAuth(request).staffId, theme, config.now()],
      );
      return success({ theme: (rows[0] as { theme: Theme }).theme }, serverMessages.preferencesSaved);
    },
  };
}
