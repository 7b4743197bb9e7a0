import { configureApiClient } from '@kayoi/api-client';
import { KayoiThemeProvider } from '@kayoi/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { Router, useLocation } from 'wouter';
import { PortalScreens } from './routes.tsx';
import { familyTokenStore } from './session.ts';

type Navigate = ReturnType<typeof useLocation>[1];

/** Where a 401 sends the family: ログイン, once the router is there (before it, PortalScreens finds no session). */
let navigateOnUnauthorized: Navigate | undefined;

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
 * The screens under /my. A router of ~2 KB (wouter), not react-router's ~35 KB: every byte of the first file is
 * compiled and run before anything is drawn on a phone.
 */
function Screens() {
  const [, navigate] = useLocation();
  useState(() => {
    navigateOnUnauthorized = navigate;
  });
  return <PortalScreens />;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <KayoiThemeProvider mode="light" glass>
        <Router base="/my">
          <Screens />
        </Router>
      </KayoiThemeProvider>
    </QueryClientProvider>
  );
}
