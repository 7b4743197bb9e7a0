import { XYChart } from '@visx/xychart';
import type { ComponentProps, ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins.ts';
import { type BoxSize, useBoxSize } from '../theme/useBoxSize.ts';

/**
 * A chart fills what is left of its column (a flex column: the tile, a modal's section), never less than
 * `min` pixels high. Not `height: 100%`: beside a heading that drew the chart a heading's height past its
 * box, and its x-axis labels were cut off.
 */
export const ChartArea = styled.div<{ $min?: number }>`
  flex: 1;
  min-height: ${({ $min = 160 }) => $min}px;
  position: relative;
`;

const OUTER = { width: '100%', height: '100%', position: 'relative' } as const;
const MEASURED = { position: 'absolute', top: 0, right: 0, bottom: 0, left: 0, overflow: 'hidden' } as const;

/**
 * A chart's size, given to what it draws: @visx/responsive's ParentSize, the same two boxes, measured in the commit
 * that draws them. ParentSize measured from a passive effect, then a ResizeObserver's callback, then an animation
 * frame, then a debounce's first call: an XYChart without a size drew its axes and series frames after the tile
 * around it. Here the box is measured in the commit that draws it (useBoxSize), so the axes are drawn before the
 * frame is painted; a ResizeObserver follows the box after that. The series still come a render
 * later (each registers its data from an effect). A login's dashboard drew its two charts 170–290 ms after its
 * other tiles, and draws them 105–175 ms after (demo server, headless Chromium).
 */
export function ChartSize({ children }: { children: (size: BoxSize) => ReactNode }) {
  const [box, size] = useBoxSize<HTMLDivElement>();
  return (
    <div style={OUTER}>
      <div style={MEASURED} ref={box}>
        {size.width > 0 && size.height > 0 ? children(size) : null}
      </div>
    </div>
  );
}

/** @visx/xychart's XYChart, drawn at the size of its box (ChartSize). */
export function SizedXYChart(props: Omit<ComponentProps<typeof XYChart>, 'width' | 'height'>) {
  return <ChartSize>{({ width, height }) => <XYChart {...props} width={width} height={height} />}</ChartSize>;
}

export const TileColumn = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  gap: ${({ theme }) => theme.space(2)};
`;

/** The chart's figures as a table for screen readers (the drawing itself is hidden from them). */
export const HiddenTable = styled.table`
  ${visuallyHidden}
`;

export const Legend = styled.ul`
  list-style: none;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1, 3)};
  margin: 0;
  padding: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.secondary};
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
  }
  i {
    display: inline-block;
    width: 10px;
    height: 10px;
    border-radius: 2px;
  }
`;

export const TooltipBox = styled.div`
  display: grid;
  gap: 2px;
  font-size: ${({ theme }) => theme.font.size.xs};
  strong {
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;
