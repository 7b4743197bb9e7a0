import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';

/** packages/server, where `node src/server.ts` and `node src/cli/*.ts` run as `pnpm` runs them. */
export const serverPackage = resolve(import.meta.dirname, '../..');

/**
 * Node's compile cache for the processes the tests start (issue 27): each loads the server's TypeScript, which
 * Node strips and compiles afresh every time (≈ 1.4 s of CPU to import src/app.ts); with the cache, the second
 * process on takes ≈ 0.95 s. A cache only: an entry whose source changed is compiled again.
 */
export const compileCache = resolve(serverPackage, 'node_modules/.cache/kayoi-node-compile-cache');

/** The environment of a real server or tool on `dataDir`: embedded database, no demo data, quiet logs. */
export function processEnv(dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    INIT_CWD: serverPackage,
    NODE_ENV: 'production',
    KAYOI_DEMO_DATA: '0',
    BACKUP_HOUR: 'off',
    LOG_LEVEL: 'warn',
    NODE_COMPILE_CACHE: compileCache,
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.VITEST;
  delete env.VITEST_POOL_ID;
  delete env.VITEST_WORKER_ID;
  return env;
}

/** The shell line that runs `node <script> <args>` under a given umask (the caller's own umask is not ours). */
function underUmask(umask: string, script: string, args: readonly string[]): string[] {
  const quoted = [process.execPath, script, ...args].map((word) => `'${word.replaceAll("'", "'\\''")}'`);
  return ['-c', `umask ${umask} && exec ${quoted.join(' ')}`];
}

export interface ToolResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a `pnpm` tool (`src/cli/<name>.ts`) to its end, as `pnpm <tool>` does. */
export function runTool(
  name: string,
  args: readonly string[],
  env: NodeJS.ProcessEnv,
  umask = '022',
): Promise<ToolResult> {
  return new Promise((done) => {
    execFile(
      '/bin/sh',
      underUmask(umask, `src/cli/${name}.ts`, args),
      { cwd: serverPackage, env, timeout: 120_000 },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        done({ code, stdout, stderr });
      },
    );
  });
}

export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface RunningServer {
  process: ChildProcess;
  /** The node process's pid (exec keeps the shell's), which the database lock names. */
  pid: number;
  url: string;
  output: () => string;
  /** SIGTERM, and the exit code once it has exited. */
  stop: () => Promise<number | null>;
}

/** `node src/server.ts` as the README starts it, answering /api/health (or the exit, when it refuses to start). */
export async function startServer(
  env: NodeJS.ProcessEnv,
  umask = '022',
): Promise<RunningServer | { exitCode: number | null; output: string }> {
  const port = await freePort();
  const child = spawn('/bin/sh', underUmask(umask, 'src/server.ts', []), {
    cwd: serverPackage,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) return { exitCode: await exited, output };
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within 90 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    process: child,
    pid: child.pid ?? 0,
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

export const isRunning = (started: Awaited<ReturnType<typeof startServer>>): started is RunningServer =>
  'process' in started;
