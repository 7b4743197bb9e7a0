import type { FastifyInstance } from 'fastify';
import { ApiError, success } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { paramsOf, queryOf, requireStore } from '../../http/request.ts';
import { familyNotices } from './family-notices.ts';
import { createDashboardRepository } from './repository.ts';
import {
  attendanceMonth,
  attendanceTrend,
  checkinCheckout,
  type DashboardDeps,
  dashboardInsights,
  dashboardKpi,
  kpiDetail,
  todaySchedule,
  weeklyComparison,
} from './use-cases.ts';

/** The dashboard's tiles, each computed from the caller's store's data. */
export function dashboardHandlers(app: FastifyInstance): OperationHandlers {
  const deps: DashboardDeps = { repo: createDashboardRepository(app.kayoi.db), now: app.kayoi.config.now };
  return {
    getDashboardKpi: async (request) => success(await dashboardKpi(deps, requireStore(request))),
    getDashboardKpiDetail: async (request) =>
      success(await kpiDetail(deps, requireStore(request), paramsOf(request, 'getDashboardKpiDetail').key)),
    getDashboardCheckinCheckout: async (request) =>
      success(await checkinCheckout(deps, requireStore(request))),
    getDashboardWeeklyComparison: async (request) =>
      success(await weeklyComparison(deps, requireStore(request))),
    getDashboardTodaySchedule: async (request) => success(await todaySchedule(deps, requireStore(request))),
    getDashboardAttendanceTrend: async (request) =>
      success(
        await attendanceTrend(
          deps,
          requireStore(request),
          queryOf(request, 'getDashboardAttendanceTrend').months ?? 6,
        ),
      ),
    async getDashboardAttendanceMonth(request) {
      const { month } = paramsOf(request, 'getDashboardAttendanceMonth');
      const detail = await attendanceMonth(deps, requireStore(request), month);
      if (!detail) throw new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
      return success(detail);
    },
    getDashboardFamilyNotices: async (request) => success(await familyNotices(deps, requireStore(request))),
    getDashboardInsights: async (request) => success(await dashboardInsights(deps, requireStore(request))),
  };
}
