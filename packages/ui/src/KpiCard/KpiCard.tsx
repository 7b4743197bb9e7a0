import { Minus, TrendingDown, TrendingUp } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import styled, { useTheme } from 'styled-components';
import { formatCount, formatSigned } from '../format.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { focusRing, glassSurface, tabularNumbers, visuallyHidden } from '../theme/mixins.ts';
import { useReducedMotion } from '../theme/motion.ts';
import { Sparkline } from './Sparkline.tsx';
import { type KpiTrend, kpiChange } from './trend.ts';
import { useCountUp } from './useCountUp.ts';

export type { KpiTrend };

export interface KpiFigures {
  value: number;
  trend: KpiTrend;
  /** Change in percent, one decimal, signed; null when the comparison period had 0 (比較なし). */
  percentage: number | null;
  /** Change in units, signed. */
  delta: number;
  /** Recent values, oldest first. */
  sparkline: readonly number[];
}

export interface KpiCardProps {
  label: string;
  /** Counter word after the value (名, 件, 回, クラス). */
  unit: string;
  /** What the change is measured against, e.g. 前日同時刻比. */
  comparisonLabel: string;
  figures?: KpiFigures | undefined;
  isLoading?: boolean;
  /** Which of the 5 chart colours the sparkline takes. */
  colorIndex?: 0 | 1 | 2 | 3 | 4;
  icon?: ReactNode;
  /** Opens the detail (the '{label}詳細分析' modal). */
  onPress?: () => void;
}

/** The narrowest row that holds four KPI cards (each about 150 px: a four-digit value and its sparkline). */
export const KPI_FOUR_ACROSS_MIN = 640;

/** The narrowest card (its content box) that still shows the sparkline beside a value. */
const KPI_SPARKLINE_MIN_WIDTH = 118;

/** The seed's count-up: 2 seconds. */
export const KPI_COUNT_UP_MS = 2_000;

const Card = styled(AriaButton)`
  ${glassSurface()}
  ${tabularNumbers}
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 155px;
  width: 100%;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  text-align: left;
  cursor: pointer;
  box-sizing: border-box;
  outline: none;
  container-type: inline-size;
  transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  &[data-hovered] {
    transform: translateY(-1px);
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
    &[data-hovered] {
      transform: none;
    }
  }
`;
const Top = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.text.secondary};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  svg {
    width: 18px;
    height: 18px;
  }
`;
const Middle = styled.span`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  > svg {
    flex: 0 1 120px;
    min-width: 0;
  }
  /* A card too narrow for the value and its sparkline side by side (two across on a phone): the value,
     its change and the comparison stay, the sparkline goes (it is decorative; the card says the figures). */
  @container (max-width: ${KPI_SPARKLINE_MIN_WIDTH - 1}px) {
    > svg {
      display: none;
    }
  }
`;
const Value = styled.span`
  white-space: nowrap;
  font-size: ${({ theme }) => theme.font.size.display};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.1;
  small {
    margin-left: 2px;
    font-size: ${({ theme }) => theme.font.size.md};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;
const Bottom = styled.span`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  flex-wrap: wrap;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.secondary};
`;
const TrendBadge = styled.span<{ $trend: KpiTrend | 'none' }>`
  display: inline-flex;
  align-items: center;
  gap: 2px;
  padding: 1px ${({ theme }) => theme.space(1.5)};
  border-radius: ${({ theme }) => theme.radius.pill};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  ${({ theme, $trend }) => {
    const tone =
      $trend === 'up'
        ? theme.color.status.success
        : $trend === 'down'
          ? theme.color.status.danger
          : theme.color.status.neutral;
    return `background: ${tone.subtle}; color: ${tone.text}; border: 1px solid ${tone.border};`;
  }}
  svg {
    width: 14px;
    height: 14px;
  }
`;
const Hidden = styled.span`
  ${visuallyHidden}
`;

const signed = (n: number, digits = 0) =>
  formatSigned(n, { maximumFractionDigits: digits, minimumFractionDigits: digits });

/** One KPI: its value counting up, the change against its comparison period, and a sparkline. */
export function KpiCard({
  label,
  unit,
  comparisonLabel,
  figures,
  isLoading = false,
  colorIndex = 0,
  icon,
  onPress,
}: KpiCardProps) {
  const theme = useTheme();
  const reduced = useReducedMotion();
  const shown = useCountUp(figures?.value ?? 0, KPI_COUNT_UP_MS, reduced);
  if (isLoading || !figures) {
    return (
      <Card isDisabled aria-label={`${label}（読み込み中）`} aria-busy>
        <Top>
          {label}
          {icon}
        </Top>
        <Skeleton height={36} width="55%" />
        <Skeleton height={14} width="80%" />
      </Card>
    );
  }
  const change = kpiChange(figures.trend, figures.percentage);
  const TrendIcon =
    change.tone === 'up'
      ? TrendingUp
      : change.tone === 'down'
        ? TrendingDown
        : change.tone === 'flat'
          ? Minus
          : null;
  return (
    <Card {...(onPress ? { onPress } : {})} aria-haspopup="dialog">
      <Top>
        {label}
        {icon}
      </Top>
      <Middle>
        <Value>
          <span aria-hidden="true">{formatCount(shown)}</span>
          <Hidden>{formatCount(figures.value)}</Hidden>
          <small>{unit}</small>
        </Value>
        <Sparkline values={figures.sparkline} color={theme.viz[colorIndex]} />
      </Middle>
      <Bottom>
        <TrendBadge $trend={change.tone}>
          {TrendIcon ? <TrendIcon aria-hidden="true" /> : null}
          {change.text}
          {change.words ? <Hidden>（{change.words}）</Hidden> : null}
        </TrendBadge>
        <span>
          {comparisonLabel} {signed(figures.delta)}
          {unit}
        </span>
      </Bottom>
    </Card>
  );
}

// Four across wherever four fit (a desk PC, a tablet's full width), two by two below: the tile's height
// (the seed's kpi h=5) holds one row, the stacked phone layout gives it two (layoutFor).
const Container = styled.div`
  container-type: inline-size;
  height: 100%;
`;
const Group = styled.div`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  height: 100%;
  align-content: start;
  @container (min-width: ${KPI_FOUR_ACROSS_MIN}px) {
    grid-template-columns: repeat(4, minmax(0, 1fr));
  }
`;

/** The KPI cards side by side, two by two on narrow screens. */
export function KpiCardGroup({ children, label = '主要指標' }: { children: ReactNode; label?: string }) {
  return (
    <Container>
      <Group role="group" aria-label={label}>
        {children}
      </Group>
    </Container>
  );
}
