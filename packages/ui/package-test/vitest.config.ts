import { defineConfig } from 'vitest/config';

// The kit's consumer test (issue 20), on its own: `pnpm test:ui-package`, and a step of `pnpm test` beside the e2e
// lane (scripts/test.mjs), in what that lane leaves of the two cores.
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
