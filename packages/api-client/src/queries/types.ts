import type { components, operations } from '../generated/schema.ts';

// Names for the spec's schemas, so screens say `PreRegistration` rather than `components['schemas'][…]`.

type Schemas = components['schemas'];

export type Role = Schemas['Role'];
export type Gender = Schemas['Gender'];
export type Staff = Schemas['Staff'];
export type StaffSummary = Schemas['StaffSummary'];
export type Store = Schemas['Store'];
export type UserData = Schemas['UserData'];
export type UserPreferences = Schemas['UserPreferences'];
export type AuthTokenData = Schemas['AuthTokenData'];
export type NfcLoginData = Schemas['NfcLoginData'];
export type TokenVerification = Schemas['TokenVerification'];
export type HeartbeatData = Schemas['HeartbeatData'];
export type ReaderDevice = Schemas['ReaderDevice'];
export type ReaderDeviceEnrollment = Schemas['ReaderDeviceEnrollment'];
export type CardPinState = Schemas['CardPinState'];
export type HealthStatus = Schemas['HealthStatus'];
export type PaginationMeta = Schemas['PaginationMeta'];
export type ErrorCode = Schemas['ErrorCode'];
export type ErrorEnvelope = Schemas['ErrorEnvelope'];

export type Customer = Schemas['Customer'];
export type AttendanceAction = Schemas['AttendanceAction'];
export type AttendanceResult = Schemas['AttendanceResult'];
export type CustomerAttendanceData = Schemas['CustomerAttendanceData'];
export type OvertimeCount = Schemas['OvertimeCount'];
export type MonthlyCount = Schemas['MonthlyCount'];
export type CustomerContractSummary = Schemas['CustomerContractSummary'];
export type RecentHistory = Schemas['RecentHistory'];
export type CustomerWelcome = Schemas['CustomerWelcome'];
export type AttendanceStatus = Schemas['AttendanceStatus'];
export type CurrentVisitor = Schemas['CurrentVisitor'];
export type TabletLessonDay = Schemas['TabletLessonDay'];
export type TabletLesson = Schemas['TabletLesson'];
export type TabletMember = Schemas['TabletMember'];
export type LessonAttendanceStatus = Schemas['LessonAttendanceStatus'];
export type LessonMarkInput = Schemas['LessonMarkInput'];
export type LessonCardTapInput = Schemas['LessonCardTapInput'];
export type LessonCardTapResult = Schemas['LessonCardTapResult'];
export type NfcCard = Schemas['NfcCard'];
export type NfcCardHolderType = Schemas['NfcCardHolderType'];
export type NfcCardIssueInput = Schemas['NfcCardIssueInput'];
export type StaffListItem = Schemas['StaffListItem'];
export type StaffDetail = Schemas['StaffDetail'];

export type PreRegistration = Schemas['PreRegistration'];
export type PreRegistrationStatus = Schemas['PreRegistrationStatus'];
export type PreRegistrationStats = Schemas['PreRegistrationStats'];
export type PreRegistrationConversion = Schemas['PreRegistrationConversion'];

export type BulletinPost = Schemas['BulletinPost'];
export type BulletinCategory = Schemas['BulletinCategory'];
export type BulletinPriority = Schemas['BulletinPriority'];
export type BulletinAttachment = Schemas['BulletinAttachment'];
export type BulletinComment = Schemas['BulletinComment'];
export type BulletinStatistics = Schemas['BulletinStatistics'];
export type BulletinReadReceipt = Schemas['BulletinReadReceipt'];
export type BulletinReadReceipts = Schemas['BulletinReadReceipts'];

export type ChatRoom = Schemas['ChatRoom'];
export type ChatRoomType = Schemas['ChatRoomType'];
export type ChatParticipant = Schemas['ChatParticipant'];
export type ChatMessage = Schemas['ChatMessage'];
export type ChatMessageCursorMeta = Schemas['ChatMessageCursorMeta'];
export type ChatReadReceipt = Schemas['ChatReadReceipt'];
export type ChatStatistics = Schemas['ChatStatistics'];

export type DashboardKpi = Schemas['DashboardKpi'];
export type KpiItem = Schemas['KpiItem'];
export type CheckinCheckout = Schemas['CheckinCheckout'];
export type CheckinRecord = Schemas['CheckinRecord'];
export type WeeklyComparison = Schemas['WeeklyComparison'];
export type WeekdayCount = Schemas['WeekdayCount'];
export type ClassScheduleItem = Schemas['ClassScheduleItem'];
export type AttendanceTrendPoint = Schemas['AttendanceTrendPoint'];
export type KpiKey = Schemas['KpiKey'];
export type KpiDetail = Schemas['KpiDetail'];
export type KpiPoint = Schemas['KpiPoint'];
export type KpiComparison = Schemas['KpiComparison'];
export type BreakdownSlice = Schemas['BreakdownSlice'];
export type DashboardInsight = Schemas['DashboardInsight'];
export type DashboardInsights = Schemas['DashboardInsights'];
export type SetupGuide = Schemas['SetupGuide'];
export type SetupGuideStep = Schemas['SetupGuideStep'];
export type AttendanceMonthDetail = Schemas['AttendanceMonthDetail'];
export type AttendanceRateRow = Schemas['AttendanceRateRow'];

// Request bodies sent as JSON, as the spec has them.

export type ForgotPasswordInput = Schemas['ForgotPasswordInput'];
export type ResetPasswordInput = Schemas['ResetPasswordInput'];
export type HeartbeatInput = Schemas['HeartbeatInput'];
export type ChangeStoreInput = Schemas['ChangeStoreInput'];
export type ReaderDeviceInput = Schemas['ReaderDeviceInput'];
export type CardPinInput = Schemas['CardPinInput'];
export type CustomerAttendanceInput = Schemas['CustomerAttendanceInput'];
export type PreRegistrationStatusChange = Schemas['PreRegistrationStatusChange'];
export type BulletinCommentInput = Schemas['BulletinCommentInput'];
export type ChatRoomInput = Schemas['ChatRoomInput'];
export type ChatRoomUpdateInput = Schemas['ChatRoomUpdateInput'];
export type ChatMessageInput = Schemas['ChatMessageInput'];

/** The login form's fields; `remember` defaults to false and `device_name` to 'web' (seed §7). */
export type LoginInput = Omit<Schemas['LoginInput'], 'remember' | 'device_name'> &
  Partial<Pick<Schemas['LoginInput'], 'remember' | 'device_name'>>;

/** A card tap; `device_name` defaults to 'web' (browser NFC), the local reader service sends 'nfc-reader'. */
export type NfcLoginInput = Omit<Schemas['NfcLoginInput'], 'device_name'> &
  Partial<Pick<Schemas['NfcLoginInput'], 'device_name'>>;

// Multipart bodies. The spec types file parts as strings (format: binary) and flags as '1'/'0'; the client
// takes Blobs and booleans and `toFormData` writes them the way the server reads them.

/** The public sign-up form (/register). */
export type PreRegistrationFormFields = Omit<Schemas['PreRegistrationInput'], 'avatar' | 'confirmation'> & {
  avatar?: Blob | null | undefined;
  confirmation: boolean;
};

/** The staff edit form of a pre-registration (sent with `_method=PUT`). */
export type PreRegistrationUpdateFields = Omit<
  Schemas['PreRegistrationUpdateInput'],
  'avatar' | '_method'
> & {
  avatar?: Blob | null | undefined;
};

type BulletinFlags = {
  is_pinned?: boolean | undefined;
  is_active?: boolean | undefined;
  /** New attachments, sent as `files[]`. */
  files?: readonly Blob[] | undefined;
};

/** A new bulletin post; publish dates may be `datetime-local` values ('2026-11-22T09:30'). */
export type BulletinPostFormFields = Omit<
  Schemas['BulletinPostInput'],
  'is_pinned' | 'is_active' | 'files[]'
> &
  BulletinFlags;

/** Changes to a bulletin post (sent with `_method=PUT`); omitted fields keep their value. */
export type BulletinPostUpdateFields = Omit<
  Schemas['BulletinPostUpdateInput'],
  '_method' | 'is_pinned' | 'is_active' | 'files[]' | 'remove_files[]'
> &
  BulletinFlags & {
    /** Ids of attachments to remove, sent as `remove_files[]`. */
    remove_files?: readonly number[] | undefined;
  };

// Query parameters of the list operations.

export type QueryOf<Id extends keyof operations> = NonNullable<operations[Id]['parameters']['query']>;

export type ListPreRegistrationsParams = QueryOf<'listPreRegistrations'>;
export type PreRegistrationStatsParams = QueryOf<'getPreRegistrationStats'>;
export type ListBulletinPostsParams = QueryOf<'listBulletinPosts'>;
export type ListChatMessagesParams = QueryOf<'listChatMessages'>;
export type SearchChatMessagesParams = QueryOf<'searchChatMessages'>;
export type RecentHistoryParams = QueryOf<'getCustomerRecentHistory'>;
export type AttendanceTrendParams = QueryOf<'getDashboardAttendanceTrend'>;
export type TabletLessonsParams = QueryOf<'listTabletLessons'>;

/** Chat room filters; `type` may be several types, sent comma-joined (seed §5). */
export type ListChatRoomsParams = Omit<QueryOf<'listChatRooms'>, 'type'> & {
  type?: ChatRoomType | readonly ChatRoomType[] | undefined;
};
