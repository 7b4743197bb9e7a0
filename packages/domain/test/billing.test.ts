import { describe, expect, it } from 'vitest';
import {
  addBillingMonths,
  agingBucketOf,
  countedCash,
  isBankHoliday,
  monthDays,
  nextBankBusinessDay,
  withdrawalDateOf,
} from '../src/billing.ts';
import { splitOverRates, taxByRate, taxInside } from '../src/money.ts';

describe('bank business days', () => {
  it('when a withdrawal day is a weekend, a national holiday or 12/31–1/3, then it moves to the next bank day', () => {
    expect(nextBankBusinessDay('2026-12-27')).toBe('2026-12-28'); // Sunday
    expect(nextBankBusinessDay('2026-12-31')).toBe('2027-01-04'); // 大晦日, 三が日
    expect(nextBankBusinessDay('2027-05-03')).toBe('2027-05-06'); // 憲法記念日, みどりの日, こどもの日
    expect(nextBankBusinessDay('2026-11-27')).toBe('2026-11-27'); // a Friday
    expect(isBankHoliday('2027-01-04')).toBe(false);
  });

  it('when the store withdraws on the 31st, then a short month takes its last day', () => {
    expect(withdrawalDateOf('2027-02', 31)).toBe('2027-03-01'); // 2/28 is a Sunday
    expect(withdrawalDateOf('2027-04', 31)).toBe('2027-04-30');
  });
});

describe('months', () => {
  it('when months are counted, then years stay four digits and December rolls over', () => {
    expect(addBillingMonths('2026-12', 1)).toBe('2027-01');
    expect(addBillingMonths('2027-01', -11)).toBe('2026-02');
    expect(monthDays('2028-02')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(agingBucketOf('2026-08', '2026-11')).toBe('three_months_or_more');
    expect(agingBucketOf('2026-10', '2026-11')).toBe('one_month');
  });
});

describe('tax (インボイス制度)', () => {
  it('when an invoice has lines at 10 % and 8 %, then the tax is rounded down once per rate, not per line', () => {
    const lines = [
      { amount: 7700, tax_rate: 10 as const },
      { amount: 1, tax_rate: 10 as const },
      { amount: 1, tax_rate: 10 as const },
      { amount: 540, tax_rate: 8 as const },
    ];
    expect(taxByRate(lines)).toEqual([
      { rate: 10, amount: 7702, tax: 700 },
      { rate: 8, amount: 540, tax: 40 },
    ]);
    expect(taxInside(-1100, 10)).toBe(-100);
  });

  it('when part of an invoice is paid, then the receipt splits it over the rates and the parts add up', () => {
    const parts = splitOverRates(5001, [
      { rate: 10, amount: 7700, tax: 700 },
      { rate: 8, amount: 2300, tax: 170 },
    ]);
    expect(parts.reduce((sum, p) => sum + p.amount, 0)).toBe(5001);
    expect(parts.map((p) => p.rate)).toEqual([10, 8]);
  });
});

describe('cash count', () => {
  it('when notes and coins are counted, then the drawer holds their sum', () => {
    expect(countedCash({ '10000': 3, '5000': 1, '500': 2, '1': 7 })).toBe(36007);
  });
});
