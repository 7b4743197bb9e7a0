import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'nfc',
    environment: 'node',
    include: ['test/**/*.test.ts'],
  },
});
