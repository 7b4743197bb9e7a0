import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import { staleTimes } from '../policy.ts';
import { mutation, query, queryKeyOf } from './operation.ts';
import type { UserPreferences } from './types.ts';

export const preferenceKeys = {
  all: ['preferences'] as const,
  user: () => queryKeyOf(op.getUserPreferences),
};

export const getUserPreferencesQueryOptions = () =>
  queryOptions({ ...query(op.getUserPreferences), staleTime: staleTimes.preferences });

export const useUserPreferences = () => useQuery(getUserPreferencesQueryOptions());

/**
 * The top bar's theme toggle: the new theme shows at once and goes back if saving fails (the screen then
 * shows '設定の保存に失敗しました').
 */
export const updateUserPreferencesMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateUserPreferences, (input: UserPreferences) => ({ body: input })),
    onMutate: async (input, { client }) => {
      await client.cancelQueries({ queryKey: preferenceKeys.user() });
      const previous = client.getQueryData<UserPreferences>(preferenceKeys.user());
      client.setQueryData(preferenceKeys.user(), input);
      return { previous };
    },
    onError: async (_error, _input, result, { client }) => {
      // Back to what was shown before; with nothing cached yet, ask the server what it has.
      if (result?.previous) client.setQueryData(preferenceKeys.user(), result.previous);
      else await client.invalidateQueries({ queryKey: preferenceKeys.user() });
    },
    onSuccess: (saved, _input, _result, { client }) => {
      client.setQueryData(preferenceKeys.user(), saved);
    },
  });

export const useUpdateUserPreferences = () => useMutation(updateUserPreferencesMutationOptions());
