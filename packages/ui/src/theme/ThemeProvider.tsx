import { type ComponentPropsWithoutRef, type ReactNode, useMemo } from 'react';
import { I18nProvider } from 'react-aria-components';
import styled, { createGlobalStyle, StyleSheetManager, ThemeProvider } from 'styled-components';
import { atRulesAside } from './atRulesAside.ts';
import { type ColorMode, createTheme, type KayoiTheme } from './theme.ts';

const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: ${({ theme }) => theme.mode}; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md};
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    color: ${({ theme }) => theme.color.text.primary};
    background: ${({ theme }) => theme.color.surface.canvas};
    -webkit-font-smoothing: antialiased;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
    }
  }
`;

// One array for every provider: styled-components builds its CSS compiler again when the list changes.
const STYLIS_PLUGINS = [atRulesAside];

export interface KayoiThemeProviderProps {
  mode?: ColorMode;
  /** Glassmorphism on (default) or off. */
  glass?: boolean;
  /** Apply the page-wide base styles (body font, colours). Off when several themes share one page. */
  global?: boolean;
  /** A theme from `createTheme` (a facility's own palette); `mode` and `glass` are then the theme's. */
  theme?: KayoiTheme;
  children: ReactNode;
}

/**
 * The Kayoi theme, Japanese locale for react-aria (dates, numbers, Sunday-first weeks), and components' at-rules in a
 * style sheet of their own (`atRulesAside.ts`).
 */
export function KayoiThemeProvider({
  mode = 'light',
  glass = true,
  global = true,
  theme: custom,
  children,
}: KayoiThemeProviderProps) {
  const theme = useMemo(() => custom ?? createTheme({ mode, glass }), [custom, mode, glass]);
  return (
    <StyleSheetManager stylisPlugins={STYLIS_PLUGINS}>
      <ThemeProvider theme={theme}>
        <I18nProvider locale="ja-JP">
          {global ? <GlobalStyle /> : null}
          {children}
        </I18nProvider>
      </ThemeProvider>
    </StyleSheetManager>
  );
}

const Backdrop = styled.div`
  min-height: 100%;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.color.backdrop};
  color: ${({ theme }) => theme.color.text.primary};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export type ThemeBackdropProps = ComponentPropsWithoutRef<'div'>;

/** The water-gradient page background that glass surfaces sit on (stories, the login page). */
export function ThemeBackdrop({ children, ...props }: ThemeBackdropProps) {
  const labelled = props['aria-label'] !== undefined;
  return (
    <Backdrop role={labelled ? 'group' : undefined} {...props}>
      {children}
    </Backdrop>
  );
}
