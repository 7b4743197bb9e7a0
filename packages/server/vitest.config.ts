import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Two API nodes share a database on PostgreSQL only (embedded PGlite is one process's): without DATABASE_URL the
    // file has no suite, which Vitest counts as a failed file.
    exclude: process.env.DATABASE_URL ? [] : ['test/multi-node.test.ts'],
    // The databases every file starts from, migrated once per run (test/support/databases.ts).
    globalSetup: ['test/support/global-setup.ts'],
    // Two files at a time, whatever the machine: Vitest's default (cores - 1) runs one at a time on the team's
    // two-core machines, while a file spends much of its time waiting on PostgreSQL. The whole project on
    // both databases passed with two in 924 s (3,499 s with one, before mock parity got faster; the machine
    // loaded by others both times); eight mid-sized files alone took 90 s with two, 106 s with one.
    maxWorkers: 2,
    // The files of a worker share its modules (the server's code is loaded once per worker, not once per file):
    // each file builds its own app on its own database, and none mocks a module or changes the process's
    // environment. 30 mid-sized files took 62 s instead of 111 s, the whole project 438 s instead of ≈ 600 s.
    isolate: false,
    // Node imports the files itself (its own type stripping, as `npm start` runs the server), not Vite's module
    // runner: no transform, no inline source map for V8 to scan, each module compiled once per worker by Node's own
    // loader. What it saves is paid once per worker (`isolate: false` loads the modules once per worker already):
    // ≈ 13 s of a run, as twelve mid-sized files on PGlite showed (52.5 s → 39.6 s wall, 95 → 71 CPU-s; issue 27).
    // No file mocks a module or reads `import.meta.vitest`, so Vitest's loader hook is off too (`nodeLoader`).
    experimental: { viteModuleRunner: false, nodeLoader: false },
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
