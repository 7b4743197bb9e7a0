import { configureApiClient, createQueryClient } from '@kayoi/api-client';
import { KayoiThemeProvider, ToastProvider } from '@kayoi/ui';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createRoutes } from './routes/routes.tsx';
import { useLocalTheme } from './theme/themeSettings.ts';

/** One query cache, one router and the API client's 401 hook: any 401 ends the session on this device. */
function createAppRuntime() {
  const queryClient = createQueryClient();
  const router = createBrowserRouter(createRoutes());
  configureApiClient({
    onUnauthorized: () => {
      queryClient.clear();
      if (router.state.location.pathname !== '/login') void router.navigate('/login', { replace: true });
    },
  });
  return { queryClient, router };
}

function ThemedApp({ children }: { children: React.ReactNode }) {
  const { mode, glass } = useLocalTheme();
  return (
    <KayoiThemeProvider mode={mode} glass={glass}>
      <ToastProvider>{children}</ToastProvider>
    </KayoiThemeProvider>
  );
}

export function App() {
  const [{ queryClient, router }] = useState(createAppRuntime);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemedApp>
        <RouterProvider router={router} />
      </ThemedApp>
    </QueryClientProvider>
  );
}
