import { z } from 'zod';
import { fieldMessages, formatMessage } from '../../messages.ts';
import { handleAs, http, jsonBody, parseOr422, success } from '../http.ts';

/** The seed's default colour scheme. */
const DEFAULT_THEME = 'light';

const preferencesInputSchema = z.object({
  theme: z.enum(['light', 'dark', 'auto'], {
    error: formatMessage(fieldMessages.invalidFormat, { field: 'テーマ' }),
  }),
});

export const preferenceHandlers = [
  http.get('/api/v2/user/preferences', (info) =>
    handleAs(info, 'getUserPreferences', ({ store, staff }) =>
      info.response(200).json(success({ theme: store.preferences.get(staff.id) ?? DEFAULT_THEME })),
    ),
  ),

  http.put('/api/v2/user/preferences', (info) =>
    handleAs(info, 'updateUserPreferences', async ({ store, staff }) => {
      const { theme } = parseOr422(preferencesInputSchema, await jsonBody(info.request));
      store.preferences.set(staff.id, theme);
      return info.response(200).json(success({ theme }, '設定を保存しました'));
    }),
  ),
];
