import { ToastProvider } from '@kayoi/ui';
import { useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../routes/routes.tsx';

/**
 * The app's real route tree at one URL, for stories: the same pages, guard and shell as the product,
 * with Storybook's decorators providing theme, query cache and the MSW fixture server.
 */
export function AppScreen({ path }: { path: string }) {
  const [router] = useState(() => createMemoryRouter(createRoutes(), { initialEntries: [path] }));
  return (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
}

/** Signs the story in as one of the fixture store's demo staff (or out, with `null`). */
export function signInAs(token: string | null) {
  if (token) localStorage.setItem('auth_token', token);
  else localStorage.removeItem('auth_token');
}
