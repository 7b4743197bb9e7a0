// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `family`.
export const loginFamily = { id: 'loginFamily', method: 'POST', path: '/api/family/auth/login', tag: 'family', answer: 'data' } as const;
export const logoutFamily = { id: 'logoutFamily', method: 'POST', path: '/api/family/auth/logout', tag: 'family', answer: 'envelope' } as const;
export const logoutFamilyOtherSessions = { id: 'logoutFamilyOtherSessions', method: 'POST', path: '/api/family/auth/logout-others', tag: 'family', answer: 'data' } as const;
export const previewFamilyInvitation = { id: 'previewFamilyInvitation', method: 'POST', path: '/api/family/auth/invitation', tag: 'family', answer: 'data' } as const;
export const acceptFamilyInvitation = { id: 'acceptFamilyInvitation', method: 'POST', path: '/api/family/auth/accept-invitation', tag: 'family', answer: 'data' } as const;
export const requestFamilyPasswordReset = { id: 'requestFamilyPasswordReset', method: 'POST', path: '/api/family/auth/forgot-password', tag: 'family', answer: 'envelope' } as const;
export const resetFamilyPassword = { id: 'resetFamilyPassword', method: 'POST', path: '/api/family/auth/reset-password', tag: 'family', answer: 'envelope' } as const;
export const getFamilyMe = { id: 'getFamilyMe', method: 'GET', path: '/api/family/me', tag: 'family', answer: 'data' } as const;
export const getFamilyHome = { id: 'getFamilyHome', method: 'GET', path: '/api/family/home', tag: 'family', answer: 'data' } as const;
export const reportFamilyAbsence = { id: 'reportFamilyAbsence', method: 'POST', path: '/api/family/absences', tag: 'family', answer: 'data' } as const;
export const getFamilyMakeupOptions = { id: 'getFamilyMakeupOptions', method: 'GET', path: '/api/family/makeup-options', tag: 'family', answer: 'data' } as const;
export const bookFamilyMakeup = { id: 'bookFamilyMakeup', method: 'POST', path: '/api/family/makeup-bookings', tag: 'family', answer: 'data' } as const;
export const cancelFamilyMakeupBooking = { id: 'cancelFamilyMakeupBooking', method: 'POST', path: '/api/family/makeup-bookings/{id}/cancel', tag: 'family', answer: 'envelope' } as const;
