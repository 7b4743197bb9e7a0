import styled from 'styled-components';
import { visuallyHidden } from '../theme/mixins.ts';

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
