// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `dashboard`.
export const getDashboardKpi = { id: 'getDashboardKpi', method: 'GET', path: '/api/dashboard/kpi', tag: 'dashboard', answer: 'data' } as const;
export const getDashboardFamilyNotices = { id: 'getDashboardFamilyNotices', method: 'GET', path: '/api/dashboard/family-notices', tag: 'dashboard', answer: 'data' } as const;
export const getDashboardCheckinCheckout = { id: 'getDashboardCheckinCheckout', method: 'GET', path: '/api/dashboard/checkin-checkout', tag: 'dashboard', answer: 'data' } as const;
export const getDashboardWeeklyComparison = { id: 'getDashboardWeeklyComparison', method: 'GET', path: '/api/dashboard/weekly-comparison', tag: 'dashboard', answer: 'data' } as const;
export const getDashboardTodaySchedule = { id: 'getDashboardTodaySchedule', method: 'GET', path: '/api/dashboard/today-schedule', tag: 'dashboard', answer: 'data' } as const;
export const getDashboardAttendanceTrend = { id: 'getDashboardAttendanceTrend', method: 'GET', path: '/api/dashboard/attendance-trend', tag: 'dashboard', answer: 'data' } as const;
export const getDashboardKpiDetail = { id: 'getDashboardKpiDetail', method: 'GET', path: '/api/dashboard/kpi/{key}', tag: 'dashboard', answer: 'data' } as const;
export const getDashboardAttendanceMonth = { id: 'getDashboardAttendanceMonth', method: 'GET', path: '/api/dashboard/attendance-trend/{month}', tag: 'dashboard', answer: 'data' } as const;
export const getDashboardInsights = { id: 'getDashboardInsights', method: 'GET', path: '/api/dashboard/insights', tag: 'dashboard', answer: 'data' } as const;
export const getSetupGuide = { id: 'getSetupGuide', method: 'GET', path: '/api/setup-guide', tag: 'dashboard', answer: 'data' } as const;
export const updateSetupGuide = { id: 'updateSetupGuide', method: 'PUT', path: '/api/setup-guide', tag: 'dashboard', answer: 'data' } as const;
