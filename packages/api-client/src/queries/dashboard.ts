import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import { pollIntervals, staleTimes } from '../policy.ts';
import { mutation, query, queryKeyOf } from './operation.ts';
import type { AttendanceTrendParams, KpiKey } from './types.ts';

/** Keys the screens and the live events name; each is the generated key of its operation. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  kpi: () => queryKeyOf(op.getDashboardKpi),
  checkinCheckout: () => queryKeyOf(op.getDashboardCheckinCheckout),
  todaySchedule: () => queryKeyOf(op.getDashboardTodaySchedule),
  /** With no params, also every period of the trend (keys match partially on invalidation). */
  attendanceTrend: (params: AttendanceTrendParams = {}) =>
    queryKeyOf(op.getDashboardAttendanceTrend, { query: params }),
  /** Without a month: every month. */
  attendanceMonth: (month?: string) =>
    queryKeyOf(op.getDashboardAttendanceMonth, month === undefined ? undefined : { path: { month } }),
  insights: () => queryKeyOf(op.getDashboardInsights),
  familyNotices: () => queryKeyOf(op.getDashboardFamilyNotices),
  setupGuide: () => queryKeyOf(op.getSetupGuide),
};

/** Every dashboard tile is polled every 60 s and stale after 30 s (seed §7). */
const dashboardPolling = {
  staleTime: staleTimes.dashboard,
  refetchInterval: pollIntervals.dashboard,
} as const;

export const getDashboardKpiQueryOptions = () =>
  queryOptions({ ...query(op.getDashboardKpi), ...dashboardPolling });
export const getDashboardCheckinCheckoutQueryOptions = () =>
  queryOptions({ ...query(op.getDashboardCheckinCheckout), ...dashboardPolling });
export const getDashboardWeeklyComparisonQueryOptions = () =>
  queryOptions({ ...query(op.getDashboardWeeklyComparison), ...dashboardPolling });
export const getDashboardTodayScheduleQueryOptions = () =>
  queryOptions({ ...query(op.getDashboardTodaySchedule), ...dashboardPolling });
export const getDashboardAttendanceTrendQueryOptions = (params: AttendanceTrendParams = {}) =>
  queryOptions({ ...query(op.getDashboardAttendanceTrend, { query: params }), ...dashboardPolling });

export const useDashboardKpi = () => useQuery(getDashboardKpiQueryOptions());
export const useDashboardCheckinCheckout = () => useQuery(getDashboardCheckinCheckoutQueryOptions());
export const useDashboardWeeklyComparison = () => useQuery(getDashboardWeeklyComparisonQueryOptions());
export const useDashboardTodaySchedule = () => useQuery(getDashboardTodayScheduleQueryOptions());
export const useDashboardAttendanceTrend = (params: AttendanceTrendParams = {}) =>
  useQuery(getDashboardAttendanceTrendQueryOptions(params));

/** The KPI detail modal: opened on demand, fresh for 30 s like the cards, not polled. */
export const getDashboardKpiDetailQueryOptions = (key: KpiKey) =>
  queryOptions({ ...query(op.getDashboardKpiDetail, { path: { key } }), staleTime: staleTimes.dashboard });

/** One month of the attendance trend (the month modal). */
export const getDashboardAttendanceMonthQueryOptions = (month: string) =>
  queryOptions({
    ...query(op.getDashboardAttendanceMonth, { path: { month } }),
    staleTime: staleTimes.dashboard,
  });

/** The insights card, computed anew by the server at every call (its refresh button refetches). */
export const getDashboardInsightsQueryOptions = () =>
  queryOptions({ ...query(op.getDashboardInsights), ...dashboardPolling });

export const useDashboardKpiDetail = (key: KpiKey | null) =>
  useQuery({ ...getDashboardKpiDetailQueryOptions(key ?? 'active_members'), enabled: key !== null });
export const useDashboardAttendanceMonth = (month: string | null) =>
  useQuery({ ...getDashboardAttendanceMonthQueryOptions(month ?? ''), enabled: month !== null });
export const useDashboardInsights = () => useQuery(getDashboardInsightsQueryOptions());

/** マイページからの連絡: today's 欠席連絡 and 振替予約 from families, polled with the tiles. */
export const getDashboardFamilyNoticesQueryOptions = () =>
  queryOptions({ ...query(op.getDashboardFamilyNotices), ...dashboardPolling });
export const useDashboardFamilyNotices = () => useQuery(getDashboardFamilyNoticesQueryOptions());

/**
 * The first-run guide (はじめに) of an administrator's store: each step ticked by the server from the data, so it
 * is read again with the dashboard's tiles (a step done in another tab shows within a minute).
 */
export const getSetupGuideQueryOptions = () =>
  queryOptions({ ...query(op.getSetupGuide), ...dashboardPolling });

/** Administrators only: others are refused, so the screen asks only when `enabled`. */
export const useSetupGuide = (enabled = true) => useQuery({ ...getSetupGuideQueryOptions(), enabled });

/** Closing the guide (or opening it again from 設定): the guide as the server answers it replaces the cached one. */
export const updateSetupGuideMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateSetupGuide, (input: { hidden: boolean }) => ({ body: input })),
    onSuccess: (guide, _input, _result, { client }) => {
      client.setQueryData(dashboardKeys.setupGuide(), guide);
    },
  });

export const useUpdateSetupGuide = () => useMutation(updateSetupGuideMutationOptions());
