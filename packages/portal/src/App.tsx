import { configureApiClient, createQueryClient } from '@kayoi/api-client';
import { KayoiThemeProvider } from '@kayoi/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router';
import { createRoutes, preloadScreen } from './routes.tsx';
import { familyTokenStore } from './session.ts';

const routes = createRoutes();

/**
 * The route table, and the client with the family's token: a 401 ends the session and opens ログイン. The
 * declarative router (no data router: マイページ loads nothing through routes) keeps the first load small.
 */
function Routes({ queryClient }: { queryClient: QueryClient }) {
  const navigate = useNavigate();
  useState(() => {
    configureApiClient({
      tokenStore: familyTokenStore,
      onUnauthorized: () => {
        queryClient.clear();
        if (window.location.pathname !== '/my/login') navigate('/login', { replace: true });
      },
    });
    preloadScreen(window.location.pathname, queryClient);
  });
  return useRoutes(routes);
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <KayoiThemeProvider mode="light" glass>
        <BrowserRouter basename="/my">
          <Routes queryClient={queryClient} />
        </BrowserRouter>
      </KayoiThemeProvider>
    </QueryClientProvider>
  );
}
