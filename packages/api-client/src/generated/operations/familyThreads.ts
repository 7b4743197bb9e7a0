// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `familyThreads`.
export const listFamilyThreads = { id: 'listFamilyThreads', method: 'GET', path: '/api/family-threads', tag: 'familyThreads', answer: 'envelope' } as const;
export const getFamilyThreadUnread = { id: 'getFamilyThreadUnread', method: 'GET', path: '/api/family-threads/unread', tag: 'familyThreads', answer: 'data' } as const;
export const getFamilyThread = { id: 'getFamilyThread', method: 'GET', path: '/api/family-threads/{id}', tag: 'familyThreads', answer: 'data' } as const;
export const replyToFamilyThread = { id: 'replyToFamilyThread', method: 'POST', path: '/api/family-threads/{id}/messages', tag: 'familyThreads', answer: 'data' } as const;
export const markFamilyThreadRead = { id: 'markFamilyThreadRead', method: 'POST', path: '/api/family-threads/{id}/read', tag: 'familyThreads', answer: 'data' } as const;
