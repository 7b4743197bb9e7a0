import { addDays, addMonths, type Day, fiscalYearDays, fiscalYearOf, monthStartOf } from './calendar.ts';

// A report's period: the presets an owner reaches for (今月, 先月, 今年度 from April, 過去12か月) or any two days.
// The screens offer them; the server reads the kept reports of every preset before anyone asks (reports/warm-up.ts).

export const PRESETS = ['this_month', 'last_month', 'fiscal_year', 'last_12_months', 'custom'] as const;
export type Preset = (typeof PRESETS)[number];

export interface Period {
  from: Day;
  to: Day;
}

/** The days of a preset on `today` (Tokyo): each ends today at the latest, as the server counts no future. */
export function presetPeriod(preset: Exclude<Preset, 'custom'>, today: Day): Period {
  const month = monthStartOf(today);
  switch (preset) {
    case 'this_month':
      return { from: month, to: today };
    case 'last_month':
      return { from: addMonths(month, -1), to: addDays(month, -1) };
    case 'fiscal_year':
      return { from: fiscalYearDays(fiscalYearOf(today)).first, to: today };
    case 'last_12_months':
      return { from: addMonths(month, -11), to: today };
  }
}

/**
 * The periods of the presets on `today`, the screens' default (今年度) first, each once: in April 今年度 is 今月's days.
 */
export function presetPeriods(today: Day): Period[] {
  const periods = new Map<string, Period>();
  for (const preset of ['fiscal_year', 'last_12_months', 'this_month', 'last_month'] as const) {
    const period = presetPeriod(preset, today);
    periods.set(`${period.from} ${period.to}`, period);
  }
  return [...periods.values()];
}

export const isPreset = (value: string | null): value is Preset =>
  value !== null && (PRESETS as readonly string[]).includes(value);
