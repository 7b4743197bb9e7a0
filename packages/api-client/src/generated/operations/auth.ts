// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `auth`.
export const getCsrfCookie = { id: 'getCsrfCookie', method: 'GET', path: '/sanctum/csrf-cookie', tag: 'auth', answer: 'none' } as const;
export const loginWithPassword = { id: 'loginWithPassword', method: 'POST', path: '/api/v3/auth/login', tag: 'auth', answer: 'data' } as const;
export const loginWithNfcCard = { id: 'loginWithNfcCard', method: 'POST', path: '/api/v3/auth/nfc-login', tag: 'auth', answer: 'data' } as const;
export const logout = { id: 'logout', method: 'POST', path: '/api/v3/auth/logout', tag: 'auth', answer: 'envelope' } as const;
export const getCurrentUser = { id: 'getCurrentUser', method: 'GET', path: '/api/v3/auth/me', tag: 'auth', answer: 'data' } as const;
export const getAuthenticatedUser = { id: 'getAuthenticatedUser', method: 'GET', path: '/api/v3/auth/user', tag: 'auth', answer: 'data' } as const;
export const verifyToken = { id: 'verifyToken', method: 'GET', path: '/api/v3/auth/verify', tag: 'auth', answer: 'data' } as const;
export const requestPasswordReset = { id: 'requestPasswordReset', method: 'POST', path: '/api/v3/auth/forgot-password', tag: 'auth', answer: 'envelope' } as const;
export const resetPassword = { id: 'resetPassword', method: 'POST', path: '/api/v3/auth/reset-password', tag: 'auth', answer: 'envelope' } as const;
export const sendHeartbeat = { id: 'sendHeartbeat', method: 'POST', path: '/api/v3/auth/heartbeat', tag: 'auth', answer: 'data' } as const;
export const getCardPin = { id: 'getCardPin', method: 'GET', path: '/api/v3/auth/card-pin', tag: 'auth', answer: 'data' } as const;
export const setCardPin = { id: 'setCardPin', method: 'PUT', path: '/api/v3/auth/card-pin', tag: 'auth', answer: 'data' } as const;
export const changeStore = { id: 'changeStore', method: 'POST', path: '/api/v2/auth/change-store', tag: 'auth', answer: 'data' } as const;
export const acceptStaffInvitation = { id: 'acceptStaffInvitation', method: 'POST', path: '/api/v3/auth/accept-invitation', tag: 'auth', answer: 'envelope' } as const;
