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
export const getFamilyProfile = { id: 'getFamilyProfile', method: 'GET', path: '/api/family/profile', tag: 'family', answer: 'data' } as const;
export const listFamilyChangeRequests = { id: 'listFamilyChangeRequests', method: 'GET', path: '/api/family/change-requests', tag: 'family', answer: 'data' } as const;
export const createFamilyChangeRequest = { id: 'createFamilyChangeRequest', method: 'POST', path: '/api/family/change-requests', tag: 'family', answer: 'data' } as const;
export const updateFamilyNotificationSettings = { id: 'updateFamilyNotificationSettings', method: 'PUT', path: '/api/family/notification-settings', tag: 'family', answer: 'data' } as const;
export const changeFamilyPassword = { id: 'changeFamilyPassword', method: 'POST', path: '/api/family/auth/change-password', tag: 'family', answer: 'data' } as const;
export const listFamilyWaitlist = { id: 'listFamilyWaitlist', method: 'GET', path: '/api/family/waitlist', tag: 'family', answer: 'data' } as const;
export const joinFamilyWaitlist = { id: 'joinFamilyWaitlist', method: 'POST', path: '/api/family/waitlist', tag: 'family', answer: 'data' } as const;
export const leaveFamilyWaitlist = { id: 'leaveFamilyWaitlist', method: 'DELETE', path: '/api/family/waitlist/{id}', tag: 'family', answer: 'envelope' } as const;
export const acceptFamilyWaitlistOffer = { id: 'acceptFamilyWaitlistOffer', method: 'POST', path: '/api/family/waitlist/{id}/accept', tag: 'family', answer: 'data' } as const;
export const declineFamilyWaitlistOffer = { id: 'declineFamilyWaitlistOffer', method: 'POST', path: '/api/family/waitlist/{id}/decline', tag: 'family', answer: 'envelope' } as const;
export const getFamilyProgress = { id: 'getFamilyProgress', method: 'GET', path: '/api/family/progress', tag: 'family', answer: 'data' } as const;
export const getFamilyCertificate = { id: 'getFamilyCertificate', method: 'GET', path: '/api/family/members/{customerId}/certificates/{resultId}', tag: 'family', answer: 'blob' } as const;
export const getFamilyMakeupOptions = { id: 'getFamilyMakeupOptions', method: 'GET', path: '/api/family/makeup-options', tag: 'family', answer: 'data' } as const;
export const bookFamilyMakeup = { id: 'bookFamilyMakeup', method: 'POST', path: '/api/family/makeup-bookings', tag: 'family', answer: 'data' } as const;
export const cancelFamilyMakeupBooking = { id: 'cancelFamilyMakeupBooking', method: 'POST', path: '/api/family/makeup-bookings/{id}/cancel', tag: 'family', answer: 'envelope' } as const;
