import { formatSigned } from '../format.ts';

export type KpiTrend = 'up' | 'down' | 'flat';

/** What a change reads as, decided once for the KPI cards and the detail modal's comparison tiles. */
export interface KpiChange {
  /** The colour and arrow: 'none' when there is nothing to compare with. */
  tone: KpiTrend | 'none';
  /** 「+5.4%」, 「±0.0%」, or 「比較なし」. */
  text: string;
  /** For screen readers: 増加 / 減少 / 横ばい, nothing when there is no comparison. */
  words: string | null;
}

export const NO_COMPARISON = '比較なし';
const TREND_WORDS: Record<KpiTrend, string> = { up: '増加', down: '減少', flat: '横ばい' };

/**
 * A KPI's change against its comparison period. Against a base of 0 the server sends no percentage: the
 * change is 「比較なし」 in neutral, neither a green arrow nor a ±0.0% that would invent a direction.
 */
export function kpiChange(trend: KpiTrend, percentage: number | null): KpiChange {
  if (percentage === null) return { tone: 'none', text: NO_COMPARISON, words: null };
  return {
    tone: trend,
    text: `${formatSigned(percentage, { maximumFractionDigits: 1, minimumFractionDigits: 1 })}%`,
    words: TREND_WORDS[trend],
  };
}
