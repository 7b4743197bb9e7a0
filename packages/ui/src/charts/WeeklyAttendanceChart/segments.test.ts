import { describe, expect, it } from 'vitest';
import { drawableRuns } from './segments.ts';

describe('drawableRuns', () => {
  const value = (p: { n: number | null }) => p.n;
  const days = (...ns: (number | null)[]) => ns.map((n, i) => ({ i, n }));

  it('when the store is closed on Thursday, then the week is drawn as two runs around it, not through a 0', () => {
    const runs = drawableRuns(days(14, 18, 29, 27, null, 14, 20), value);
    expect(runs.map((run) => run.map((p) => p.i))).toEqual([
      [0, 1, 2, 3],
      [5, 6],
    ]);
  });

  it('when the days to come are missing, then the line stops at today', () => {
    expect(drawableRuns(days(3, 4, null, null), value).map((run) => run.length)).toEqual([2]);
  });

  it('when nothing is there, then nothing is drawn; when all is, then one run', () => {
    expect(drawableRuns(days(null, null), value)).toEqual([]);
    expect(drawableRuns(days(0, 0, 0), value)).toHaveLength(1);
  });
});
