// The kit as another facility app gets it (issue 20): `pnpm pack` (its prepack builds dist/), the tarball
// installed into a throwaway app in the system's temp folder, outside this workspace, next to nothing but public
// registry packages. The app imports it from plain Node ESM and server-renders a themed Button and KpiCard,
// builds a Button-only screen with Vite, and typechecks a consumer file against the shipped .d.ts.
// Prints the kit's size and what importing only Button costs.
import { execFileSync } from 'node:child_process';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ui = fileURLToPath(new URL('..', import.meta.url));
const root = join(ui, '..', '..');
const fixture = fileURLToPath(new URL('./app/', import.meta.url));

// The workspace's own versions: on a machine that installed the workspace pnpm's store already holds them.
const versionIn = (dir: string, name: string) =>
  (JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')) as { version: string })
    .version;

// Child processes get a clean environment: nothing of the `pnpm test` run that started this file (its
// workspace, its frozen lockfile) may leak into the throwaway app's install.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(npm_|pnpm_|PNPM_SCRIPT)/i.test(key)),
);
function run(cwd: string, command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    throw new Error(`${command} ${args.join(' ')} failed in ${cwd}\n${stdout}${stderr}`);
  }
}

/** The style rule of the first button on a server-rendered page (styled-components: the second class). */
function buttonRule({ html, css }: { html: string; css: string }): string {
  const className = /<button class="[^ "]+ ([^ "]+)"/.exec(html)?.[1];
  return (
    new RegExp(`\\.${className}\\{[^}]*\\}`).exec(css)?.[0] ?? `no rule for the button's class ${className}`
  );
}

/** A figure for the run's log (the `pnpm test` output). */
const report = (line: string) => process.stdout.write(`${line}\n`);

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

let work = '';
let app = '';
let tarball = '';

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'kayoi-ui-consumer-'));
  app = join(work, 'app');
  run(ui, 'pnpm', ['pack', '--pack-destination', work]);
  tarball = join(work, readdirSync(work).find((file) => file.endsWith('.tgz')) ?? '');

  mkdirSync(app);
  cpSync(fixture, app, { recursive: true });
  const pinned = (dir: string, names: string[]) =>
    Object.fromEntries(names.map((name) => [name, versionIn(dir, name)]));
  writeFileSync(
    join(app, 'package.json'),
    JSON.stringify({
      name: 'kayoi-ui-consumer',
      private: true,
      type: 'module',
      dependencies: {
        '@kayoi/ui': `file:${tarball}`,
        ...pinned(ui, ['react', 'react-dom', 'styled-components', 'react-aria-components']),
      },
      devDependencies: {
        ...pinned(ui, ['typescript', '@types/react', '@types/react-dom', '@types/node']),
        ...pinned(root, ['vite']),
      },
    }),
  );
  // From pnpm's store where it has everything (no network needed); else from the registry (CI).
  const install = ['install', '--no-frozen-lockfile', '--config.strict-peer-dependencies=false'];
  try {
    run(app, 'pnpm', [...install, '--offline']);
  } catch {
    run(app, 'pnpm', [...install, '--prefer-offline']);
  }
}, 180_000);

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('@kayoi/ui installed from its tarball', () => {
  it('ships ESM, declarations and source maps for its three entries, and no workspace-only package', () => {
    const manifest = JSON.parse(readFileSync(join(app, 'node_modules/@kayoi/ui/package.json'), 'utf8'));
    const text = JSON.stringify(manifest);
    expect(text).not.toMatch(/workspace:|catalog:/);
    expect(Object.keys(manifest.dependencies)).not.toContain('@kayoi/domain');
    expect(Object.keys(manifest.peerDependencies).sort()).toEqual(
      ['react', 'react-aria-components', 'react-dom', 'styled-components'].sort(),
    );
    expect(manifest.sideEffects).toBe(false);
    for (const entry of ['index', 'charts/index', 'testing/index']) {
      for (const ext of ['js', 'd.ts']) {
        expect(statSync(join(app, 'node_modules/@kayoi/ui/dist', `${entry}.${ext}`)).size).toBeGreaterThan(0);
      }
    }
    expect(statSync(join(app, 'node_modules/@kayoi/ui/dist/Button/Button.js.map')).size).toBeGreaterThan(0);

    const dist = join(app, 'node_modules/@kayoi/ui/dist');
    const js = readdirSync(dist, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.js'),
    );
    const code = Buffer.concat(js.map((file) => readFileSync(join(dist, file))));
    const gzipEach = js.reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
    report(
      `@kayoi/ui: tarball ${kB(statSync(tarball).size)}; ${js.length} JS modules, ${kB(code.length)} ` +
        `(${kB(gzipEach)} gzip file by file, ${kB(gzipSync(code, { level: 9 }).length)} gzip as one)`,
    );
  });

  it('loads in plain Node ESM and server-renders a themed Button and KpiCard', () => {
    const out = JSON.parse(run(app, 'node', ['ssr.mjs']));
    expect(out.entries.charts).toEqual([
      'AttendanceMonthModal',
      'AttendanceTrendChart',
      'BillingTrendChart',
      'HeatMap',
      'KpiDetailModal',
      'SeriesChart',
      'WeeklyAttendanceChart',
    ]);
    expect(out.entries.testing).toContain('themeMatrix');
    const { light, dark, solid, brand } = out;
    for (const page of [light, dark, solid, brand]) {
      expect(page.html).toContain('保存する');
      expect(page.html).toContain('本日の来館');
      expect(page.html).toContain('128');
      expect(page.css).toContain('data-styled');
    }
    // The theme reaches the components: the primary button takes each mode's accent, or a facility's own
    // colour from createTheme; glass surfaces only when glass is on.
    expect(buttonRule(light)).toContain(`background:${out.accent.light}`);
    expect(buttonRule(dark)).toContain(`background:${out.accent.dark}`);
    expect(buttonRule(brand)).toContain('background:#c2185b');
    expect(light.css).toContain('backdrop-filter');
    expect(solid.css).not.toContain('backdrop-filter');
  });

  it('builds with Vite: a screen that imports only Button pulls no charts, grid or confetti', () => {
    const out = JSON.parse(run(app, 'node', ['build.mjs']).trim().split('\n').at(-1) ?? '{}') as {
      modules: string[];
      bytes: number;
      gzip: number;
      kitOnly: { bytes: number; gzip: number };
    };
    const kit = out.modules.filter((id) => id.includes('/@kayoi/ui/dist/'));
    expect(kit.some((id) => id.endsWith('/Button/Button.js'))).toBe(true);
    expect(
      out.modules.filter((id) => /@visx|react-grid-layout|react-confetti|@react-spring/.test(id)),
    ).toEqual([]);
    expect(kit.filter((id) => /\/(charts|DashboardGrid|Celebration|DataTable|AppShell)\//.test(id))).toEqual(
      [],
    );
    report(
      `import { Button } from '@kayoi/ui': ${out.gzip} bytes gzip (${kB(out.bytes)} minified, ` +
        `${out.modules.length} modules, ${kit.length} of them the kit's; react, react-dom and ` +
        `styled-components not counted: the app has them), of which the kit's own code and icons ` +
        `${out.kitOnly.gzip} bytes gzip and react-aria-components' Button the rest`,
    );
  });

  it('typechecks a consumer file against the shipped .d.ts (strict, NodeNext, lib check on)', () => {
    run(app, 'node', ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json']);
  });
});
