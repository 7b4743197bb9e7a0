import { ToastProvider } from '@kayoi/ui';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createRoutes } from '../routes/routes.tsx';

/**
 * The app's real route tree at one URL, for stories: the same pages, guard and shell as the product,
 * with Storybook's decorators providing theme, query cache and the MSW fixture server.
 */
export function AppScreen({ path, window: framed = false }: { path: string; window?: boolean }) {
  const [router] = useState(() => createMemoryRouter(createRoutes(), { initialEntries: [path] }));
  // Where the screen is, for a failed find's message (.storybook/vitest.setup.ts): the memory router's URL is not
  // the page's.
  useEffect(() => {
    const mark = () => {
      document.documentElement.dataset.storyRoute =
        router.state.location.pathname + router.state.location.search;
    };
    mark();
    return router.subscribe(mark);
  }, [router]);
  const screen = (
    <ToastProvider>
      <RouterProvider router={router} />
    </ToastProvider>
  );
  // `window`: the screen inside one browser window's height, scrolling within it, so a visual baseline shows
  // what a user first sees (a long page's screenshot would otherwise be cut off at the window's edge).
  return framed ? (
    <div data-window="" style={{ height: '100vh', overflow: 'auto' }}>
      {screen}
    </div>
  ) : (
    screen
  );
}

/**
 * The code of the screen at `path` (its route modules and the shell), loaded by a throwaway router before the story
 * renders (Storybook's loader in .storybook/preview.tsx calls it): the story's router then finds it all there.
 */
AppScreen.preload = async ({ path }: { path: string }) => {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else router.subscribe((state) => state.initialized && resolve());
  });
  router.dispose();
};

/** Neither the page nor the story's window (`window`) scrolls sideways: the screen fits the window's width. */
export function sidewaysOverflow(): number {
  const framed = document.querySelector<HTMLElement>('[data-window]');
  const page = document.documentElement.scrollWidth - window.innerWidth;
  return Math.max(0, page, framed ? framed.scrollWidth - framed.clientWidth : 0);
}

/** Signs the story in as one of the fixture store's demo staff (or out, with `null`). */
export function signInAs(token: string | null) {
  if (token) localStorage.setItem('auth_token', token);
  else localStorage.removeItem('auth_token');
}
