import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_DASHBOARD_LAYOUT, layoutFor, readSavedLayout, toTwelveColumns } from './layout.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('saved dashboard layout', () => {
  it('when nothing is saved, then there is no saved layout and nothing is logged', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readSavedLayout(null)).toBeNull();
    expect(log).not.toHaveBeenCalled();
  });

  it('when a moved layout of six tiles is saved, then it is read back with the seed minimums', () => {
    const moved = DEFAULT_DASHBOARD_LAYOUT.map((item) =>
      item.i === 'weekly' ? { ...item, x: 8, y: 15 } : item,
    );
    const read = readSavedLayout(
      JSON.stringify(moved.map(({ i, x, y, w, h }) => ({ i, x, y, w, h, minW: 1, minH: 1 }))),
    );
    expect(read?.find((item) => item.i === 'weekly')).toMatchObject({ x: 8, y: 15, minW: 3, minH: 8 });
    expect(read?.find((item) => item.i === 'kpi')).toMatchObject({ maxH: 8, minW: 12 });
  });

  it.each([
    ['not JSON', '{oops'],
    ['five items', JSON.stringify(DEFAULT_DASHBOARD_LAYOUT.slice(0, 5))],
    ['seven items', JSON.stringify([...DEFAULT_DASHBOARD_LAYOUT, DEFAULT_DASHBOARD_LAYOUT[0]])],
    ['an object', JSON.stringify({ lg: DEFAULT_DASHBOARD_LAYOUT })],
    ['a tile twice', JSON.stringify([...DEFAULT_DASHBOARD_LAYOUT.slice(0, 5), DEFAULT_DASHBOARD_LAYOUT[0]])],
    [
      'an unknown tile',
      JSON.stringify([...DEFAULT_DASHBOARD_LAYOUT.slice(0, 5), { i: 'sales', x: 0, y: 0, w: 1, h: 1 }]),
    ],
  ])('when the saved value is %s, then it is ignored with "Failed to load saved layout"', (_, saved) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(readSavedLayout(saved)).toBeNull();
    expect(log).toHaveBeenCalledWith('Failed to load saved layout', expect.anything());
  });

  it('when the screen narrows, then md keeps three columns side by side and small screens stack every tile', () => {
    const md = layoutFor('md', DEFAULT_DASHBOARD_LAYOUT);
    expect(md.filter((item) => item.y === 5).map((item) => [item.x, item.w])).toEqual([
      [0, 3],
      [3, 4],
      [7, 3],
    ]);
    const xs = layoutFor('xs', DEFAULT_DASHBOARD_LAYOUT);
    expect(xs.map((item) => [item.i, item.x, item.y, item.w])).toEqual([
      ['kpi', 0, 0, 4],
      ['checkin', 0, 5, 4],
      ['weekly', 0, 15, 4],
      ['trend', 0, 25, 4],
      ['insights', 0, 35, 4],
      ['schedule', 0, 43, 4],
    ]);
  });

  it('when the KPI cards go two by two on a narrow screen, then their tile is two cards high and the rest moves down', () => {
    const xxs = layoutFor('xxs', DEFAULT_DASHBOARD_LAYOUT, { kpiRows: 2 });
    expect(xxs.map((item) => [item.i, item.y, item.h])).toEqual([
      ['kpi', 0, 8],
      ['checkin', 8, 10],
      ['weekly', 18, 10],
      ['trend', 28, 10],
      ['insights', 38, 8],
      ['schedule', 46, 8],
    ]);
  });

  it('when a tile is moved on the 10-column grid, then the saved 12-column layout follows and the rest round-trips', () => {
    const md = layoutFor('md', DEFAULT_DASHBOARD_LAYOUT).map((item) =>
      item.i === 'insights' ? { ...item, y: 30 } : item,
    );
    const saved = toTwelveColumns('md', md);
    expect(saved.find((item) => item.i === 'insights')).toMatchObject({ x: 0, y: 30, w: 6 });
    expect(saved.filter((item) => item.i !== 'insights')).toEqual(
      DEFAULT_DASHBOARD_LAYOUT.filter((item) => item.i !== 'insights'),
    );
  });
});
