import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  japaneseAriaStrings,
  japaneseLocaleWithoutIcu,
  precompress,
  productionRouter,
} from '../../scripts/vite-plugins.ts';

/** The groups marked `eager` below: files a login runs at once, compiled whole in Chromium (postBanner). */
const EAGER_CHUNKS = new Set<string>();
const eager = <Group extends { name: string }>(group: Group): Group => {
  EAGER_CHUNKS.add(group.name);
  return group;
};

export default defineConfig({
  resolve: { alias: [productionRouter(import.meta.dirname)] },
  plugins: [react(), japaneseAriaStrings(), japaneseLocaleWithoutIcu(), precompress()],
  server: { proxy: { '/api': 'http://localhost:8080', '/sanctum': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Browsers without modulepreload only fetch a little later; the polyfill would be in every first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // A login fetches these three as the password is typed and runs nearly all of their code once it is in. The
        // comment has Chromium compile every function of theirs while the file streams in, on a background thread,
        // instead of one by one on the page's main thread as each is first called (V8's explicit compile hints).
        // From the press to the drawn dashboard, the main thread compiled for 110–136 ms, now 48–57 (issue 30). Not
        // on the first file (`index`): /login waits for it, and compiling it whole drew the login form later.
        postBanner: (chunk) => (EAGER_CHUNKS.has(chunk.name) ? '//# allFunctionsCalledOnLoad' : ''),
        codeSplitting: {
          groups: [
            // What every page runs first (React, the router, the query cache, the theme, the card reader, the
            // route table): one file, not a dozen shared pieces with a request each.
            { name: 'boot', tags: ['$initial'], priority: 5 },
            // /login, the page most visits start on: its screen and every kit part it uses in one file. Staff
            // screens that share those parts load it too. The groups below take what is left of theirs; every other
            // screen splits by feature area, as the route table's lazy imports say.
            { name: 'login', test: /[/\\]pages[/\\]LoginPage\.tsx$/, priority: 4 },
            // The forms' rules (zod and the schemas), which the login form loads as its email is typed: a file of its
            // own, not part of the signed-in frame that also uses them.
            { name: 'forms', test: /[/\\](?:zod|(?:api-client|domain)[/\\]src[/\\]forms)[/\\]/, priority: 3 },
            // The public pages (the pre-registration form, a staff invitation) and what they use, before the
            // signed-in frame takes it: else /register loaded the frame and the dashboard for the parts it shares with
            // them. Staff load this file too, for those parts.
            eager({
              name: 'public',
              test: /[/\\]pages[/\\](pre-registrations[/\\]RegisterPage|AcceptInvitationPage)\.tsx$/,
              priority: 2,
            }),
            // A login always lands on the dashboard (seed §2): the signed-in frame with what it draws first, and the
            // dashboard, each one file with everything it needs that the files above do not have. Split by module
            // they were some sixty files, which took the browser's six connections while the login waited for one.
            eager({ name: 'shell', test: /[/\\]shell[/\\](ShellLayout|RouteScreen)\.tsx$/, priority: 1 }),
            eager({
              name: 'dashboard',
              test: /[/\\]pages[/\\]dashboard[/\\]DashboardPage\.tsx$/,
              priority: 0,
            }),
          ],
        },
      },
    },
  },
});
