// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `grades`.
export const saveGradeLadder = { id: 'saveGradeLadder', method: 'PUT', path: '/api/schools/{id}/grade-ladder', tag: 'grades', answer: 'data' } as const;
export const listGrades = { id: 'listGrades', method: 'GET', path: '/api/grades', tag: 'grades', answer: 'envelope' } as const;
export const createGrade = { id: 'createGrade', method: 'POST', path: '/api/grades', tag: 'grades', answer: 'data' } as const;
export const getGrade = { id: 'getGrade', method: 'GET', path: '/api/grades/{id}', tag: 'grades', answer: 'data' } as const;
export const updateGrade = { id: 'updateGrade', method: 'PUT', path: '/api/grades/{id}', tag: 'grades', answer: 'data' } as const;
export const deleteGrade = { id: 'deleteGrade', method: 'DELETE', path: '/api/grades/{id}', tag: 'grades', answer: 'envelope' } as const;
export const importGrades = { id: 'importGrades', method: 'POST', path: '/api/grade-imports', tag: 'grades', answer: 'data', multipart: true } as const;
