import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Navigate, Outlet, type RouteObject, useHref, useLocation, useNavigate } from 'react-router';
import { NfcProvider } from '../frontDesk/NfcContext.tsx';
import { PageLoading } from './PageLoading.tsx';
import {
  loadComingSoonPage,
  loadRouteScreen,
  loadShellLayout,
  protectedRoutes,
  publicRoutes,
  type RouteEntry,
} from './table.ts';

/** react-aria links and menus navigate through React Router (no full page loads). */
function RootLayout() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <AriaRouterProvider navigate={(to: string, options?: object) => navigate(to, options)} useHref={useHref}>
      {/* One card reader for the login page and the shell alike. */}
      <NfcProvider pathname={pathname}>
        <Outlet />
      </NfcProvider>
    </AriaRouterProvider>
  );
}

/** A route of the table as React Router's: its code loads when it is first opened. */
function lazyRoute(route: RouteEntry, inShell: boolean): RouteObject {
  return {
    path: `/${route.path}`,
    lazy: async () => {
      if (!inShell) {
        const Screen = await (route.screen ?? loadComingSoonPage)();
        return { element: <Screen route={route} /> };
      }
      const [{ RouteScreen }, Screen] = await Promise.all([
        loadRouteScreen(),
        (route.screen ?? loadComingSoonPage)(),
      ]);
      return { element: <RouteScreen route={route} screen={Screen} /> };
    },
  };
}

/**
 * Seed §2 as React Router routes, all from the one route table. Every screen is its feature area's
 * download, fetched when a route of it is opened; the shell loads with the first signed-in route.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // A direct link loads its screen's code first: a spinner, not a blank page.
      hydrateFallbackElement: <PageLoading />,
      children: [
        // /login and the public pre-registration form live outside the login wrapper.
        ...publicRoutes.map((route) => lazyRoute(route, false)),
        {
          lazy: async () => ({ Component: (await loadShellLayout()).ShellLayout }),
          children: protectedRoutes.map((route) => lazyRoute(route, true)),
        },
        { index: true, element: <Navigate to="/dashboard" replace /> },
        { path: '*', element: <Navigate to="/dashboard" replace /> },
      ],
    },
  ];
}
