import { useCallback, useSyncExternalStore } from 'react';

export type SidebarMode = 'expanded' | 'collapsed' | 'hidden';

const STORAGE_KEY = 'sidebar_mode';
const ORDER: readonly SidebarMode[] = ['expanded', 'collapsed', 'hidden'];

/**
 * Below this width (a tablet at the desk, a small laptop) the menu does not take 260 px from the page: it
 * stays a 60 px rail (or hidden) and opens over the page. The seed's dashboard grid changes layout here too.
 */
export const SIDEBAR_OVERLAY_BELOW = 1200;
/** Seed §2: on a phone a hidden sidebar shows collapsed, so the menu is always reachable. */
export const SIDEBAR_PHONE_BELOW = 768;

const TABLET_QUERY = `(max-width: ${SIDEBAR_OVERLAY_BELOW - 1}px)`;
const PHONE_QUERY = `(max-width: ${SIDEBAR_PHONE_BELOW - 1}px)`;
const WIDE_MODES: readonly SidebarMode[] = ORDER;
const TABLET_MODES: readonly SidebarMode[] = ['collapsed', 'hidden'];
const PHONE_MODES: readonly SidebarMode[] = ['collapsed'];

const listeners = new Set<() => void>();
const isMode = (value: unknown): value is SidebarMode => ORDER.includes(value as SidebarMode);
const matches = (query: string) => globalThis.matchMedia?.(query).matches ?? false;

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
  const queries = [globalThis.matchMedia?.(TABLET_QUERY), globalThis.matchMedia?.(PHONE_QUERY)];
  for (const media of queries) media?.addEventListener('change', listener);
  return () => {
    listeners.delete(listener);
    for (const media of queries) media?.removeEventListener('change', listener);
  };
}

/** The modes this window has room for: all three on a wide screen, collapsed or hidden on a tablet, collapsed on a phone. */
function availableModes(): readonly SidebarMode[] {
  if (matches(PHONE_QUERY)) return PHONE_MODES;
  if (matches(TABLET_QUERY)) return TABLET_MODES;
  return WIDE_MODES;
}
/** The stored mode as this window shows it: a mode it has no room for shows as the collapsed rail. */
function effective(): SidebarMode {
  const mode = stored();
  return availableModes().includes(mode) ? mode : 'collapsed';
}

/** The mode the toggle goes to next, among the modes the window has room for. */
export function nextSidebarMode(mode: SidebarMode, modes: readonly SidebarMode[] = ORDER): SidebarMode {
  const index = modes.indexOf(mode);
  return modes[(index + 1) % modes.length] ?? mode;
}

export interface SidebarModeInfo {
  /** The modes the window has room for (the toggle cycles through them; one mode: no toggle). */
  modes: readonly SidebarMode[];
  /** The mode chosen on this device, which a narrow window may show differently. */
  preference: SidebarMode;
}

/**
 * The sidebar mode as this window shows it, kept on this device (localStorage `sidebar_mode`) and shared by
 * every reader; it follows the window's width (a 260 px menu only where the page keeps room beside it).
 */
export function useSidebarMode(): [SidebarMode, (mode: SidebarMode) => void, SidebarModeInfo] {
  const mode = useSyncExternalStore(subscribe, effective, () => 'expanded' as const);
  const modes = useSyncExternalStore(subscribe, availableModes, () => WIDE_MODES);
  const preference = useSyncExternalStore(subscribe, stored, () => 'expanded' as const);
  const setMode = useCallback((next: SidebarMode) => {
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice lasts for this page.
    }
    for (const listener of listeners) listener();
  }, []);
  return [mode, setMode, { modes, preference }];
}
