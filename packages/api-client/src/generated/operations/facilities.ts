// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `facilities`.
export const listFacilities = { id: 'listFacilities', method: 'GET', path: '/api/facilities', tag: 'facilities', answer: 'envelope' } as const;
export const createFacility = { id: 'createFacility', method: 'POST', path: '/api/facilities', tag: 'facilities', answer: 'data' } as const;
export const getFacility = { id: 'getFacility', method: 'GET', path: '/api/facilities/{id}', tag: 'facilities', answer: 'data' } as const;
export const updateFacility = { id: 'updateFacility', method: 'PUT', path: '/api/facilities/{id}', tag: 'facilities', answer: 'data' } as const;
export const deleteFacility = { id: 'deleteFacility', method: 'DELETE', path: '/api/facilities/{id}', tag: 'facilities', answer: 'envelope' } as const;
