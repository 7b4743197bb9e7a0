import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client.ts';
import { pollIntervals, staleTimes } from '../policy.ts';
import type { AttendanceTrendParams, KpiKey } from './types.ts';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  kpi: () => [...dashboardKeys.all, 'kpi'] as const,
  checkinCheckout: () => [...dashboardKeys.all, 'checkinCheckout'] as const,
  weeklyComparison: () => [...dashboardKeys.all, 'weeklyComparison'] as const,
  todaySchedule: () => [...dashboardKeys.all, 'todaySchedule'] as const,
  attendanceTrend: (params: AttendanceTrendParams = {}) =>
    [...dashboardKeys.all, 'attendanceTrend', params] as const,
  kpiDetail: (key: KpiKey) => [...dashboardKeys.all, 'kpiDetail', key] as const,
  attendanceMonth: (month: string) => [...dashboardKeys.all, 'attendanceMonth', month] as const,
  insights: () => [...dashboardKeys.all, 'insights'] as const,
  setupGuide: () => [...dashboardKeys.all, 'setupGuide'] as const,
};

/** Every dashboard tile is polled every 60 s and stale after 30 s (seed §7). */
const dashboardPolling = {
  staleTime: staleTimes.dashboard,
  refetchInterval: pollIntervals.dashboard,
} as const;

export const getDashboardKpiQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.kpi(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/dashboard/kpi', { signal })),
    ...dashboardPolling,
  });

export const getDashboardCheckinCheckoutQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.checkinCheckout(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/dashboard/checkin-checkout', { signal })),
    ...dashboardPolling,
  });

export const getDashboardWeeklyComparisonQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.weeklyComparison(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/dashboard/weekly-comparison', { signal })),
    ...dashboardPolling,
  });

export const getDashboardTodayScheduleQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.todaySchedule(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/dashboard/today-schedule', { signal })),
    ...dashboardPolling,
  });

export const getDashboardAttendanceTrendQueryOptions = (params: AttendanceTrendParams = {}) =>
  queryOptions({
    queryKey: dashboardKeys.attendanceTrend(params),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/dashboard/attendance-trend', { params: { query: params }, signal })),
    ...dashboardPolling,
  });

export const useDashboardKpi = () => useQuery(getDashboardKpiQueryOptions());
export const useDashboardCheckinCheckout = () => useQuery(getDashboardCheckinCheckoutQueryOptions());
export const useDashboardWeeklyComparison = () => useQuery(getDashboardWeeklyComparisonQueryOptions());
export const useDashboardTodaySchedule = () => useQuery(getDashboardTodayScheduleQueryOptions());
export const useDashboardAttendanceTrend = (params: AttendanceTrendParams = {}) =>
  useQuery(getDashboardAttendanceTrendQueryOptions(params));

/** The KPI detail modal: opened on demand, fresh for 30 s like the cards, not polled. */
export const getDashboardKpiDetailQueryOptions = (key: KpiKey) =>
  queryOptions({
    queryKey: dashboardKeys.kpiDetail(key),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/dashboard/kpi/{key}', { params: { path: { key } }, signal })),
    staleTime: staleTimes.dashboard,
  });

/** One month of the attendance trend (the month modal). */
export const getDashboardAttendanceMonthQueryOptions = (month: string) =>
  queryOptions({
    queryKey: dashboardKeys.attendanceMonth(month),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient().GET('/api/dashboard/attendance-trend/{month}', { params: { path: { month } }, signal }),
      ),
    staleTime: staleTimes.dashboard,
  });

/** The insights card, computed anew by the server at every call (its refresh button refetches). */
export const getDashboardInsightsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.insights(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/dashboard/insights', { signal })),
    ...dashboardPolling,
  });

export const useDashboardKpiDetail = (key: KpiKey | null) =>
  useQuery({ ...getDashboardKpiDetailQueryOptions(key ?? 'active_members'), enabled: key !== null });
export const useDashboardAttendanceMonth = (month: string | null) =>
  useQuery({ ...getDashboardAttendanceMonthQueryOptions(month ?? ''), enabled: month !== null });
export const useDashboardInsights = () => useQuery(getDashboardInsightsQueryOptions());

/**
 * The first-run guide (はじめに) of an administrator's store: each step ticked by the server from the data, so it
 * is read again with the dashboard's tiles (a step done in another tab shows within a minute).
 */
export const getSetupGuideQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.setupGuide(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/setup-guide', { signal })),
    ...dashboardPolling,
  });

/** Administrators only: others are refused, so the screen asks only when `enabled`. */
export const useSetupGuide = (enabled = true) => useQuery({ ...getSetupGuideQueryOptions(), enabled });

/** Closing the guide (or opening it again from 設定): the guide as the server answers it replaces the cached one. */
export const updateSetupGuideMutationOptions = () =>
  mutationOptions({
    mutationKey: [...dashboardKeys.setupGuide(), 'updateSetupGuide'],
    mutationFn: (input: { hidden: boolean }) => unwrap(apiClient().PUT('/api/setup-guide', { body: input })),
    onSuccess: (guide, _input, _result, { client }) => {
      client.setQueryData(dashboardKeys.setupGuide(), guide);
    },
  });

export const useUpdateSetupGuide = () => useMutation(updateSetupGuideMutationOptions());
