import styled, { type DefaultTheme, useTheme } from 'styled-components';
import { DashboardTile } from '../../DashboardTile/DashboardTile.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { focusRing, tabularNumbers, visuallyHidden } from '../../theme/mixins.ts';
import { useOverflows } from '../../theme/useOverflows.ts';

export interface HeatMapProps {
  title: string;
  /** The header of the row labels' column (曜日). */
  rowHeader: string;
  /** Row labels, top to bottom (日, 月, … 土). */
  rows: readonly string[];
  /** Column labels, left to right (9時, 10時 …). */
  columns: readonly string[];
  /** One value per row and column (`values[row][column]`); null where there is none (a closed hour). */
  values: readonly (readonly (number | null)[])[];
  formatValue: (value: number) => string;
  isLoading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
  /** Shown instead of the grid when every value is empty. */
  emptyText?: string;
}

const Grid = styled.table`
  ${tabularNumbers}
  border-collapse: separate;
  border-spacing: 2px;
  font-size: ${({ theme }) => theme.font.size.xs};
  th {
    color: ${({ theme }) => theme.color.text.secondary};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    padding: ${({ theme }) => theme.space(1)};
    white-space: nowrap;
  }
  th[scope='row'] {
    text-align: end;
  }
  td {
    min-width: 36px;
    padding: ${({ theme }) => theme.space(1.5, 1)};
    border-radius: ${({ theme }) => theme.radius.sm};
    text-align: center;
    white-space: nowrap;
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
`;
const Caption = styled.caption`
  ${visuallyHidden}
`;
const Scroll = styled.div`
  max-width: 100%;
  overflow-x: auto;
  &:focus-visible {
    ${focusRing}
  }
`;
const Scale = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  margin: ${({ theme }) => theme.space(2, 0, 0)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.secondary};
  i {
    display: inline-block;
    width: 16px;
    height: 10px;
    border-radius: 2px;
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
`;

const LEVELS = [0.08, 0.3, 0.5, 0.7, 0.9] as const;

const rgb = (hex: string) => {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h.slice(0, 6);
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
};
const hexOf = (channels: number[]) =>
  `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

function mix(theme: DefaultTheme, level: number) {
  const from = rgb(theme.color.surface.base);
  const to = rgb(theme.color.accent.solid);
  const background = hexOf(from.map((c, i) => c + ((to[i] as number) - c) * level));
  const dark = contrast(background, theme.color.text.primary);
  const light = contrast(background, theme.color.text.inverse);
  return {
    background,
    color: dark >= light ? theme.color.text.primary : theme.color.text.inverse,
    best: Math.max(dark, light),
  };
}

/**
 * A cell's fill: the accent mixed into the card's surface by the level, and the text that reads best on it.
 * Where neither text reaches 4.5:1 (a middle tone), the nearest level that does is taken, stronger first.
 */
function shade(theme: DefaultTheme, level: number) {
  for (let step = 0; step <= 50; step += 1) {
    for (const candidate of [level + step * 0.02, level - step * 0.02]) {
      if (candidate < 0 || candidate > 1) continue;
      const { background, color, best } = mix(theme, candidate);
      if (best >= 4.6) return { background, color };
    }
  }
  const { background, color } = mix(theme, level);
  return { background, color };
}

/**
 * A heat map (曜日 × 時間帯): a real table — each cell's figure in words, shaded in five steps from the least
 * to the most — so screen readers, the keyboard and the printer read the same grid the eye does.
 */
export function HeatMap({
  title,
  rowHeader,
  rows,
  columns,
  values,
  formatValue,
  isLoading = false,
  error,
  onRetry,
  emptyText = '表示できるデータがありません',
}: HeatMapProps) {
  const theme = useTheme();
  const [scrollRef, scrolls] = useOverflows<HTMLDivElement>();
  const figures = values.flat().filter((v): v is number => v !== null);
  const max = Math.max(0, ...figures);
  const levelOf = (value: number) =>
    LEVELS[Math.min(LEVELS.length - 1, Math.floor((value / max) * LEVELS.length))] ?? 0;
  return (
    <DashboardTile
      title={title}
      isLoading={isLoading}
      error={error}
      {...(onRetry ? { onRetry } : {})}
      empty={!isLoading && max === 0 ? emptyText : null}
      skeleton={<Skeleton height={220} radius="md" />}
    >
      <Scroll ref={scrollRef} {...(scrolls ? { tabIndex: 0, role: 'group', 'aria-label': title } : {})}>
        <Grid>
          <Caption>{title}</Caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, r) => (
              <tr key={row}>
                <th scope="row">{row}</th>
                {columns.map((column, c) => {
                  const value = values[r]?.[c] ?? null;
                  return (
                    <td
                      key={column}
                      style={value === null || value === 0 ? undefined : shade(theme, levelOf(value))}
                    >
                      {value === null ? '' : formatValue(value)}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </Grid>
      </Scroll>
      <Scale aria-hidden="true">
        少
        {LEVELS.map((level) => (
          <i key={level} style={{ background: shade(theme, level).background }} />
        ))}
        多
      </Scale>
    </DashboardTile>
  );
}
