// The arithmetic of chart axes, apart from drawing so that it can be tested: which ticks a value axis has,
// how a yen axis writes them, and how many category labels fit along an axis without running into each other.

import { formatNumber } from '../format.ts';
/**
 * About `count` evenly spaced, round tick values from `min` (or below) to `max` (or above): steps of 1, 2 or
 * 5 × 10ⁿ, never finer than `minStep` (1 for yen and counts: no ￥0.5), so every tick is a distinct value.
 * The first and last ticks are the axis's ends.
 */
export function niceTicks(min: number, max: number, count = 4, minStep = 0): number[] {
  const low = Math.min(min, max, 0);
  const top = Math.max(min, max);
  // An axis with nothing on it still spans one step.
  const high = top > low ? top : low + (minStep || 1);
  // The step d3 would choose (the nearest of 1, 2, 5 × 10ⁿ), so the grid's lines fall on the ticks.
  const rough = (high - low) / Math.max(1, count);
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const error = rough / magnitude;
  const factor = error >= Math.sqrt(50) ? 10 : error >= Math.sqrt(10) ? 5 : error >= Math.sqrt(2) ? 2 : 1;
  const nice = factor * magnitude;
  const step = Math.max(nice, minStep);
  const first = Math.floor(low / step) * step;
  const last = Math.ceil(high / step) * step;
  const ticks: number[] = [];
  // Rounded to the step's own decimals, so 0.1 + 0.2 is written 0.3.
  const decimals = Math.max(0, -Math.floor(Math.log10(step)) + 1);
  for (let i = 0; first + i * step <= last + step / 2; i += 1) {
    ticks.push(Number((first + i * step).toFixed(decimals)));
  }
  return ticks;
}

const grouped = (value: number, fractionDigits: number) =>
  formatNumber(value, { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits });

/**
 * How a yen axis writes its ticks: in 万円 once it reaches ￥10,000 (12万円, 1.5万円 — as many decimals as the
 * step needs, so two ticks never read alike), else in 円 (5,000円); 0 is 0円.
 */
export function yenTickFormat(ticks: readonly number[]): (value: number) => string {
  const top = Math.max(0, ...ticks.map((t) => Math.abs(t)));
  if (top < 10_000) return (value) => `${grouped(value, 0)}円`;
  const step = ticks.length > 1 ? Math.abs((ticks[1] as number) - (ticks[0] as number)) : 10_000;
  const decimals = Math.max(0, Math.min(4, Math.ceil(-Math.log10(step / 10_000) - 1e-9)));
  return (value) => (value === 0 ? '0円' : `${grouped(value / 10_000, decimals)}万円`);
}

export interface CategoryTickLayout {
  /** Write every n-th label (1: all of them). */
  every: number;
  /** Labels slanted by this many degrees (0: level). */
  angle: number;
  /** Labels longer than this are cut with … (the tooltip and the table have them whole). */
  maxChars: number;
  /** Room the labels need below the axis, in pixels. */
  height: number;
}

/** Rough width of a label in pixels: a full-width character (Japanese) is about one em, others about half. */
const labelWidth = (label: string, fontSize: number) =>
  [...label].reduce((w, ch) => w + (ch.charCodeAt(0) > 0xff ? fontSize : fontSize * 0.6), 0);

/**
 * How the category labels fit an axis `width` pixels wide: level when each fits its band; slanted 40° (cut to
 * `maxChars`) when they do not; and only every n-th written when even slanted ones would touch.
 */
export function categoryTickLayout(
  labels: readonly string[],
  width: number,
  { fontSize = 11, maxChars = 8 }: { fontSize?: number; maxChars?: number } = {},
): CategoryTickLayout {
  const n = Math.max(1, labels.length);
  const band = width / n;
  // Not measured yet: level, as they come.
  if (width <= 0) return { every: 1, angle: 0, maxChars: Number.POSITIVE_INFINITY, height: fontSize + 8 };
  const widest = Math.max(0, ...labels.map((l) => labelWidth(l, fontSize)));
  const gap = fontSize * 0.5;
  if (widest + gap <= band)
    return { every: 1, angle: 0, maxChars: Number.POSITIVE_INFINITY, height: fontSize + 8 };
  // Slanted, a label takes about its line height / sin(40°) along the axis, whatever its length.
  const angle = 40;
  const along = (fontSize * 1.3) / Math.sin((angle * Math.PI) / 180);
  const every = Math.max(1, Math.ceil(along / band));
  const cut = Math.min(maxChars, Math.max(...labels.map((l) => [...l].length)));
  const longest = Math.max(0, ...labels.map((l) => labelWidth([...l].slice(0, cut).join(''), fontSize)));
  const height = Math.ceil(longest * Math.sin((angle * Math.PI) / 180) + fontSize * 2);
  return { every, angle, maxChars: cut, height };
}

/** A label cut to `maxChars` characters, with … when it was longer. */
export const cutLabel = (label: string, maxChars: number) => {
  const chars = [...label];
  return chars.length > maxChars ? `${chars.slice(0, Math.max(1, maxChars - 1)).join('')}…` : label;
};
