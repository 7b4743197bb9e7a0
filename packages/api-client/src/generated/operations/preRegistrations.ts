// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `preRegistrations`.
export const createPublicPreRegistration = { id: 'createPublicPreRegistration', method: 'POST', path: '/api/public/customer-pre-registrations', tag: 'preRegistrations', answer: 'data', multipart: true } as const;
export const listPreRegistrations = { id: 'listPreRegistrations', method: 'GET', path: '/api/customer-pre-registrations', tag: 'preRegistrations', answer: 'envelope' } as const;
export const getPreRegistrationStats = { id: 'getPreRegistrationStats', method: 'GET', path: '/api/customer-pre-registrations/stats', tag: 'preRegistrations', answer: 'data' } as const;
export const getPreRegistration = { id: 'getPreRegistration', method: 'GET', path: '/api/customer-pre-registrations/{id}', tag: 'preRegistrations', answer: 'data' } as const;
export const updatePreRegistration = { id: 'updatePreRegistration', method: 'POST', path: '/api/customer-pre-registrations/{id}', tag: 'preRegistrations', answer: 'data', multipart: true } as const;
export const deletePreRegistration = { id: 'deletePreRegistration', method: 'DELETE', path: '/api/customer-pre-registrations/{id}', tag: 'preRegistrations', answer: 'envelope' } as const;
export const confirmPreRegistration = { id: 'confirmPreRegistration', method: 'PATCH', path: '/api/customer-pre-registrations/{id}/confirm', tag: 'preRegistrations', answer: 'data' } as const;
export const convertPreRegistration = { id: 'convertPreRegistration', method: 'POST', path: '/api/customer-pre-registrations/{id}/convert', tag: 'preRegistrations', answer: 'data' } as const;
export const changePreRegistrationStatus = { id: 'changePreRegistrationStatus', method: 'PATCH', path: '/api/customer-pre-registrations/{id}/status', tag: 'preRegistrations', answer: 'data' } as const;
export const getPreRegistrationFormOptions = { id: 'getPreRegistrationFormOptions', method: 'GET', path: '/api/public/customer-pre-registrations/options', tag: 'preRegistrations', answer: 'data' } as const;
