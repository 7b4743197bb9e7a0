// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `programCategories`.
export const listProgramCategories = { id: 'listProgramCategories', method: 'GET', path: '/api/program-categories', tag: 'programCategories', answer: 'envelope' } as const;
export const createProgramCategory = { id: 'createProgramCategory', method: 'POST', path: '/api/program-categories', tag: 'programCategories', answer: 'data' } as const;
export const getProgramCategory = { id: 'getProgramCategory', method: 'GET', path: '/api/program-categories/{id}', tag: 'programCategories', answer: 'data' } as const;
export const updateProgramCategory = { id: 'updateProgramCategory', method: 'PUT', path: '/api/program-categories/{id}', tag: 'programCategories', answer: 'data' } as const;
export const deleteProgramCategory = { id: 'deleteProgramCategory', method: 'DELETE', path: '/api/program-categories/{id}', tag: 'programCategories', answer: 'envelope' } as const;
