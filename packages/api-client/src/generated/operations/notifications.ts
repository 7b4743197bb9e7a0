// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `notifications`.
export const listCustomerNotificationDeliveries = { id: 'listCustomerNotificationDeliveries', method: 'GET', path: '/api/customers/{id}/notification-deliveries', tag: 'notifications', answer: 'data' } as const;
export const getLineChannel = { id: 'getLineChannel', method: 'GET', path: '/api/settings/line-channel', tag: 'notifications', answer: 'data' } as const;
export const saveLineChannel = { id: 'saveLineChannel', method: 'PUT', path: '/api/settings/line-channel', tag: 'notifications', answer: 'data' } as const;
export const deleteLineChannel = { id: 'deleteLineChannel', method: 'DELETE', path: '/api/settings/line-channel', tag: 'notifications', answer: 'data' } as const;
export const receiveLineWebhook = { id: 'receiveLineWebhook', method: 'POST', path: '/api/line/webhook', tag: 'notifications', answer: 'envelope' } as const;
