import { canOpen, findRoute, type Role } from '../routes/table.ts';

const KEY = 'last_allowed_page';
const HOME = '/dashboard';

/**
 * The last page of this tab the user could open, where the access-denied modal's 戻る leads: browser history
 * may hold no page of the app (a fresh tab: about:blank) or only another refused one (two in a row bounced
 * between them). Kept in sessionStorage, so a reload of the refused page still knows the way back.
 */
export function rememberAllowedPage(location: { pathname: string; search: string }) {
  try {
    sessionStorage.setItem(KEY, `${location.pathname}${location.search}`);
  } catch {
    // No storage: 戻る goes to the dashboard.
  }
}

/** Where 戻る goes for `role`: the last allowed page if that role may still open it, else the dashboard. */
export function lastAllowedPage(role: Role): string {
  let saved: string | null = null;
  try {
    saved = sessionStorage.getItem(KEY);
  } catch {
    return HOME;
  }
  if (!saved?.startsWith('/')) return HOME;
  // Another account may have signed in since, in this tab: only a page this role opens is a way back.
  const route = findRoute(saved.split(/[?#]/)[0] ?? '');
  return route && canOpen(route, role) ? saved : HOME;
}
