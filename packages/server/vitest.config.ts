import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // Each file starts its own embedded PostgreSQL (PGlite), a few seconds on this machine.
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});
