import { describe, expect, it } from 'vitest';
import {
  columnsOf,
  conflictsOf,
  laneColumnsOf,
  laneRunsOf,
  moveTo,
  resizeTo,
  shiftLanes,
  snap,
} from './layout.ts';

const day = { start: 9 * 60, end: 21 * 60 };
const lanes = [
  { id: 1, name: '第1コース' },
  { id: 2, name: '第2コース' },
  { id: 3, name: '第3コース（共用）', isShared: true },
];

describe('lane board layout', () => {
  it('when a drop lands between rows, then it snaps to the nearest 15 minutes', () => {
    expect(snap(16 * 60 + 8, 15)).toBe(16 * 60 + 15);
    expect(snap(16 * 60 + 7.4, 15)).toBe(16 * 60);
    expect(snap(16 * 60 + 7, 30)).toBe(16 * 60);
  });

  it('when a class is moved, then it keeps its length and stays inside the day', () => {
    const item = { id: 1, laneId: 1, start: 16 * 60, end: 17 * 60 };
    expect(moveTo(item, 2, 18 * 60, day)).toEqual({ id: 1, laneId: 2, start: 18 * 60, end: 19 * 60 });
    expect(moveTo(item, 1, 20 * 60 + 30, day)).toEqual({ id: 1, laneId: 1, start: 20 * 60, end: 21 * 60 });
    expect(moveTo(item, 1, 8 * 60, day)).toEqual({ id: 1, laneId: 1, start: 9 * 60, end: 10 * 60 });
  });

  it('when a class is resized, then it is at least one step and ends by the end of the day', () => {
    const item = { id: 1, laneId: 1, start: 16 * 60, end: 17 * 60 };
    expect(resizeTo(item, 16 * 60, 15, day.end).end).toBe(16 * 60 + 15);
    expect(resizeTo(item, 23 * 60, 15, day.end).end).toBe(21 * 60);
    expect(resizeTo(item, 17 * 60 + 30, 15, day.end).end).toBe(17 * 60 + 30);
  });

  it('when two classes overlap in one lane, then both are flagged; touching ends and shared lanes are not', () => {
    const found = conflictsOf(
      [
        { id: 1, laneId: 1, start: 960, end: 1020 },
        { id: 2, laneId: 1, start: 990, end: 1050 },
        { id: 3, laneId: 1, start: 1050, end: 1110 },
        { id: 4, laneId: 2, start: 960, end: 1020 },
        { id: 5, laneId: 3, start: 960, end: 1020 },
        { id: 6, laneId: 3, start: 960, end: 1020 },
      ],
      lanes,
    );
    expect(Object.fromEntries(found)).toEqual({ 1: [2], 2: [1] });
  });

  it('when one long class covers two others, then it collides with both', () => {
    const found = conflictsOf(
      [
        { id: 1, laneId: 1, start: 900, end: 1200 },
        { id: 2, laneId: 1, start: 960, end: 1020 },
        { id: 3, laneId: 1, start: 1080, end: 1140 },
      ],
      lanes,
    );
    expect(found.get(1)).toEqual([2, 3]);
    expect(found.get(3)).toEqual([1]);
  });

  it('when classes overlap in a lane, then they stand side by side; the next class after them takes the whole lane', () => {
    const placed = columnsOf([
      { id: 1, laneId: 3, start: 600, end: 720 },
      { id: 2, laneId: 3, start: 660, end: 720 },
      { id: 3, laneId: 3, start: 720, end: 780 },
      { id: 4, laneId: 1, start: 600, end: 660 },
    ]);
    expect(Object.fromEntries(placed)).toEqual({
      1: { column: 0, columns: 2 },
      2: { column: 1, columns: 2 },
      3: { column: 0, columns: 1 },
      4: { column: 0, columns: 1 },
    });
  });

  describe('a class that uses two lanes (issue 28 §4)', () => {
    const six = [1, 2, 3, 4, 5, 6].map((id) => ({ id, name: `第${id}コース` }));

    it('when its lanes are neighbours, then one block spans both', () => {
      expect(laneRunsOf({ laneId: 2, laneIds: [2, 3] }, six)).toEqual([
        { laneId: 2, index: 1, span: 2, isPrimary: true },
      ]);
    });
    it('when its lanes are listed out of order, then the span still starts at the leftmost lane', () => {
      expect(laneRunsOf({ laneId: 3, laneIds: [3, 2] }, six)).toEqual([
        { laneId: 2, index: 1, span: 2, isPrimary: true },
      ]);
    });
    it('when its lanes are apart, then there is a block in each, the first lane’s speaking for the class', () => {
      expect(laneRunsOf({ laneId: 4, laneIds: [4, 1, 2] }, six)).toEqual([
        { laneId: 1, index: 0, span: 2, isPrimary: false },
        { laneId: 4, index: 3, span: 1, isPrimary: true },
      ]);
    });
    it('when a class has one lane or a lane of another facility, then only the board’s lanes are drawn', () => {
      expect(laneRunsOf({ laneId: 5 }, six)).toEqual([{ laneId: 5, index: 4, span: 1, isPrimary: true }]);
      expect(laneRunsOf({ laneId: 6, laneIds: [6, 99] }, six)).toEqual([
        { laneId: 6, index: 5, span: 1, isPrimary: true },
      ]);
    });

    it('when it is moved sideways, then both lanes move together and neither leaves the board', () => {
      expect(shiftLanes({ laneId: 2, laneIds: [2, 3] }, six, 1)).toEqual({ laneId: 3, laneIds: [3, 4] });
      expect(shiftLanes({ laneId: 2, laneIds: [2, 3] }, six, -1)).toEqual({ laneId: 1, laneIds: [1, 2] });
      expect(shiftLanes({ laneId: 5, laneIds: [5, 6] }, six, 1)).toBeNull();
      expect(shiftLanes({ laneId: 1, laneIds: [1, 2] }, six, -1)).toBeNull();
      expect(shiftLanes({ laneId: 2 }, six, 2)).toEqual({ laneId: 4 });
    });

    it('when it is moved in time or resized, then it keeps both lanes', () => {
      const item = { id: 1, laneId: 2, laneIds: [2, 3], start: 960, end: 1020 };
      expect(moveTo(item, 2, 990, day)).toEqual({ id: 1, laneId: 2, laneIds: [2, 3], start: 990, end: 1050 });
      expect(resizeTo(item, 1050, 15, day.end)).toEqual({
        id: 1,
        laneId: 2,
        laneIds: [2, 3],
        start: 960,
        end: 1050,
      });
    });

    it('when another class is in its second lane at the same time, then both are flagged, once each', () => {
      const found = conflictsOf(
        [
          { id: 1, laneId: 1, laneIds: [1, 2], start: 960, end: 1020 },
          { id: 2, laneId: 2, start: 990, end: 1050 },
          { id: 3, laneId: 1, laneIds: [1, 2], start: 1020, end: 1080 },
        ],
        lanes,
      );
      expect(Object.fromEntries(found)).toEqual({ 1: [2], 2: [1, 3], 3: [2] });
      const twice = conflictsOf(
        [
          { id: 1, laneId: 1, laneIds: [1, 2], start: 960, end: 1020 },
          { id: 2, laneId: 1, laneIds: [1, 2], start: 960, end: 1020 },
        ],
        lanes,
      );
      expect(Object.fromEntries(twice)).toEqual({ 1: [2], 2: [1] });
    });

    it('when it shares a shared lane with another class, then it makes room there as in its own lane', () => {
      const items = [
        { id: 1, laneId: 2, laneIds: [2, 3], start: 600, end: 720 },
        { id: 2, laneId: 3, start: 660, end: 720 },
      ];
      const placed = laneColumnsOf(items);
      expect(Object.fromEntries(placed)).toEqual({
        '1@2': { column: 0, columns: 1 },
        '1@3': { column: 0, columns: 2 },
        '2@3': { column: 1, columns: 2 },
      });
      expect(columnsOf(items).get(1)).toEqual({ column: 0, columns: 1 });
    });
  });
});
