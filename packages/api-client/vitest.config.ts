import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api-client',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The files of a worker share its modules (issue 27): none mocks a module or leaves state behind, and each
    // file no longer parses the spec and the kit again (node projects: 125 s → 29 s of test time together).
    isolate: false,
    // As the server project: Vitest runs projects with the same isolation together, and they must agree on this.
    maxWorkers: 2,
  },
});
