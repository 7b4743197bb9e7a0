import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { japaneseAriaStrings, japaneseLocaleWithoutIcu, precompress } from '../../scripts/vite-plugins.ts';

// マイページ (issue 31): the staff app's build (packages/app/vite.config.ts, the shared parts in
// scripts/vite-plugins.ts) in a smaller form, served at /my/.

/**
 * The service worker (public/sw.js) learns the build's app shell: index.html, the offline page and the first
 * load's hashed files, named in the bundle (`self.__SHELL__`). Its cache is named after them, so a new build
 * installs a new cache and drops the old one.
 */
function serviceWorkerShell(): Plugin {
  let outDir = '';
  let base = '/';
  const shell = new Set<string>();
  return {
    name: 'kayoi:service-worker-shell',
    apply: 'build',
    configResolved(config) {
      base = config.base;
      outDir = resolve(config.root, config.build.outDir);
    },
    generateBundle(_options, bundle) {
      for (const file of Object.values(bundle)) {
        const initial = file.type === 'chunk' ? file.isEntry : file.fileName.endsWith('.css');
        if (initial) shell.add(`${base}${file.fileName}`);
        if (file.type === 'chunk' && file.isEntry)
          for (const name of file.imports) shell.add(`${base}${name}`);
      }
    },
    async writeBundle() {
      const path = join(outDir, 'sw.js');
      const files = [base, `${base}offline.html`, `${base}icon.svg`, ...[...shell].sort()];
      const version = files.join('|').replace(/[^\w]/g, '').slice(-40);
      const source = (await readFile(path, 'utf8'))
        .replace('self.__SHELL__', JSON.stringify(files))
        .replace('self.__VERSION__', JSON.stringify(version));
      await writeFile(path, source);
    },
  };
}

/**
 * V8's explicit compile hint on the code every first load runs (the boot file, ログイン's and ホーム's): the browser
 * compiles all of it on a background thread while it downloads, instead of function by function on the main
 * thread when each is first called (Chrome 136+; other browsers read a comment).
 */
function compileEagerly(names: string[]): Plugin {
  return {
    name: 'kayoi:compile-hints',
    apply: 'build',
    // On the written files: after minifying (which drops comments) and Vite's own additions to the entry; the
    // hint has to be the file's first line.
    async writeBundle(options, bundle) {
      const dir = options.dir ?? '';
      await Promise.all(
        Object.values(bundle)
          .filter((file) => file.type === 'chunk' && (file.isEntry || names.includes(file.name)))
          .map(async (file) => {
            const path = join(dir, file.fileName);
            await writeFile(path, `//# allFunctionsCalledOnLoad\n${await readFile(path, 'utf8')}`);
          }),
      );
    },
  };
}

const require = createRequire(import.meta.url);
const preact = (entry: string) => require.resolve(`preact/${entry}`);

export default defineConfig({
  base: '/my/',
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: preact('compat/client') },
      { find: /^react-dom$/, replacement: preact('compat') },
      { find: /^react\/jsx-runtime$/, replacement: preact('compat/jsx-runtime') },
      { find: /^react\/jsx-dev-runtime$/, replacement: preact('compat/jsx-dev-runtime') },
      { find: /^react$/, replacement: preact('compat') },
    ],
  },
  plugins: [
    react(),
    japaneseAriaStrings(),
    japaneseLocaleWithoutIcu(),
    serviceWorkerShell(),
    compileEagerly(['login', 'home']),
    precompress(),
  ],
  server: { proxy: { '/api': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          // What every page runs first (React, the router, the query cache, the theme, the route table): one file.
          // ログイン, where a first visit starts: its screen and the kit parts it uses in one file (each file's
          // response headers cost ~1 KB on the wire).
          groups: [
            { name: 'boot', tags: ['$initial'], priority: 2 },
            {
              name: 'login',
              test: /[/\\]pages[/\\](LoginPage\.tsx|errors\.ts)$|[/\\]ui[/\\]src[/\\](TextField|PasswordField|Button|LoginCard|Alert|Stack)[/\\]|[/\\]queries[/\\]family\.ts$/,
              priority: 1,
            },
            // ホーム, where a signed-in family starts: its screen, the tab bar's frame and the kit parts only they use,
            // one file (they were nine, each a request, six at a time over HTTP/1.1, behind the screen's three API
            // calls).
            {
              name: 'home',
              test: /[/\\]portal[/\\]src[/\\](shell[/\\]|pages[/\\](HomePage\.tsx|parts\.ts|dates\.ts|QueryStates\.tsx)$)|[/\\]ui[/\\]src[/\\](Badge|Card|Skeleton|ErrorState|PageHeader|Breadcrumbs|EmptyState)[/\\]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
