import { configureApiClient } from '@kayoi/api-client';
import { KayoiThemeProvider } from '@kayoi/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { BrowserRouter, type NavigateFunction, useNavigate, useRoutes } from 'react-router';
import { createRoutes } from './routes.tsx';
import { familyTokenStore } from './session.ts';

const routes = createRoutes();

/** Where a 401 sends the family: ログイン, once the router is there (before it, SignedIn finds no session). */
let navigateOnUnauthorized: NavigateFunction | undefined;

/**
 * The client with the family's token, before the first screen's data is asked for (main.tsx): a 401 ends the
 * session (the client clears the token) and opens ログイン.
 */
export function configurePortalClient(queryClient: QueryClient) {
  configureApiClient({
    tokenStore: familyTokenStore,
    onUnauthorized: () => {
      queryClient.clear();
      if (window.location.pathname !== '/my/login') navigateOnUnauthorized?.('/login', { replace: true });
    },
  });
}

/**
 * The route table. The declarative router (no data router: マイページ loads nothing through routes) keeps the
 * first load small.
 */
function Routes() {
  const navigate = useNavigate();
  useState(() => {
    navigateOnUnauthorized = navigate;
  });
  return useRoutes(routes);
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <KayoiThemeProvider mode="light" glass>
        <BrowserRouter basename="/my">
          <Routes />
        </BrowserRouter>
      </KayoiThemeProvider>
    </QueryClientProvider>
  );
}
