// The kit as an installable package (issue 20): `pnpm --filter @kayoi/ui build` writes dist/ (ESM, .d.ts,
// source maps), which `pnpm pack` / `pnpm publish` ship through publishConfig. Inside the workspace nothing
// reads dist/: the app, Storybook and the tests import the TypeScript sources (package.json `exports`).
import { readFileSync } from 'node:fs';
import { defineConfig, type Rolldown } from 'tsdown';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
  peerDependencies: Record<string, string>;
};
// What the built files may import: the published dependencies and peers, nothing else. @kayoi/domain is not
// published; the few rules the kit uses (Tokyo calendar, yen, page sizes) are bundled into dist/domain/.
const importable = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

/**
 * styled-components 6 ships CommonJS to Node (no `exports` map), so under plain Node ESM its default import is
 * the module object and `styled.div` is undefined. The sources say `import styled from 'styled-components'`;
 * the built files take the named `styled` export instead, which Node, Vite, webpack and esbuild all resolve.
 */
function namedStyledImport(): Rolldown.Plugin {
  const defaultImport = /import styled(?:, \{([^}]*)\})? from 'styled-components';/g;
  return {
    name: 'kayoi:named-styled-import',
    transform: {
      filter: { id: /\.tsx?$/, code: 'styled-components' },
      handler(code, id) {
        const rewritten = code.replace(defaultImport, (_, named: string | undefined) =>
          named
            ? `import { styled,${named}} from 'styled-components';`
            : `import { styled } from 'styled-components';`,
        );
        if (/import styled\b[^;]*from 'styled-components'/.test(rewritten)) {
          throw new Error(`${id}: a default import of styled-components the build cannot rewrite`);
        }
        return rewritten === code ? null : { code: rewritten, map: null };
      },
    },
  };
}

/**
 * TypeScript writes the inferred type of an exported styled component with styled-components' internal types,
 * `import("styled-components/dist/types")`. styled-components has no `exports` map, so a consumer resolving
 * NodeNext (ESM) finds that path only with its extension: the shipped .d.ts say `dist/types.js`.
 */
function resolvableStyledTypes(): Rolldown.Plugin {
  return {
    name: 'kayoi:resolvable-styled-types',
    generateBundle(_, bundle) {
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk' || !file.fileName.endsWith('.d.ts')) continue;
        file.code = file.code.replace(
          /(["'])styled-components\/dist\/([\w/]+?)(?:\.js)?\1/g,
          '$1styled-components/dist/$2.js$1',
        );
      }
    },
  };
}

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'charts/index': 'src/charts/index.ts',
    'testing/index': 'src/testing/storyParameters.ts',
  },
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  // One output file per source module: with `"sideEffects": false` a consumer's bundler drops every module
  // it does not use, so importing Button never pulls in the charts (visx), the grid or the confetti.
  unbundle: true,
  sourcemap: true,
  // eager: the declarations of the bundled @kayoi/domain files come from the same TypeScript program.
  dts: { eager: true },
  deps: { alwaysBundle: [/^@kayoi\/domain/], onlyImport: importable },
  plugins: [namedStyledImport(), resolvableStyledTypes()],
  inputOptions: { checks: { pluginTimings: false } },
  outDir: 'dist',
  clean: true,
});
