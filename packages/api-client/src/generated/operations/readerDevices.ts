// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `readerDevices`.
export const listReaderDevices = { id: 'listReaderDevices', method: 'GET', path: '/api/reader-devices', tag: 'readerDevices', answer: 'data' } as const;
export const enrollReaderDevice = { id: 'enrollReaderDevice', method: 'POST', path: '/api/reader-devices', tag: 'readerDevices', answer: 'data' } as const;
export const getCurrentReaderDevice = { id: 'getCurrentReaderDevice', method: 'GET', path: '/api/reader-devices/current', tag: 'readerDevices', answer: 'data' } as const;
export const revokeReaderDevice = { id: 'revokeReaderDevice', method: 'POST', path: '/api/reader-devices/{id}/revoke', tag: 'readerDevices', answer: 'data' } as const;
