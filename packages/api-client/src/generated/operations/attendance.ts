// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `attendance`.
export const recordCustomerAttendance = { id: 'recordCustomerAttendance', method: 'POST', path: '/api/attendance/customer', tag: 'attendance', answer: 'data' } as const;
export const getCustomerOvertimeCount = { id: 'getCustomerOvertimeCount', method: 'GET', path: '/api/attendance/overtime-count/{customerId}', tag: 'attendance', answer: 'data' } as const;
export const getCustomerMonthlyCount = { id: 'getCustomerMonthlyCount', method: 'GET', path: '/api/attendance/monthly-count/{customerId}', tag: 'attendance', answer: 'data' } as const;
export const getCustomerContract = { id: 'getCustomerContract', method: 'GET', path: '/api/attendance/contract/{customerId}', tag: 'attendance', answer: 'data' } as const;
export const getCustomerRecentHistory = { id: 'getCustomerRecentHistory', method: 'GET', path: '/api/attendance/recent-history/{customerId}', tag: 'attendance', answer: 'data' } as const;
export const getCustomerWelcome = { id: 'getCustomerWelcome', method: 'GET', path: '/api/attendance/welcome/{customerId}', tag: 'attendance', answer: 'data' } as const;
export const getAttendanceStatus = { id: 'getAttendanceStatus', method: 'GET', path: '/api/attendance/current-status', tag: 'attendance', answer: 'data' } as const;
