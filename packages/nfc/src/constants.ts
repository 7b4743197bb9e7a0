import {
  CARD_ENTITY_ID_MAX,
  CARD_UID_LENGTH,
  CUSTOMER_TAP_COOLDOWN_MS,
  LOGIN_LOCKOUT_MINUTES,
  LOGIN_MAX_FAILURES,
  NFC_LOGIN_LOCKOUT_MINUTES,
  NFC_LOGIN_MAX_FAILURES,
} from '@kayoi/domain/constants';

// The NFC numbers of the product spec (seed §9), named once: those the server shares come from @kayoi/domain.

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

export const NFC_CONSTANTS = {
  /** UIDs are upper-case hex, left-padded with zeros to this length. */
  uidLength: CARD_UID_LENGTH,
  /** The largest entity id the card's 3-byte id field holds. */
  maxEntityId: CARD_ENTITY_ID_MAX,
  /** The local card-reader service (Windows + Sony RC-S380). */
  bridgeUrl: 'ws://localhost:9876',
  reconnect: { maxTries: 5, initialDelayMs: 2 * SECOND, maxDelayMs: 30 * SECOND },
  /** Write mode ends by itself after this long without an answer. */
  writeModeMs: 15 * SECOND,
  /** A card just written is not read as a tap for this long. */
  recentlyWrittenIgnoreMs: 10 * SECOND,
  /** The same customer card is not sent twice within this long. */
  customerCooldownMs: CUSTOMER_TAP_COOLDOWN_MS,
  cardLogin: { timeoutMs: 10 * SECOND, maxRetries: 3, baseDelayMs: 500, maxDelayMs: 5 * SECOND },
  attempts: {
    login: { maxFailures: LOGIN_MAX_FAILURES, lockoutMs: LOGIN_LOCKOUT_MINUTES * MINUTE },
    nfcLogin: { maxFailures: NFC_LOGIN_MAX_FAILURES, lockoutMs: NFC_LOGIN_LOCKOUT_MINUTES * MINUTE },
    general: { maxRequests: 20, windowMs: MINUTE },
    cleanupIntervalMs: 60 * MINUTE,
    keepMs: 24 * 60 * MINUTE,
  },
} as const;

/** Card types as the card and the reader report them (seed §3). */
export const CARD_TYPE = { unregistered: 0, staff: 1, customer: 2 } as const;
export type CardType = (typeof CARD_TYPE)[keyof typeof CARD_TYPE];
