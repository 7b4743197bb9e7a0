import { ToastProvider } from '@kayoi/ui';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../routes/routes.tsx';

/**
 * The app's real route tree at one URL, for stories: the same pages, guard and shell as the product,
 * with Storybook's decorators providing theme, query cache and the MSW fixture server.
 */
export function AppScreen({ path, window: framed = false }: { path: string; window?: boolean }) {
  const [router] = useState(() => createMemoryRouter(createRoutes(), { initialEntries: [path] }));
  const screen = (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
  // `window`: the screen inside one browser window's height, scrolling within it, so a visual baseline shows
  // what a user first sees (a long page's screenshot would otherwise be cut off at the window's edge).
  return framed ? <div style={{ height: '100vh', overflow: 'auto' }}>{screen}</div> : screen;
}

/** Signs the story in as one of the fixture store's demo staff (or out, with `null`). */
export function signInAs(token: string | null) {
  if (token) localStorage.setItem('auth_token', token);
  else localStorage.removeItem('auth_token');
}
