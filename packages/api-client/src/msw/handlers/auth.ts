import { isoTokyo, MINUTE_MS } from '@kayoi/domain/calendar';
import { normalizeCardUid } from '@kayoi/domain/cards';
import {
  LOGIN_LOCKOUT_MINUTES,
  LOGIN_MAX_FAILURES,
  NFC_LOGIN_LOCKOUT_MINUTES,
  NFC_LOGIN_MAX_FAILURES,
  REMEMBERED_TOKEN_LIFETIME_MINUTES,
  TOKEN_LIFETIME_MINUTES,
} from '@kayoi/domain/constants';
import type { FixtureStaff } from '@kayoi/domain/demo';
import {
  forgotPasswordFormSchema,
  resetPasswordFormSchema,
  storeSelectionFormSchema,
} from '@kayoi/domain/forms';
import { fieldMessages, formatMessage, serverMessages, validationMessages } from '@kayoi/domain/messages';
import { z } from 'zod';
import type { FixtureStore } from '../fixtureStore.ts';
import {
  handle,
  handleAs,
  http,
  jsonBody,
  MockApiError,
  notFound,
  parseOr422,
  success,
  validationError,
} from '../http.ts';

// Seed §9: 5 wrong passwords lock the e-mail for 15 minutes; 3 failed card taps lock the card for 10.

const loginKey = (email: string) => `login:${email.trim().toLowerCase()}`;
const nfcKey = (uid: string) => `nfc:${normalizeCardUid(uid)}`;

/** Seconds until `key` unlocks, or 0. */
function lockedForSeconds(store: FixtureStore, key: string): number {
  const lockedUntil = store.throttles.get(key)?.locked_until ?? null;
  if (lockedUntil === null) return 0;
  return Math.max(0, Math.ceil((lockedUntil - store.nowMs()) / 1000));
}

/** Counts a failure; returns the lockout in seconds it caused (0 while the key is still open). */
function recordFailure(
  store: FixtureStore,
  key: string,
  maxFailures: number,
  lockoutMinutes: number,
): number {
  const now = store.nowMs();
  const previous = store.throttles.get(key);
  const expired = previous?.locked_until != null && previous.locked_until <= now;
  const failures = expired || !previous ? 1 : previous.failures + 1;
  const locked = failures >= maxFailures;
  store.throttles.set(key, { failures, locked_until: locked ? now + lockoutMinutes * MINUTE_MS : null });
  return locked ? lockoutMinutes * 60 : 0;
}

const accountLocked = (seconds: number) =>
  new MockApiError(429, 'ACCOUNT_LOCKED', serverMessages.tooManyLoginAttempts, { retryAfter: seconds });
const cardRateLimited = (seconds: number) =>
  new MockApiError(429, 'TOO_MANY_REQUESTS', serverMessages.nfcRateLimited, { retryAfter: seconds });

/** The server only requires an e-mail and a non-empty password; 7+ characters is the login form's rule. */
const loginInputSchema = z.object({
  email: z
    .string({ error: validationMessages.email.required })
    .trim()
    .min(1, { error: validationMessages.email.required })
    .pipe(z.email({ error: validationMessages.email.invalid })),
  password: z
    .string({ error: validationMessages.password.required })
    .min(1, { error: validationMessages.password.required }),
  remember: z.boolean().optional(),
  device_name: z.string().max(100).optional(),
});

const nfcLoginInputSchema = z.object({
  nfc_uid: z
    .string({ error: validationMessages.nfcId.required })
    .min(1, { error: validationMessages.nfcId.required })
    .regex(/^[0-9A-Fa-f]{8,16}$/, { error: validationMessages.nfcId.invalid }),
  device_name: z
    .enum(['web', 'nfc-reader'], {
      error: formatMessage(fieldMessages.invalidFormat, { field: 'デバイス名' }),
    })
    .optional(),
  store_id: z.number().int().positive().optional(),
  pin: z
    .string()
    .regex(/^[0-9]{4,6}$/)
    .optional(),
});

const cardPinInputSchema = z.object({
  current_password: z
    .string({ error: validationMessages.password.required })
    .min(1, { error: validationMessages.password.required }),
  pin: z.union([z.string().regex(/^[0-9]{4,6}$/, { error: validationMessages.cardPin.invalid }), z.null()], {
    error: validationMessages.cardPin.invalid,
  }),
});

/** Who has set a card PIN, per fixture store. Card login here does not ask for it: that rule is the server's. */
const cardPins = new WeakMap<FixtureStore, Set<number>>();
function cardPinHolders(store: FixtureStore): Set<number> {
  let holders = cardPins.get(store);
  if (!holders) {
    holders = new Set();
    cardPins.set(store, holders);
  }
  return holders;
}

const heartbeatInputSchema = z.object({
  timestamp: z
    .number({ error: formatMessage(fieldMessages.required, { field: 'タイムスタンプ' }) })
    .int()
    .min(0),
  sessionId: z
    .string({ error: formatMessage(fieldMessages.required, { field: 'セッションID' }) })
    .min(1, { error: formatMessage(fieldMessages.required, { field: 'セッションID' }) })
    .max(100),
});

function issueSession(store: FixtureStore, staff: FixtureStaff, storeId: number, lifetimeMinutes: number) {
  const session = store.openSession(staff.id, storeId, lifetimeMinutes);
  return {
    token: session.token,
    token_type: 'Bearer' as const,
    expires_in: lifetimeMinutes,
    expires_at: isoTokyo(session.expires_at),
    user: store.staffView(staff, storeId),
  };
}

export const authHandlers = [
  http.get('/sanctum/csrf-cookie', (info) => handle(info, () => info.response(204).empty())),

  http.post('/api/v3/auth/login', (info) =>
    handle(info, async (store) => {
      const input = parseOr422(loginInputSchema, await jsonBody(info.request));
      const key = loginKey(input.email);
      const locked = lockedForSeconds(store, key);
      if (locked > 0) throw accountLocked(locked);

      const staff = store.staff.find((s) => s.email.toLowerCase() === input.email.toLowerCase());
      if (!staff?.is_active || staff.password !== input.password) {
        const lockedNow = recordFailure(store, key, LOGIN_MAX_FAILURES, LOGIN_LOCKOUT_MINUTES);
        if (lockedNow > 0) throw accountLocked(lockedNow);
        throw new MockApiError(401, 'INVALID_CREDENTIALS', serverMessages.invalidCredentials);
      }
      store.throttles.delete(key);
      const lifetime = input.remember ? REMEMBERED_TOKEN_LIFETIME_MINUTES : TOKEN_LIFETIME_MINUTES;
      return info
        .response(200)
        .json(success(issueSession(store, staff, staff.store_id, lifetime), 'ログインしました'));
    }),
  ),

  http.post('/api/v3/auth/nfc-login', (info) =>
    handle(info, async (store) => {
      const input = parseOr422(nfcLoginInputSchema, await jsonBody(info.request));
      const uid = normalizeCardUid(input.nfc_uid);
      const key = nfcKey(uid);
      const locked = lockedForSeconds(store, key);
      if (locked > 0) throw cardRateLimited(locked);

      const fail = (error: MockApiError) => {
        const lockedNow = recordFailure(store, key, NFC_LOGIN_MAX_FAILURES, NFC_LOGIN_LOCKOUT_MINUTES);
        return lockedNow > 0 ? cardRateLimited(lockedNow) : error;
      };
      const staff = store.staff.find((s) => s.card?.uid === uid);
      if (!staff?.card)
        throw fail(new MockApiError(422, 'CARD_NOT_REGISTERED', serverMessages.cardNotRegistered));
      if (!staff.card.active || !staff.is_active) {
        throw fail(new MockApiError(403, 'CARD_DISABLED', serverMessages.cardDisabled));
      }
      store.throttles.delete(key);
      // Only an admin works in a store other than their own; for the others the reader's store is ignored.
      const storeId =
        staff.role === 'admin' &&
        input.store_id !== undefined &&
        store.stores.some((s) => s.id === input.store_id)
          ? input.store_id
          : staff.store_id;
      const session = issueSession(store, staff, storeId, TOKEN_LIFETIME_MINUTES);
      return info.response(200).json(success({ ...session, staff: session.user }, 'ログインしました'));
    }),
  ),

  http.post('/api/v3/auth/logout', (info) =>
    handleAs(info, 'logout', ({ store, session }) => {
      store.sessions.delete(session.token);
      return info.response(200).json(success(null, serverMessages.loggedOut));
    }),
  ),

  http.get('/api/v3/auth/me', (info) =>
    handleAs(info, 'getCurrentUser', ({ store, staff, storeId }) =>
      info.response(200).json(success({ user: store.staffView(staff, storeId) })),
    ),
  ),

  http.get('/api/v3/auth/user', (info) =>
    handleAs(info, 'getAuthenticatedUser', ({ store, staff, storeId }) =>
      info.response(200).json(success({ user: store.staffView(staff, storeId) })),
    ),
  ),

  http.get('/api/v3/auth/verify', (info) =>
    handleAs(info, 'verifyToken', ({ session }) =>
      info.response(200).json(success({ valid: true as const, expires_at: isoTokyo(session.expires_at) })),
    ),
  ),

  http.post('/api/v3/auth/forgot-password', (info) =>
    handle(info, async (store) => {
      const { email } = parseOr422(forgotPasswordFormSchema, await jsonBody(info.request));
      const staff = store.staff.find((s) => s.email.toLowerCase() === email.toLowerCase());
      // The same answer whether or not the address is known, so accounts cannot be enumerated.
      if (staff?.is_active)
        store.passwordResets.set(staff.email, `reset-${staff.id}-${store.nowMs().toString(36)}`);
      return info.response(200).json(success(null, serverMessages.passwordResetLinkSent));
    }),
  ),

  http.post('/api/v3/auth/reset-password', (info) =>
    handle(info, async (store) => {
      const input = parseOr422(resetPasswordFormSchema, await jsonBody(info.request));
      const staff = store.staff.find((s) => s.email.toLowerCase() === input.email.toLowerCase());
      const saved = staff ? store.passwordResets.get(staff.email) : undefined;
      if (!staff || saved === undefined || saved !== input.token) {
        throw validationError(
          { token: [serverMessages.passwordResetTokenInvalid] },
          serverMessages.passwordResetTokenInvalid,
        );
      }
      staff.password = input.password;
      store.passwordResets.delete(staff.email);
      // A new password ends every session opened with the old one.
      for (const [token, session] of store.sessions)
        if (session.staff_id === staff.id) store.sessions.delete(token);
      store.throttles.delete(loginKey(staff.email));
      return info.response(200).json(success(null, serverMessages.passwordResetDone));
    }),
  ),

  http.post('/api/v3/auth/heartbeat', (info) =>
    handleAs(info, 'sendHeartbeat', async ({ store, session }) => {
      parseOr422(heartbeatInputSchema, await jsonBody(info.request));
      // The session slides: a desk in use is not logged out mid-shift.
      session.expires_at = store.nowMs() + TOKEN_LIFETIME_MINUTES * MINUTE_MS;
      return info
        .response(200)
        .json(success({ server_time: isoTokyo(store.nowMs()), expires_at: isoTokyo(session.expires_at) }));
    }),
  ),

  http.get('/api/v3/auth/card-pin', (info) =>
    handleAs(info, 'getCardPin', ({ store, staff }) =>
      info.response(200).json(success({ has_card_pin: cardPinHolders(store).has(staff.id) })),
    ),
  ),

  http.put('/api/v3/auth/card-pin', (info) =>
    handleAs(info, 'setCardPin', async ({ store, staff }) => {
      const input = parseOr422(cardPinInputSchema, await jsonBody(info.request));
      if (input.current_password !== staff.password)
        throw validationError({ current_password: [serverMessages.currentPasswordInvalid] });
      const holders = cardPinHolders(store);
      if (input.pin === null) holders.delete(staff.id);
      else holders.add(staff.id);
      return info
        .response(200)
        .json(
          success(
            { has_card_pin: input.pin !== null },
            input.pin === null ? serverMessages.cardPinRemoved : serverMessages.cardPinSaved,
          ),
        );
    }),
  ),

  http.post('/api/v2/auth/change-store', (info) =>
    handleAs(info, 'changeStore', async ({ store, staff, session }) => {
      const { store_id } = parseOr422(storeSelectionFormSchema, await jsonBody(info.request));
      if (!store.stores.some((s) => s.id === store_id)) throw notFound('店舗が見つかりません');
      session.store_id = store_id;
      return info
        .response(200)
        .json(success({ user: store.staffView(staff, store_id) }, serverMessages.storeSwitched));
    }),
  ),
];
