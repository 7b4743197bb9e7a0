import { describe, expect, it } from 'vitest';
import { categoryTickLayout, cutLabel, niceTicks, yenTickFormat } from './axis.ts';

const yenAxis = (max: number) => {
  const ticks = niceTicks(0, max, 4, 1);
  return ticks.map(yenTickFormat(ticks));
};

describe('niceTicks', () => {
  it('when a yen axis has nothing on it (the sales chart of a new school), then its ticks are whole and distinct', () => {
    // The axis read ￥0 ￥1 ￥1 ￥2 ￥2: ticks of 0.5 written as whole yen.
    expect(niceTicks(0, 1, 4, 1)).toEqual([0, 1]);
    expect(niceTicks(0, 2, 4, 1)).toEqual([0, 1, 2]);
  });

  it('when the figures are large, then the steps are round and the axis ends on a tick at or above the top', () => {
    expect(niceTicks(0, 1_498_300, 4, 1)).toEqual([0, 500_000, 1_000_000, 1_500_000]);
    expect(niceTicks(0, 100, 4)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceTicks(0, 41, 4, 1)).toEqual([0, 10, 20, 30, 40, 50]);
    expect(niceTicks(0, 0.3, 3)).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('when figures go below zero, then the axis starts below zero on a tick', () => {
    expect(niceTicks(-12_000, 30_000, 4, 1)).toEqual([-20_000, -10_000, 0, 10_000, 20_000, 30_000]);
  });
});

describe('yenTickFormat', () => {
  it('when an axis reaches ￥10,000, then it reads in 万円 with the decimals its step needs', () => {
    expect(yenAxis(1_498_300)).toEqual(['0円', '50万円', '100万円', '150万円']);
    expect(yenAxis(15_000)).toEqual(['0円', '0.5万円', '1.0万円', '1.5万円']);
    expect(yenAxis(12_345_678)).toEqual([
      '0円',
      '200万円',
      '400万円',
      '600万円',
      '800万円',
      '1,000万円',
      '1,200万円',
      '1,400万円',
    ]);
  });

  it('when an axis stays under ￥10,000, then it reads in 円', () => {
    expect(yenAxis(4_200)).toEqual(['0円', '1,000円', '2,000円', '3,000円', '4,000円', '5,000円']);
    expect(yenAxis(0)).toEqual(['0円', '1円']);
  });

  it('when any top is drawn, then no two ticks read alike', () => {
    for (let top = 1; top < 50_000_000; top = Math.ceil(top * 1.37) + 1) {
      const labels = yenAxis(top);
      expect(new Set(labels).size, `top ${top}: ${labels.join(' ')}`).toBe(labels.length);
    }
  });
});

describe('categoryTickLayout', () => {
  const programs = [
    'ベビースイミング',
    '幼児スイミング',
    '小学生スイミング',
    '選手育成コース',
    '成人フィットネス',
  ];

  it('when short labels fit their bands, then all are written level', () => {
    expect(categoryTickLayout(['4月', '5月', '6月'], 600)).toMatchObject({ every: 1, angle: 0 });
  });

  it('when long program names would run into each other, then they are slanted and cut, never overlapping', () => {
    const layout = categoryTickLayout(programs, 400);
    expect(layout.angle).toBe(40);
    expect(layout.every).toBe(1);
    expect(layout.maxChars).toBe(8);
    // Slanted labels, one line high, each take line / sin(40°) along the axis: less than a band.
    expect((11 * 1.3) / Math.sin((40 * Math.PI) / 180)).toBeLessThan(400 / programs.length);
  });

  it('when there are more categories than even slanted labels fit, then only every n-th is written', () => {
    const many = Array.from({ length: 40 }, (_, i) => `プログラム${i + 1}`);
    const layout = categoryTickLayout(many, 400);
    expect(layout.every).toBeGreaterThan(1);
    expect((400 / many.length) * layout.every).toBeGreaterThanOrEqual(
      (11 * 1.3) / Math.sin((40 * Math.PI) / 180),
    );
  });

  it('when the axis is not measured yet, then the labels are level and all written', () => {
    expect(categoryTickLayout(programs, 0)).toMatchObject({ every: 1, angle: 0 });
  });

  it('when a label is longer than the cut, then it ends with …', () => {
    expect(cutLabel('成人フィットネスコース上級', 8)).toBe('成人フィットネ…');
    expect(cutLabel('幼児', 8)).toBe('幼児');
  });
});
