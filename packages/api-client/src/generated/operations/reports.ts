// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `reports`.
export const getDailyReport = { id: 'getDailyReport', method: 'GET', path: '/api/reports/daily', tag: 'reports', answer: 'data' } as const;
export const signOffDailyReport = { id: 'signOffDailyReport', method: 'POST', path: '/api/reports/daily/sign-off', tag: 'reports', answer: 'data' } as const;
export const getSalesReport = { id: 'getSalesReport', method: 'GET', path: '/api/reports/sales', tag: 'reports', answer: 'data' } as const;
export const getSalesTransitionReport = { id: 'getSalesTransitionReport', method: 'GET', path: '/api/reports/sales-transition', tag: 'reports', answer: 'data' } as const;
export const getMembersReport = { id: 'getMembersReport', method: 'GET', path: '/api/reports/members', tag: 'reports', answer: 'data' } as const;
export const getMemberAchievementReport = { id: 'getMemberAchievementReport', method: 'GET', path: '/api/reports/member-achievement', tag: 'reports', answer: 'data' } as const;
export const getProgramsReport = { id: 'getProgramsReport', method: 'GET', path: '/api/reports/programs', tag: 'reports', answer: 'data' } as const;
export const getAttendanceReport = { id: 'getAttendanceReport', method: 'GET', path: '/api/reports/attendance', tag: 'reports', answer: 'data' } as const;
export const getStaffReport = { id: 'getStaffReport', method: 'GET', path: '/api/reports/staff', tag: 'reports', answer: 'data' } as const;
export const getFacilitiesReport = { id: 'getFacilitiesReport', method: 'GET', path: '/api/reports/facilities', tag: 'reports', answer: 'data' } as const;
export const getTrialsReport = { id: 'getTrialsReport', method: 'GET', path: '/api/reports/trials', tag: 'reports', answer: 'data' } as const;
export const listCustomReports = { id: 'listCustomReports', method: 'GET', path: '/api/reports/custom', tag: 'reports', answer: 'data' } as const;
export const createCustomReport = { id: 'createCustomReport', method: 'POST', path: '/api/reports/custom', tag: 'reports', answer: 'data' } as const;
export const runCustomReport = { id: 'runCustomReport', method: 'POST', path: '/api/reports/custom/run', tag: 'reports', answer: 'data' } as const;
export const getCustomReport = { id: 'getCustomReport', method: 'GET', path: '/api/reports/custom/{id}', tag: 'reports', answer: 'data' } as const;
export const updateCustomReport = { id: 'updateCustomReport', method: 'PUT', path: '/api/reports/custom/{id}', tag: 'reports', answer: 'data' } as const;
export const deleteCustomReport = { id: 'deleteCustomReport', method: 'DELETE', path: '/api/reports/custom/{id}', tag: 'reports', answer: 'envelope' } as const;
