// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `bulletinBoard`.
export const listBulletinPosts = { id: 'listBulletinPosts', method: 'GET', path: '/api/bulletin-board/posts', tag: 'bulletinBoard', answer: 'envelope' } as const;
export const createBulletinPost = { id: 'createBulletinPost', method: 'POST', path: '/api/bulletin-board/posts', tag: 'bulletinBoard', answer: 'data', multipart: true } as const;
export const getBulletinStatistics = { id: 'getBulletinStatistics', method: 'GET', path: '/api/bulletin-board/posts/statistics', tag: 'bulletinBoard', answer: 'data' } as const;
export const getBulletinPost = { id: 'getBulletinPost', method: 'GET', path: '/api/bulletin-board/posts/{id}', tag: 'bulletinBoard', answer: 'data' } as const;
export const updateBulletinPost = { id: 'updateBulletinPost', method: 'POST', path: '/api/bulletin-board/posts/{id}', tag: 'bulletinBoard', answer: 'data', multipart: true } as const;
export const deleteBulletinPost = { id: 'deleteBulletinPost', method: 'DELETE', path: '/api/bulletin-board/posts/{id}', tag: 'bulletinBoard', answer: 'envelope' } as const;
export const markBulletinPostAsRead = { id: 'markBulletinPostAsRead', method: 'POST', path: '/api/bulletin-board/posts/{id}/mark-as-read', tag: 'bulletinBoard', answer: 'data' } as const;
export const listBulletinComments = { id: 'listBulletinComments', method: 'GET', path: '/api/bulletin-board/posts/{id}/comments', tag: 'bulletinBoard', answer: 'data' } as const;
export const createBulletinComment = { id: 'createBulletinComment', method: 'POST', path: '/api/bulletin-board/posts/{id}/comments', tag: 'bulletinBoard', answer: 'data' } as const;
export const deleteBulletinComment = { id: 'deleteBulletinComment', method: 'DELETE', path: '/api/bulletin-board/posts/{id}/comments/{commentId}', tag: 'bulletinBoard', answer: 'envelope' } as const;
export const getBulletinReadReceipts = { id: 'getBulletinReadReceipts', method: 'GET', path: '/api/bulletin-board/posts/{id}/read-receipts', tag: 'bulletinBoard', answer: 'data' } as const;
