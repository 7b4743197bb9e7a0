import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, requireAuth } from '../../http/request.ts';
import { createPreferenceRepository, type Theme } from './repository.ts';

/** The seed's default colour scheme. */
const DEFAULT_THEME: Theme = 'light';

export function preferenceHandlers(app: FastifyInstance): OperationHandlers {
  const { db, config } = app.kayoi;
  const preferences = createPreferenceRepository(db);
  return {
    async getUserPreferences(request) {
      return success({ theme: (await preferences.theme(requireAuth(request).staffId)) ?? DEFAULT_THEME });
    },
    async updateUserPreferences(request) {
      const { theme } = bodyOf(request, 'updateUserPreferences');
      const saved = await preferences.saveTheme(requireAuth(request).staffId, theme, config.now());
      return success({ theme: saved }, serverMessages.preferencesSaved);
    },
  };
}
