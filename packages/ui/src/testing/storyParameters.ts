// Story parameters and helpers shared by ui and app stories (`@kayoi/ui/testing`); not part of the runtime kit.

export { withFramesHeld } from './frames.ts';

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

/**
 * The screens staff read the app on: a desk PC, an iPad Air upright at the counter (820 px wide), and the owner's
 * phone on the move (an iPhone, 390 px wide).
 */
export const staffScreens = {
  desk1440: { name: 'デスクPC 1440×900', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
  tablet820: { name: 'タブレット 820×1180', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
  phone390: { name: 'スマートフォン 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
} as const;

/** A story at one of `staffScreens` (its meta's `parameters.viewport.options` must list them). */
export const atStaffScreen = (value: keyof typeof staffScreens) => ({
  globals: { viewport: { value, isRotated: false } },
});
