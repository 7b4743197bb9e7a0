import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_TOKENS, delayedHandler, errorHandler } from '../../src/msw/index.ts';
import { staleTimes } from '../../src/policy.ts';
import {
  getUserPreferencesQueryOptions,
  preferenceKeys,
  updateUserPreferencesMutationOptions,
} from '../../src/queries/preferences.ts';
import { listStoresQueryOptions } from '../../src/queries/stores.ts';
import { getHealthQueryOptions } from '../../src/queries/system.ts';
import { configureTestClient, server, useMockServer } from '../msw/support.ts';
import { testQueryClient } from './support.ts';

useMockServer();

describe('preferences', () => {
  it('when the theme is toggled, then the new theme shows at once and stays after the save', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    const queryClient = testQueryClient();
    await queryClient.fetchQuery(getUserPreferencesQueryOptions());
    server.use(delayedHandler('updateUserPreferences', 200));

    let saved = false;
    const saving = new MutationObserver(queryClient, updateUserPreferencesMutationOptions())
      .mutate({ theme: 'dark' })
      .then(() => {
        saved = true;
      });
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(preferenceKeys.user())).toEqual({ theme: 'dark' }),
    );
    expect(saved).toBe(false);
    await saving;

    expect(queryClient.getQueryData(preferenceKeys.user())).toEqual({ theme: 'dark' });
    expect(getUserPreferencesQueryOptions().staleTime).toBe(staleTimes.preferences);
  });

  it('when saving the theme fails, then the previous theme comes back', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    const queryClient = testQueryClient();
    await queryClient.fetchQuery(getUserPreferencesQueryOptions());
    server.use(errorHandler('updateUserPreferences', 500));

    await expect(
      new MutationObserver(queryClient, updateUserPreferencesMutationOptions()).mutate({ theme: 'dark' }),
    ).rejects.toMatchObject({ status: 500 });

    expect(queryClient.getQueryData(preferenceKeys.user())).toEqual({ theme: 'light' });
  });
});

describe('stores and health', () => {
  it('when an admin lists the stores, then both stores come back; a staff member gets 403', async () => {
    configureTestClient({ token: DEMO_TOKENS.admin });
    const queryClient = testQueryClient();

    const stores = await queryClient.fetchQuery(listStoresQueryOptions());
    configureTestClient({ token: DEMO_TOKENS.staff });
    const refused = testQueryClient().fetchQuery(listStoresQueryOptions());

    expect(stores.map((s) => s.name)).toEqual(['渋谷校', '横浜校']);
    await expect(refused).rejects.toMatchObject({
      status: 403,
      serverMessage: 'このアクションを実行する権限がありません',
    });
    expect(listStoresQueryOptions().staleTime).toBe(staleTimes.stores);
  });

  it('when the health check is fetched without a token, then it answers ok', async () => {
    configureTestClient();

    await expect(testQueryClient().fetchQuery(getHealthQueryOptions())).resolves.toMatchObject({
      status: 'ok',
    });
  });
});
