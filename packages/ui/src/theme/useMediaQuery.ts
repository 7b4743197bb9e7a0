import { useCallback, useSyncExternalStore } from 'react';

/** Whether the window matches a media query, kept up to date as the window changes (false where there is none). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const media = globalThis.matchMedia?.(query);
      media?.addEventListener('change', listener);
      return () => media?.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => globalThis.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
