import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

/*
 * The mock-parity replay (issue 27) runs again only when something it reads has changed. What it reads: the
 * contract, the server's code and migrations, the shared domain rules, the mock (handlers, recorded fixtures,
 * generated types, the contract check), the scenarios and the test harness, and the locked dependencies. Their
 * hash is written to `parity.sha256` after a replay in which every request was answered alike; a run that finds
 * the same hash there knows the answer already. The stamp is committed with the change it was made on (run the
 * parity test before committing a change to any of these); a missing or stale stamp only means the replay runs.
 */

const ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
const STAMP = fileURLToPath(new URL('./parity.sha256', import.meta.url));

/** Folders and files the replay's answers depend on, from the workspace root. */
export const PARITY_INPUTS = [
  'openapi',
  'packages/server/src',
  'packages/server/test/mock',
  'packages/server/test/support',
  'packages/server/test/mock-parity.test.ts',
  'packages/domain/src',
  'packages/api-client/src',
  'packages/api-client/package.json',
  'packages/server/package.json',
  'pnpm-lock.yaml',
];

function files(path: string): string[] {
  const full = join(ROOT, path);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [path];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => join(path, name))
    .filter((name) => !name.includes('node_modules') && statSync(join(ROOT, name)).isFile());
}

/** The hash of every input file, by its path and its bytes (the stamp itself left out). */
export function parityInputsHash(): string {
  const hash = createHash('sha256');
  const stamp = relative(ROOT, STAMP);
  for (const name of PARITY_INPUTS.flatMap(files)
    .filter((name) => name !== stamp)
    .sort()) {
    hash.update(`\0${name}\0`).update(readFileSync(join(ROOT, name)));
  }
  return hash.digest('hex');
}

/** The hash of the inputs of the last replay that agreed, as committed. */
export function stampedHash(): string | null {
  return existsSync(STAMP) ? readFileSync(STAMP, 'utf8').trim() || null : null;
}

export function writeStamp(hash: string): void {
  writeFileSync(STAMP, `${hash}\n`);
}
