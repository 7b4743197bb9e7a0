import {
  getAttendanceReportQueryOptions,
  getFacilitiesReportQueryOptions,
  getMemberAchievementReportQueryOptions,
  getMembersReportQueryOptions,
  getProgramsReportQueryOptions,
  getSalesReportQueryOptions,
  getSalesTransitionReportQueryOptions,
  getStaffReportQueryOptions,
  getTrialsReportQueryOptions,
  type Report,
  type ReportParams,
} from '@kayoi/api-client';
import { todayInTokyo } from '@kayoi/domain/calendar';
import type { Preset } from '@kayoi/domain/report-periods';
import { DatePicker, Select } from '@kayoi/ui';
import { type UseQueryOptions, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { RouteEntry } from '../../routes/table.ts';
import { reportMessages as m } from './messages.ts';
import { ReportControls, ReportPage } from './ReportPage.tsx';
import type { Emphasis } from './ReportParts.tsx';
import { useReportFilters } from './useReportFilters.ts';

// The report screens: each is the one ReportPage with its report's query and, where it has one, its own
// control or emphasis. The daily and custom reports have their own files.

type ReportOptions = (params: ReportParams) => UseQueryOptions<Report, Error, Report, readonly unknown[]>;

interface PeriodReportProps {
  route: Pick<RouteEntry, 'title'>;
  name:
    | 'sales'
    | 'members'
    | 'member-achievement'
    | 'programs'
    | 'attendance'
    | 'staff'
    | 'facilities'
    | 'trials';
  options: ReportOptions;
  defaultPreset?: Exclude<Preset, 'custom'>;
  emphasis?: Emphasis;
  /** The report's own query beside the period and store (出席's 集計単位). */
  extra?: Record<string, string>;
  /** The report's own controls, after the period and store. */
  children?: ReactNode;
}

/** A report over a period (presets or two days) of a store or, for admins, all stores. */
function PeriodReport({
  route,
  name,
  options,
  defaultPreset = 'this_month',
  emphasis,
  extra = {},
  children,
}: PeriodReportProps) {
  const filters = useReportFilters(defaultPreset);
  const params = { ...filters.params, ...extra };
  const query = useQuery(options(params));
  return (
    <ReportPage
      name={name}
      title={route.title}
      params={params}
      query={query}
      controls={<ReportControls filters={filters}>{children}</ReportControls>}
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

/** /reports/programs: per program and class — capacity, enrolled, fill rate, attendance rate, waiting list. */
export function ProgramsReportPage({ route }: { route: RouteEntry }) {
  return (
    <PeriodReport route={route} name="programs" options={getProgramsReportQueryOptions as ReportOptions} />
  );
}

const GROUPS = ['auto', 'day', 'week', 'month'] as const;

/** /reports/attendance: by day, week or month, the weekday × hour heat map, per class, absences and makeups. */
export function AttendanceReportPage({ route }: { route: RouteEntry }) {
  const filters = useReportFilters();
  const asked = filters.extra('group_by');
  const group = GROUPS.find((g) => g === asked) ?? 'auto';
  return (
    <PeriodReport
      route={route}
      name="attendance"
      options={getAttendanceReportQueryOptions as ReportOptions}
      extra={group === 'auto' ? {} : { group_by: group }}
    >
      <Select
        label={m.groupBy}
        items={GROUPS.map((g) => ({ id: g, label: m.groups[g] }))}
        selectedKey={group}
        onSelectionChange={(key) => key && filters.setExtra('group_by', key === 'auto' ? null : String(key))}
      />
    </PeriodReport>
  );
}

/** /reports/staff: per instructor — lessons, hours, members taught, attendance and pass rates, substitutions. */
export function StaffReportPage({ route }: { route: RouteEntry }) {
  return <PeriodReport route={route} name="staff" options={getStaffReportQueryOptions as ReportOptions} />;
}

/** /reports/facilities: lane and room occupancy by weekday and hour, peak times and unused slots. */
export function FacilitiesReportPage({ route }: { route: RouteEntry }) {
  return (
    <PeriodReport
      route={route}
      name="facilities"
      options={getFacilitiesReportQueryOptions as ReportOptions}
    />
  );
}

/** /reports/trials: 体験数, 入会数 and 入会率 (入会数 ÷ 体験数) by month and program (issue 29). */
export function TrialsReportPage({ route }: { route: RouteEntry }) {
  return (
    <PeriodReport
      route={route}
      name="trials"
      options={getTrialsReportQueryOptions as ReportOptions}
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
          <DatePicker
            label={m.lastMonthOf}
            value={filters.period.to}
            maxValue={todayInTokyo()}
            onChange={(day) => day && filters.setDay('to', day)}
          />
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
export { CustomReportPage } from './CustomReportPage.tsx';
export { DailyReportPage } from './DailyReportPage.tsx';
