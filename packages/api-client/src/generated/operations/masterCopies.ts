// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `masterCopies`.
export const applyMasterCopy = { id: 'applyMasterCopy', method: 'POST', path: '/api/master-copies', tag: 'masterCopies', answer: 'data' } as const;
export const previewMasterCopy = { id: 'previewMasterCopy', method: 'POST', path: '/api/master-copies/preview', tag: 'masterCopies', answer: 'data' } as const;
export const applyMasterTemplate = { id: 'applyMasterTemplate', method: 'POST', path: '/api/master-templates', tag: 'masterCopies', answer: 'data' } as const;
export const previewMasterTemplate = { id: 'previewMasterTemplate', method: 'POST', path: '/api/master-templates/preview', tag: 'masterCopies', answer: 'data' } as const;
