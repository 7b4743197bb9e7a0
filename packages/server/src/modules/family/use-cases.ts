import { randomBytes } from 'node:crypto';
import { dayOf, isoTokyo } from '@kayoi/domain/calendar';
import { familyAccountMessages as messages } from '@kayoi/domain/messages';
import type { AppConfig } from '../../config.ts';
import type { Database, Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import { serverMessages } from '../../http/messages.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { hashPassword, timingDecoyHash, verifyPassword } from '../auth/passwords.ts';
import type { Throttle, ThrottlePolicy } from '../auth/throttle.ts';
import { hashToken } from '../auth/tokens.ts';
import type { CallCount } from '../rate-limits/counters.ts';
import { createFamilyActivityRepository } from './activity-repository.ts';
import { createFamilyRepository, type FamilyAccountRow, type FamilyRepository } from './repository.ts';

// The family realm (issue 31): マイページ accounts sign in, keep sessions of about 30 days, end them here or
// everywhere else, accept invitations and reset their passwords. The staff realm's mechanisms are reused as
// they are — argon2id hashes (auth/passwords), the database's attempt counter and lockout (auth/throttle, with
// the staff login's policy), opaque tokens kept only as hashes — in tables of the family's own, so a family
// token is never a staff token, nor the reverse.

export const FAMILY_SESSION_DAYS = 30;
export const FAMILY_INVITATION_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** Family tokens say what they are, so logs and the client can tell them from staff tokens. */
const TOKEN_PREFIX = 'fam_';

export interface FamilyDeps {
  db: Database;
  repo: FamilyRepository;
  throttle: Throttle;
  mailer: Mailer;
  config: Pick<AppConfig, 'auth' | 'now' | 'publicUrl'>;
}

/** The signed-in family caller, as the auth hook sets it on a family operation. */
export interface FamilyAuth {
  sessionId: number;
  accountId: number;
  expiresAt: Date;
}

const issueFamilyToken = () => {
  const token = `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  return { token, hash: hashToken(token) };
};

export const loginKey = (email: string) => `family-login:${email.toLowerCase()}`;
export const loginPolicy = (deps: FamilyDeps): ThrottlePolicy => ({
  maxFailures: deps.config.auth.loginMaxFailures,
  lockoutMinutes: deps.config.auth.loginLockoutMinutes,
});
export const locked = (seconds: number) =>
  new ApiError(429, 'ACCOUNT_LOCKED', serverMessages.tooManyLoginAttempts, { retryAfterSeconds: seconds });
const unauthenticated = () => new ApiError(401, 'UNAUTHENTICATED', serverMessages.unauthenticated);

/** The account and its linked members (store, grade, classes), as マイページ shows them. */
export async function familyMe(deps: FamilyDeps, accountId: number) {
  const account = await deps.repo.accountById(accountId);
  if (!account) throw unauthenticated();
  const members = await deps.repo.linkedMembers(accountId);
  const classes = await deps.repo.memberClasses(
    members.map((m) => m.id),
    dayOf(deps.config.now()),
  );
  return {
    account: { id: account.id, email: account.email, state: account.state },
    members: members.map((m) => ({
      id: m.id,
      name: m.name,
      name_kana: m.name_kana,
      relationship: m.relationship,
      store: { id: m.store_id, name: m.store_name },
      grade: m.grade_id === null ? null : { id: m.grade_id, name: m.grade_name ?? '' },
      classes: classes
        .filter((k) => k.customer_id === m.id)
        .map((k) => ({
          class_id: k.class_id,
          name: k.name,
          program: k.program_id === null ? null : { id: k.program_id, name: k.program_name ?? '' },
          day_of_week: k.day_of_week,
          start_time: k.start_time,
          end_time: k.end_time,
        })),
    })),
  };
}

async function openSession(deps: FamilyDeps, account: FamilyAccountRow, deviceName: string) {
  const now = deps.config.now();
  const expiresAt = new Date(now.getTime() + FAMILY_SESSION_DAYS * DAY_MS);
  const { token, hash } = issueFamilyToken();
  await deps.repo.createSession({ accountId: account.id, hash, deviceName, at: now, expiresAt });
  await deps.repo.touchLogin(account.id, now);
  const me = await familyMe(deps, account.id);
  return {
    token,
    token_type: 'Bearer' as const,
    expires_at: isoTokyo(expiresAt),
    account: me.account,
    members: me.members,
  };
}

/**
 * Family login under the staff login's lockout policy, counted per e-mail before the password is checked (so
 * parallel guesses cannot pass the limit). Every failure answers alike: unknown e-mail, wrong password, no
 * password yet, a disabled account.
 */
export async function loginFamily(
  deps: FamilyDeps,
  input: { email: string; password: string; device_name?: string | undefined },
) {
  const key = loginKey(input.email);
  const policy = loginPolicy(deps);
  const reservation = await deps.throttle.reserve(key, policy);
  if (reservation.lockedForSeconds > 0) throw locked(reservation.lockedForSeconds);
  const account = await deps.repo.accountByEmail(input.email);
  const valid = await verifyPassword(input.password, account?.password_hash ?? (await timingDecoyHash()));
  if (!account || !valid || account.state !== 'active') {
    const lockedNow = await deps.throttle.recordFailure(key, reservation.attempt, policy);
    if (lockedNow > 0) throw locked(lockedNow);
    throw new ApiError(401, 'INVALID_CREDENTIALS', messages.invalidCredentials);
  }
  await deps.throttle.clear(key);
  return openSession(deps, account, input.device_name?.trim() || 'web');
}

/**
 * Resolves a family bearer token, or 401 — whatever a staff token or an ended session would be. The call is counted
 * in the same statement, as a staff call is (auth's authenticate): past a budget, 429 before any 401.
 */
export async function authenticateFamily(
  deps: FamilyDeps,
  token: string | undefined,
  count: CallCount,
): Promise<FamilyAuth> {
  const now = deps.config.now();
  // Not a family token: no session is found (no hash is empty), and the address is counted all the same.
  const hash = token?.startsWith(TOKEN_PREFIX) ? hashToken(token) : '';
  const { row, hits } = await deps.repo.sessionByHashCounting(hash, count.keys, count.windowMs, now);
  count.admit(hits);
  if (row?.state !== 'active') throw unauthenticated();
  if (row.expires_at.getTime() <= now.getTime()) {
    await deps.repo.deleteSession(row.id);
    throw new ApiError(401, 'TOKEN_EXPIRED', serverMessages.tokenExpired);
  }
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() > 60_000) {
    await deps.repo.touchSession(row.id, now);
  }
  return { sessionId: row.id, accountId: row.account_id, expiresAt: row.expires_at };
}

export async function logoutFamily(deps: FamilyDeps, auth: FamilyAuth): Promise<void> {
  await deps.repo.deleteSession(auth.sessionId);
}

/** 他の端末からログアウト: every other session of the account ends; this one stays. */
export async function logoutFamilyOthers(deps: FamilyDeps, auth: FamilyAuth): Promise<{ revoked: number }> {
  return { revoked: await deps.repo.deleteSessionsOf(auth.accountId, auth.sessionId) };
}

const tokenError = (message: string) => validationFailed({ token: [message] });

/** Why an invitation's link does not work, or null when it does. */
function invitationProblem(
  invitation: { expires_at: Date; accepted_at: Date | null; replaced_at: Date | null } | null,
  now: Date,
) {
  if (!invitation || invitation.replaced_at) return messages.invitationInvalid;
  if (invitation.accepted_at) return messages.invitationUsed;
  if (invitation.expires_at.getTime() <= now.getTime()) return messages.invitationExpired;
  return null;
}

/** What the invitation page shows before the password is chosen; the token is not spent. */
export async function previewFamilyInvitation(deps: FamilyDeps, token: string) {
  const invitation = await deps.repo.invitationByHash(hashToken(token));
  const problem = invitationProblem(invitation, deps.config.now());
  if (problem || !invitation) throw tokenError(problem ?? messages.invitationInvalid);
  const account = await deps.repo.accountByEmail(invitation.email);
  return {
    email: invitation.email,
    store: invitation.store_name,
    expires_at: isoTokyo(invitation.expires_at),
    has_password: Boolean(account?.password_hash),
  };
}

function confirmPassword(input: { password: string; password_confirmation: string }) {
  if (input.password !== input.password_confirmation) {
    throw validationFailed({ password_confirmation: [messages.passwordMismatch] });
  }
}

/**
 * Accepts an invitation: in one transaction the invitation row is locked and checked (of parallel requests with
 * one token exactly one gets past), the account of its e-mail made or found, the password set, the member linked
 * and the invitation marked used; the account's other sessions end. Then a session is opened.
 */
export async function acceptFamilyInvitation(
  deps: FamilyDeps,
  input: { token: string; password: string; password_confirmation: string },
) {
  confirmPassword(input);
  const passwordHash = await hashPassword(input.password);
  const now = deps.config.now();
  const account = await deps.db.transaction(async (tx) => {
    const repo = createFamilyRepository(tx);
    const invitation = await repo.invitationByHash(hashToken(input.token), true);
    const problem = invitationProblem(invitation, now);
    if (problem || !invitation) throw tokenError(problem ?? messages.invitationInvalid);
    const account = await repo.accountForEmailForUpdate(invitation.email, now);
    if (account.state === 'disabled') throw tokenError(messages.invitationInvalid);
    await repo.setPassword(account.id, passwordHash, now);
    const relationship = await relationshipOf(tx, invitation.customer_id);
    await repo.link(
      {
        accountId: account.id,
        customerId: invitation.customer_id,
        storeId: invitation.store_id,
        relationship,
      },
      now,
    );
    await repo.markAccepted(invitation.id, account.id, now);
    await repo.deleteSessionsOf(account.id, null);
    await createFamilyActivityRepository(tx).insert(
      {
        accountId: account.id,
        customerId: invitation.customer_id,
        storeId: invitation.store_id,
        action: 'invitation_accepted',
        summary: messages.activityRegistered,
      },
      now,
    );
    return { ...account, password_hash: passwordHash, state: 'active' as const };
  });
  await deps.throttle.clear(loginKey(account.email));
  return openSession(deps, account, 'web');
}

/** A child (the record names a guardian) is the account holder's ward; otherwise the adult member themselves. */
async function relationshipOf(db: Queryable, customerId: number) {
  const { rows } = await db.query<{ guardian: boolean }>(
    `select (coalesce(trim(guardian_name), '') <> '') as guardian from customers where id = $1`,
    [customerId],
  );
  return rows[0]?.guardian ? ('guardian' as const) : ('self' as const);
}

/** Mails a reset link when the e-mail has an active family account; the same answer either way. */
export async function requestFamilyPasswordReset(deps: FamilyDeps, email: string): Promise<void> {
  const account = await deps.repo.accountByEmail(email);
  if (account?.state !== 'active') return;
  const now = deps.config.now();
  const minutes = deps.config.auth.passwordResetLifetimeMinutes;
  const token = randomBytes(32).toString('base64url');
  await deps.repo.saveReset(account.id, hashToken(token), now, new Date(now.getTime() + minutes * 60_000));
  await deps.mailer.send({
    to: account.email,
    subject: messages.resetSubject,
    text: [
      'マイページをご利用いただきありがとうございます。',
      '',
      'パスワード再設定のご依頼を受け付けました。',
      `下記のリンクから${minutes}分以内に新しいパスワードを設定してください。`,
      '',
      `${deps.config.publicUrl}/my/reset-password?token=${token}`,
      '',
      'お心当たりのない場合は、このメールを破棄してください。パスワードは変更されません。',
    ].join('\n'),
  });
}

/** Spends a reset link, sets the password and ends every session of the account, in one transaction. */
export async function resetFamilyPassword(
  deps: FamilyDeps,
  input: { token: string; password: string; password_confirmation: string },
): Promise<void> {
  confirmPassword(input);
  const passwordHash = await hashPassword(input.password);
  const now = deps.config.now();
  const email = await deps.db.transaction(async (tx) => {
    const repo = createFamilyRepository(tx);
    const accountId = await repo.consumeReset(hashToken(input.token), now);
    if (accountId === null) throw tokenError(messages.resetInvalid);
    await repo.setPassword(accountId, passwordHash, now);
    await repo.deleteSessionsOf(accountId, null);
    return (await repo.accountById(accountId))?.email ?? '';
  });
  await deps.throttle.clear(loginKey(email));
}

/** How long a one-time login link works. */
export const FAMILY_LOGIN_LINK_MINUTES = 15;

/**
 * パスワードを使わずにログイン: mails a single-use login link when the e-mail has an active family account (a later
 * request replaces the earlier link); the same answer either way.
 */
export async function requestFamilyLoginLink(deps: FamilyDeps, email: string): Promise<void> {
  const account = await deps.repo.accountByEmail(email);
  if (account?.state !== 'active') return;
  const now = deps.config.now();
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + FAMILY_LOGIN_LINK_MINUTES * 60_000);
  await deps.repo.saveLoginLink(account.id, hashToken(token), now, expiresAt);
  await deps.mailer.send({
    to: account.email,
    subject: messages.loginLinkSubject,
    text: [
      'マイページをご利用いただきありがとうございます。',
      '',
      'ログイン用のリンクをお送りします。',
      `下記のリンクを開き、${FAMILY_LOGIN_LINK_MINUTES}分以内に「ログインする」を押してください。リンクは1回だけ使えます。`,
      '',
      `${deps.config.publicUrl}/my/login-link?token=${token}`,
      '',
      'お心当たりのない場合は、このメールを破棄してください。',
    ].join('\n'),
  });
}

/** Spends a login link and opens a session, as a login with the password does (its failures are cleared). */
export async function redeemFamilyLoginLink(deps: FamilyDeps, token: string) {
  const now = deps.config.now();
  const accountId = await deps.repo.consumeLoginLink(hashToken(token), now);
  const account = accountId === null ? null : await deps.repo.accountById(accountId);
  if (account?.state !== 'active') throw tokenError(messages.loginLinkInvalid);
  await deps.throttle.clear(loginKey(account.email));
  return openSession(deps, account, 'web');
}
