// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `backups`.
export const getBackupStatus = { id: 'getBackupStatus', method: 'GET', path: '/api/backups/status', tag: 'backups', answer: 'data' } as const;
export const listBackups = { id: 'listBackups', method: 'GET', path: '/api/backups', tag: 'backups', answer: 'data' } as const;
export const createBackup = { id: 'createBackup', method: 'POST', path: '/api/backups', tag: 'backups', answer: 'data' } as const;
export const downloadBackup = { id: 'downloadBackup', method: 'POST', path: '/api/backups/{file}/download', tag: 'backups', answer: 'blob' } as const;
