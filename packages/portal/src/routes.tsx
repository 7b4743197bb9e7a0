import {
  getFamilyHomeQueryOptions,
  listFamilyMessagesQueryOptions,
  listFamilyNoticesQueryOptions,
} from '@kayoi/api-client';
import { Spinner } from '@kayoi/ui';
import type { QueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { Redirect, useLocation } from 'wouter';
import { familyTokenStore } from './session.ts';

// マイページ's one route table (under /my): the pages outside the session, the signed-in tabs, and the
// screen of each, loaded when first opened.

export interface PortalRoute {
  /** Path under /my, without the leading slash. */
  path: string;
  title: string;
  /** The tab bar's entries, in order; absent = not a tab. */
  tab?: 'home' | 'absences' | 'progress' | 'notices' | 'profile';
  /** Loads the screen; absent = the honest 準備中 page. */
  screen?: () => Promise<ComponentType<{ route: PortalRoute }>>;
  /** Asks for the screen's first data, when it is the first screen opened: alongside its code, not after it. */
  prefetch?: (client: QueryClient) => Promise<void>;
}

export const publicRoutes: PortalRoute[] = [
  { path: 'login', title: 'ログイン', screen: async () => (await import('./pages/LoginPage.tsx')).LoginPage },
  {
    path: 'invitation',
    title: 'マイページの登録',
    screen: async () => (await import('./pages/PasswordPages.tsx')).InvitationPage,
  },
  {
    path: 'forgot-password',
    title: 'パスワードをお忘れの方',
    screen: async () => (await import('./pages/PasswordPages.tsx')).ForgotPasswordPage,
  },
  {
    path: 'login-link',
    title: 'メールでログイン',
    screen: async () => (await import('./pages/LoginLinkPage.tsx')).LoginLinkPage,
  },
  {
    path: 'reset-password',
    title: 'パスワード再設定',
    screen: async () => (await import('./pages/PasswordPages.tsx')).ResetPasswordPage,
  },
];

export const tabRoutes: PortalRoute[] = [
  {
    path: '',
    title: 'ホーム',
    tab: 'home',
    screen: async () => (await import('./pages/HomePage.tsx')).HomePage,
    // ホーム shows the unread お知らせ and the desk's unread replies too: the answers asked at once.
    prefetch: async (client) => {
      await Promise.all([
        client.prefetchQuery(getFamilyHomeQueryOptions()),
        client.prefetchQuery(listFamilyNoticesQueryOptions()),
        client.prefetchQuery(listFamilyMessagesQueryOptions()),
      ]);
    },
  },
  {
    path: 'absences',
    title: '欠席・振替',
    tab: 'absences',
    screen: async () => (await import('./pages/AbsencesPage.tsx')).AbsencesPage,
  },
  {
    path: 'progress',
    title: '進級',
    tab: 'progress',
    screen: async () => (await import('./pages/ProgressPage.tsx')).ProgressPage,
  },
  {
    path: 'notices',
    title: 'お知らせ',
    tab: 'notices',
    screen: async () => (await import('./pages/NoticesPage.tsx')).NoticesPage,
    prefetch: (client) => client.prefetchQuery(listFamilyNoticesQueryOptions()),
  },
  {
    path: 'profile',
    title: 'プロフィール',
    tab: 'profile',
    screen: async () => (await import('./pages/ProfilePage.tsx')).ProfilePage,
  },
  // 請求・お支払い (issue 32): opened from ホーム and プロフィール; the tab bar keeps its five tabs, which fit 390 px.
  {
    path: 'billing',
    title: '請求・お支払い',
    screen: async () => (await import('./pages/BillingPage.tsx')).BillingPage,
  },
  {
    path: 'requests',
    title: '各種申請',
    screen: async () => (await import('./pages/RequestsPage.tsx')).RequestsPage,
  },
  // お問い合わせ (issue 32): the thread with the school's desk, opened from ホーム and プロフィール (five tabs stay).
  {
    path: 'messages',
    title: 'お問い合わせ',
    screen: async () => (await import('./pages/MessagesPage.tsx')).MessagesPage,
    prefetch: (client) => client.prefetchQuery(listFamilyMessagesQueryOptions()),
  },
  {
    path: 'waitlist',
    title: 'キャンセル待ち',
    screen: async () => (await import('./pages/WaitlistPage.tsx')).WaitlistPage,
  },
];

const loadComingSoon = async () => (await import('./pages/ComingSoonPage.tsx')).ComingSoonPage;

/**
 * A component whose code is fetched when first drawn (React.lazy), and drawn at once, without a Suspense fallback
 * for a frame, once `load` has brought it (the first screen's code is loaded before the first render: main.tsx).
 */
function preloadable<P extends object>(fetchCode: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | undefined;
  const load = async () => {
    loaded ??= await fetchCode();
    return loaded;
  };
  const Lazy = lazy(async () => ({ default: await load() }));
  function Component(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  return { Component, load };
}

const allRoutes = [...publicRoutes, ...tabRoutes];

/** Each route's screen. */
const screens = new Map(allRoutes.map((route) => [route, preloadable(route.screen ?? loadComingSoon)]));

export function PageLoading() {
  return (
    <main aria-busy="true" style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spinner label="読み込み中" />
    </main>
  );
}

const layout = preloadable(async () => (await import('./shell/PortalLayout.tsx')).PortalLayout);

/** The route at a path under /my (the app) or the router's own path (a story's memory router). */
const exactRouteAt = (pathname: string) => {
  const path = pathname.replace(/^\/(?:my(?:\/|$))?/, '').replace(/\/$/, '');
  return allRoutes.find((entry) => entry.path === path);
};

/** The route whose screen a path shows: an unknown path is sent to ホーム. */
const routeAt = (pathname: string) => exactRouteAt(pathname) ?? tabRoutes[0];

/** The code of a route's screen and, for a tab, of the tab bar's layout: resolves once both are loaded. */
const codeOf = async (route: PortalRoute) => {
  await Promise.all([publicRoutes.includes(route) ? null : layout.load(), screens.get(route)?.load()]);
};

/** The code of the screen at `pathname` (what a story loads before it renders). */
export async function loadScreenCode(pathname: string): Promise<void> {
  const route = routeAt(pathname);
  if (route) await codeOf(route);
}

/**
 * Fetches the code of the first screen and its data at once, all of it side by side: the lazy parts would otherwise
 * ask one after another (the tab bar's layout, then the tab inside it), a round trip each on a phone's network.
 * Resolves when the code is in and the data answered (an error is the screen's to show), so that main.tsx draws
 * the screen once, finished, instead of a spinner, then the frame, then the page's own placeholders.
 */
export async function preloadScreen(pathname: string, client: QueryClient): Promise<void> {
  const route = routeAt(pathname);
  if (!route) return;
  // A tab without a session is ログイン (PortalScreens below).
  if (!publicRoutes.includes(route) && !familyTokenStore.get()) {
    await screens.get(publicRoutes[0] as PortalRoute)?.load();
    return;
  }
  await Promise.all([codeOf(route), route.prefetch?.(client)]);
}

/**
 * The screen at the router's location. The tabs are for a signed-in family, in the tab bar's frame: without a
 * session it is ログイン at once, before any tab's code is fetched, so a first visit to /my/ downloads the login
 * page only. An unknown path is sent to ホーム.
 */
export function PortalScreens() {
  const [location] = useLocation();
  const route = exactRouteAt(location);
  const Screen = route && screens.get(route)?.Component;
  if (!route || !Screen) return <Redirect to="/" replace />;
  const screen = <Screen key={route.path} route={route} />;
  if (publicRoutes.includes(route)) return <Suspense fallback={<PageLoading />}>{screen}</Suspense>;
  if (!familyTokenStore.get()) return <Redirect to="/login" replace />;
  return (
    <Suspense fallback={<PageLoading />}>
      <layout.Component>{screen}</layout.Component>
    </Suspense>
  );
}
