// Guards the README's first command: runs `npm start` as a newcomer would, in a shell whose PATH holds only
// the system's Node and npm and a few basic tools (no pnpm, no Node 24), with a fresh DATA_DIR and a free
// PORT; waits for the URL it prints, loads the app's page, logs in with a demo login over HTTP, and stops
// it with Ctrl-C. Fails when any of that does not happen. `.ci/run` calls it before the test command.
//
//   node scripts/check-readme-start.mjs    the system's node is the first on PATH with npm beside it
//
// The toolchain cache (~/.cache/kayoi-toolchain) and the pnpm store are shared with the rest of the
// machine, so after the first run this costs the app build and a server start. Plain JavaScript for
// Node ≥ 18, like scripts/bootstrap.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const READY_WITHIN_MS = 20 * 60_000; // a truly fresh machine downloads Node, pnpm and every dependency
const STOP_WITHIN_MS = 20_000;
const DEMO_LOGIN = { email: 'admin@demo.kayoi.jp', password: 'kayoi-demo' };
// What any machine has besides Node; the README's commands must not need more.
const BASIC_TOOLS = ['sh', 'bash', 'env', 'cat', 'cp', 'ls', 'ln', 'mkdir', 'mv', 'rm', 'chmod', 'uname'];
// The newcomer's own settings that reach the registry or name their folders.
const PASSED_ON = [
  'HOME',
  'USER',
  'LANG',
  'TERM',
  'TMPDIR',
  'XDG_CACHE_HOME',
  'XDG_DATA_HOME',
  'KAYOI_TOOLCHAIN_DIR',
  'http_proxy',
  'https_proxy',
  'no_proxy',
  'HTTP_PROXY',
  'HTTPS_PROXY',
  'NO_PROXY',
  'NODE_EXTRA_CA_CERTS',
];

const started = Date.now();
const seconds = (from = started) => `${((Date.now() - from) / 1000).toFixed(1)} s`;
const say = (line) => process.stdout.write(`check-readme-start: ${line}\n`);

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** The first folder on PATH with both node and npm: the system's Node, not a toolchain put before it. */
function systemNodeDir() {
  const dir = (process.env.PATH ?? '')
    .split(delimiter)
    .find((entry) => entry && existsSync(join(entry, 'node')) && existsSync(join(entry, 'npm')));
  if (!dir) throw new Error('no folder on PATH holds both node and npm');
  return dir;
}

/** A folder for PATH with the system's node, npm and npx and the basic tools, nothing else. */
function systemOnlyBin(nodeDir) {
  const bin = mkdtempSync(join(tmpdir(), 'kayoi-readme-bin-'));
  for (const tool of ['node', 'npm', 'npx']) symlinkSync(join(nodeDir, tool), join(bin, tool));
  for (const tool of BASIC_TOOLS) {
    const found = ['/usr/bin', '/bin'].map((dir) => join(dir, tool)).find((path) => existsSync(path));
    if (found) symlinkSync(found, join(bin, tool));
  }
  return bin;
}

async function call(url, init) {
  const response = await fetch(url, init);
  const body = await response.text();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} ${url} answered ${response.status}: ${body}`);
  return body;
}

const nodeDir = systemNodeDir();
const nodeVersion = execFileSync(join(nodeDir, 'node'), ['--version'], { encoding: 'utf8' }).trim();
const bin = systemOnlyBin(nodeDir);
const dataDir = mkdtempSync(join(tmpdir(), 'kayoi-readme-data-'));
const port = await freePort();
const env = { PATH: bin, DATA_DIR: dataDir, PORT: String(port) };
for (const name of PASSED_ON) if (process.env[name]) env[name] = process.env[name];

say(
  `npm start with only ${nodeDir}'s node ${nodeVersion} and npm on PATH, DATA_DIR=${dataDir}, PORT=${port}`,
);
// Its own process group, so stopping it reaches every process under npm, as Ctrl-C in a terminal does.
const run = spawn('npm', ['start'], { cwd: root, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
run.stdout.setEncoding('utf8');
run.stderr.setEncoding('utf8');
let output = '';
const exited = new Promise((done) => run.on('exit', (code, signal) => done(signal ?? code)));
const ready = new Promise((done, fail) => {
  let partial = '';
  const read = (chunk) => {
    output += chunk;
    const lines = (partial + chunk).split('\n');
    partial = lines.pop();
    for (const line of lines) {
      // The bootstrap's progress lines say what a fresh machine installs; the rest is shown on failure.
      if (line.startsWith('kayoi: ')) say(`  ${line}`);
      const url = /Kayoi is running at (\S+)/.exec(line);
      if (url) done(url[1]);
    }
  };
  run.stdout.on('data', read);
  run.stderr.on('data', read);
  exited.then((status) => fail(new Error(`npm start ended (${status}) before printing the URL`)));
  setTimeout(
    () => fail(new Error(`no URL printed within ${READY_WITHIN_MS / 60_000} minutes`)),
    READY_WITHIN_MS,
  ).unref();
});

let failure;
try {
  const url = await ready;
  say(`ready at ${url} after ${seconds()}`);
  const page = await call(`${url}/`);
  if (!page.includes('<div id="root">')) {
    throw new Error(`${url}/ is not the app's page:\n${page.slice(0, 300)}`);
  }
  const login = JSON.parse(
    await call(`${url}/api/v3/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_LOGIN),
    }),
  );
  const me = JSON.parse(
    await call(`${url}/api/v3/auth/me`, { headers: { authorization: `Bearer ${login.data.token}` } }),
  );
  if (me.data.user.email !== DEMO_LOGIN.email) {
    throw new Error(`/api/v3/auth/me answered ${JSON.stringify(me)}`);
  }
  say(`the app's page loads and ${DEMO_LOGIN.email} logs in`);
} catch (error) {
  failure = error;
}

// Ctrl-C, as in a terminal: the whole group gets SIGINT and must be gone within STOP_WITHIN_MS.
const stopping = Date.now();
const groupAlive = () => {
  try {
    process.kill(-run.pid, 0);
    return true;
  } catch {
    return false;
  }
};
if (groupAlive()) process.kill(-run.pid, 'SIGINT');
while (groupAlive() && Date.now() - stopping < STOP_WITHIN_MS) await sleep(200);
if (groupAlive()) {
  process.kill(-run.pid, 'SIGKILL');
  failure ??= new Error(`npm start was still running ${STOP_WITHIN_MS / 1000} s after Ctrl-C`);
}
rmSync(bin, { recursive: true, force: true });
rmSync(dataDir, { recursive: true, force: true });

if (failure) {
  process.stdout.write(`\n── npm start printed ──\n${output}\n`);
  say(`FAILED after ${seconds()}: ${failure.message}`);
  process.exit(1);
}
say(`passed in ${seconds()} (stopped with Ctrl-C in ${seconds(stopping)})`);
