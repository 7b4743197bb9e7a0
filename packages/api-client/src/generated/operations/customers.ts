// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// The operations of the spec's tag `customers`.
export const listCustomers = { id: 'listCustomers', method: 'GET', path: '/api/customers', tag: 'customers', answer: 'envelope' } as const;
export const createCustomer = { id: 'createCustomer', method: 'POST', path: '/api/customers', tag: 'customers', answer: 'data', multipart: true } as const;
export const getCustomerFormOptions = { id: 'getCustomerFormOptions', method: 'GET', path: '/api/customers/options', tag: 'customers', answer: 'data' } as const;
export const getNextMemberNumber = { id: 'getNextMemberNumber', method: 'GET', path: '/api/customers/next-member-number', tag: 'customers', answer: 'data' } as const;
export const exportCustomers = { id: 'exportCustomers', method: 'GET', path: '/api/customers/export', tag: 'customers', answer: 'blob' } as const;
export const importCustomers = { id: 'importCustomers', method: 'POST', path: '/api/customers/import', tag: 'customers', answer: 'data', multipart: true } as const;
export const listCustomerImports = { id: 'listCustomerImports', method: 'GET', path: '/api/customer-imports', tag: 'customers', answer: 'envelope' } as const;
export const getCustomerImportReport = { id: 'getCustomerImportReport', method: 'GET', path: '/api/customer-imports/{id}/report', tag: 'customers', answer: 'blob' } as const;
export const getCustomer = { id: 'getCustomer', method: 'GET', path: '/api/customers/{id}', tag: 'customers', answer: 'data' } as const;
export const updateCustomer = { id: 'updateCustomer', method: 'POST', path: '/api/customers/{id}', tag: 'customers', answer: 'data', multipart: true } as const;
export const deleteCustomer = { id: 'deleteCustomer', method: 'DELETE', path: '/api/customers/{id}', tag: 'customers', answer: 'envelope' } as const;
export const changeCustomerStatus = { id: 'changeCustomerStatus', method: 'PATCH', path: '/api/customers/{id}/status', tag: 'customers', answer: 'data' } as const;
export const listMembershipRequests = { id: 'listMembershipRequests', method: 'GET', path: '/api/customers/{id}/membership-requests', tag: 'customers', answer: 'data' } as const;
export const requestMembershipChange = { id: 'requestMembershipChange', method: 'POST', path: '/api/customers/{id}/membership-requests', tag: 'customers', answer: 'data' } as const;
export const cancelMembershipRequest = { id: 'cancelMembershipRequest', method: 'DELETE', path: '/api/customers/{id}/membership-requests/{requestId}', tag: 'customers', answer: 'data' } as const;
export const returnFromPause = { id: 'returnFromPause', method: 'POST', path: '/api/customers/{id}/membership-requests/{requestId}/return', tag: 'customers', answer: 'data' } as const;
export const listCustomerAttendances = { id: 'listCustomerAttendances', method: 'GET', path: '/api/customers/{id}/attendances', tag: 'customers', answer: 'envelope' } as const;
export const createCustomerContract = { id: 'createCustomerContract', method: 'POST', path: '/api/customers/{id}/contracts', tag: 'customers', answer: 'data' } as const;
export const updateCustomerContract = { id: 'updateCustomerContract', method: 'PUT', path: '/api/customers/{id}/contracts/{contractId}', tag: 'customers', answer: 'data' } as const;
export const deleteCustomerContract = { id: 'deleteCustomerContract', method: 'DELETE', path: '/api/customers/{id}/contracts/{contractId}', tag: 'customers', answer: 'data' } as const;
export const getCustomerFamilyAccess = { id: 'getCustomerFamilyAccess', method: 'GET', path: '/api/customers/{id}/family-access', tag: 'customers', answer: 'data' } as const;
export const sendFamilyInvitation = { id: 'sendFamilyInvitation', method: 'POST', path: '/api/customers/{id}/family-invitations', tag: 'customers', answer: 'data' } as const;
export const setFamilyAccountState = { id: 'setFamilyAccountState', method: 'PUT', path: '/api/customers/{id}/family-accounts/{accountId}/state', tag: 'customers', answer: 'data' } as const;
export const listCustomerChangeRequests = { id: 'listCustomerChangeRequests', method: 'GET', path: '/api/customers/{id}/change-requests', tag: 'customers', answer: 'data' } as const;
export const approveCustomerChangeRequest = { id: 'approveCustomerChangeRequest', method: 'POST', path: '/api/customers/{id}/change-requests/{requestId}/approve', tag: 'customers', answer: 'data' } as const;
export const rejectCustomerChangeRequest = { id: 'rejectCustomerChangeRequest', method: 'POST', path: '/api/customers/{id}/change-requests/{requestId}/reject', tag: 'customers', answer: 'data' } as const;
