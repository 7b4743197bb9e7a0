// The NFC numbers of the product spec (seed §9), named once.

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

export const NFC_CONSTANTS = {
  /** UIDs are upper-case hex, left-padded with zeros to this length. */
  uidLength: 14,
  /** The largest entity id the card's 3-byte id field holds. */
  maxEntityId: 16_777_215,
  /** The local card-reader service (Windows + Sony RC-S380). */
  bridgeUrl: 'ws://localhost:9876',
  reconnect: { maxTries: 5, initialDelayMs: 2 * SECOND, maxDelayMs: 30 * SECOND },
  /** Write mode ends by itself after this long without an answer. */
  writeModeMs: 15 * SECOND,
  /** A card just written is not read as a tap for this long. */
  recentlyWrittenIgnoreMs: 10 * SECOND,
  /** The same customer card is not sent twice within this long. */
  customerCooldownMs: 3 * SECOND,
  cardLogin: { timeoutMs: 10 * SECOND, maxRetries: 3, baseDelayMs: 500, maxDelayMs: 5 * SECOND },
  attempts: {
    login: { maxFailures: 5, lockoutMs: 15 * MINUTE },
    nfcLogin: { maxFailures: 3, lockoutMs: 10 * MINUTE },
    general: { maxRequests: 20, windowMs: MINUTE },
    cleanupIntervalMs: 60 * MINUTE,
    keepMs: 24 * 60 * MINUTE,
  },
} as const;

/** Card types as the card and the reader report them (seed §3). */
export const CARD_TYPE = { unregistered: 0, staff: 1, customer: 2 } as const;
export type CardType = (typeof CARD_TYPE)[keyof typeof CARD_TYPE];
