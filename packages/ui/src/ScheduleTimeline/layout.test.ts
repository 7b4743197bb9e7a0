import { describe, expect, it } from 'vitest';
import { MIN_BAR_WIDTH, placeBars, rateTone } from './layout.ts';

const lesson = (start_time: string, end_time: string) => ({ start_time, end_time });

describe('schedule layout', () => {
  it('when classes do not overlap, then they share the first row', () => {
    const { bars, rows } = placeBars([lesson('10:00', '11:00'), lesson('12:00', '13:00')], 3);
    expect(rows).toBe(1);
    expect(bars.map((b) => [b.left, b.width, b.row])).toEqual([
      [0, 180, 0],
      [360, 180, 0],
    ]);
  });

  it('when classes overlap in time or only in their widened bars, then each goes to the next free row', () => {
    const { bars, rows } = placeBars(
      [
        lesson('16:00', '17:00'),
        lesson('16:30', '17:30'),
        lesson('17:00', '17:30'),
        lesson('17:40', '18:00'),
      ],
      2,
    );
    // 16:00 ends (drawn) at 360+180=540 px; 17:00 starts at 420 px: it overlaps the first bar's width.
    expect(bars.map((b) => b.row)).toEqual([0, 1, 2, 0]);
    expect(rows).toBe(3);
    expect(bars.every((b) => b.width >= MIN_BAR_WIDTH)).toBe(true);
  });

  it('when a class starts before 10:00 or runs past 21:00, then it is cut to the timeline', () => {
    const { bars } = placeBars([lesson('09:00', '10:30'), lesson('20:30', '22:00')], 4);
    expect(bars[0]?.left).toBe(0);
    expect(bars[1]?.left).toBe((20 * 60 + 30 - 10 * 60) * 4);
    expect(bars[1]?.width).toBe(MIN_BAR_WIDTH);
    expect(bars[0]?.width).toBe(MIN_BAR_WIDTH);
  });

  it('when the rate is 80, 79.9, 60 or 59.9, then the colour is green, blue, blue, yellow', () => {
    expect([80, 79.9, 60, 59.9].map(rateTone)).toEqual(['success', 'info', 'info', 'warning']);
  });
});
