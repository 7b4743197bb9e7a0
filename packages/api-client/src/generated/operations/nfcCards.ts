// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `nfcCards`.
export const listNfcCards = { id: 'listNfcCards', method: 'GET', path: '/api/nfc-cards', tag: 'nfcCards', answer: 'data' } as const;
export const issueNfcCard = { id: 'issueNfcCard', method: 'POST', path: '/api/nfc-cards', tag: 'nfcCards', answer: 'data' } as const;
export const disableNfcCard = { id: 'disableNfcCard', method: 'POST', path: '/api/nfc-cards/{id}/disable', tag: 'nfcCards', answer: 'data' } as const;
