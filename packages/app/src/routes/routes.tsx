import { RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Navigate, Outlet, type RouteObject, useHref, useLocation, useNavigate } from 'react-router';
import { NfcProvider } from '../frontDesk/NfcContext.tsx';
import { LoginPage } from '../pages/LoginPage.tsx';
import { PageLoading } from '../session/RequireAuth.tsx';
import { protectedRoutes } from './table.ts';

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

/**
 * Seed §2 as React Router routes, all from the one route table. The login page is in the first
 * download; the shell and its screens load when a signed-in route is opened.
 */
export function createRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // A direct link to a signed-in screen (or /register) loads its code first: a spinner, not a blank page.
      hydrateFallbackElement: <PageLoading />,
      children: [
        { path: '/login', element: <LoginPage /> },
        // The public pre-registration form lives outside the login wrapper, in its own download.
        {
          path: '/register',
          lazy: async () => ({
            Component: (await import('../pages/pre-registrations/RegisterPage.tsx')).RegisterPage,
          }),
        },
        {
          lazy: async () => ({ Component: (await import('../shell/ShellLayout.tsx')).ShellLayout }),
          children: protectedRoutes.map((route) => ({
            path: `/${route.path}`,
            lazy: async () => {
              const { RouteScreen } = await import('../shell/RouteScreen.tsx');
              return { element: <RouteScreen route={route} /> };
            },
          })),
        },
        { index: true, element: <Navigate to="/dashboard" replace /> },
        { path: '*', element: <Navigate to="/dashboard" replace /> },
      ],
    },
  ];
}
