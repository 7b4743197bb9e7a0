// Vite (library mode) builds of button-only.js against the installed kit: what a screen that uses only the
// kit's Button costs. React, react-dom and styled-components are left out as the app has them anyway; the
// first build counts react-aria-components' part (the kit's Button is react-aria's), the second leaves it out
// too, which leaves the kit's own code and its icons. Prints the modules bundled and the sizes, as JSON.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

async function measure(external, outDir) {
  const modules = new Set();
  await build({
    logLevel: 'error',
    configFile: false,
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      lib: { entry: 'button-only.js', formats: ['es'], fileName: 'button' },
      rolldownOptions: { external: (id) => external.test(id) },
    },
    plugins: [
      {
        name: 'record-modules',
        generateBundle(_, bundle) {
          for (const chunk of Object.values(bundle)) {
            if (chunk.type === 'chunk') for (const id of Object.keys(chunk.modules)) modules.add(id);
          }
        },
      },
    ],
  });
  const code = readFileSync(`${outDir}/button.js`);
  return { modules: [...modules], bytes: code.length, gzip: gzipSync(code, { level: 9 }).length };
}

const app = await measure(/^(react|react-dom|styled-components)(\/|$)/, 'dist-button');
const kit = await measure(
  /^(react|react-dom|styled-components|react-aria-components)(\/|$)/,
  'dist-button-kit',
);
process.stdout.write(`${JSON.stringify({ ...app, kitOnly: { bytes: kit.bytes, gzip: kit.gzip } })}\n`);
