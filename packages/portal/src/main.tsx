import { createQueryClient } from '@kayoi/api-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, configurePortalClient } from './App.tsx';
import { preloadScreen } from './routes.tsx';

/**
 * How long the first screen waits for its data before it is drawn with its own placeholders; until then the
 * page shows index.html's loading mark, drawn without any script.
 */
const FIRST_DATA_WAIT_MS = 3_000;

async function start(root: HTMLElement) {
  const queryClient = createQueryClient();
  configurePortalClient(queryClient);
  // The first screen's code and data, side by side; then one render of the finished screen, not a spinner, then
  // the frame, then the page's placeholders (each a long task on a phone's CPU).
  await Promise.race([
    preloadScreen(window.location.pathname, queryClient),
    new Promise((resolve) => setTimeout(resolve, FIRST_DATA_WAIT_MS)),
  ]);
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  );
}

const root = document.getElementById('root');
if (root) void start(root);

// The installed app (PWA): the shell from the cache, an offline page without a connection (public/sw.js).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register(`${import.meta.env.BASE_URL}sw.js`, {
      scope: import.meta.env.BASE_URL,
    });
  });
}
