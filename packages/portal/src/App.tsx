import { configureApiClient, createQueryClient } from '@kayoi/api-client';
import { KayoiThemeProvider } from '@kayoi/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createRoutes } from './routes.tsx';
import { familyTokenStore } from './session.ts';

/** One query cache, one router under /my, and the client with the family's token: a 401 ends the session. */
function createPortalRuntime() {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createRoutes(), { basename: '/my' });
  configureApiClient({
    tokenStore: familyTokenStore,
    onUnauthorized: () => {
      queryClient.clear();
      if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
    },
  });
  return { queryClient, router };
}

export function App() {
  const [{ queryClient, router }] = useState(createPortalRuntime);
  return (
    <QueryClientProvider client={queryClient}>
      <KayoiThemeProvider mode="light" glass>
        <RouterProvider router={router} />
      </KayoiThemeProvider>
    </QueryClientProvider>
  );
}
