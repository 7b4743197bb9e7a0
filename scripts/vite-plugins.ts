import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Alias, Plugin } from 'vite';

// The build's parts shared by the staff app (packages/app) and マイページ (packages/portal): one copy each.

const ARIA_PACKAGE = /[/\\](@react-aria|@react-stately|react-aria|react-stately|react-aria-components)[/\\]/;
const REMOVED_LOCALE = '\0kayoi:removed-aria-locale';

/**
 * react-aria ships its own texts (close, n notifications, calendar words …) in 34 languages and bundles them
 * all; the apps speak Japanese only (the kit's I18nProvider pins ja-JP). Every other language resolves to an
 * empty module, as @react-aria/optimize-locales-plugin does; en-US stays as react-aria's fallback.
 */
export function japaneseAriaStrings(): Plugin {
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
const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest|txt|map)$/;

/**
 * Every text file of the build gets its brotli (.br) and gzip (.gz) twin, made once here at the highest
 * levels; the server sends the one the browser accepts (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
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

/**
 * react-router publishes its production build beside the default (development) one, chosen by no export
 * condition: named here, the first load carries ~10 KB less (its dev-only warnings and checks).
 */
export function productionRouter(root: string): Alias {
  const router = join(
    dirname(createRequire(join(root, 'package.json')).resolve('react-router/package.json')),
    'dist/production/index.mjs',
  );
  return { find: /^react-router$/, replacement: router };
}
