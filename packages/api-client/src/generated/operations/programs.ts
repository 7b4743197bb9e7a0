// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `programs`.
export const listPrograms = { id: 'listPrograms', method: 'GET', path: '/api/programs', tag: 'programs', answer: 'envelope' } as const;
export const createProgram = { id: 'createProgram', method: 'POST', path: '/api/programs', tag: 'programs', answer: 'data' } as const;
export const getProgram = { id: 'getProgram', method: 'GET', path: '/api/programs/{id}', tag: 'programs', answer: 'data' } as const;
export const updateProgram = { id: 'updateProgram', method: 'PUT', path: '/api/programs/{id}', tag: 'programs', answer: 'data' } as const;
export const deleteProgram = { id: 'deleteProgram', method: 'DELETE', path: '/api/programs/{id}', tag: 'programs', answer: 'envelope' } as const;
export const importPrograms = { id: 'importPrograms', method: 'POST', path: '/api/program-imports', tag: 'programs', answer: 'data', multipart: true } as const;
