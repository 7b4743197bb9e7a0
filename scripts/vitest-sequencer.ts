import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest files, longest first (file-seconds on a fresh clone, both databases for the server: ci43 of
 * 2026-11-30 for the server, ci3 of 2026-11-28 for the stories): started first, so that the two workers of a
 * lane finish together instead of one of them starting a two-minute file while the other has nothing left. On a
 * fresh clone Vitest has no timings of its own and starts the largest files first, which put mock-parity (52 s
 * then) 54th of 126 and cli-lock (35 s) 32nd. demo-seed loads the demo at three moments no other file asks
 * for (its fourth comes from the demo template the family demo files share: test/support/databases.ts).
 */
const SLOWEST = [
  'backups.test.ts', // 159 s
  'CustomerScreens.stories.tsx',
  'ChatScreens.stories.tsx',
  'fuzz.test.ts', // 90 s
  'CustomerClasses.stories.tsx',
  'demo-seed.test.ts', // 76 s
  'authorization-matrix.test.ts', // 52 s
  'member-import-kill.test.ts', // 37 s
  'member-import.test.ts', // 34 s
  'cli-lock.test.ts', // 33 s
  'customers-list-scale.test.ts', // 31 s
  'data-dir.test.ts', // 23 s
  'events-relay.test.ts', // 22 s
];

const rank = (spec: TestSpecification) => {
  const index = SLOWEST.indexOf(basename(spec.moduleId));
  return index === -1 ? SLOWEST.length : index;
};

export default class SlowestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // Vitest's own order (its timings when it has them, else size), with the known slowest moved to the front.
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}
