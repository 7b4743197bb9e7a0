// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `stores`.
export const listStores = { id: 'listStores', method: 'GET', path: '/api/stores', tag: 'stores', answer: 'envelope' } as const;
export const createStore = { id: 'createStore', method: 'POST', path: '/api/stores', tag: 'stores', answer: 'data' } as const;
export const getStore = { id: 'getStore', method: 'GET', path: '/api/stores/{id}', tag: 'stores', answer: 'data' } as const;
export const updateStore = { id: 'updateStore', method: 'PUT', path: '/api/stores/{id}', tag: 'stores', answer: 'data' } as const;
export const deleteStore = { id: 'deleteStore', method: 'DELETE', path: '/api/stores/{id}', tag: 'stores', answer: 'envelope' } as const;
export const updateStoreLogo = { id: 'updateStoreLogo', method: 'PUT', path: '/api/stores/{id}/logo', tag: 'stores', answer: 'data', multipart: true } as const;
export const deleteStoreLogo = { id: 'deleteStoreLogo', method: 'DELETE', path: '/api/stores/{id}/logo', tag: 'stores', answer: 'data' } as const;
export const getStoreCalendar = { id: 'getStoreCalendar', method: 'GET', path: '/api/stores/{id}/calendar', tag: 'stores', answer: 'data' } as const;
