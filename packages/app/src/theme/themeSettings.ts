import { useCallback, useSyncExternalStore } from 'react';

export type ThemePreference = 'light' | 'dark' | 'auto';
export type ColorMode = 'light' | 'dark';

// The theme preference lives on the server (/v2/user/preferences); this copy paints the login page and the
// first frame before the server answers. Glass and sidebar mode are local to the device.
const THEME_KEY = 'theme_preference';
const GLASS_KEY = 'glass_enabled';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const media = globalThis.matchMedia?.('(prefers-color-scheme: dark)');
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
  };
};

function readLocal(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
function writeLocal(key: string, value: string) {
  try {
    globalThis.localStorage?.setItem(key, value);
  } catch {
    // Private mode: the setting lasts for this page only.
  }
  notify();
}

export const isThemePreference = (value: unknown): value is ThemePreference =>
  value === 'light' || value === 'dark' || value === 'auto';

export function storedThemePreference(): ThemePreference {
  const value = readLocal(THEME_KEY);
  return isThemePreference(value) ? value : 'light';
}
export const storeThemePreference = (theme: ThemePreference) => writeLocal(THEME_KEY, theme);

/** 'auto' follows the device's colour scheme. */
export function resolveColorMode(preference: ThemePreference): ColorMode {
  if (preference !== 'auto') return preference;
  return globalThis.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The theme as the device knows it (server answer cached locally), live across tabs of this page. */
export function useLocalTheme(): {
  preference: ThemePreference;
  mode: ColorMode;
  glass: boolean;
  setGlass(on: boolean): void;
} {
  const preference = useSyncExternalStore(subscribe, storedThemePreference, () => 'light' as const);
  const mode = useSyncExternalStore(
    subscribe,
    () => resolveColorMode(storedThemePreference()),
    () => 'light' as const,
  );
  // Glassmorphism is on by default (seed §2).
  const glass = useSyncExternalStore(
    subscribe,
    () => readLocal(GLASS_KEY) !== 'off',
    () => true,
  );
  const setGlass = useCallback((on: boolean) => writeLocal(GLASS_KEY, on ? 'on' : 'off'), []);
  return { preference, mode, glass, setGlass };
}
