import { useCallback, useSyncExternalStore } from 'react';

export type SidebarMode = 'expanded' | 'collapsed' | 'hidden';

const STORAGE_KEY = 'sidebar_mode';
const MOBILE_QUERY = '(max-width: 767px)';
const ORDER: readonly SidebarMode[] = ['expanded', 'collapsed', 'hidden'];

const listeners = new Set<() => void>();
const isMode = (value: unknown): value is SidebarMode => ORDER.includes(value as SidebarMode);

function stored(): SidebarMode {
  try {
    const value = globalThis.localStorage?.getItem(STORAGE_KEY);
    return isMode(value) ? value : 'expanded';
  } catch {
    return 'expanded';
  }
}
function subscribe(listener: () => void) {
  listeners.add(listener);
  const media = globalThis.matchMedia?.(MOBILE_QUERY);
  media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', listener);
  };
}
/** Seed §2: on a phone a hidden sidebar shows collapsed, so the menu is always reachable. */
function effective(): SidebarMode {
  const mode = stored();
  return mode === 'hidden' && globalThis.matchMedia?.(MOBILE_QUERY).matches ? 'collapsed' : mode;
}

export const nextSidebarMode = (mode: SidebarMode): SidebarMode =>
  ORDER[(ORDER.indexOf(mode) + 1) % ORDER.length] ?? 'expanded';

/** The sidebar mode, kept on this device (localStorage `sidebar_mode`) and shared by every reader. */
export function useSidebarMode(): [SidebarMode, (mode: SidebarMode) => void, () => void] {
  const mode = useSyncExternalStore(subscribe, effective, () => 'expanded' as const);
  const setMode = useCallback((next: SidebarMode) => {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page.
    }
    for (const listener of listeners) listener();
  }, []);
  const cycle = useCallback(() => setMode(nextSidebarMode(stored())), [setMode]);
  return [mode, setMode, cycle];
}
