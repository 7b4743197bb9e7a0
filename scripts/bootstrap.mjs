// What `npm start` and `npm test` run first, so the README's two commands work on a machine that has only
// the system's Node and npm. It makes sure of three things, then runs the command it was given:
//   1. Node ≥ 24 and pnpm ≥ 12: this Node and the pnpm on PATH when they are new enough (`pnpm start`),
//      otherwise the pinned versions below, installed once from the npm registry (the `node` and `pnpm`
//      packages) into ~/.cache/kayoi-toolchain (or KAYOI_TOOLCHAIN_DIR) and put first on PATH;
//   2. the dependencies: `pnpm install --frozen-lockfile` when node_modules is missing or pnpm-lock.yaml
//      differs from the one node_modules was installed from;
//   3. the command (`pnpm run serve`, `node scripts/test.mjs`) runs with that toolchain, its exit status
//      is this script's.
// It prints one line for each thing it installs, saying why, and nothing when all is ready.
//
//   node scripts/bootstrap.mjs <command> [args…]   as package.json's start and test use it
//   node scripts/bootstrap.mjs --toolchain-bin     only step 1; prints the folder to put first on PATH
//                                                  (empty when this shell's node and pnpm will do)
//   KAYOI_BOOTSTRAP_ONLY=1                         steps 1 and 2, then print the command instead of running it
//
// Plain JavaScript for Node ≥ 18, since it runs before Node 24 is there.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir, constants as os } from 'node:os';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// The one place the pinned toolchain is named (scripts/ensure-toolchain.sh asks this script).
const NODE_VERSION = '24.21.0';
const PNPM_VERSION = '12.21.0';

const root = fileURLToPath(new URL('..', import.meta.url));
const toolchainDir = process.env.KAYOI_TOOLCHAIN_DIR || join(homedir(), '.cache', 'kayoi-toolchain');
const toolchainBin = join(toolchainDir, 'node_modules', '.bin');

const major = (version) => Number(String(version).replace(/^v/, '').split('.')[0]) || 0;
const say = (line) => process.stderr.write(`kayoi: ${line}\n`);
const shortDir = (dir) => (dir.startsWith(`${homedir()}/`) ? `~${dir.slice(homedir().length)}` : dir);
const withBin = (bin) =>
  bin ? { ...process.env, PATH: `${bin}${delimiter}${process.env.PATH ?? ''}` } : process.env;

function fail(message) {
  say(message);
  process.exit(1);
}

/** The version of the pnpm that commands run here would get, or null without one. */
function pnpmVersionOnPath() {
  // Under `pnpm start` pnpm names itself in the user agent; that saves starting it again.
  const agent = /^pnpm\/(\d[^ ]*)/.exec(process.env.npm_config_user_agent ?? '');
  if (agent) return agent[1];
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
  return probe.status === 0 ? probe.stdout.trim() : null;
}

function cachedVersion(dir, name) {
  try {
    return JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return null;
  }
}

/** Step 1: the folder to put first on PATH, or null when this Node and the pnpm on PATH will do. */
function ensureToolchain() {
  const node = process.versions.node;
  const pnpm = major(node) >= major(NODE_VERSION) ? pnpmVersionOnPath() : undefined;
  if (pnpm && major(pnpm) >= major(PNPM_VERSION)) return null;

  const cached = { node: cachedVersion(toolchainDir, 'node'), pnpm: cachedVersion(toolchainDir, 'pnpm') };
  if (cached.node === NODE_VERSION && cached.pnpm === PNPM_VERSION) return toolchainBin;

  const found = pnpm === undefined ? `Node ${node}` : `Node ${node} and ${pnpm ? `pnpm ${pnpm}` : 'no pnpm'}`;
  const why =
    cached.node || cached.pnpm
      ? `the pinned versions changed since the cached Node ${cached.node}, pnpm ${cached.pnpm}`
      : `the project needs Node ${major(NODE_VERSION)} and pnpm ${major(PNPM_VERSION)}; found ${found}`;
  say(
    `installing Node ${NODE_VERSION} and pnpm ${PNPM_VERSION} from the npm registry into ${shortDir(toolchainDir)}, once (${why})`,
  );
  installToolchain();
  return toolchainBin;
}

// npm installs into a folder of its own, which then takes the cache's place in one rename: a run that
// starts meanwhile, or one interrupted, never sees half a toolchain.
function installToolchain() {
  const staging = `${toolchainDir}.installing-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  writeFileSync(join(staging, 'package.json'), '{ "private": true }\n');
  const npm = spawnSync(
    'npm',
    // No --prefix: it would also move the global npmrc (where a machine keeps its cafile or registry).
    [
      'install',
      '--save-exact',
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `node@${NODE_VERSION}`,
      `pnpm@${PNPM_VERSION}`,
    ],
    { cwd: staging, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  const installed = { node: cachedVersion(staging, 'node'), pnpm: cachedVersion(staging, 'pnpm') };
  if (npm.status !== 0 || installed.node !== NODE_VERSION || installed.pnpm !== PNPM_VERSION) {
    rmSync(staging, { recursive: true, force: true });
    fail(
      npm.error
        ? `could not run npm (${npm.error.message}); install Node.js ≥ 18 with npm, or Node ${major(NODE_VERSION)} and pnpm ${major(PNPM_VERSION)}`
        : `npm could not install node@${NODE_VERSION} and pnpm@${PNPM_VERSION} (see above)`,
    );
  }
  const previous = `${toolchainDir}.previous-${process.pid}`;
  if (existsSync(toolchainDir)) renameSync(toolchainDir, previous);
  try {
    renameSync(staging, toolchainDir);
  } catch (error) {
    // Another run finished first; keep its toolchain if it is the pinned one.
    rmSync(staging, { recursive: true, force: true });
    if (cachedVersion(toolchainDir, 'node') !== NODE_VERSION) throw error;
  }
  rmSync(previous, { recursive: true, force: true });
}

/** Step 2: why the dependencies need installing, or null when node_modules matches pnpm-lock.yaml. */
function dependenciesOutOfDate() {
  // pnpm keeps a copy of the lockfile it installed from in node_modules/.pnpm/lock.yaml.
  let installed;
  try {
    installed = readFileSync(join(root, 'node_modules', '.pnpm', 'lock.yaml'));
  } catch {
    return 'node_modules is missing';
  }
  return installed.equals(readFileSync(join(root, 'pnpm-lock.yaml')))
    ? null
    : 'pnpm-lock.yaml changed since the last install';
}

const [first, ...rest] = process.argv.slice(2);
if (first === '--toolchain-bin') {
  process.stdout.write(`${ensureToolchain() ?? ''}\n`);
  process.exit(0);
}
if (!first) fail('usage: node scripts/bootstrap.mjs <command> [args…]');

const env = withBin(ensureToolchain());
const reason = dependenciesOutOfDate();
if (reason) {
  say(`pnpm install --frozen-lockfile (${reason})`);
  const install = spawnSync('pnpm', ['install', '--frozen-lockfile'], { cwd: root, env, stdio: 'inherit' });
  if (install.status !== 0) fail('pnpm install failed (see above)');
}

if (process.env.KAYOI_BOOTSTRAP_ONLY === '1') {
  say(`ready; KAYOI_BOOTSTRAP_ONLY=1, so not running: ${[first, ...rest].join(' ')}`);
  process.exit(0);
}

const child = spawn(first, rest, { cwd: root, env, stdio: 'inherit' });
child.on('error', (error) => fail(`could not run ${first}: ${error.message}`));
// Ctrl-C reaches the command from the terminal by itself (a second SIGINT makes the server quit without
// closing); a SIGTERM or SIGHUP sent to this process alone is passed on. `kill <npm's pid>` ends npm and
// its shell but never reaches here, so when the parent is gone the command is stopped too.
process.on('SIGINT', () => {});
for (const signal of ['SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal));
const parent = process.ppid;
const orphaned = setInterval(() => {
  if (process.ppid === parent) return;
  clearInterval(orphaned);
  child.kill('SIGTERM');
}, 1000).unref();
child.on('exit', (code, signal) => process.exit(code ?? 128 + (os.signals[signal] ?? 1)));
