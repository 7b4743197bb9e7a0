import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  japaneseAriaStrings,
  japaneseLocaleWithoutIcu,
  precompress,
  productionRouter,
} from '../../scripts/vite-plugins.ts';

export default defineConfig({
  resolve: { alias: [productionRouter(import.meta.dirname)] },
  plugins: [react(), japaneseAriaStrings(), japaneseLocaleWithoutIcu(), precompress()],
  server: { proxy: { '/api': 'http://localhost:8080', '/sanctum': 'http://localhost:8080' } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Browsers without modulepreload only fetch a little later; the polyfill would be in every first download.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // What every page runs first (React, the router, the query cache, the theme, the card reader, the
            // route table): one file, not a dozen shared pieces with a request each.
            { name: 'boot', tags: ['$initial'], priority: 2 },
            // /login, the page most visits start on: its screen and every kit part it uses in one file. Staff
            // screens that share those parts load it too; everything else splits by feature area, as the
            // route table's lazy imports say.
            { name: 'login', test: /[/\\]pages[/\\]LoginPage\.tsx$/, priority: 1 },
          ],
        },
      },
    },
  },
});
