import type { Role } from '../routes/table.ts';

const MANAGERS: readonly Role[] = ['admin', 'manager'];
const ADMIN: readonly Role[] = ['admin'];

/**
 * What a role may do beyond viewing and editing, so screens hide what the server would refuse. The server is the
 * guard (`x-roles` in the spec, checked by permissions.test.ts); this only keeps buttons honest.
 */
export const permissions = {
  deletePreRegistration: MANAGERS,
  exportCustomers: MANAGERS,
  deleteCustomer: MANAGERS,
  deleteCustomerContract: MANAGERS,
  /** 退会: a rule inside changeCustomerStatus (403 for staff), not an operation of its own. */
  withdrawCustomer: MANAGERS,
  // Reader devices and the card PIN (issue 10): staff see only whether their desk is enrolled.
  enrollReaderDevice: MANAGERS,
  listReaderDevices: MANAGERS,
  revokeReaderDevice: MANAGERS,
  setCardPin: MANAGERS,
  // Staff accounts (issue 13): managers create, edit, retire and invite; only admins force a password reset.
  manageStaff: MANAGERS,
  forceStaffPasswordReset: ADMIN,
  // The bank master: everyone reads it, admins correct it.
  editBanks: ADMIN,
  // 会員データの移行.
  importCustomers: MANAGERS,
  // School setup (issue 13): staff read the masters; managers and admins write their store's, admins the stores.
  /** Create, update and delete of facilities, schools, program categories, programs and grades. */
  writeSchoolMasters: MANAGERS,
  /** Create, update and delete of stores. */
  writeStores: ADMIN,
  // Classes (issue 14): createClass and updateClass carry no x-roles (coaches build the lane board too); a 403
  // from the server still turns the board read-only.
  editTimetable: ['admin', 'manager', 'staff'],
  deleteClass: MANAGERS,
  /** 休講: a rule inside setLessonException (403 for staff), not an operation of its own. */
  cancelLesson: MANAGERS,
  /** A school's 振替・在籍のルール: everyone reads them, admins and managers set them. */
  updateSchoolClassRules: MANAGERS,
  // Backups (issue 21): their state is for administrators only.
  getBackupStatus: ADMIN,
  // The first-run guide (issue 28): the administrators' checklist.
  getSetupGuide: ADMIN,
  // Billing (issue 15): a customer's 請求・入金履歴 and payment method.
  getCustomerLedger: MANAGERS,
  // 口座振替 (issue 16): a customer's 口座情報.
  getCustomerBankAccount: MANAGERS,
  // お知らせ to families (issue 32): everyone reads them; admins and managers publish, draft and withdraw.
  createMemberNotice: MANAGERS,
  getLessonNoticeDraft: MANAGERS,
  withdrawMemberNotice: MANAGERS,
  // 通知 (issue 32): the school's LINE channel is set by administrators.
  getLineChannel: ADMIN,
} as const satisfies Record<string, readonly Role[]>;

export type Permission = keyof typeof permissions;

export const may = (role: Role, permission: Permission) => permissions[permission].includes(role);
