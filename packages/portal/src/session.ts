import type { TokenStore } from '@kayoi/api-client';

/**
 * Where マイページ keeps the family session's token: its own key, so a staff session in the same browser
 * (`auth_token`) and a family one never replace each other.
 */
export const FAMILY_TOKEN_STORAGE_KEY = 'kayoi_family_token';

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export const familyTokenStore: TokenStore = {
  get: () => storage()?.getItem(FAMILY_TOKEN_STORAGE_KEY) ?? null,
  set: (token) => storage()?.setItem(FAMILY_TOKEN_STORAGE_KEY, token),
  clear: () => storage()?.removeItem(FAMILY_TOKEN_STORAGE_KEY),
};
