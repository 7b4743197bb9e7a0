export type {
  CardLoginPinFormInput,
  CardLoginPinFormValues,
  CardPinFormInput,
  CardPinFormValues,
  CardPinRemovalFormInput,
  CardPinRemovalFormValues,
  ForgotPasswordFormInput,
  ForgotPasswordFormValues,
  LoginFormInput,
  LoginFormValues,
  NfcIdFormInput,
  NfcIdFormValues,
  ResetPasswordFormInput,
  ResetPasswordFormValues,
  StoreSelectionFormInput,
  StoreSelectionFormValues,
} from './auth.ts';
export {
  CARD_PIN,
  cardLoginPinFormSchema,
  cardPinFormSchema,
  cardPinRemovalFormSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  nfcIdFormSchema,
  resetPasswordFormSchema,
  storeSelectionFormSchema,
} from './auth.ts';
export type { AvatarInput, FileListLike } from './avatar.ts';
export type {
  BankBranchFormInput,
  BankBranchFormValues,
  BankFormInput,
  BankFormValues,
} from './bank.ts';
export { bankBranchFormSchema, bankFormSchema } from './bank.ts';
export type {
  BulletinCategory,
  BulletinCreateInput,
  BulletinPostFormInput,
  BulletinPostFormValues,
  BulletinPriority,
  BulletinUpdateInput,
} from './bulletin.ts';
export {
  bulletinCategories,
  bulletinPostFormSchema,
  bulletinPriorities,
  toBulletinFormData,
  toBulletinUpdateFormData,
  toServerDateTime,
} from './bulletin.ts';
export type { ChatMessageFormInput, ChatMessageFormValues } from './chat.ts';
export { chatMessageFormSchema } from './chat.ts';
export type {
  CustomerContractFormInput,
  CustomerContractFormValues,
  CustomerFormInput,
  CustomerFormValues,
  CustomerStatusFormInput,
  CustomerStatusFormValues,
} from './customer.ts';
export {
  createCustomerFormSchema,
  createCustomerStatusFormSchema,
  customerContractFormSchema,
  customerFormSchema,
  customerStatusFormSchema,
  guardianMissing,
} from './customer.ts';
export type { FacilityFormInput, FacilityFormValues } from './facility.ts';
export { facilityFormSchema, facilityKinds, LANES_MAX } from './facility.ts';
export type {
  ChangeRequestRejectFormInput,
  ContactField,
  FamilyContactChangeFormInput,
  FamilyContactChangeFormValues,
  FamilyPasswordChangeFormInput,
} from './familyProfile.ts';
export {
  CONTACT_FIELD_LABELS,
  CONTACT_FIELDS,
  changeRequestRejectFormSchema,
  familyContactChangeFormSchema,
  familyPasswordChangeFormSchema,
} from './familyProfile.ts';
export type { GradeFormInput, GradeFormValues } from './grade.ts';
export { CAP_COLOR, gradeFormSchema, SKILLS_MAX } from './grade.ts';
export type { MemberNoticeAudienceKindValue, MemberNoticeFormValues } from './memberNotice.ts';
export { memberNoticeAudienceKinds, memberNoticeFormSchema, memberNoticeInputOf } from './memberNotice.ts';
export type {
  PreRegistrationPublicFormInput,
  PreRegistrationPublicFormValues,
  PreRegistrationStaffEditFormInput,
  PreRegistrationStaffEditFormValues,
  PreRegistrationStatusFormInput,
  PreRegistrationStatusFormValues,
} from './preRegistration.ts';
export {
  createPreRegistrationPublicFormSchema,
  createPreRegistrationStaffEditFormSchema,
  genders,
  isMinorApplicant,
  preRegistrationPublicFormSchema,
  preRegistrationStaffEditFormSchema,
  preRegistrationStatusFormSchema,
} from './preRegistration.ts';
export type { ProgramFormInput, ProgramFormValues } from './program.ts';
export { createProgramFormSchema, PROGRAM_FEE_MAX, programFormSchema } from './program.ts';
export type { ReaderDeviceFormInput, ReaderDeviceFormValues } from './readerDevice.ts';
export { readerDeviceFormSchema } from './readerDevice.ts';
export type {
  ProgramCategoryFormInput,
  ProgramCategoryFormValues,
  SchoolFormInput,
  SchoolFormValues,
} from './school.ts';
export { disciplines, programCategoryFormSchema, schoolFormSchema } from './school.ts';
export type {
  StaffFormInput,
  StaffFormValues,
  StaffRetireFormInput,
  StaffRetireFormValues,
} from './staff.ts';
export { staffFormSchema, staffRetireFormSchema, staffRoles } from './staff.ts';
export type { StoreFormInput, StoreFormValues } from './store.ts';
export {
  CLOSURE_MAX_DAYS,
  CLOSURES_MAX,
  holidayHoursOptions,
  PREFECTURES,
  storeFormSchema,
} from './store.ts';
export type { WeeklyClassFormInput, WeeklyClassFormValues } from './weeklyClass.ts';
export { weeklyClassFieldLabels, weeklyClassFormSchema } from './weeklyClass.ts';
