import { todayInTokyo } from '@kayoi/domain/calendar';
import { isPreset, type Period, type Preset, presetPeriod } from '@kayoi/domain/report-periods';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** The store a report covers: the session's (omitted), one store's id, or `all` (the chain total, admins). */
export type StoreChoice = 'session' | 'all' | `${number}`;

export interface ReportFilters {
  preset: Preset;
  period: Period;
  store: StoreChoice;
  /** The daily report's day (?date=), today by default. */
  day: string;
  /** A report's own setting kept in the URL (売上推移's 12/24 months). */
  extra: (name: string) => string | null;
  setPreset: (preset: Preset) => void;
  setDay: (which: 'from' | 'to', day: string | null) => void;
  setStore: (store: StoreChoice) => void;
  setExtra: (name: string, value: string | null) => void;
  /** The query every report takes: from, to and store_id (absent for the session's store). */
  params: { from: string; to: string; store_id?: string };
}

/**
 * A report's period and store, kept in the URL (?preset=&from=&to=&store=) so a link opens the same figures.
 * `defaultPreset` is the report's first look (今月; 過去12か月 for trends).
 */
export function useReportFilters(defaultPreset: Exclude<Preset, 'custom'> = 'this_month'): ReportFilters {
  const [search, setSearch] = useSearchParams();
  const today = todayInTokyo();
  const asked = search.get('preset');
  const preset: Preset = isPreset(asked) ? asked : defaultPreset;
  const fallback = presetPeriod(preset === 'custom' ? defaultPreset : preset, today);
  const period =
    preset === 'custom'
      ? { from: search.get('from') ?? fallback.from, to: search.get('to') ?? fallback.to }
      : fallback;
  const storeParam = search.get('store');
  const store: StoreChoice =
    storeParam === 'all' || (storeParam && /^[1-9]\d{0,8}$/.test(storeParam))
      ? (storeParam as StoreChoice)
      : 'session';

  const update = useCallback(
    (changes: Record<string, string | null>) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null) next.delete(key);
            else next.set(key, value);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearch],
  );

  return useMemo(
    () => ({
      preset,
      period,
      store,
      day: search.get('date') ?? today,
      extra: (name: string) => search.get(name),
      setPreset: (next: Preset) =>
        update(
          next === 'custom'
            ? { preset: next, from: period.from, to: period.to }
            : { preset: next, from: null, to: null },
        ),
      setDay: (which: 'from' | 'to', day: string | null) =>
        update({ preset: 'custom', from: period.from, to: period.to, [which]: day }),
      setStore: (next: StoreChoice) => update({ store: next === 'session' ? null : next }),
      setExtra: (name: string, value: string | null) => update({ [name]: value }),
      params: {
        from: period.from,
        to: period.to,
        ...(store === 'session' ? {} : { store_id: store }),
      },
    }),
    [preset, period.from, period.to, store, search, update, today],
  );
}
