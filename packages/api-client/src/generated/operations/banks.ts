// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `banks`.
export const listBanks = { id: 'listBanks', method: 'GET', path: '/api/banks', tag: 'banks', answer: 'envelope' } as const;
export const getBank = { id: 'getBank', method: 'GET', path: '/api/banks/{bankCode}', tag: 'banks', answer: 'data' } as const;
export const updateBank = { id: 'updateBank', method: 'PUT', path: '/api/banks/{bankCode}', tag: 'banks', answer: 'data' } as const;
export const listBankBranches = { id: 'listBankBranches', method: 'GET', path: '/api/banks/{bankCode}/branches', tag: 'banks', answer: 'envelope' } as const;
export const getBankBranch = { id: 'getBankBranch', method: 'GET', path: '/api/banks/{bankCode}/branches/{branchCode}', tag: 'banks', answer: 'data' } as const;
export const updateBankBranch = { id: 'updateBankBranch', method: 'PUT', path: '/api/banks/{bankCode}/branches/{branchCode}', tag: 'banks', answer: 'data' } as const;
