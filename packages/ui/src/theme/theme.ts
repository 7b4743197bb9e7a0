import { palette } from './palette.ts';

export type ColorMode = 'light' | 'dark';

/** A foreground/background pair for one status (success, info, warning, danger, neutral). */
export interface StatusColors {
  /** Solid fill (badges, the red count badge, primary buttons of that tone). */
  solid: string;
  /** Text or icon on `solid`. */
  onSolid: string;
  /** A quiet background (alerts, tinted rows). */
  subtle: string;
  /** Text of that tone on the page's surfaces (meets 4.5:1). */
  text: string;
  border: string;
}

/**
 * The Kayoi theme, in layers: palette → semantic roles (`color`) → spacing grid → radii/shadows → glass →
 * visualization palette. Light and dark are two variants of one base; glass on/off is a flag.
 */
export interface KayoiTheme {
  mode: ColorMode;
  color: {
    text: {
      primary: string;
      secondary: string;
      muted: string;
      disabled: string;
      inverse: string;
      link: string;
    };
    /** `canvas` is the page; `base` a card; `raised` a popover/menu; `sunken` an input well. */
    surface: {
      canvas: string;
      base: string;
      raised: string;
      sunken: string;
      hover: string;
      pressed: string;
      selected: string;
    };
    border: { subtle: string; default: string; strong: string };
    focus: string;
    accent: { solid: string; hover: string; pressed: string; onSolid: string; subtle: string; text: string };
    status: Record<'success' | 'info' | 'warning' | 'danger' | 'neutral', StatusColors>;
    /** The dimmed layer behind modals. */
    scrim: string;
    /** The page background behind glass: a calm water gradient. */
    backdrop: string;
  };
  /** 4 px grid: `space(2)` → '8px'. */
  space: (...steps: number[]) => string;
  radius: { sm: string; md: string; lg: string; xl: string; pill: string };
  shadow: { sm: string; md: string; lg: string; overlay: string };
  glass: {
    enabled: boolean;
    /** Translucent fill of a glass surface (solid when glass is off). */
    surface: string;
    /** A stronger glass for overlays and the top bar. */
    surfaceStrong: string;
    /** Solid fallback where `backdrop-filter` is missing or transparency is reduced. */
    fallback: string;
    fallbackStrong: string;
    border: string;
    /** A light top edge that reads on photos and gradients. */
    highlight: string;
    blur: string;
  };
  font: {
    family: string;
    mono: string;
    size: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string; display: string };
    weight: { regular: number; medium: number; bold: number };
    lineHeight: { tight: number; normal: number };
  };
  /** The 5-colour chart palette (dashboard pies, lines, breakdowns). */
  viz: readonly [string, string, string, string, string];
  z: { sidebar: number; topbar: number; popover: number; modal: number; toast: number };
  motion: { fast: string; normal: string; easing: string };
  layout: {
    sidebarExpanded: number;
    sidebarCollapsed: number;
    topbarHeight: number;
    mobileBreakpoint: number;
  };
}

const fontFamily = [
  '"Hiragino Sans"',
  '"Hiragino Kaku Gothic ProN"',
  '"Noto Sans JP"',
  '"Noto Sans CJK JP"',
  '"Yu Gothic UI"',
  'Meiryo',
  'system-ui',
  'sans-serif',
].join(', ');

const space = (...steps: number[]) => steps.map((step) => `${step * 4}px`).join(' ');

function colors(mode: ColorMode): KayoiTheme['color'] {
  const { ink, aqua, green, amber, red } = palette;
  if (mode === 'light') {
    return {
      text: {
        primary: ink[900],
        secondary: ink[700],
        muted: ink[600],
        disabled: ink[400],
        inverse: palette.white,
        link: aqua[700],
      },
      surface: {
        canvas: ink[50],
        base: palette.white,
        raised: palette.white,
        sunken: ink[100],
        hover: 'rgba(20, 133, 220, 0.08)',
        pressed: 'rgba(20, 133, 220, 0.16)',
        selected: aqua[50],
      },
      border: { subtle: ink[200], default: ink[300], strong: ink[500] },
      focus: aqua[600],
      accent: {
        solid: aqua[600],
        hover: aqua[700],
        pressed: aqua[800],
        onSolid: palette.white,
        subtle: aqua[50],
        text: aqua[700],
      },
      status: {
        success: {
          solid: green[600],
          onSolid: palette.white,
          subtle: green[100],
          text: green[700],
          border: green[300],
        },
        info: {
          solid: aqua[600],
          onSolid: palette.white,
          subtle: aqua[100],
          text: aqua[700],
          border: aqua[300],
        },
        warning: {
          solid: amber[300],
          onSolid: amber[900],
          subtle: amber[100],
          text: amber[700],
          border: amber[300],
        },
        danger: {
          solid: red[600],
          onSolid: palette.white,
          subtle: red[100],
          text: red[700],
          border: red[300],
        },
        neutral: {
          solid: ink[600],
          onSolid: palette.white,
          subtle: ink[100],
          text: ink[700],
          border: ink[300],
        },
      },
      scrim: 'rgba(11, 17, 32, 0.45)',
      backdrop: `radial-gradient(1200px 600px at 10% -10%, ${aqua[100]} 0%, transparent 60%), radial-gradient(900px 500px at 110% 10%, #e4ddff 0%, transparent 55%), linear-gradient(180deg, ${ink[50]} 0%, #eaf4fb 100%)`,
    };
  }
  return {
    text: {
      primary: ink[50],
      secondary: ink[200],
      muted: ink[300],
      disabled: ink[500],
      inverse: ink[900],
      link: aqua[300],
    },
    surface: {
      canvas: ink[950],
      base: ink[900],
      raised: ink[800],
      sunken: '#0e1626',
      hover: 'rgba(114, 195, 248, 0.10)',
      pressed: 'rgba(114, 195, 248, 0.18)',
      selected: 'rgba(56, 163, 239, 0.18)',
    },
    border: { subtle: ink[800], default: ink[700], strong: ink[400] },
    focus: aqua[300],
    accent: {
      solid: aqua[400],
      hover: aqua[300],
      pressed: aqua[200],
      onSolid: ink[950],
      subtle: 'rgba(56, 163, 239, 0.16)',
      text: aqua[300],
    },
    status: {
      success: {
        solid: green[300],
        onSolid: green[900],
        subtle: 'rgba(31, 157, 99, 0.18)',
        text: green[300],
        border: green[600],
      },
      info: {
        solid: aqua[300],
        onSolid: ink[950],
        subtle: 'rgba(20, 133, 220, 0.2)',
        text: aqua[300],
        border: aqua[600],
      },
      warning: {
        solid: amber[300],
        onSolid: amber[900],
        subtle: 'rgba(217, 154, 0, 0.18)',
        text: amber[300],
        border: amber[600],
      },
      danger: {
        solid: red[300],
        onSolid: red[900],
        subtle: 'rgba(224, 58, 58, 0.2)',
        text: red[300],
        border: red[600],
      },
      neutral: { solid: ink[300], onSolid: ink[950], subtle: ink[800], text: ink[200], border: ink[600] },
    },
    scrim: 'rgba(0, 0, 0, 0.6)',
    backdrop: `radial-gradient(1200px 600px at 10% -10%, rgba(20, 133, 220, 0.35) 0%, transparent 60%), radial-gradient(900px 500px at 110% 10%, rgba(124, 92, 240, 0.28) 0%, transparent 55%), linear-gradient(180deg, ${ink[950]} 0%, #0c1a2e 100%)`,
  };
}

type Colors = KayoiTheme['color'];

/** A facility's own colours: any semantic role of `theme.color`, a group's roles one by one (`accent.solid`). */
export type ColorOverrides = {
  [Role in keyof Colors]?: Colors[Role] extends string ? string : Partial<Colors[Role]>;
};

export interface ThemeOptions {
  mode?: ColorMode;
  /** Glassmorphism: translucent, blurred surfaces (default on). Off gives solid surfaces. */
  glass?: boolean;
  /** A custom palette: these roles replace Kayoi's for the chosen mode, the rest stay. */
  color?: ColorOverrides;
  /** The 5 chart colours, replacing Kayoi's. */
  viz?: KayoiTheme['viz'];
}

function withOverrides(base: Colors, overrides: ColorOverrides): Colors {
  const merged: Record<string, unknown> = { ...base };
  for (const [role, value] of Object.entries(overrides)) {
    const current = merged[role];
    merged[role] =
      typeof value === 'object' && typeof current === 'object' ? { ...current, ...value } : value;
  }
  return merged as Colors;
}

/** Builds the theme for one mode and glass setting, with a facility's own colours where it gives them. */
export function createTheme({
  mode = 'light',
  glass = true,
  color: custom = {},
  viz,
}: ThemeOptions = {}): KayoiTheme {
  const color = withOverrides(colors(mode), custom);
  const light = mode === 'light';
  return {
    mode,
    color,
    space,
    radius: { sm: '6px', md: '10px', lg: '16px', xl: '24px', pill: '999px' },
    shadow: light
      ? {
          sm: '0 1px 2px rgba(19, 27, 43, 0.08)',
          md: '0 4px 16px rgba(19, 27, 43, 0.08)',
          lg: '0 12px 32px rgba(19, 27, 43, 0.12)',
          overlay: '0 24px 64px rgba(19, 27, 43, 0.24)',
        }
      : {
          sm: '0 1px 2px rgba(0, 0, 0, 0.4)',
          md: '0 4px 16px rgba(0, 0, 0, 0.35)',
          lg: '0 12px 32px rgba(0, 0, 0, 0.45)',
          overlay: '0 24px 64px rgba(0, 0, 0, 0.6)',
        },
    glass: {
      enabled: glass,
      surface: glass ? (light ? 'rgba(255, 255, 255, 0.62)' : 'rgba(19, 27, 43, 0.58)') : color.surface.base,
      surfaceStrong: glass
        ? light
          ? 'rgba(255, 255, 255, 0.8)'
          : 'rgba(19, 27, 43, 0.78)'
        : color.surface.raised,
      fallback: color.surface.base,
      fallbackStrong: color.surface.raised,
      border: glass
        ? light
          ? 'rgba(255, 255, 255, 0.7)'
          : 'rgba(148, 162, 184, 0.22)'
        : color.border.subtle,
      highlight: light ? 'rgba(255, 255, 255, 0.9)' : 'rgba(255, 255, 255, 0.08)',
      blur: '16px',
    },
    font: {
      family: fontFamily,
      mono: '"Noto Sans Mono CJK JP", ui-monospace, "SFMono-Regular", Menlo, monospace',
      size: {
        xs: '0.75rem',
        sm: '0.8125rem',
        md: '0.875rem',
        lg: '1rem',
        xl: '1.25rem',
        xxl: '1.5rem',
        display: '2rem',
      },
      weight: { regular: 400, medium: 500, bold: 700 },
      lineHeight: { tight: 1.3, normal: 1.6 },
    },
    viz:
      viz ??
      (light
        ? [palette.aqua[500], palette.green[500], palette.amber[500], palette.violet[500], palette.coral[500]]
        : [
            palette.aqua[300],
            palette.green[300],
            palette.amber[300],
            palette.violet[300],
            palette.coral[300],
          ]),
    z: { topbar: 30, sidebar: 40, popover: 50, modal: 100, toast: 200 },
    motion: { fast: '120ms', normal: '200ms', easing: 'cubic-bezier(0.2, 0, 0, 1)' },
    layout: { sidebarExpanded: 260, sidebarCollapsed: 60, topbarHeight: 60, mobileBreakpoint: 768 },
  };
}

// Every styled component sees the Kayoi theme as its `theme` (for every package that imports the kit).
declare module 'styled-components' {
  export interface DefaultTheme extends KayoiTheme {}
}
