import type { StorybookConfig } from '@storybook/react-vite';

// One Storybook over the UI kit, the staff app's screens and マイページ's.
const config: StorybookConfig = {
  stories: [
    '../packages/ui/src/**/*.stories.@(ts|tsx)',
    '../packages/app/src/**/*.stories.@(ts|tsx)',
    '../packages/portal/src/**/*.stories.@(ts|tsx)',
  ],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The MSW service worker (mockServiceWorker.js) for the stories' API handlers.
  staticDirs: ['./public'],
  // react-docgen (not react-docgen-typescript): it works without the TypeScript compiler API.
  typescript: { reactDocgen: 'react-docgen' },
  core: { disableTelemetry: true },
};

export default config;
