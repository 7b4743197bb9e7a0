import { currentFixtureStore, DEFAULT_DATASET, handlers } from '@kayoi/api-client/msw';
import { KayoiThemeProvider, ThemeBackdrop, toast } from '@kayoi/ui';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter } from 'react-router';
import { clockFrom, instantOf } from './clock.ts';
import { countRequests, expectStoryNoted } from './settle.ts';

type Mode = 'light' | 'dark';

// The app's page is `<html lang="ja">`: stories break Japanese lines as the app does (word-break: auto-phrase
// follows the language), not as Storybook's English page would.
document.documentElement.lang = 'ja';

/**
 * Every story in the Kayoi theme chosen in the toolbar. `parameters.themes: 'matrix'` renders the story in
 * all four combinations (light/dark × glass on/off) side by side, for the visual baselines.
 */
const withTheme: Decorator = (Story, context) => {
  const mode = (context.globals.theme as Mode | undefined) ?? 'light';
  const glass = (context.globals.glass as string | undefined) !== 'off';
  if (context.parameters.themes === 'matrix') {
    return (
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }}>
        {(['light', 'dark'] as const).flatMap((m) =>
          [true, false].map((g) => (
            <KayoiThemeProvider key={`${m}-${String(g)}`} mode={m} glass={g} global={false}>
              <ThemeBackdrop
                aria-label={`${m === 'light' ? 'ライト' : 'ダーク'}・ガラス${g ? 'オン' : 'オフ'}`}
              >
                <Story />
              </ThemeBackdrop>
            </KayoiThemeProvider>
          )),
        )}
      </div>
    );
  }
  return (
    <KayoiThemeProvider mode={mode} glass={glass}>
      <ThemeBackdrop>
        <Story />
      </ThemeBackdrop>
    </KayoiThemeProvider>
  );
};

/** A fresh query cache per story, so stories never share answers. */
const withQueryClient: Decorator = (Story) => {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  return (
    <QueryClientProvider client={client}>
      <Story />
    </QueryClientProvider>
  );
};

/** `parameters.router: { initialEntries }` puts a story inside a router (the app's screens). */
const withRouter: Decorator = (Story, context) => {
  const router = context.parameters.router as { initialEntries?: string[] } | undefined;
  if (!router) return <Story />;
  return (
    <MemoryRouter initialEntries={router.initialEntries ?? ['/']}>
      <Story />
    </MemoryRouter>
  );
};

/**
 * A screen's code loaded before the story renders, when its component says how (a static `preload(args)`, as the
 * app's and マイページ's route screens do): a story's first find then waits on its data, not on the first transform
 * and download of a route's modules, which on a busy two-core machine took most of a find's time.
 */
const preloadCode: Loader = async ({ component, args }) => {
  const preload = (component as { preload?: (args: unknown) => Promise<void> } | undefined)?.preload;
  await preload?.(args);
};

const preview: Preview = {
  decorators: [withRouter, withQueryClient, withTheme],
  loaders: [mswLoader(), preloadCode],
  // Toasts live in one page-wide queue: each story starts without the last one's. The screen's clock is the moment of
  // the story's data until the story ends (clock.ts).
  beforeEach: (context) => {
    expectStoryNoted(`${context.title} › ${context.name}`);
    toast.closeAll();
    countRequests(context);
    const { clock, clockStopped } = context.parameters as { clock?: string; clockStopped?: boolean };
    const given = instantOf(clock ?? DEFAULT_DATASET.clock);
    const start = clock ? () => given : () => currentFixtureStore().pinnedAt ?? given;
    return clockFrom(start, { stopped: clockStopped ?? false });
  },
  initialGlobals: { theme: 'light', glass: 'on' },
  globalTypes: {
    theme: {
      description: 'カラーテーマ',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'ライト' },
          { value: 'dark', title: 'ダーク' },
        ],
        dynamicTitle: true,
      },
    },
    glass: {
      description: 'グラスモーフィズム',
      toolbar: {
        title: 'Glass',
        icon: 'contrast',
        items: [
          { value: 'on', title: 'ガラス オン' },
          { value: 'off', title: 'ガラス オフ' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'padded',
    msw: { handlers },
    // Every story is an accessibility test: an axe violation fails it.
    // react-aria's live announcer (a visually hidden log it fills and empties for screen readers) is left
    // out: its transient entries point at toasts that may already be gone.
    a11y: {
      test: 'error',
      context: { exclude: ['[data-live-announcer]'] },
      // Only the violations are detailed: each story carried axe's every pass to Vitest (≈350 KB a story).
      options: { resultTypes: ['violations'] },
    },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
  },
  tags: ['autodocs'],
};

export default preview;
