import { attendanceHandlers } from './handlers/attendance.ts';
import { authHandlers } from './handlers/auth.ts';
import { backupHandlers } from './handlers/backups.ts';
import { bankHandlers } from './handlers/banks.ts';
import { bulletinBoardHandlers } from './handlers/bulletinBoard.ts';
import { chatHandlers } from './handlers/chat.ts';
import { customerHandlers } from './handlers/customers.ts';
import { dashboardHandlers } from './handlers/dashboard.ts';
import { eventHandlers } from './handlers/events.ts';
import { frontDeskHandlers } from './handlers/frontDesk.ts';
import { masterHandlers } from './handlers/masters.ts';
import { memberImportHandlers } from './handlers/memberImport.ts';
import { preferenceHandlers } from './handlers/preferences.ts';
import { preRegistrationHandlers } from './handlers/preRegistrations.ts';
import { readerDeviceHandlers } from './handlers/readerDevices.ts';
import { staffAccountHandlers } from './handlers/staffAccounts.ts';
import { storeHandlers } from './handlers/stores.ts';
import { systemHandlers } from './handlers/system.ts';

/** Every operation of the spec, over the one in-memory fixture store (Storybook, component and app tests). */
export const handlers = [
  ...systemHandlers,
  ...authHandlers,
  ...storeHandlers,
  ...preferenceHandlers,
  ...attendanceHandlers,
  ...preRegistrationHandlers,
  ...bulletinBoardHandlers,
  ...chatHandlers,
  ...dashboardHandlers,
  ...frontDeskHandlers,
  ...eventHandlers,
  ...customerHandlers,
  ...readerDeviceHandlers,
  ...masterHandlers,
  // Issue 13: staff accounts, the bank master, the member import.
  ...staffAccountHandlers,
  ...bankHandlers,
  ...memberImportHandlers,
  // Issue 21: the backups' state.
  ...backupHandlers,
];

export {
  customerCardUid,
  DEMO_CUSTOMER_IDS,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  DEMO_STAFF_CARD_UIDS,
} from '@kayoi/domain/demo';
export type {
  FixtureAttendance,
  FixtureBulletinComment,
  FixtureBulletinPost,
  FixtureChatMessage,
  FixtureChatRoom,
  FixtureClass,
  FixtureCustomer,
  FixtureProgram,
  FixtureSeed,
  FixtureSession,
  FixtureStaff,
  FixtureStore,
  FixtureStoreEvent,
} from './fixtureStore.ts';
export {
  createFixtureStore,
  currentFixtureStore,
  DEMO_TOKENS,
  resetFixtureStore,
} from './fixtureStore.ts';
export { DEMO_READER_DEVICE_CREDENTIAL } from './handlers/readerDevices.ts';
export type { ErrorStatus, ListOperationId, OverrideOptions } from './overrides.ts';
export { delayedHandler, emptyListHandler, errorHandler, networkErrorHandler } from './overrides.ts';
export type { OperationId } from './spec.ts';
export {
  attendanceHandlers,
  authHandlers,
  backupHandlers,
  bulletinBoardHandlers,
  chatHandlers,
  customerHandlers,
  dashboardHandlers,
  eventHandlers,
  frontDeskHandlers,
  preferenceHandlers,
  preRegistrationHandlers,
  readerDeviceHandlers,
  storeHandlers,
  systemHandlers,
};
