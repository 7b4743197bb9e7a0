// `pnpm typecheck`: every package's types, with TypeScript 7 (the native compiler, `typescript7` in the root's
// devDependencies). TypeScript 5.9 stays for the tools that use the compiler's JavaScript API (openapi-typescript's
// generator, react-docgen), which TypeScript 7 no longer has. The same tsconfig files, the same checks: only faster
// (issue 27: the typecheck step took 156 s of CI with TypeScript 5.9; the staff app alone 65 s here, 13 s now).
//   node scripts/typecheck.mjs            every package
//   node scripts/typecheck.mjs ui app     the named packages
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const tsc = join(dirname(createRequire(import.meta.url).resolve('typescript7/package.json')), 'bin', 'tsc');

/** Each package's projects: its own, and the kit's package test (the kit as another app imports it). */
const PROJECTS = {
  domain: ['packages/domain/tsconfig.json'],
  'api-client': ['packages/api-client/tsconfig.json'],
  ui: ['packages/ui/tsconfig.json', 'packages/ui/package-test/tsconfig.json'],
  nfc: ['packages/nfc/tsconfig.json'],
  app: ['packages/app/tsconfig.json'],
  portal: ['packages/portal/tsconfig.json'],
  server: ['packages/server/tsconfig.json'],
  // The e2e suites of both apps (they import the server's test support): typed like the rest, run by Vitest.
  e2e: ['packages/app/e2e/tsconfig.json'],
  // Storybook's config, the story lane's setup and the workspace's Vitest config.
  storybook: ['.storybook/tsconfig.json'],
};

const named = process.argv.slice(2);
for (const name of named) {
  if (!PROJECTS[name]) {
    console.error(`no package ${name} (${Object.keys(PROJECTS).join(', ')})`);
    process.exit(2);
  }
}
const projects = (named.length > 0 ? named : Object.keys(PROJECTS)).flatMap((name) => PROJECTS[name]);
for (const project of projects) {
  if (!existsSync(join(root, project))) throw new Error(`${project} is missing`);
}

function check(project) {
  const started = Date.now();
  return new Promise((done) => {
    const child = spawn(process.execPath, [tsc, '-p', project, '--pretty'], { cwd: root, stdio: 'pipe' });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      process.stdout.write(`${code === 0 ? '✓' : '✗'} ${project} (${seconds} s)\n${output}`);
      done(code === 0);
    });
  });
}

// One project at a time: TypeScript 7 checks with several threads of its own (two at a time took 47 s here, one at a
// time 44 s).
let ok = true;
for (const project of projects) ok = (await check(project)) && ok;
process.exit(ok ? 0 : 1);
