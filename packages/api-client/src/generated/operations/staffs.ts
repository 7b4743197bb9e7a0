// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `staffs`.
export const listStaffs = { id: 'listStaffs', method: 'GET', path: '/api/staffs', tag: 'staffs', answer: 'data' } as const;
export const createStaff = { id: 'createStaff', method: 'POST', path: '/api/staffs', tag: 'staffs', answer: 'data' } as const;
export const getStaff = { id: 'getStaff', method: 'GET', path: '/api/staffs/{id}', tag: 'staffs', answer: 'data' } as const;
export const updateStaff = { id: 'updateStaff', method: 'PUT', path: '/api/staffs/{id}', tag: 'staffs', answer: 'data' } as const;
export const retireStaff = { id: 'retireStaff', method: 'POST', path: '/api/staffs/{id}/retire', tag: 'staffs', answer: 'data' } as const;
export const reinstateStaff = { id: 'reinstateStaff', method: 'POST', path: '/api/staffs/{id}/reinstate', tag: 'staffs', answer: 'data' } as const;
export const sendStaffInvitation = { id: 'sendStaffInvitation', method: 'POST', path: '/api/staffs/{id}/invitation', tag: 'staffs', answer: 'data' } as const;
export const forceStaffPasswordReset = { id: 'forceStaffPasswordReset', method: 'POST', path: '/api/staffs/{id}/password-reset', tag: 'staffs', answer: 'data' } as const;
export const updateStaffPhoto = { id: 'updateStaffPhoto', method: 'PUT', path: '/api/staffs/{id}/photo', tag: 'staffs', answer: 'data', multipart: true } as const;
export const deleteStaffPhoto = { id: 'deleteStaffPhoto', method: 'DELETE', path: '/api/staffs/{id}/photo', tag: 'staffs', answer: 'data' } as const;
