import { defineConfig } from 'vitest/config';

// The kit's consumer test (issue 20), on its own: `pnpm test:ui-package`, and a step of `pnpm test` before the
// browser suites, so its build, install and bundling do not share the two cores with them.
export default defineConfig({
  test: {
    name: 'ui-package',
    root: import.meta.dirname,
    environment: 'node',
    include: ['consumer.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 180_000,
  },
});
