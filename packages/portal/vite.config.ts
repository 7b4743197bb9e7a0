import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const PRODUCTION_ROUTER = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
);

// マイページ (issue 31): the staff app's build (packages/app/vite.config.ts) in a smaller form, served at /my/.

const ARIA_PACKAGE = /[/\\](@react-aria|@react-stately|react-aria|react-stately|react-aria-components)[/\\]/;
const REMOVED_LOCALE = '\0kayoi:removed-aria-locale';

/** react-aria's texts in Japanese only (en-US as its fallback), as the staff app builds them. */
function japaneseAriaStrings(): Plugin {
  const keep = new Set(['ja-JP', 'en-US']);
  return {
    name: 'kayoi:japanese-aria-strings',
    enforce: 'pre',
    resolveId(source, importer) {
      const locale = /\/intl\/(?:[\w-]+\/)?([a-z]{2}-[A-Z]{2})\.m?js$/.exec(source)?.[1];
      if (!locale || keep.has(locale) || !importer || !ARIA_PACKAGE.test(importer)) return null;
      return REMOVED_LOCALE;
    },
    load(id) {
      return id === REMOVED_LOCALE ? 'export default undefined;' : null;
    },
  };
}

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

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt)$/;

/** Every text file gets its .br and .gz twin at the highest levels; the server sends the one accepted. */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kayoi:precompress',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await readdir(outDir, { recursive: true })).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(
        files.map(async (file) => {
          const path = join(outDir, file);
          const content = await readFile(path);
          if (content.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzipped(content, { level: constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  base: '/my/',
  resolve: {
    // react-router publishes its production build beside the default (development) one, chosen by no export
    // condition: named here, it is ~10 KB less of the first load (its dev-only warnings and checks).
    alias: [{ find: /^react-router$/, replacement: PRODUCTION_ROUTER }],
  },
  plugins: [react(), japaneseAriaStrings(), serviceWorkerShell(), precompress()],
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
          ],
        },
      },
    },
  },
});
