// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `memberNotices`.
export const listMemberNotices = { id: 'listMemberNotices', method: 'GET', path: '/api/member-notices', tag: 'memberNotices', answer: 'envelope' } as const;
export const createMemberNotice = { id: 'createMemberNotice', method: 'POST', path: '/api/member-notices', tag: 'memberNotices', answer: 'data' } as const;
export const getMemberNotice = { id: 'getMemberNotice', method: 'GET', path: '/api/member-notices/{id}', tag: 'memberNotices', answer: 'data' } as const;
export const withdrawMemberNotice = { id: 'withdrawMemberNotice', method: 'POST', path: '/api/member-notices/{id}/withdraw', tag: 'memberNotices', answer: 'data' } as const;
export const getLessonNoticeDraft = { id: 'getLessonNoticeDraft', method: 'GET', path: '/api/classes/{id}/lessons/{date}/notice-draft', tag: 'memberNotices', answer: 'data' } as const;
