import { Check, LayoutGrid, RotateCcw } from 'lucide-react';
import { type ReactNode, useCallback, useMemo, useState } from 'react';
import {
  getBreakpointFromWidth,
  type Layout,
  noCompactor,
  ResponsiveGridLayout,
  useContainerWidth,
} from 'react-grid-layout';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { KPI_FOUR_ACROSS_MIN } from '../KpiCard/KpiCard.tsx';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import {
  DASHBOARD_GRID,
  DASHBOARD_LAYOUT_STORAGE_KEY,
  DASHBOARD_TILES,
  type DashboardBreakpoint,
  type DashboardLayoutItem,
  type DashboardTileId,
  DEFAULT_DASHBOARD_LAYOUT,
  layoutFor,
  readSavedLayout,
  toTwelveColumns,
} from './layout.ts';

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export interface DashboardLayoutState {
  layout: readonly DashboardLayoutItem[];
  isEditing: boolean;
  setEditing(editing: boolean): void;
  /** Saves a changed layout (every change is saved, seed §4). */
  change(layout: readonly DashboardLayoutItem[]): void;
  /** Back to the seed's default grid, saved, then the page reloads (seed §2). */
  reset(): void;
}

/**
 * The dashboard layout and its edit mode, kept in localStorage `dashboard_layout` (a JSON array of six
 * tiles). `reload` defaults to reloading the page.
 */
export function useDashboardLayout(
  options: { storage?: Storage | null; reload?: () => void } = {},
): DashboardLayoutState {
  const storage = options.storage === undefined ? safeStorage() : options.storage;
  const reload = options.reload ?? (() => window.location.reload());
  const [layout, setLayout] = useState<readonly DashboardLayoutItem[]>(
    () => readSavedLayout(storage?.getItem(DASHBOARD_LAYOUT_STORAGE_KEY) ?? null) ?? DEFAULT_DASHBOARD_LAYOUT,
  );
  const [isEditing, setEditing] = useState(false);
  const save = useCallback(
    (next: readonly DashboardLayoutItem[]) => {
      try {
        storage?.setItem(DASHBOARD_LAYOUT_STORAGE_KEY, JSON.stringify(next));
      } catch {
        // A full or blocked storage keeps the layout for this visit only.
      }
    },
    [storage],
  );
  const change = useCallback(
    (next: readonly DashboardLayoutItem[]) => {
      setLayout(next);
      save(next);
    },
    [save],
  );
  const reset = () => {
    setLayout(DEFAULT_DASHBOARD_LAYOUT);
    save(DEFAULT_DASHBOARD_LAYOUT);
    reload();
  };
  return { layout, isEditing, setEditing, change, reset };
}

const Controls = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

/** 編集 / 完了 and, while editing, the red reset button (seed §2). */
export function DashboardLayoutControls({ state }: { state: DashboardLayoutState }) {
  return (
    <Controls>
      {state.isEditing ? (
        <Tooltip content="デフォルトに戻す">
          <Button
            variant="danger"
            icon={<RotateCcw aria-hidden="true" />}
            onPress={state.reset}
            aria-label="デフォルトに戻す"
          />
        </Tooltip>
      ) : null}
      <Tooltip content={state.isEditing ? 'レイアウト確定' : 'レイアウト編集'}>
        <Button
          variant={state.isEditing ? 'primary' : 'secondary'}
          icon={state.isEditing ? <Check aria-hidden="true" /> : <LayoutGrid aria-hidden="true" />}
          onPress={() => state.setEditing(!state.isEditing)}
          aria-pressed={state.isEditing}
        >
          {state.isEditing ? '完了' : '編集'}
        </Button>
      </Tooltip>
    </Controls>
  );
}

const Frame = styled.div<{ $editing: boolean }>`
  position: relative;
  width: 100%;
  .react-grid-layout {
    position: relative;
    transition: height ${({ theme }) => theme.motion.normal} ease;
  }
  .react-grid-item {
    box-sizing: border-box;
    transition: transform ${({ theme }) => theme.motion.normal} ease, width ${({ theme }) => theme.motion.normal} ease,
      height ${({ theme }) => theme.motion.normal} ease;
    border-radius: ${({ theme }) => theme.radius.lg};
    ${({ $editing, theme }) =>
      $editing
        ? `outline: 2px dashed ${theme.color.accent.solid}; outline-offset: 2px; cursor: move; user-select: none;`
        : ''}
  }
  .react-grid-item.cssTransforms {
    transition-property: transform, width, height;
  }
  .react-grid-item.resizing,
  .react-grid-item.react-draggable-dragging {
    transition: none;
    z-index: 3;
    opacity: 0.9;
  }
  .react-grid-item.react-grid-placeholder {
    background: ${({ theme }) => theme.color.accent.subtle};
    border: 2px dashed ${({ theme }) => theme.color.accent.solid};
    border-radius: ${({ theme }) => theme.radius.lg};
    z-index: 2;
    user-select: none;
  }
  .react-resizable-hide > .react-resizable-handle {
    display: none;
  }
  .react-resizable-handle {
    position: absolute;
    width: 20px;
    height: 20px;
    right: 2px;
    bottom: 2px;
    cursor: se-resize;
    z-index: 4;
    &::after {
      content: '';
      position: absolute;
      right: 4px;
      bottom: 4px;
      width: 8px;
      height: 8px;
      border-right: 3px solid ${({ theme }) => theme.color.accent.solid};
      border-bottom: 3px solid ${({ theme }) => theme.color.accent.solid};
    }
  }
  @media (prefers-reduced-motion: reduce) {
    .react-grid-layout,
    .react-grid-item {
      transition: none;
    }
  }
`;

export interface DashboardGridProps {
  state: DashboardLayoutState;
  tiles: Record<DashboardTileId, ReactNode>;
}

const sameLayout = (a: readonly DashboardLayoutItem[], b: readonly DashboardLayoutItem[]) =>
  a.length === b.length &&
  a.every((item) => {
    const other = b.find((o) => o.i === item.i);
    return other && other.x === item.x && other.y === item.y && other.w === item.w && other.h === item.h;
  });

/**
 * The dashboard's six tiles on react-grid-layout with the seed's grid; tiles move and resize only in edit
 * mode. The 12-column layout is the saved one; narrower screens derive theirs from it.
 */
export function DashboardGrid({ state, tiles }: DashboardGridProps) {
  // Measured before the grid first draws: drawn at the library's 1280 px guess first, the tiles then slid
  // to their places and for that moment ran past the right edge of a tablet's 820 px screen.
  const { width, containerRef, mounted } = useContainerWidth({ measureBeforeMount: true });
  const breakpoint = getBreakpointFromWidth(DASHBOARD_GRID.breakpoints, width) as DashboardBreakpoint;
  // The stacked layouts give the KPI tile the full width: below four cards' width they go two by two.
  const kpiRows = width < KPI_FOUR_ACROSS_MIN ? 2 : 1;
  const layouts = useMemo(
    () =>
      Object.fromEntries(
        (Object.keys(DASHBOARD_GRID.cols) as DashboardBreakpoint[]).map((bp) => [
          bp,
          layoutFor(bp, state.layout, { kpiRows }),
        ]),
      ),
    [state.layout, kpiRows],
  );
  const { change, layout: current } = state;
  const onLayoutChange = useCallback(
    (next: Layout) => {
      // The saved layout is the 12-column one: md edits are scaled back to it; the stacked small-screen
      // layouts follow from it and are not saved.
      if (breakpoint !== 'lg' && breakpoint !== 'md') return;
      const normalized = toTwelveColumns(breakpoint, next);
      if (!sameLayout(normalized, current)) change(normalized);
    },
    [breakpoint, change, current],
  );
  return (
    <Frame ref={containerRef} $editing={state.isEditing} data-editing={state.isEditing || undefined}>
      {mounted ? (
        <ResponsiveGridLayout
          width={width}
          layouts={layouts}
          breakpoints={DASHBOARD_GRID.breakpoints}
          cols={DASHBOARD_GRID.cols}
          rowHeight={DASHBOARD_GRID.rowHeight}
          margin={DASHBOARD_GRID.margin}
          containerPadding={DASHBOARD_GRID.containerPadding}
          compactor={noCompactor}
          dragConfig={{ enabled: state.isEditing, threshold: 3, bounded: false }}
          resizeConfig={{ enabled: state.isEditing, handles: ['se'] }}
          onLayoutChange={onLayoutChange}
          onDragStop={onLayoutChange}
          onResizeStop={onLayoutChange}
        >
          {DASHBOARD_TILES.map((id) => (
            <div key={id} data-tile={id}>
              {tiles[id]}
            </div>
          ))}
        </ResponsiveGridLayout>
      ) : null}
    </Frame>
  );
}
