import { describe, expect, it } from 'vitest';
import { isInForce, monthlyTotal } from '../src/contracts.ts';

describe('a contract in force', () => {
  const contract = { starts_on: '2026-04-01', ends_on: '2026-11-30' };

  it('when the day is its first or its last, then it is in force (both ends count)', () => {
    expect(isInForce(contract, '2026-04-01')).toBe(true);
    expect(isInForce(contract, '2026-11-30')).toBe(true);
  });

  it('when the day is before its start or after its end, then it is not', () => {
    expect(isInForce(contract, '2026-03-31')).toBe(false);
    expect(isInForce(contract, '2026-12-01')).toBe(false);
  });

  it('when it has no end, then it stays in force from its start on', () => {
    expect(isInForce({ starts_on: '2026-04-01', ends_on: null }, '2999-12-31')).toBe(true);
  });

  it('when a member holds several, then the monthly total is the sum of their fees', () => {
    expect(monthlyTotal([{ monthly_fee: 7_700 }, { monthly_fee: 12_100 }])).toBe(19_800);
    expect(monthlyTotal([])).toBe(0);
  });
});
