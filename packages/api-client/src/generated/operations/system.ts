// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `system`.
export const getHealth = { id: 'getHealth', method: 'GET', path: '/api/health', tag: 'system', answer: 'data' } as const;
