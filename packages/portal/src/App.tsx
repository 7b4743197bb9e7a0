import { configureApiClient } from '@kayoi/api-client';
import { KayoiThemeProvider } from '@kayoi/ui';
import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Router } from 'wouter';
import { navigate } from 'wouter/use-browser-location';
import { PortalScreens } from './routes.tsx';
import { familyTokenStore } from './session.ts';

/**
 * The client with the family's token, before the first screen's data is asked for (main.tsx): a 401 ends the
 * session (the client clears the token) and opens ログイン.
 */
export function configurePortalClient(queryClient: QueryClient) {
  configureApiClient({
    tokenStore: familyTokenStore,
    onUnauthorized: () => {
      queryClient.clear();
      if (window.location.pathname !== '/my/login') navigate('/my/login', { replace: true });
    },
  });
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <KayoiThemeProvider mode="light" glass>
        {/* A router of ~2 KB (wouter), not react-router's ~35 KB: every byte of the first file is compiled and run
            before anything is drawn on a phone. */}
        <Router base="/my">
          <PortalScreens />
        </Router>
      </KayoiThemeProvider>
    </QueryClientProvider>
  );
}
