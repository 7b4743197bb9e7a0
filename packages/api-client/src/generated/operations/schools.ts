// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `schools`.
export const listSchools = { id: 'listSchools', method: 'GET', path: '/api/schools', tag: 'schools', answer: 'envelope' } as const;
export const createSchool = { id: 'createSchool', method: 'POST', path: '/api/schools', tag: 'schools', answer: 'data' } as const;
export const getSchool = { id: 'getSchool', method: 'GET', path: '/api/schools/{id}', tag: 'schools', answer: 'data' } as const;
export const updateSchool = { id: 'updateSchool', method: 'PUT', path: '/api/schools/{id}', tag: 'schools', answer: 'data' } as const;
export const deleteSchool = { id: 'deleteSchool', method: 'DELETE', path: '/api/schools/{id}', tag: 'schools', answer: 'envelope' } as const;
