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

const I18N_MODULE = /[/\\]react-aria[/\\]dist[/\\]private[/\\]i18n[/\\](useDefaultLocale|utils)\.mjs$/;

/** What replaces react-aria's two modules that ask ICU about the locale (their exports, checked at build). */
const FIXED_LOCALE: Record<string, { exports: RegExp; source: string }> = {
  useDefaultLocale: {
    exports: / as getDefaultLocale, [\w$]+ as useDefaultLocale\}/,
    source: `const locale = Object.freeze({ locale: 'ja-JP', direction: 'ltr' });
export function getDefaultLocale() { return locale; }
export function useDefaultLocale() { return locale; }`,
  },
  utils: {
    exports: /export \{[\w$]+ as isRTL\};/,
    source: `const RTL_LANGS = new Set(['ae', 'ar', 'arc', 'bcc', 'bqi', 'ckb', 'dv', 'fa', 'glk', 'he', 'ku', 'mzn', 'nqo', 'pnb', 'ps', 'sd', 'ug', 'ur', 'yi']);
export function isRTL(localeString) { return RTL_LANGS.has(localeString.split('-')[0]); }`,
  },
};

/**
 * react-aria finds the browser's locale when its module loads (\`Intl.DateTimeFormat.supportedLocalesOf\`) and the
 * text direction of a locale from ICU's likely subtags (\`new Intl.Locale(…).maximize()\`): ICU's first use,
 * ≈ 130 ms of a phone's main thread at start (≈ 500 ms at Lighthouse's 4× CPU) on a page that formats nothing. The
 * apps are Japanese (the kit's I18nProvider pins ja-JP), so the default is ja-JP and the direction comes from the
 * language, as react-aria itself decides it where \`Intl.Locale\` is missing. A react-aria that changed these
 * modules' exports stops the build.
 */
export function japaneseLocaleWithoutIcu(): Plugin {
  return {
    name: 'kayoi:japanese-locale-without-icu',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const name = I18N_MODULE.exec(id)?.[1];
      const fixed = name ? FIXED_LOCALE[name] : undefined;
      if (!fixed) return null;
      if (!fixed.exports.test(await readFile(id, 'utf8')))
        throw new Error(
          `react-aria's ${name}.mjs no longer exports what kayoi:japanese-locale-without-icu replaces`,
        );
      return fixed.source;
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
