import {
  getMemberAchievementReportQueryOptions,
  getMembersReportQueryOptions,
  getSalesReportQueryOptions,
  getSalesTransitionReportQueryOptions,
  type Report,
  type ReportParams,
} from '@kayoi/api-client';
import { Select } from '@kayoi/ui';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { RouteEntry } from '../../routes/table.ts';
import { reportMessages as m } from './messages.ts';
import type { Preset } from './period.ts';
import { ReportControls, ReportPage } from './ReportPage.tsx';
import type { Emphasis } from './ReportParts.tsx';
import { useReportFilters } from './useReportFilters.ts';

// The report screens: each is the one ReportPage with its report's query and, where it has one, its own
// control or emphasis. The daily and custom reports have their own files.

type ReportOptions = (params: ReportParams) => UseQueryOptions<Report, Error, Report, readonly unknown[]>;

interface PeriodReportProps {
  route: Pick<RouteEntry, 'title'>;
  name: 'sales' | 'members' | 'member-achievement';
  options: ReportOptions;
  defaultPreset?: Exclude<Preset, 'custom'>;
  emphasis?: Emphasis;
}

/** A report over a period (presets or two days) of a store or, for admins, all stores. */
function PeriodReport({ route, name, options, defaultPreset = 'this_month', emphasis }: PeriodReportProps) {
  const filters = useReportFilters(defaultPreset);
  const query = useQuery(options(filters.params));
  return (
    <ReportPage
      name={name}
      title={route.title}
      params={filters.params}
      query={query}
      controls={<ReportControls filters={filters} />}
      {...(emphasis ? { emphasis } : {})}
    />
  );
}

/** /reports/sales: billed and collected by program, category, school and payment method, with tax. */
export function SalesReportPage({ route }: { route: RouteEntry }) {
  return <PeriodReport route={route} name="sales" options={getSalesReportQueryOptions as ReportOptions} />;
}

// The cohort table's sixth month: exits cluster there, so the owner's eye goes to it first.
const SIXTH_MONTH: Emphasis = {
  table: (table) => table.key.includes('cohort'),
  column: (column) => /(^|\D)6(\D|$)/.test(column.key) || column.label.includes('6か月'),
  remark: '6か月後の継続は退会が集中しやすい節目です（強調表示）。',
};

/** /reports/members: enrolment, joins and exits, churn, cohorts and seasonality (this fiscal year beside the last). */
export function MembersReportPage({ route }: { route: RouteEntry }) {
  return (
    <PeriodReport
      route={route}
      name="members"
      options={getMembersReportQueryOptions as ReportOptions}
      defaultPreset="fiscal_year"
      emphasis={SIXTH_MONTH}
    />
  );
}

/** /reports/member-achievement: promotions, pass rates and time to the next grade. */
export function MemberAchievementReportPage({ route }: { route: RouteEntry }) {
  return (
    <PeriodReport
      route={route}
      name="member-achievement"
      options={getMemberAchievementReportQueryOptions as ReportOptions}
      defaultPreset="fiscal_year"
    />
  );
}

const MONTHS = [12, 24] as const;

/** /reports/sales-transition: the last 12 or 24 months to a month, each beside the same month a year earlier. */
export function SalesTransitionReportPage({ route }: { route: RouteEntry }) {
  const filters = useReportFilters('this_month');
  const months: (typeof MONTHS)[number] = filters.extra('months') === '24' ? 24 : 12;
  const params = {
    to: filters.period.to,
    months,
    ...(filters.params.store_id ? { store_id: filters.params.store_id } : {}),
  };
  const query = useQuery(getSalesTransitionReportQueryOptions(params));
  return (
    <ReportPage
      name="sales-transition"
      title={route.title}
      params={params}
      query={query}
      controls={
        <ReportControls filters={filters} period="none">
          <Select
            label={m.months}
            items={MONTHS.map((n) => ({ id: String(n), label: m.monthsOption(n) }))}
            selectedKey={String(months)}
            onSelectionChange={(key) => key && filters.setExtra('months', String(key))}
          />
        </ReportControls>
      }
    />
  );
}
export { DailyReportPage } from './DailyReportPage.tsx';
