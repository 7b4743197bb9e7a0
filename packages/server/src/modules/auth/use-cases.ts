import { randomBytes } from 'node:crypto';
import { isoTokyo } from '@kayoi/domain/calendar';
import { normalizeCardUid } from '@kayoi/domain/cards';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import type { CallCount } from '../rate-limits/counters.ts';
import { activeDevice, touchDevice } from './devices.ts';
import { hashPassword, timingDecoyHash, verifyPassword } from './passwords.ts';
import type { AuthRepository, StaffRow, StaffView } from './repository.ts';
import type { SessionRegistry } from './sessions.ts';
import type { Throttle, ThrottlePolicy } from './throttle.ts';
import { hashToken, issueOpaqueToken } from './tokens.ts';

export interface AuthDeps {
  db: Database;
  repo: AuthRepository;
  /** Runs `work` with a repository bound to one transaction. */
  inTransaction<T>(work: (repo: AuthRepository) => Promise<T>): Promise<T>;
  throttle: Throttle;
  sessions: SessionRegistry;
  mailer: Mailer;
  config: Pick<AppConfig, 'auth' | 'now' | 'publicUrl'>;
}

export interface IssuedSession {
  token: string;
  token_type: 'Bearer';
  expires_in: number;
  expires_at: string;
  user: StaffView;
}

/** The signed-in caller as every store-owned query sees them. */
export interface AuthContext {
  tokenId: number;
  staffId: number;
  role: StaffRow['role'];
  /** The store this session works in: every store-owned row is read and written within it. */
  storeId: number | null;
  expiresAt: Date;
}

const loginKey = (email: string) => `login:${email.toLowerCase()}`;
const nfcKey = (uid: string) => `nfc:${uid}`;

async function openSession(
  deps: AuthDeps,
  staff: StaffRow,
  options: {
    deviceName: string;
    remember: boolean;
    storeId?: number | null;
    readerDeviceId?: number;
    nfcCardId?: number;
  },
): Promise<IssuedSession> {
  const now = deps.config.now();
  const minutes = options.remember
    ? deps.config.auth.rememberedTokenLifetimeMinutes
    : deps.config.auth.tokenLifetimeMinutes;
  const expiresAt = new Date(now.getTime() + minutes * 60_000);
  const storeId = options.storeId ?? staff.store_id;
  const { token, hash } = issueOpaqueToken();
  await deps.repo.createToken({
    staffId: staff.id,
    hash,
    deviceName: options.deviceName,
    storeId,
    createdAt: now,
    expiresAt,
    ...(options.readerDeviceId === undefined ? {} : { readerDeviceId: options.readerDeviceId }),
    ...(options.nfcCardId === undefined ? {} : { nfcCardId: options.nfcCardId }),
  });
  const user = await deps.repo.staffView(staff.id, storeId);
  if (!user) throw new ApiError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated);
  return { token, token_type: 'Bearer', expires_in: minutes, expires_at: isoTokyo(expiresAt), user };
}

function lockedError(code: 'ACCOUNT_LOCKED' | 'TOO_MANY_REQUESTS', message: string, seconds: number) {
  return new ApiError(429, code, message, { retryAfterSeconds: seconds });
}

const loginPolicy = (deps: AuthDeps): ThrottlePolicy => ({
  maxFailures: deps.config.auth.loginMaxFailures,
  lockoutMinutes: deps.config.auth.loginLockoutMinutes,
});
const nfcPolicy = (deps: AuthDeps): ThrottlePolicy => ({
  maxFailures: deps.config.auth.nfcMaxFailures,
  lockoutMinutes: deps.config.auth.nfcLockoutMinutes,
});

/**
 * Checks a staff member's password under the login lockout of their e-mail (also used where a signed-in
 * action asks for the password again). The attempt is counted before the password is checked, so parallel
 * guesses cannot exceed the limit. Answers the staff member when the password is right and the account active.
 */
async function verifyLogin(
  deps: AuthDeps,
  email: string,
  password: string,
  onWrong: () => ApiError,
): Promise<StaffRow> {
  const key = loginKey(email);
  const policy = loginPolicy(deps);
  const reservation = await deps.throttle.reserve(key, policy);
  if (reservation.lockedForSeconds > 0) {
    throw lockedError('ACCOUNT_LOCKED', serverMessages.tooManyLoginAttempts, reservation.lockedForSeconds);
  }
  const staff = await deps.repo.findStaffByEmail(email);
  const valid = await verifyPassword(password, staff?.password_hash ?? (await timingDecoyHash()));
  if (!staff || !valid || !staff.is_active) {
    const lockedNow = await deps.throttle.recordFailure(key, reservation.attempt, policy);
    if (lockedNow > 0) throw lockedError('ACCOUNT_LOCKED', serverMessages.tooManyLoginAttempts, lockedNow);
    throw onWrong();
  }
  await deps.throttle.clear(key);
  return staff;
}

export async function loginWithPassword(
  deps: AuthDeps,
  input: { email: string; password: string; remember?: boolean; device_name?: string },
): Promise<IssuedSession> {
  const staff = await verifyLogin(
    deps,
    input.email,
    input.password,
    () => new ApiError(401, 'INVALID_CREDENTIALS', serverMessages.invalidCredentials),
  );
  return openSession(deps, staff, {
    deviceName: input.device_name ?? 'web',
    remember: input.remember ?? false,
  });
}

const pinError = (code: 'PIN_REQUIRED' | 'INVALID_PIN', message: string) =>
  new ApiError(422, code, message, { fieldErrors: { pin: [message] } });

/**
 * Staff-card login. A card UID is not a secret, so the card counts only when tapped at a reader device an
 * admin or manager enrolled (its credential in the `X-Device-Credential` header); a staff member or manager
 * logs in only at a device of their own store; an account with a card PIN must also give it. Failures of one
 * card lock it after 3 attempts for 10 minutes, counted before they are checked.
 */
export async function loginWithNfcCard(
  deps: AuthDeps,
  input: { nfc_uid: string; device_name?: string; store_id?: number; pin?: string },
  deviceCredential: string | undefined,
): Promise<IssuedSession & { staff: StaffView }> {
  const device = await activeDevice(deps.db, deviceCredential);
  if (!device) throw new ApiError(403, 'DEVICE_NOT_ENROLLED', serverMessages.deviceNotEnrolled);

  const uid = normalizeCardUid(input.nfc_uid);
  const key = nfcKey(uid);
  const policy = nfcPolicy(deps);
  const reservation = await deps.throttle.reserve(key, policy);
  if (reservation.lockedForSeconds > 0) {
    throw lockedError('TOO_MANY_REQUESTS', serverMessages.nfcRateLimited, reservation.lockedForSeconds);
  }
  const fail = async (error: ApiError): Promise<never> => {
    const lockedNow = await deps.throttle.recordFailure(key, reservation.attempt, policy);
    throw lockedNow > 0 ? lockedError('TOO_MANY_REQUESTS', serverMessages.nfcRateLimited, lockedNow) : error;
  };

  const card = await deps.repo.findStaffCard(uid);
  if (card?.card_type !== 1 || card.staff_id === null) {
    return fail(new ApiError(422, 'CARD_NOT_REGISTERED', serverMessages.cardNotRegistered));
  }
  const staff = await deps.repo.findStaffById(card.staff_id);
  if (card.status !== 'active' || !staff?.is_active) {
    return fail(new ApiError(403, 'CARD_DISABLED', serverMessages.cardDisabled));
  }
  if (staff.role !== 'admin' && staff.store_id !== device.store_id) {
    return fail(new ApiError(403, 'FORBIDDEN', serverMessages.deviceOfOtherStore));
  }
  if (staff.card_pin_hash) {
    if (!input.pin) {
      // Asking for the PIN is the first step of a PIN login, not a failed attempt.
      await deps.throttle.release(key);
      throw pinError('PIN_REQUIRED', serverMessages.cardPinRequired);
    }
    if (!(await verifyPassword(input.pin, staff.card_pin_hash))) {
      return fail(pinError('INVALID_PIN', serverMessages.cardPinInvalid));
    }
  }
  await deps.throttle.clear(key);
  await touchDevice(deps.db, device.id, deps.config.now());
  // An admin works where the reader stands, or in the store the desk asked for; the others in their own.
  const storeId =
    staff.role !== 'admin'
      ? staff.store_id
      : input.store_id !== undefined && (await deps.repo.storeExists(input.store_id))
        ? input.store_id
        : device.store_id;
  const session = await openSession(deps, staff, {
    deviceName: input.device_name ?? 'web',
    remember: false,
    storeId,
    readerDeviceId: device.id,
    nfcCardId: card.id,
  });
  return { ...session, staff: session.user };
}

/**
 * Sets or removes the caller's own card PIN (admins and managers). The password is asked again, under the
 * login lockout, so a session left open at a desk cannot set someone's PIN.
 */
export async function setCardPin(
  deps: AuthDeps,
  auth: AuthContext,
  input: { current_password: string; pin: string | null },
): Promise<{ has_card_pin: boolean }> {
  const me = await confirmOwnPassword(deps, auth, input.current_password);
  await deps.repo.setCardPin(
    me.id,
    input.pin === null ? null : await hashPassword(input.pin),
    deps.config.now(),
  );
  return { has_card_pin: input.pin !== null };
}

/**
 * The caller's password asked again before a sensitive step (a card PIN, a backup's download), under the
 * login lockout: a wrong one is 422 on `current_password`, the fifth 429.
 */
export async function confirmOwnPassword(
  deps: AuthDeps,
  auth: AuthContext,
  password: string,
): Promise<StaffRow> {
  const me = await deps.repo.findStaffById(auth.staffId);
  if (!me) throw new ApiError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated);
  return verifyLogin(
    deps,
    me.email,
    password,
    () =>
      new ApiError(422, 'VALIDATION_ERROR', serverMessages.validationFailed, {
        fieldErrors: { current_password: [serverMessages.currentPasswordInvalid] },
      }),
  );
}

export async function cardPinState(deps: AuthDeps, auth: AuthContext): Promise<{ has_card_pin: boolean }> {
  const me = await deps.repo.findStaffById(auth.staffId);
  return { has_card_pin: Boolean(me?.card_pin_hash) };
}

/**
 * Resolves a bearer token to the caller, or throws the 401 the client turns into a trip to /login. The call is
 * counted in the same statement (issue 30: one statement fewer on every call): its address whoever calls, and
 * its account once the session holds. Past a budget the answer is 429 before any 401, so guessing tokens from
 * one address is cut off.
 */
export async function authenticate(
  deps: AuthDeps,
  token: string | undefined,
  count: CallCount,
): Promise<AuthContext> {
  const now = deps.config.now();
  // No token: no session is found (no hash is empty), and the address is counted all the same.
  const hash = token ? hashToken(token) : '';
  const { row, hits } = await deps.repo.findTokenCounting(hash, count.keys, count.windowMs, now);
  count.admit(hits);
  if (!row?.is_active) throw new ApiError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated);
  if (row.expires_at.getTime() <= now.getTime()) {
    await deps.repo.deleteToken(row.id);
    throw new ApiError(401, 'TOKEN_EXPIRED', serverMessages.tokenExpired);
  }
  // Write last use at most once a minute: one write per request would double the cost of reads.
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > 60_000) {
    await deps.repo.touchToken(row.id, now);
  }
  return {
    tokenId: row.id,
    staffId: row.staff_id,
    role: row.role,
    storeId: row.store_id,
    expiresAt: row.expires_at,
  };
}

export async function currentUser(deps: AuthDeps, auth: AuthContext): Promise<StaffView> {
  const user = await deps.repo.staffView(auth.staffId, auth.storeId);
  if (!user) throw new ApiError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated);
  return user;
}

/**
 * The open app's heartbeat (every 5 minutes): the session slides to now + the token lifetime, so a desk
 * that is in use is not logged out mid-shift; the client's inactivity timeout ends idle sessions.
 */
export async function heartbeat(
  deps: AuthDeps,
  auth: AuthContext,
): Promise<{ server_time: string; expires_at: string }> {
  const now = deps.config.now();
  const expiresAt = await deps.repo.extendToken(
    auth.tokenId,
    new Date(now.getTime() + deps.config.auth.tokenLifetimeMinutes * 60_000),
  );
  return { server_time: isoTokyo(now), expires_at: isoTokyo(expiresAt) };
}

export async function logout(deps: AuthDeps, auth: AuthContext): Promise<void> {
  await deps.repo.deleteToken(auth.tokenId);
  deps.sessions.revoked([auth.tokenId]);
}

export async function changeStore(deps: AuthDeps, auth: AuthContext, storeId: number): Promise<StaffView> {
  if (!(await deps.repo.storeExists(storeId)))
    throw new ApiError(404, 'NOT_FOUND', serverMessages.storeNotFound);
  await deps.repo.setTokenStore(auth.tokenId, storeId);
  return currentUser(deps, { ...auth, storeId });
}

/**
 * Mails a one-time reset link when the address belongs to an active staff member. The answer is the same
 * either way, so the call cannot be used to find out who has an account.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const staff = await deps.repo.findStaffByEmail(email);
  if (!staff?.is_active) return;
  const now = deps.config.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + deps.config.auth.passwordResetLifetimeMinutes * 60_000);
  await deps.repo.savePasswordResetToken(staff.id, hashToken(token), now, expiresAt);
  const link = `${deps.config.publicUrl}/reset-password?token=${token}&email=${encodeURIComponent(staff.email)}`;
  await deps.mailer.send({
    to: staff.email,
    subject: '【Kayoi】パスワード再設定のご案内',
    text: [
      `${staff.name} 様`,
      '',
      'パスワード再設定のご依頼を受け付けました。',
      `下記のリンクから${deps.config.auth.passwordResetLifetimeMinutes}分以内に新しいパスワードを設定してください。`,
      '',
      link,
      '',
      `再設定用トークン: ${token}`,
      '',
      'お心当たりのない場合は、このメールを破棄してください。',
    ].join('\n'),
  });
}

export async function resetPassword(
  deps: AuthDeps,
  input: { token: string; email: string; password: string; password_confirmation: string },
): Promise<void> {
  if (input.password !== input.password_confirmation) {
    throw new ApiError(422, 'VALIDATION_ERROR', serverMessages.validationFailed, {
      fieldErrors: { password_confirmation: ['パスワードが一致しません'] },
    });
  }
  const invalid = new ApiError(422, 'VALIDATION_ERROR', serverMessages.passwordResetTokenInvalid, {
    fieldErrors: { token: [serverMessages.passwordResetTokenInvalid] },
  });
  const staff = await deps.repo.findStaffByEmail(input.email);
  if (!staff) throw invalid;
  const passwordHash = await hashPassword(input.password);
  const now = deps.config.now();
  // Spending the token, setting the password and ending the old sessions are one transaction: of requests
  // racing with one token exactly one spends it, and a failure leaves the token unspent.
  const ended = await deps.inTransaction(async (repo) => {
    if (!(await repo.consumePasswordResetToken(staff.id, hashToken(input.token), now))) throw invalid;
    await repo.updatePassword(staff.id, passwordHash, now);
    // A new password ends every session opened with the old one.
    return repo.deleteTokensOfStaff(staff.id);
  });
  deps.sessions.revoked(ended);
  await deps.throttle.clear(loginKey(staff.email));
}
