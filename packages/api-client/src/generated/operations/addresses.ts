// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `addresses`.
export const lookupPostalCode = { id: 'lookupPostalCode', method: 'GET', path: '/api/public/postal-codes/{postalCode}', tag: 'addresses', answer: 'data' } as const;
