// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `tabletAttendance`.
export const listTabletLessons = { id: 'listTabletLessons', method: 'GET', path: '/api/tablet-attendance/lessons', tag: 'tabletAttendance', answer: 'data' } as const;
export const markLessonAttendance = { id: 'markLessonAttendance', method: 'PUT', path: '/api/tablet-attendance/lessons/{classId}/members/{customerId}', tag: 'tabletAttendance', answer: 'data' } as const;
export const clearLessonAttendance = { id: 'clearLessonAttendance', method: 'DELETE', path: '/api/tablet-attendance/lessons/{classId}/members/{customerId}', tag: 'tabletAttendance', answer: 'data' } as const;
export const recordLessonCardTap = { id: 'recordLessonCardTap', method: 'POST', path: '/api/tablet-attendance/card-taps', tag: 'tabletAttendance', answer: 'data' } as const;
