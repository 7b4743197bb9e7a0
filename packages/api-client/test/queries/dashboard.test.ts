import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { DEMO_CUSTOMER_IDS, DEMO_TOKENS } from '../../src/msw/index.ts';
import { pollIntervals, staleTimes } from '../../src/policy.ts';
import {
  attendanceKeys,
  getCustomerContractQueryOptions,
  getCustomerMonthlyCountQueryOptions,
  getCustomerOvertimeCountQueryOptions,
  getCustomerRecentHistoryQueryOptions,
  recordCustomerAttendanceMutationOptions,
} from '../../src/queries/attendance.ts';
import {
  dashboardKeys,
  getDashboardAttendanceMonthQueryOptions,
  getDashboardAttendanceTrendQueryOptions,
  getDashboardCheckinCheckoutQueryOptions,
  getDashboardInsightsQueryOptions,
  getDashboardKpiDetailQueryOptions,
  getDashboardKpiQueryOptions,
  getDashboardTodayScheduleQueryOptions,
  getDashboardWeeklyComparisonQueryOptions,
} from '../../src/queries/dashboard.ts';
import { configureTestClient, exchanges, useMockServer } from '../msw/support.ts';
import { observe, testQueryClient } from './support.ts';

useMockServer();

const dashboardOptions = [
  getDashboardKpiQueryOptions(),
  getDashboardCheckinCheckoutQueryOptions(),
  getDashboardWeeklyComparisonQueryOptions(),
  getDashboardTodayScheduleQueryOptions(),
  getDashboardAttendanceTrendQueryOptions(),
  getDashboardInsightsQueryOptions(),
];

describe('dashboard', () => {
  it('when the dashboard queries are built, then each is stale after 30 s and polled every 60 s', () => {
    for (const options of dashboardOptions) {
      expect(options.staleTime).toBe(staleTimes.dashboard);
      expect(options.refetchInterval).toBe(pollIntervals.dashboard);
    }
    expect([staleTimes.dashboard, pollIntervals.dashboard]).toEqual([30_000, 60_000]);
  });

  it('when every tile is fetched, then each answers its own key', async () => {
    configureTestClient({ token: DEMO_TOKENS.manager });
    const queryClient = testQueryClient();

    for (const options of dashboardOptions) await queryClient.fetchQuery(options as never);

    expect(new Set(dashboardOptions.map((o) => JSON.stringify(o.queryKey))).size).toBe(6);
    expect(queryClient.getQueryData(dashboardKeys.kpi())).toHaveProperty('active_members.value');
    expect(getDashboardAttendanceTrendQueryOptions({ months: 12 }).queryKey).not.toEqual(
      getDashboardAttendanceTrendQueryOptions().queryKey,
    );
  });
});

describe('dashboard details', () => {
  it('when a KPI and a month are opened, then their details come from the fixtures with 30 days and 7 weekdays', async () => {
    configureTestClient({ token: DEMO_TOKENS.manager });
    const queryClient = testQueryClient();
    const detail = await queryClient.fetchQuery(getDashboardKpiDetailQueryOptions('today_checkins'));
    const kpi = await queryClient.fetchQuery(getDashboardKpiQueryOptions());
    expect(detail.timeline).toHaveLength(30);
    expect(detail.value).toBe(kpi.today_checkins.value);
    expect(detail.comparisons.map((c) => c.label)).toEqual(['本日', '昨日', '先週', '先月']);
    const month = await queryClient.fetchQuery(getDashboardAttendanceMonthQueryOptions('2026-11'));
    const trend = await queryClient.fetchQuery(getDashboardAttendanceTrendQueryOptions());
    expect(month.by_weekday.map((d) => d.label)).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    expect(month.rate).toBe(trend.at(-1)?.rate);
    expect(getDashboardKpiDetailQueryOptions('active_members').refetchInterval).toBeUndefined();
  });

  it('when a month after the current one is asked for, then the answer is 404', async () => {
    configureTestClient({ token: DEMO_TOKENS.manager });
    await expect(
      testQueryClient().fetchQuery(getDashboardAttendanceMonthQueryOptions('2026-12')),
    ).rejects.toMatchObject({
      status: 404,
    });
  });
});

describe('attendance', () => {
  it('when the customer queries are built, then they are cached 1 minute and the history asks for 5 visits', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    const queryClient = testQueryClient();
    const id = DEMO_CUSTOMER_IDS.active;

    for (const options of [
      getCustomerOvertimeCountQueryOptions(id),
      getCustomerMonthlyCountQueryOptions(id),
      getCustomerContractQueryOptions(id),
      getCustomerRecentHistoryQueryOptions(id),
    ]) {
      expect(options.staleTime).toBe(staleTimes.attendance);
    }
    const history = await queryClient.fetchQuery(getCustomerRecentHistoryQueryOptions(id));

    expect(staleTimes.attendance).toBe(60_000);
    expect(new URL(exchanges[0]?.url ?? '').searchParams.get('limit')).toBe('5');
    expect(history.attendances).toHaveLength(5);
  });

  it("when a customer taps in, then the customer's counts and the dashboard are fetched again", async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    const queryClient = testQueryClient();
    // A trial member with no visit today, so the tap is a check-in.
    const id = DEMO_CUSTOMER_IDS.noContract;
    await observe(queryClient, getCustomerMonthlyCountQueryOptions(id));
    await observe(queryClient, getDashboardCheckinCheckoutQueryOptions());
    const countBefore =
      queryClient.getQueryData<{ count: number }>(attendanceKeys.monthlyCount(id))?.count ?? 0;

    const tap = await new MutationObserver(queryClient, recordCustomerAttendanceMutationOptions()).mutate({
      customer_id: id,
      device_id: 'tablet-shibuya-1',
    });

    expect(tap.action).toBe('check_in');
    // Read again behind the answer (the desk does not wait for them).
    await vi.waitFor(() => {
      expect(queryClient.getQueryData<{ count: number }>(attendanceKeys.monthlyCount(id))?.count).toBe(
        countBefore + 1,
      );
      const occupancy = queryClient.getQueryData<{ current_checkins: { customer_id: number }[] }>(
        dashboardKeys.checkinCheckout(),
      );
      expect(occupancy?.current_checkins[0]?.customer_id).toBe(id);
    });
  });
});
