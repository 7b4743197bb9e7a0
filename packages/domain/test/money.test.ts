import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatYen, formatYenInText, taxIncludedIn } from '../src/money.ts';

describe('taxIncludedIn (10 %, per invoice line, 切り捨て)', () => {
  it.each([
    [8_800, 800],
    [11_000, 1_000],
    [1, 0],
    [10, 0],
    [11, 1],
    [109, 9],
    [110, 10],
    [9_999, 909], // 909.0…: rounded down, never up
    [0, 0],
    [-8_800, -800], // a refund line
    [-1, 0],
  ])('when a line is %i yen tax included, then %i of it is tax', (amount, tax) => {
    expect(taxIncludedIn(amount)).toBe(tax);
  });

  it('when any line is split, then tax + the rest is the line and the tax is at most 10/110 of it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (amount) => {
        const tax = taxIncludedIn(amount);
        expect(Number.isInteger(tax)).toBe(true);
        expect(tax * 110).toBeLessThanOrEqual(amount * 10);
        expect((tax + 1) * 110).toBeGreaterThan(amount * 10);
      }),
    );
  });

  it('when lines are summed, then the tax is rounded per line, not on the total', () => {
    expect([105, 105, 105].reduce((sum, line) => sum + taxIncludedIn(line), 0)).toBe(27);
    expect(taxIncludedIn(315)).toBe(28);
  });
});

describe('yen formats', () => {
  it('when an amount is shown, then it has the yen sign and thousands separators', () => {
    expect(formatYen(8_800)).toBe('￥8,800');
    expect(formatYen(0)).toBe('￥0');
  });
  it('when an amount is written in text, then 円 follows it', () => {
    expect(formatYenInText(8_800)).toBe('8,800円');
    expect(formatYenInText(1_234_567)).toBe('1,234,567円');
  });
});
