// Story parameters shared by ui and app stories (`@kayoi/ui/testing`); not part of the runtime kit.

/**
 * Render a story four times (light/dark × glass on/off) for its visual baseline. The four copies repeat
 * the same landmarks on one page, an artefact of the matrix, so axe's landmark-uniqueness rules are off here only;
 * every rule still runs on the story's single-copy variants.
 */
export const themeMatrix = {
  themes: 'matrix',
  a11y: {
    config: {
      rules: [
        { id: 'landmark-unique', enabled: false },
        { id: 'landmark-no-duplicate-banner', enabled: false },
        { id: 'landmark-no-duplicate-contentinfo', enabled: false },
        { id: 'landmark-no-duplicate-main', enabled: false },
      ],
    },
  },
} as const;
