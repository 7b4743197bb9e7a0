import { basename } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The slowest files, longest first (file-seconds on a fresh clone, ci3 of 2026-11-28, both databases for the
 * server): started first, so that the two workers of a lane finish together instead of one of them starting a
 * two-minute file while the other has nothing left. On a fresh clone Vitest has no timings of its own and starts
 * the largest files first, which put mock-parity (52 s) 54th of 126 and cli-lock (35 s) 32nd.
 */
const SLOWEST = [
  'backups.test.ts', // 142 s
  'CustomerScreens.stories.tsx',
  'ChatScreens.stories.tsx',
  'fuzz.test.ts', // 97 s
  'CustomerClasses.stories.tsx',
  'mock-parity.test.ts', // 52 s
  'cli-lock.test.ts', // 35 s
  'member-import-kill.test.ts', // 32 s
  'authorization-matrix.test.ts', // 29 s
  'member-import.test.ts', // 27 s
  'data-dir.test.ts', // 22 s
  'events-relay.test.ts', // 18 s
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
