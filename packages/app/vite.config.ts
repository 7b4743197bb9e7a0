import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const ARIA_PACKAGE = /[/\\](@react-aria|@react-stately|react-aria|react-stately|react-aria-components)[/\\]/;
const REMOVED_LOCALE = '\0kayoi:removed-aria-locale';

/**
 * react-aria ships its own texts (close, n notifications, calendar words …) in 34 languages and bundles them
 * all; the app speaks Japanese only (the kit's I18nProvider pins ja-JP). Every other language resolves to an
 * empty module, as @react-aria/optimize-locales-plugin does; en-US stays as react-aria's fallback.
 */
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

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;

/**
 * Every text file of the build gets its brotli (.br) and gzip (.gz) twin, made once here at the highest
 * levels; the server sends the one the browser accepts (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kayoi:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir.startsWith('/')
        ? config.build.outDir
        : join(config.root, config.build.outDir);
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
  plugins: [react(), japaneseAriaStrings(), precompress()],
  server: { proxy: { '/api': 'http://localhost:8080', '/sanctum': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Browsers without modulepreload only fetch a little later; the polyfill would be in every first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs first (React, the router, the query cache, the theme, the card reader, the
            // route table): one file, not a dozen shared pieces with a request each.
            { name: 'boot', tags: ['$initial'], priority: 2 },
            // /login, the page most visits start on: its screen and every kit part it uses in one file. Staff
            // screens that share those parts load it too; everything else splits by feature area, as the
            // route table's lazy imports say.
            { name: 'login', test: /[/\\]pages[/\\]LoginPage\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
});
