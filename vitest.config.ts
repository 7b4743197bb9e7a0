import { defineConfig } from 'vitest/config';

// One Vitest run over the workspace; each package is a project with its own environment.
export default defineConfig({
  test: {
    projects: ['packages/server', 'packages/api-client'],
  },
});
