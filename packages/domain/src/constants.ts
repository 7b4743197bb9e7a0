// The product's numbers (seed §9 and the rules built on it), each named once. Server, mock server, app and the
// card readers read them from here; numbers only one of them has a use for live next to that use (the NFC
// reconnect timings in @kayoi/nfc, stale times and polling in @kayoi/api-client's policy).

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

// Sign-in.

/** Wrong passwords for one e-mail before it is locked (seed §9: 5 attempts). */
export const LOGIN_MAX_FAILURES = 5;
/** How long a locked e-mail stays locked (seed §9: 15 minutes). */
export const LOGIN_LOCKOUT_MINUTES = 15;
/** Failed card logins (unknown card, wrong PIN) for one card before it is locked (seed §9: 3 attempts). */
export const NFC_LOGIN_MAX_FAILURES = 3;
/** How long a locked card stays locked (seed §9: 10 minutes). */
export const NFC_LOGIN_LOCKOUT_MINUTES = 10;
/** A token's lifetime unless the login asked to be remembered (seed §9: 480 minutes). */
export const TOKEN_LIFETIME_MINUTES = 480;
/** A token's lifetime when the login asked to be remembered (ログイン状態の保持): 30 days. */
export const REMEMBERED_TOKEN_LIFETIME_MINUTES = 30 * 24 * 60;

// The session in the browser (seed §4, §9).

/** A session ends after this long without activity (12 h). */
export const SESSION_TIMEOUT_MS = 12 * 60 * MINUTE;
/** The first warning, this long before the end. */
export const SESSION_WARNING_BEFORE_MS = 30 * MINUTE;
/** The final red warning, this long before the end. */
export const SESSION_FINAL_WARNING_BEFORE_MS = 2 * MINUTE;
/** The heartbeat to the server while signed in. */
export const HEARTBEAT_INTERVAL_MS = 5 * MINUTE;

// Cards and the front desk.

/** Card UIDs are upper-case hex, left-padded with zeros to this length (seed §3). */
export const CARD_UID_LENGTH = 14;
/** The largest entity id a card's 3-byte id field holds (seed §3, §5). */
export const CARD_ENTITY_ID_MAX = 16_777_215;
/** The same customer tapped again within this long is the same tap (seed §9: customer cooldown 3 s). */
export const CUSTOMER_TAP_COOLDOWN_MS = 3 * SECOND;
/** Visits on the check-in/out display (seed §7: recent-history `?limit=5`). */
export const RECENT_HISTORY_LIMIT = 5;

// Forms and lists.

/** Largest avatar or photo, in bytes (seed §9: 2,048,000 bytes, shown to users as 2MB). */
export const AVATAR_MAX_BYTES = 2_048_000;
/** The note of a status change, in characters (seed §5, §9). */
export const STATUS_NOTE_MAX_LENGTH = 1000;
/** Rows per page a list offers (seed §9). */
export const PAGE_SIZES = [10, 20, 50, 100] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
/** Rows per page when none is asked for (seed §9). */
export const DEFAULT_PAGE_SIZE: PageSize = 20;

/** Age of majority in Japan since April 2022: a younger customer needs a guardian. */
export const ADULT_AGE = 18;

/**
 * A school's makeup and enrolment rules until it saves its own (issue 14): a credit valid to the end of the next
 * month, a 休講 credit for 3 months, 2 makeups a month per weekly lesson, booking up to 60 minutes before the
 * lesson, a freed seat held 48 hours for the first in line, マイページ's 振替予約 up to 4 weeks ahead.
 */
export const DEFAULT_SCHOOL_CLASS_RULES = {
  makeup_validity_months: 1,
  cancelled_validity_months: 3,
  makeup_quota_per_weekly_lesson: 2,
  booking_cutoff_minutes: 60,
  waitlist_hold_hours: 48,
  makeup_booking_window_days: 28,
} as const;

/** Until how many minutes before a lesson starts a family may send 欠席連絡 on マイページ (school rules). */
export const DEFAULT_ABSENCE_CUTOFF_MINUTES = 120;
