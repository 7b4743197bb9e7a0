// Debian's chromium, started so that it neither phones home on this closed network nor varies between runs.
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-default-apps',
  '--no-first-run',
  '--disable-features=Translate,MediaRouter,OptimizationHints',
  '--font-render-hinting=none',
  '--force-color-profile=srgb',
  '--hide-scrollbars',
];

/** What emulateReducedTransparency needs of a Playwright page and its DevTools session (playwright or -core). */
interface MediaPage {
  evaluate<R>(read: () => R): Promise<R>;
}
interface MediaSession {
  send(
    method: 'Emulation.setEmulatedMedia',
    params: { features: { name: string; value: string }[] },
  ): Promise<unknown>;
}

/**
 * Asks `page` for reduced transparency (`prefers-reduced-transparency: reduce`) or stops asking, through the DevTools
 * protocol: Playwright has no option for it. The protocol's media emulation replaces every feature Playwright set
 * (colour scheme, reduced motion, forced colours, contrast), so those are sent again as the page matches them now.
 * Kayoi's glass is then drawn solid, without `backdrop-filter` (the kit's glassSurface and the modal's scrim), as
 * for a user who asks the system for it: headless chromium blurs on the CPU at every frame that changes under glass
 * (issue 27: 15.4 of 81 CPU-s for CustomerScreens' 38 stories, 1.5 without). Answers whether the page now matches
 * `prefers-reduced-transparency: reduce`.
 */
export async function emulateReducedTransparency(
  page: MediaPage,
  session: MediaSession,
  reduce: boolean,
): Promise<boolean> {
  const now = await page.evaluate(() => {
    const matches = (query: string) => matchMedia(query).matches;
    return {
      scheme: matches('(prefers-color-scheme: dark)') ? 'dark' : 'light',
      motion: matches('(prefers-reduced-motion: reduce)') ? 'reduce' : 'no-preference',
      forced: matches('(forced-colors: active)') ? 'active' : 'none',
      contrast: matches('(prefers-contrast: more)') ? 'more' : 'no-preference',
    };
  });
  await session.send('Emulation.setEmulatedMedia', {
    features: [
      { name: 'prefers-color-scheme', value: now.scheme },
      { name: 'prefers-reduced-motion', value: now.motion },
      { name: 'forced-colors', value: now.forced },
      { name: 'prefers-contrast', value: now.contrast },
      { name: 'prefers-reduced-transparency', value: reduce ? 'reduce' : '' },
    ],
  });
  return page.evaluate(() => matchMedia('(prefers-reduced-transparency: reduce)').matches);
}
