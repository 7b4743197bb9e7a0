import { randomUUID } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, mkdir, readFile, rm, rmdir, stat, unlink, writeFile } from 'node:fs/promises';
import { basename, relative } from 'node:path';

/**
 * Only one process may open an embedded (PGlite) database: a second one beside a running server wrote over
 * its pages (a false 「この店舗名は既に使われています」 and a staff id counter behind, which a restart did not
 * mend). Whoever opens it (the server, every `pnpm` tool) first takes `<dataDir>.lock`, a file holding the
 * holder's pid, and gives it back when it closes the database or exits. A lock whose holder no longer runs is
 * taken over; anything else is refused with a DatabaseInUseError that says who holds it.
 */
export interface LockHolder {
  pid: number;
  /** The holder's start time (Linux /proc), so a pid reused by another process is not taken for it. */
  started: string | null;
  command: string;
  since: string;
  token: string;
}

export class DatabaseInUseError extends Error {
  readonly holder: LockHolder;
  readonly dataDir: string;
  constructor(dataDir: string, holder: LockHolder) {
    super(
      `The embedded database ${dataDir} is in use by process ${holder.pid} (${holder.command}, since ${holder.since}). ` +
        'Only one process may open it at a time: stop that process (the server: Ctrl+C or its service manager) ' +
        'or wait for it to finish, then run this again.',
    );
    this.name = 'DatabaseInUseError';
    this.dataDir = dataDir;
    this.holder = holder;
  }
}

export const lockPathOf = (dataDir: string) => `${dataDir}.lock`;

/** Locks this process holds: path → how many opens share it and the token written in the file. */
const held = new Map<string, { count: number; token: string }>();
/** A takeover left half-done by a process that died within it is cleared after this long. */
const TAKEOVER_STALE_MS = 10_000;
/** How long to wait for another process's takeover of a stale lock to finish before judging again. */
const TAKEOVER_WAIT_MS = 5_000;

let exitHookInstalled = false;
function releaseAllOnExit() {
  if (exitHookInstalled) return;
  exitHookInstalled = true;
  process.on('exit', () => {
    for (const [path, { token }] of held) {
      try {
        if (parseHolder(readFileSync(path, 'utf8'))?.token === token) unlinkSync(path);
      } catch {
        // gone already
      }
    }
    held.clear();
  });
}

/** The process's start time in clock ticks since boot (Linux), or null elsewhere. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count fields after its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isRunning(holder: LockHolder): boolean {
  if (holder.pid === process.pid) return false; // ours, from before a restart (a container's pid 1), not held now
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  const started = startTimeOf(holder.pid);
  return !(holder.started && started && started !== holder.started);
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value = JSON.parse(text) as Partial<LockHolder>;
    return typeof value.pid === 'number' && typeof value.token === 'string' ? (value as LockHolder) : null;
  } catch {
    return null;
  }
}

const readHolder = async (path: string) => parseHolder(await readFile(path, 'utf8').catch(() => ''));

/** The command line, short: `src/server.ts`, `src/cli/create-admin.ts --email …`. */
function describeCommand(): string {
  const [script, ...args] = process.argv.slice(1);
  const name = script ? relative(process.cwd(), script) || basename(script) : 'node';
  return [name, ...args].join(' ').slice(0, 200);
}

/**
 * Takes the lock of the embedded database in `dataDir` for this process (a second open in the same process
 * shares it); answers the function that gives it back. Throws DatabaseInUseError when another live process
 * holds it.
 */
export async function lockEmbeddedDatabase(dataDir: string): Promise<() => Promise<void>> {
  const path = lockPathOf(dataDir);
  const mine = held.get(path);
  if (mine) {
    mine.count += 1;
    return once(() => release(path));
  }
  const holder: LockHolder = {
    pid: process.pid,
    started: startTimeOf(process.pid),
    command: describeCommand(),
    since: new Date().toISOString(),
    token: randomUUID(),
  };
  // Written whole under another name, then linked into place: link fails when the lock exists, and nobody
  // ever reads a half-written one.
  const draft = `${path}.${holder.token}`;
  await writeFile(draft, JSON.stringify(holder), { mode: 0o600 });
  try {
    const deadline = Date.now() + TAKEOVER_WAIT_MS;
    for (;;) {
      try {
        await link(draft, path);
        held.set(path, { count: 1, token: holder.token });
        releaseAllOnExit();
        return once(() => release(path));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      const current = await readHolder(path);
      if (current && isRunning(current)) throw new DatabaseInUseError(dataDir, current);
      // Stale (or unreadable): removed only under a second lock, so two processes that both saw it stale
      // cannot remove each other's fresh one.
      if (!(await takeOverStale(path, current))) {
        if (Date.now() > deadline) throw new DatabaseInUseError(dataDir, current ?? unknownHolder());
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    }
  } finally {
    await rm(draft, { force: true });
  }
}

const unknownHolder = (): LockHolder => ({
  pid: 0,
  started: null,
  command: 'unknown',
  since: 'unknown',
  token: '',
});

/** Removes a stale lock while holding `<lock>.takeover`; false when another process is taking it over. */
async function takeOverStale(path: string, seen: LockHolder | null): Promise<boolean> {
  const guard = `${path}.takeover`;
  try {
    await mkdir(guard, { mode: 0o700 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const age = await stat(guard).then(
      (s) => Date.now() - s.mtimeMs,
      () => 0,
    );
    if (age > TAKEOVER_STALE_MS) await rmdir(guard).catch(() => {});
    return false;
  }
  try {
    const current = await readHolder(path);
    // Only the very lock judged stale is removed; one taken meanwhile is judged again by the caller.
    if ((current?.token ?? null) === (seen?.token ?? null) && !(current && isRunning(current))) {
      await unlink(path).catch(() => {});
    }
    return true;
  } finally {
    await rmdir(guard).catch(() => {});
  }
}

async function release(path: string): Promise<void> {
  const mine = held.get(path);
  if (!mine) return;
  mine.count -= 1;
  if (mine.count > 0) return;
  held.delete(path);
  if ((await readHolder(path))?.token === mine.token) await unlink(path).catch(() => {});
}

function once(work: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | null = null;
  return () => {
    done ??= work();
    return done;
  };
}
