import { Spinner } from '@kayoi/ui';
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';

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
  },
  { path: 'absences', title: '欠席・振替', tab: 'absences' },
  { path: 'progress', title: '進級', tab: 'progress' },
  { path: 'notices', title: 'お知らせ', tab: 'notices' },
  { path: 'profile', title: 'プロフィール', tab: 'profile' },
];

const loadComingSoon = async () => (await import('./pages/ComingSoonPage.tsx')).ComingSoonPage;

function lazyRoute(route: PortalRoute): RouteObject {
  return {
    ...(route.path ? { path: route.path } : { index: true }),
    lazy: async () => {
      const Screen = await (route.screen ?? loadComingSoon)();
      return { element: <Screen route={route} /> };
    },
  };
}

export function PageLoading() {
  return (
    <main aria-busy="true" style={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <Spinner label="読み込み中" />
    </main>
  );
}

export function createRoutes(): RouteObject[] {
  return [
    {
      hydrateFallbackElement: <PageLoading />,
      children: [
        ...publicRoutes.map(lazyRoute),
        {
          lazy: async () => ({ Component: (await import('./shell/PortalLayout.tsx')).PortalLayout }),
          children: tabRoutes.map(lazyRoute),
        },
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}
