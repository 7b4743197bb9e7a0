// Generated from openapi/ by packages/api-client/scripts/generate.mjs. Do not edit.
// Every operation of the spec, read by src/queries/operation.ts (`query`, `mutation`, `call`), one module per tag.
export * from './operations/addresses.ts';
export * from './operations/attendance.ts';
export * from './operations/auth.ts';
export * from './operations/backups.ts';
export * from './operations/banks.ts';
export * from './operations/billing.ts';
export * from './operations/bulletinBoard.ts';
export * from './operations/chat.ts';
export * from './operations/classes.ts';
export * from './operations/customers.ts';
export * from './operations/dashboard.ts';
export * from './operations/facilities.ts';
export * from './operations/grades.ts';
export * from './operations/nfcCards.ts';
export * from './operations/preRegistrations.ts';
export * from './operations/preferences.ts';
export * from './operations/programCategories.ts';
export * from './operations/programs.ts';
export * from './operations/readerDevices.ts';
export * from './operations/reports.ts';
export * from './operations/schools.ts';
export * from './operations/staffs.ts';
export * from './operations/stores.ts';
export * from './operations/system.ts';
export * from './operations/tabletAttendance.ts';
export * from './operations/zengin.ts';
