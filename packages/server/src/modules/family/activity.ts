import { type Day, formatTokyo, isoTokyo, midnightOf } from '@kayoi/domain/calendar';
import { familyAccountMessages as messages } from '@kayoi/domain/messages';
import { ApiError } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import { createFamilyActivityRepository, type FamilyActivityEntry } from './activity-repository.ts';
import type { InvitingStaff } from './invitations.ts';
import type { FamilyDeps } from './use-cases.ts';

// The log of what a family did on マイページ (issue 31): the customer record's card shows it, the dashboard counts
// today's 欠席連絡 and 振替予約 from it, and staff stop (利用停止) or resume an account from the same card.

/** The customer record shows this many of the latest lines. */
export const FAMILY_ACTIVITY_SHOWN = 20;

/** 「12/3(木)」: a lesson's day as the desk writes it in a log line. */
export const lessonDayText = (day: Day) => formatTokyo(midnightOf(day), 'M/d(EEE)');

/** Writes one line of the log, at the server's clock. */
export async function logFamilyActivity(deps: Pick<FamilyDeps, 'db' | 'config'>, entry: FamilyActivityEntry) {
  await createFamilyActivityRepository(deps.db).insert(entry, deps.config.now());
}

/** The customer's latest lines, newest first (the caller has checked the customer is of the store). */
export async function familyActivityOf(deps: Pick<FamilyDeps, 'db'>, customerId: number) {
  const rows = await createFamilyActivityRepository(deps.db).ofCustomer(customerId, FAMILY_ACTIVITY_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    summary: r.summary,
    at: isoTokyo(r.at),
    account: { id: r.account_id, email: r.email },
  }));
}

/**
 * 利用停止 / 利用再開 of an account linked to the customer, by staff of the customer's store (404 otherwise).
 * Stopping ends the account's sessions in the same transaction; resuming an account that never set a password
 * makes it `invited` again. The state it already has is 409.
 */
export async function setFamilyAccountState(
  deps: FamilyDeps,
  actor: InvitingStaff,
  target: { customerId: number; accountId: number },
  state: 'active' | 'disabled',
) {
  const now = deps.config.now();
  await deps.db.transaction(async (tx) => {
    const repo = createFamilyActivityRepository(tx);
    const account = await repo.accountOfStore(actor.storeId, target.customerId, target.accountId);
    if (!account) throw new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
    const disabled = account.state === 'disabled';
    if (disabled === (state === 'disabled')) {
      throw new ApiError(
        409,
        'CONFLICT',
        disabled ? messages.accountAlreadyDisabled : messages.accountNotDisabled,
      );
    }
    await repo.setState(
      account.id,
      state === 'disabled' ? 'disabled' : account.has_password ? 'active' : 'invited',
      now,
    );
    await repo.insert(
      {
        accountId: account.id,
        customerId: target.customerId,
        storeId: actor.storeId,
        action: state === 'disabled' ? 'account_disabled' : 'account_enabled',
        summary: state === 'disabled' ? messages.activityDisabled : messages.activityEnabled,
      },
      now,
    );
  });
}
