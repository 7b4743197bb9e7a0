import { describe, expect, it } from 'vitest';
import { presetPeriod, presetPeriods } from '../src/reportPeriods.ts';

describe('report periods', () => {
  it('when a preset is asked on a day, then its days end that day at the latest', () => {
    expect(presetPeriod('this_month', '2026-11-22')).toEqual({ from: '2026-11-01', to: '2026-11-22' });
    expect(presetPeriod('last_month', '2026-01-15')).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(presetPeriod('last_month', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetPeriod('fiscal_year', '2026-11-22')).toEqual({ from: '2026-04-01', to: '2026-11-22' });
    expect(presetPeriod('fiscal_year', '2027-03-31')).toEqual({ from: '2026-04-01', to: '2027-03-31' });
    expect(presetPeriod('last_12_months', '2026-11-22')).toEqual({ from: '2025-12-01', to: '2026-11-22' });
  });

  it('when the presets of a day are listed, then 今年度 comes first and a period that two presets share comes once', () => {
    expect(presetPeriods('2026-11-22')).toEqual([
      { from: '2026-04-01', to: '2026-11-22' },
      { from: '2025-12-01', to: '2026-11-22' },
      { from: '2026-11-01', to: '2026-11-22' },
      { from: '2026-10-01', to: '2026-10-31' },
    ]);
    // In April 今年度 is this month.
    expect(presetPeriods('2026-04-10')).toEqual([
      { from: '2026-04-01', to: '2026-04-10' },
      { from: '2025-05-01', to: '2026-04-10' },
      { from: '2026-03-01', to: '2026-03-31' },
    ]);
  });
});
