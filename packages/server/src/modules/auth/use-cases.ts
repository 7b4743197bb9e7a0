import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import { ApiError } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { hashPassword, timingDecoyHash, verifyPassword } from './passwords.ts';
import type { AuthRepository, StaffRow, StaffView } from './repository.ts';
import type { Throttle } from './throttle.ts';
import { hashToken, issueOpaqueToken } from './tokens.ts';

export interface AuthDeps {
  repo: AuthRepository;
  throttle: Throttle;
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

/** UID as the cards carry it: upper-case hex, left-padded with zeros to 14 characters. */
export const normalizeCardUid = (uid: string) => uid.trim().toUpperCase().padStart(14, '0');

async function openSession(
  deps: AuthDeps,
  staff: StaffRow,
  options: { deviceName: string; remember: boolean; storeId?: number | null },
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
  });
  const user = await deps.repo.staffView(staff.id, storeId);
  if (!user) throw new ApiError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated);
  return { token, token_type: 'Bearer', expires_in: minutes, expires_at: expiresAt.toISOString(), user };
}

function lockedError(code: 'ACCOUNT_LOCKED' | 'TOO_MANY_REQUESTS', message: string, seconds: number) {
  return new ApiError(429, code, message, { retryAfterSeconds: seconds });
}

export async function loginWithPassword(
  deps: AuthDeps,
  input: { email: string; password: string; remember?: boolean; device_name?: string },
): Promise<IssuedSession> {
  const key = loginKey(input.email);
  const policy = {
    maxFailures: deps.config.auth.loginMaxFailures,
    lockoutMinutes: deps.config.auth.loginLockoutMinutes,
  };
  const locked = await deps.throttle.lockedForSeconds(key);
  if (locked > 0) throw lockedError('ACCOUNT_LOCKED', serverMessages.tooManyLoginAttempts, locked);

  const staff = await deps.repo.findStaffByEmail(input.email);
  const valid = await verifyPassword(input.password, staff?.password_hash ?? (await timingDecoyHash()));
  if (!staff || !valid || !staff.is_active) {
    const lockedNow = await deps.throttle.recordFailure(key, policy);
    if (lockedNow > 0) throw lockedError('ACCOUNT_LOCKED', serverMessages.tooManyLoginAttempts, lockedNow);
    throw new ApiError(401, 'INVALID_CREDENTIALS', serverMessages.invalidCredentials);
  }
  await deps.throttle.clear(key);
  return openSession(deps, staff, {
    deviceName: input.device_name ?? 'web',
    remember: input.remember ?? false,
  });
}

export async function loginWithNfcCard(
  deps: AuthDeps,
  input: { nfc_uid: string; device_name?: string; store_id?: number },
): Promise<IssuedSession & { staff: StaffView }> {
  const uid = normalizeCardUid(input.nfc_uid);
  const key = nfcKey(uid);
  const policy = {
    maxFailures: deps.config.auth.nfcMaxFailures,
    lockoutMinutes: deps.config.auth.nfcLockoutMinutes,
  };
  const locked = await deps.throttle.lockedForSeconds(key);
  if (locked > 0) throw lockedError('TOO_MANY_REQUESTS', serverMessages.nfcRateLimited, locked);

  const fail = async (error: ApiError) => {
    const lockedNow = await deps.throttle.recordFailure(key, policy);
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
  await deps.throttle.clear(key);
  // Only an admin works in a store other than their own; for the others the reader's store is ignored.
  const storeId =
    staff.role === 'admin' && input.store_id !== undefined && (await deps.repo.storeExists(input.store_id))
      ? input.store_id
      : staff.store_id;
  const session = await openSession(deps, staff, {
    deviceName: input.device_name ?? 'web',
    remember: false,
    storeId,
  });
  return { ...session, staff: session.user };
}

/** Resolves a bearer token to the caller, or throws the 401 the client turns into a trip to /login. */
export async function authenticate(deps: AuthDeps, token: string | undefined): Promise<AuthContext> {
  if (!token) throw new ApiError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated);
  const row = await deps.repo.findToken(hashToken(token));
  if (!row?.is_active) throw new ApiError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated);
  const now = deps.config.now();
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
  return { server_time: now.toISOString(), expires_at: expiresAt.toISOString() };
}

export async function logout(deps: AuthDeps, auth: AuthContext): Promise<void> {
  await deps.repo.deleteToken(auth.tokenId);
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
  const saved = staff && (await deps.repo.findPasswordResetToken(staff.id));
  if (!staff || !saved || saved.expires_at.getTime() <= deps.config.now().getTime()) throw invalid;
  const given = Buffer.from(hashToken(input.token));
  const expected = Buffer.from(saved.token_hash);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid;
  await deps.repo.updatePassword(staff.id, await hashPassword(input.password), deps.config.now());
  await deps.repo.deletePasswordResetToken(staff.id);
  // A new password ends every session opened with the old one.
  await deps.repo.deleteTokensOfStaff(staff.id);
  await deps.throttle.clear(loginKey(staff.email));
}
