/** The schedule's day: 10:00 to 21:00 (seed §9). */
export const TIMELINE_START_MINUTES = 10 * 60;
export const TIMELINE_END_MINUTES = 21 * 60;
/** Bars are at least this wide so that name, times and figures fit (seed §9). */
export const MIN_BAR_WIDTH = 180;

export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export interface PlacedBar<T> {
  item: T;
  left: number;
  width: number;
  /** Row of the timeline (0 = top); overlapping bars go to different rows. */
  row: number;
}

/**
 * Places each class on the timeline: left edge from its start, width from its length but never under
 * MIN_BAR_WIDTH, and the first row where it overlaps nothing already placed (by the drawn extents, so a
 * short class widened to the minimum does not cover its neighbour).
 */
export function placeBars<T extends { start_time: string; end_time: string }>(
  items: readonly T[],
  pixelsPerMinute: number,
): { bars: PlacedBar<T>[]; rows: number } {
  const sorted = [...items].sort(
    (a, b) =>
      minutesOf(a.start_time) - minutesOf(b.start_time) || minutesOf(a.end_time) - minutesOf(b.end_time),
  );
  const rowEnds: number[] = [];
  const bars = sorted.map((item) => {
    const start = Math.max(
      TIMELINE_START_MINUTES,
      Math.min(TIMELINE_END_MINUTES, minutesOf(item.start_time)),
    );
    const end = Math.max(start, Math.min(TIMELINE_END_MINUTES, minutesOf(item.end_time)));
    const left = (start - TIMELINE_START_MINUTES) * pixelsPerMinute;
    const width = Math.max(MIN_BAR_WIDTH, (end - start) * pixelsPerMinute);
    let row = rowEnds.findIndex((rowEnd) => rowEnd <= left);
    if (row < 0) {
      row = rowEnds.length;
      rowEnds.push(0);
    }
    rowEnds[row] = left + width;
    return { item, left, width, row };
  });
  return { bars, rows: rowEnds.length };
}

/** The tones a bar takes, by its attendance rate (rateTone). */
export const RATE_TONES = ['success', 'info', 'warning'] as const;

/** Green at 80 % or more, blue at 60 % or more, yellow below (seed §9). */
export function rateTone(rate: number): (typeof RATE_TONES)[number] {
  if (rate >= 80) return 'success';
  if (rate >= 60) return 'info';
  return 'warning';
}
