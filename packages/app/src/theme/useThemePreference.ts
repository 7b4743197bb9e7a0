import {
  isApiError,
  preferenceKeys,
  type UserPreferences,
  useUpdateUserPreferences,
  useUserPreferences,
} from '@kayoi/api-client';
import { preferencesMessages } from '@kayoi/api-client/messages';
import { useToast } from '@kayoi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import {
  isThemePreference,
  storeThemePreference,
  type ThemePreference,
  useLocalTheme,
} from './themeSettings.ts';

/**
 * The signed-in theme: the server's preference (/v2/user/preferences) wins and is copied to the device
 * so the next first frame (and the login page) paints right; a change shows at once and goes back,
 * with '設定の保存に失敗しました', if the server refuses it.
 */
export function useThemePreference() {
  const local = useLocalTheme();
  const preferences = useUserPreferences();
  const update = useUpdateUserPreferences();
  const toast = useToast();
  const queryClient = useQueryClient();
  const serverTheme = preferences.data?.theme;

  useEffect(() => {
    if (isThemePreference(serverTheme) && !update.isPending) storeThemePreference(serverTheme);
  }, [serverTheme, update.isPending]);

  const setPreference = useCallback(
    (theme: ThemePreference) => {
      const previous = local.preference;
      storeThemePreference(theme);
      update.mutate(
        { theme },
        {
          onError: (error) => {
            storeThemePreference(previous);
            queryClient.setQueryData(
              preferenceKeys.user(),
              (saved: UserPreferences | undefined) => saved ?? { theme: previous },
            );
            toast.error(preferencesMessages.saveFailed, isApiError(error) ? error.serverMessage : undefined);
          },
        },
      );
    },
    [local.preference, update, toast, queryClient],
  );

  return { ...local, setPreference, isSaving: update.isPending };
}
