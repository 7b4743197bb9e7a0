import { NFC_CONSTANTS } from './constants.ts';

// Card login's retry rule (seed §8): no retry on 422 (unknown card, the card PIN) or 403 (disabled card, a desk
// that is not an enrolled reader or belongs to another store); otherwise up to 3 retries after
// min(500·2^n, 5000) ms; the whole attempt gives up after 10 s ('処理がタイムアウトしました').

/**
 * What a failed call looks like to the retry rule: an HTTP status (0 or undefined = no answer) and the error
 * code of the answer, when it had one.
 */
export interface StatusError {
  status?: number;
  code?: string;
}

export type CardLoginFailure =
  | 'unregistered'
  | 'disabled'
  /** The desk is not an enrolled reader device (403 DEVICE_NOT_ENROLLED). */
  | 'deviceNotEnrolled'
  /** The desk belongs to another store than the card holder (403 FORBIDDEN). */
  | 'otherStore'
  /** The account has a card PIN: ask for it and send it with the next attempt (422 PIN_REQUIRED). */
  | 'pinRequired'
  /** The PIN sent was wrong (422 INVALID_PIN; counted as a failed card attempt). */
  | 'invalidPin'
  | 'rateLimited'
  | 'network'
  | 'timeout'
  | 'failed';

export class CardLoginError extends Error {
  override readonly name = 'CardLoginError';
  readonly failure: CardLoginFailure;
  readonly status: number | undefined;
  /** The answer's error code (`PIN_REQUIRED` …), when it had one. */
  readonly code: string | undefined;
  override readonly cause: unknown;
  constructor(failure: CardLoginFailure, status: number | undefined, cause: unknown) {
    super(`card login failed: ${failure}`);
    this.failure = failure;
    this.status = status;
    this.code = codeOf(cause);
    this.cause = cause;
  }
}

/** Delay before retry `n` (0-based): 500, 1000, 2000 ms …, at most 5000. */
export const cardLoginRetryDelay = (retry: number) =>
  Math.min(NFC_CONSTANTS.cardLogin.baseDelayMs * 2 ** retry, NFC_CONSTANTS.cardLogin.maxDelayMs);

const statusOf = (error: unknown) => {
  const status = (error as StatusError | null)?.status;
  return typeof status === 'number' ? status : undefined;
};

function codeOf(error: unknown): string | undefined {
  const code = (error as StatusError | null)?.code;
  return typeof code === 'string' ? code : undefined;
}

const BY_CODE: Readonly<Record<string, CardLoginFailure>> = {
  DEVICE_NOT_ENROLLED: 'deviceNotEnrolled',
  FORBIDDEN: 'otherStore',
  PIN_REQUIRED: 'pinRequired',
  INVALID_PIN: 'invalidPin',
};

export function classifyCardLoginError(error: unknown): CardLoginFailure {
  const status = statusOf(error);
  const code = codeOf(error);
  if ((status === 422 || status === 403) && code !== undefined && BY_CODE[code]) return BY_CODE[code];
  if (status === 422) return 'unregistered';
  if (status === 403) return 'disabled';
  if (status === 429) return 'rateLimited';
  if (status === undefined || status === 0) return 'network';
  return 'failed';
}

const isFinal = (error: unknown) => {
  const status = statusOf(error);
  return status === 422 || status === 403;
};

/**
 * Calls `send` (the nfc-login request) with the retry rule and the 10 s timeout. `signal` aborts the call in
 * flight when the time is up.
 */
export async function loginWithCardRetries<T>(
  send: (signal: AbortSignal) => Promise<T>,
  options: { sleep?: (ms: number) => Promise<void>; timeoutMs?: number } = {},
): Promise<T> {
  const sleep = options.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const timeoutMs = options.timeoutMs ?? NFC_CONSTANTS.cardLogin.timeoutMs;
  const abort = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      abort.abort();
      reject(new CardLoginError('timeout', undefined, null));
    }, timeoutMs);
  });
  const attempt = async (): Promise<T> => {
    let retry = 0;
    for (;;) {
      try {
        return await send(abort.signal);
      } catch (error) {
        if (abort.signal.aborted) throw new CardLoginError('timeout', undefined, error);
        if (isFinal(error) || retry >= NFC_CONSTANTS.cardLogin.maxRetries) {
          throw new CardLoginError(classifyCardLoginError(error), statusOf(error), error);
        }
        await sleep(cardLoginRetryDelay(retry));
        retry += 1;
      }
    }
  };
  try {
    return await Promise.race([attempt(), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
