// The Kayoi UI kit's public API, named one by one (no `export *`). Charts: `@kayoi/ui/charts`.

export {
  formatCount,
  formatDate,
  formatDateTime,
  formatDuration,
  formatPercent,
  formatTime,
  formatYen,
} from './format.ts';
export { focusRing, glassSurface, tabularNumbers, visuallyHidden } from './theme/mixins.ts';
export type { KayoiThemeProviderProps, ThemeBackdropProps } from './theme/ThemeProvider.tsx';
export { KayoiThemeProvider, ThemeBackdrop } from './theme/ThemeProvider.tsx';
export type { ColorMode, KayoiTheme, StatusColors, ThemeOptions } from './theme/theme.ts';
export { createTheme } from './theme/theme.ts';
