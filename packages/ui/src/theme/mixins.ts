import { css, type DefaultTheme } from 'styled-components';

/**
 * A glass surface: translucent fill + blur when the theme's glass flag is on; a solid surface when it is off,
 * where the browser lacks `backdrop-filter`, or when the user asks for reduced transparency.
 */
export const glassSurface = (level: 'base' | 'strong' = 'base') => css`
  ${({ theme }: { theme: DefaultTheme }) => {
    const fill = level === 'strong' ? theme.glass.surfaceStrong : theme.glass.surface;
    const solid = level === 'strong' ? theme.glass.fallbackStrong : theme.glass.fallback;
    if (!theme.glass.enabled) {
      return css`
        background: ${solid};
        border: 1px solid ${theme.glass.border};
      `;
    }
    return css`
      background: ${fill};
      border: 1px solid ${theme.glass.border};
      box-shadow: inset 0 1px 0 ${theme.glass.highlight}, ${theme.shadow.md};
      backdrop-filter: blur(${theme.glass.blur}) saturate(160%);
      @supports not ((backdrop-filter: blur(1px)) or (-webkit-backdrop-filter: blur(1px))) {
        background: ${solid};
      }
      @media (prefers-reduced-transparency: reduce) {
        background: ${solid};
        backdrop-filter: none;
      }
    `;
  }}
`;

/** The focus ring every focusable thing shows on keyboard focus (`[data-focus-visible]`). */
export const focusRing = css`
  outline: 2px solid ${({ theme }: { theme: DefaultTheme }) => theme.color.focus};
  outline-offset: 2px;
`;

/** Figures line up in tables and KPI cards. */
export const tabularNumbers = css`
  font-variant-numeric: tabular-nums;
  font-feature-settings: 'tnum' 1;
`;

/** Visually hidden, still read by screen readers. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

/**
 * Cards side by side, as many as fit at `min` px each, one per row where even one does not fit (a phone): a
 * column never asks for more than the row has, so the page does not run past the window's edge.
 */
export const fitColumns = (min: number) => css`
  grid-template-columns: repeat(auto-fit, minmax(min(${min}px, 100%), 1fr));
`;
