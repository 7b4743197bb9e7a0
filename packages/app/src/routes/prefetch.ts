import {
  getDashboardAttendanceTrendQueryOptions,
  getDashboardCheckinCheckoutQueryOptions,
  getDashboardFamilyNoticesQueryOptions,
  getDashboardInsightsQueryOptions,
  getDashboardKpiQueryOptions,
  getDashboardTodayScheduleQueryOptions,
  getDashboardWeeklyComparisonQueryOptions,
} from '@kayoi/api-client';
import { preloadToastRegion } from '@kayoi/ui';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { findRoute, loadRouteScreen, loadShellLayout, protectedRoutes } from './table.ts';

// A login always lands on the dashboard (seed §2). Its code and its data were asked for one after the other:
// the dashboard's first API call started only once its code had arrived, a round trip or two later on a busy
// machine or a slow line (issue 30). These start both alongside the login instead.

let dashboardCode: Promise<unknown> | undefined;

/**
 * The signed-in frame's code, the dashboard's and the toasts': fetched as the e-mail or the password is typed and, at
 * the latest, while the login request is on its way. Every keystroke calls it; the code is asked for once, and again
 * after a failure.
 */
export function preloadDashboardCode(): void {
  if (dashboardCode) return;
  // The welcome toast comes with every login: its region, fetched only with a first toast, would otherwise arrive
  // as the dashboard draws and be drawn in the middle of it.
  preloadToastRegion();
  const dashboard = protectedRoutes.find((route) => route.path === 'dashboard');
  // The router's own lazy routes import the same modules: a failure here is theirs to show, once.
  dashboardCode = Promise.all([loadShellLayout(), loadRouteScreen(), dashboard?.screen?.()]).catch(() => {
    dashboardCode = undefined;
  });
}

/** The dashboard's tiles, asked for as soon as the session exists; its screen finds them answered or on the way. */
export function prefetchDashboardData(client: QueryClient): void {
  void client.prefetchQuery(getDashboardKpiQueryOptions());
  void client.prefetchQuery(getDashboardCheckinCheckoutQueryOptions());
  void client.prefetchQuery(getDashboardWeeklyComparisonQueryOptions());
  void client.prefetchQuery(getDashboardTodayScheduleQueryOptions());
  void client.prefetchQuery(getDashboardAttendanceTrendQueryOptions());
  void client.prefetchQuery(getDashboardInsightsQueryOptions());
  void client.prefetchQuery(getDashboardFamilyNoticesQueryOptions());
}

/** The screen a same-site link opens: its code starts loading (once; the import is kept). */
function preloadScreenAt(target: EventTarget | null): void {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
  void findRoute(link.pathname)
    ?.screen?.()
    .catch(() => undefined);
}

/**
 * A link about to be followed — the pointer over it, or the keyboard's focus on it (the menu, a list's row, a
 * breadcrumb): its screen's code starts loading then, not on the press, so the page opens with its code here or
 * on the way.
 */
export function usePreloadLinkedScreens(): void {
  useEffect(() => {
    const preload = (event: Event) => preloadScreenAt(event.target);
    document.addEventListener('pointerover', preload, { passive: true });
    document.addEventListener('focusin', preload);
    return () => {
      document.removeEventListener('pointerover', preload);
      document.removeEventListener('focusin', preload);
    };
  }, []);
}
