// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `preferences`.
export const getUserPreferences = { id: 'getUserPreferences', method: 'GET', path: '/api/v2/user/preferences', tag: 'preferences', answer: 'data' } as const;
export const updateUserPreferences = { id: 'updateUserPreferences', method: 'PUT', path: '/api/v2/user/preferences', tag: 'preferences', answer: 'data' } as const;
