// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `chat`.
export const listChatRooms = { id: 'listChatRooms', method: 'GET', path: '/api/v3/chat/rooms', tag: 'chat', answer: 'envelope' } as const;
export const createChatRoom = { id: 'createChatRoom', method: 'POST', path: '/api/v3/chat/rooms', tag: 'chat', answer: 'data' } as const;
export const getChatRoom = { id: 'getChatRoom', method: 'GET', path: '/api/v3/chat/rooms/{id}', tag: 'chat', answer: 'data' } as const;
export const updateChatRoom = { id: 'updateChatRoom', method: 'PUT', path: '/api/v3/chat/rooms/{id}', tag: 'chat', answer: 'data' } as const;
export const deleteChatRoom = { id: 'deleteChatRoom', method: 'DELETE', path: '/api/v3/chat/rooms/{id}', tag: 'chat', answer: 'envelope' } as const;
export const joinChatRoom = { id: 'joinChatRoom', method: 'POST', path: '/api/v3/chat/rooms/{id}/join', tag: 'chat', answer: 'data' } as const;
export const leaveChatRoom = { id: 'leaveChatRoom', method: 'POST', path: '/api/v3/chat/rooms/{id}/leave', tag: 'chat', answer: 'envelope' } as const;
export const markChatRoomAsRead = { id: 'markChatRoomAsRead', method: 'POST', path: '/api/v3/chat/rooms/{id}/mark-read', tag: 'chat', answer: 'data' } as const;
export const listChatMessages = { id: 'listChatMessages', method: 'GET', path: '/api/v3/chat/rooms/{id}/messages', tag: 'chat', answer: 'envelope' } as const;
export const sendChatMessage = { id: 'sendChatMessage', method: 'POST', path: '/api/v3/chat/rooms/{id}/messages', tag: 'chat', answer: 'data' } as const;
export const editChatMessage = { id: 'editChatMessage', method: 'PATCH', path: '/api/v3/chat/rooms/{id}/messages/{messageId}', tag: 'chat', answer: 'data' } as const;
export const deleteChatMessage = { id: 'deleteChatMessage', method: 'DELETE', path: '/api/v3/chat/rooms/{id}/messages/{messageId}', tag: 'chat', answer: 'data' } as const;
export const searchChatMessages = { id: 'searchChatMessages', method: 'GET', path: '/api/v3/chat/messages/search', tag: 'chat', answer: 'envelope' } as const;
export const getChatStatistics = { id: 'getChatStatistics', method: 'GET', path: '/api/v3/chat/statistics', tag: 'chat', answer: 'data' } as const;
