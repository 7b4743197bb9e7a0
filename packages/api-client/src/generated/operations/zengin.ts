// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `zengin`.
export const getCustomerBankAccount = { id: 'getCustomerBankAccount', method: 'GET', path: '/api/customers/{id}/bank-account', tag: 'zengin', answer: 'data' } as const;
export const updateCustomerBankAccount = { id: 'updateCustomerBankAccount', method: 'PUT', path: '/api/customers/{id}/bank-account', tag: 'zengin', answer: 'data' } as const;
export const listCollectionProfiles = { id: 'listCollectionProfiles', method: 'GET', path: '/api/billing/collection-profiles', tag: 'zengin', answer: 'data' } as const;
export const createCollectionProfile = { id: 'createCollectionProfile', method: 'POST', path: '/api/billing/collection-profiles', tag: 'zengin', answer: 'data' } as const;
export const getCollectionProfile = { id: 'getCollectionProfile', method: 'GET', path: '/api/billing/collection-profiles/{id}', tag: 'zengin', answer: 'data' } as const;
export const updateCollectionProfile = { id: 'updateCollectionProfile', method: 'PUT', path: '/api/billing/collection-profiles/{id}', tag: 'zengin', answer: 'data' } as const;
export const deleteCollectionProfile = { id: 'deleteCollectionProfile', method: 'DELETE', path: '/api/billing/collection-profiles/{id}', tag: 'zengin', answer: 'envelope' } as const;
export const getZenginExportPrecheck = { id: 'getZenginExportPrecheck', method: 'GET', path: '/api/billing/cycles/{id}/zengin-export/precheck', tag: 'zengin', answer: 'data' } as const;
export const downloadZenginExport = { id: 'downloadZenginExport', method: 'GET', path: '/api/billing/cycles/{id}/zengin-export', tag: 'zengin', answer: 'text' } as const;
export const listZenginExports = { id: 'listZenginExports', method: 'GET', path: '/api/billing/cycles/{id}/zengin-exports', tag: 'zengin', answer: 'data' } as const;
export const downloadZenginExportVersion = { id: 'downloadZenginExportVersion', method: 'GET', path: '/api/billing/cycles/{id}/zengin-exports/{exportId}', tag: 'zengin', answer: 'text' } as const;
export const listTransferResults = { id: 'listTransferResults', method: 'GET', path: '/api/billing/cycles/{id}/transfer-results', tag: 'zengin', answer: 'data' } as const;
export const importTransferResults = { id: 'importTransferResults', method: 'POST', path: '/api/billing/cycles/{id}/transfer-results', tag: 'zengin', answer: 'data', multipart: true } as const;
