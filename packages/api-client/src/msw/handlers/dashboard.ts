import { canned } from '../canned.ts';
import { jsonBody } from '../http.ts';

// The dashboard (issue 7): every figure is the server's, computed from the school's visits and classes and
// recorded at the fixtures' clock (see ../README.md). A story that needs other figures replaces one answer.

export const dashboardHandlers = [
  canned('getDashboardKpi'),
  canned('getDashboardKpiDetail'),
  canned('getDashboardCheckinCheckout'),
  canned('getDashboardWeeklyComparison'),
  canned('getDashboardTodaySchedule'),
  canned('getDashboardAttendanceTrend'),
  canned('getDashboardAttendanceMonth'),
  canned('getDashboardInsights'),
  canned('getDashboardFamilyNotices'),
  // The first-run guide (はじめに): ticked by the server from the school's data; closing it is the admin's choice.
  canned('getSetupGuide'),
  canned('updateSetupGuide', {
    key: async (request) => `hidden:${String((await jsonBody(request)).hidden)}`,
  }),
];
