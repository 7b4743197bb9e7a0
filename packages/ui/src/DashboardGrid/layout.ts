/** The dashboard's six tiles (seed §2). */
export const DASHBOARD_TILES = ['kpi', 'checkin', 'weekly', 'trend', 'insights', 'schedule'] as const;
export type DashboardTileId = (typeof DASHBOARD_TILES)[number];

/** One tile's place on the 12-column grid (seed §3 layout item: id, x, y, width, height, minimums). */
export interface DashboardLayoutItem {
  i: DashboardTileId;
  x: number;
  y: number;
  w: number;
  h: number;
  minW: number;
  minH: number;
  maxH?: number;
}

/** Where the layout is kept in the browser (seed §7), as a JSON array. */
export const DASHBOARD_LAYOUT_STORAGE_KEY = 'dashboard_layout';

/** The seed's default grid (§9): id, x, y, w, h, minW, minH. */
export const DEFAULT_DASHBOARD_LAYOUT: readonly DashboardLayoutItem[] = [
  { i: 'kpi', x: 0, y: 0, w: 12, h: 5, minW: 12, minH: 4, maxH: 8 },
  { i: 'checkin', x: 0, y: 5, w: 4, h: 10, minW: 3, minH: 8 },
  { i: 'weekly', x: 4, y: 5, w: 4, h: 10, minW: 3, minH: 8 },
  { i: 'trend', x: 8, y: 5, w: 4, h: 10, minW: 3, minH: 8 },
  { i: 'insights', x: 0, y: 15, w: 6, h: 8, minW: 4, minH: 6 },
  { i: 'schedule', x: 6, y: 15, w: 6, h: 8, minW: 4, minH: 6 },
];

/** Grid settings (seed §2): 12 columns, rows of 30 px, 12 px margins, no padding, no compaction. */
export const DASHBOARD_GRID = {
  rowHeight: 30,
  margin: [12, 12] as const,
  containerPadding: [0, 0] as const,
  breakpoints: { lg: 1200, md: 996, sm: 768, xs: 480, xxs: 0 },
  cols: { lg: 12, md: 10, sm: 6, xs: 4, xxs: 2 },
};
export type DashboardBreakpoint = keyof typeof DASHBOARD_GRID.cols;

const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0;

/**
 * The saved layout, or null when there is none. A saved value that does not parse, is not exactly six
 * tiles, or names a tile twice or one that does not exist is ignored with the console message
 * 'Failed to load saved layout' (seed §5, §8). The seed's minimums always apply.
 */
export function readSavedLayout(saved: string | null): DashboardLayoutItem[] | null {
  if (saved === null) return null;
  try {
    const parsed: unknown = JSON.parse(saved);
    if (!Array.isArray(parsed) || parsed.length !== DASHBOARD_TILES.length) {
      throw new Error(`expected ${DASHBOARD_TILES.length} items`);
    }
    const items = parsed.map((raw: unknown) => {
      const item = raw as Partial<DashboardLayoutItem> | null;
      const base = DEFAULT_DASHBOARD_LAYOUT.find((d) => d.i === item?.i);
      if (!item || !base || ![item.x, item.y, item.w, item.h].every(isCount)) {
        throw new Error('unreadable item');
      }
      const w = Math.min(12, Math.max(base.minW, item.w as number));
      const h = Math.max(base.minH, Math.min(base.maxH ?? Number.POSITIVE_INFINITY, item.h as number));
      return { ...base, x: Math.min(item.x as number, 12 - w), y: item.y as number, w, h };
    });
    if (new Set(items.map((item) => item.i)).size !== DASHBOARD_TILES.length)
      throw new Error('duplicate tiles');
    return items;
  } catch (error) {
    console.error('Failed to load saved layout', error);
    return null;
  }
}

/** Rows the KPI tile needs for its cards two by two (2 × 155 px and a gap; the seed's h=5 holds one row). */
export const KPI_TWO_ROWS_H = 8;

/**
 * The layout for a narrower breakpoint: md scales the columns, smaller screens stack the tiles. `kpiRows`:
 * how many rows the KPI cards take at this width (two on a narrow screen), so they never spill onto the tile
 * below.
 */
export function layoutFor(
  breakpoint: DashboardBreakpoint,
  lg: readonly DashboardLayoutItem[],
  { kpiRows = 1 }: { kpiRows?: 1 | 2 } = {},
): DashboardLayoutItem[] {
  const cols = DASHBOARD_GRID.cols[breakpoint];
  if (breakpoint === 'lg') return [...lg];
  if (breakpoint === 'md') {
    return lg.map((item) => {
      const x = Math.round((item.x * cols) / 12);
      const w = Math.max(1, Math.round(((item.x + item.w) * cols) / 12) - x);
      return { ...item, x, w, minW: Math.min(item.minW, w) };
    });
  }
  let y = 0;
  return [...lg]
    .sort((a, b) => a.y - b.y || a.x - b.x)
    .map((item) => {
      const h = item.i === 'kpi' && kpiRows === 2 ? Math.max(item.h, KPI_TWO_ROWS_H) : item.h;
      const placed = { ...item, x: 0, y, w: cols, h, minW: Math.min(item.minW, cols) };
      y += h;
      return placed;
    });
}

/** A layout of the lg (12) or md (10) columns as the saved 12-column layout, with the seed's minimums. */
export function toTwelveColumns(
  breakpoint: 'lg' | 'md',
  layout: readonly { i: string; x: number; y: number; w: number; h: number }[],
): DashboardLayoutItem[] {
  const scale = 12 / DASHBOARD_GRID.cols[breakpoint];
  return DEFAULT_DASHBOARD_LAYOUT.map((base) => {
    const moved = layout.find((item) => item.i === base.i);
    if (!moved) return base;
    const x = Math.round(moved.x * scale);
    const w = Math.max(base.minW, Math.round((moved.x + moved.w) * scale) - x);
    return { ...base, x: Math.min(x, 12 - w), y: moved.y, w, h: moved.h };
  });
}
