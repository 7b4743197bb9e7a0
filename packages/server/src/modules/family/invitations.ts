import { formatTokyo, isoTokyo } from '@kayoi/domain/calendar';
import { formatMessage, familyAccountMessages as messages } from '@kayoi/domain/messages';
import { ApiError } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import { issueOpaqueToken } from '../auth/tokens.ts';
import { familyActivityOf } from './activity.ts';
import { createFamilyRepository } from './repository.ts';
import { FAMILY_INVITATION_DAYS, type FamilyDeps } from './use-cases.ts';

// The customer record's side of マイページ (issue 31): staff of the customer's store send an invitation and see
// the family accounts and the invitations' state. A customer of another store is 404, as every customer call.

/** The staff caller: the session's store is where the customer must be. */
export interface InvitingStaff {
  staffId: number;
  storeId: number;
}

/** A customer may have the accounts of two guardians (or the adult member's own and one more). */
const MAX_ACCOUNTS_PER_CUSTOMER = 2;
const DAY_MS = 24 * 60 * 60 * 1000;
const notFound = () => new ApiError(404, 'NOT_FOUND', serverMessages.notFound);

type InvitationListRow = Awaited<
  ReturnType<ReturnType<typeof createFamilyRepository>['invitationsOf']>
>[number];

function invitationView(row: InvitationListRow, now: Date) {
  const state = row.accepted_at
    ? ('accepted' as const)
    : row.replaced_at
      ? ('replaced' as const)
      : row.expires_at.getTime() <= now.getTime()
        ? ('expired' as const)
        : ('pending' as const);
  return {
    id: row.id,
    email: row.email,
    state,
    sent_at: isoTokyo(row.sent_at),
    expires_at: isoTokyo(row.expires_at),
    accepted_at: row.accepted_at ? isoTokyo(row.accepted_at) : null,
    sent_by: row.sent_by_id === null ? null : { id: row.sent_by_id, name: row.sent_by_name ?? '' },
  };
}

export async function customerFamilyAccess(deps: FamilyDeps, actor: InvitingStaff, customerId: number) {
  if (!(await deps.repo.customerOfStore(actor.storeId, customerId))) throw notFound();
  const now = deps.config.now();
  const [accounts, invitations, activity] = await Promise.all([
    deps.repo.accountsOf(customerId),
    deps.repo.invitationsOf(customerId),
    familyActivityOf(deps, customerId),
  ]);
  return {
    accounts: accounts.map((a) => ({
      id: a.id,
      email: a.email,
      state: a.state,
      linked_at: isoTokyo(a.linked_at),
      last_login_at: a.last_login_at ? isoTokyo(a.last_login_at) : null,
    })),
    invitations: invitations.map((row) => invitationView(row, now)),
    activity,
  };
}

/**
 * Sends a マイページ invitation from the customer record: a single-use link valid 7 days, mailed with the
 * existing mailer; only the token's hash is kept, and the customer's earlier open invitations stop working.
 */
export async function sendFamilyInvitation(
  deps: FamilyDeps,
  actor: InvitingStaff,
  customerId: number,
  email: string,
) {
  const customer = await deps.repo.customerOfStore(actor.storeId, customerId);
  if (!customer) throw notFound();
  if (customer.status === 'withdrawn') throw new ApiError(409, 'CONFLICT', messages.customerWithdrawn);
  const linked = await deps.repo.linkedAccountEmails(customerId);
  const lower = email.trim().toLowerCase();
  if (!linked.some((e) => e.toLowerCase() === lower) && linked.length >= MAX_ACCOUNTS_PER_CUSTOMER) {
    throw new ApiError(409, 'CONFLICT', messages.tooManyGuardians);
  }
  const now = deps.config.now();
  const expiresAt = new Date(now.getTime() + FAMILY_INVITATION_DAYS * DAY_MS);
  const { token, hash } = issueOpaqueToken();
  const id = await deps.db.transaction((tx) =>
    createFamilyRepository(tx).createInvitation({
      storeId: actor.storeId,
      customerId,
      email: email.trim(),
      hash,
      sentBy: actor.staffId,
      at: now,
      expiresAt,
    }),
  );
  await deps.mailer.send({
    to: email.trim(),
    subject: formatMessage(messages.invitationSubject, { store: customer.store_name }),
    text: [
      'いつも当スクールをご利用いただき、ありがとうございます。',
      '',
      `${customer.store_name}のマイページ（${customer.name} 様）へご招待いたします。`,
      'マイページでは、レッスンの予定の確認や欠席のご連絡ができます。',
      '',
      '下記のリンクからパスワードを設定して、ご登録を完了してください。',
      `${deps.config.publicUrl}/my/invitation?token=${token}`,
      '',
      `このリンクの有効期限は ${formatTokyo(expiresAt.getTime(), 'yyyy年M月d日 H:mm')} までです。`,
      '期限が過ぎた場合は、お手数ですがスクールに再送をご依頼ください。',
      'お心当たりのない場合は、このメールを破棄してください。',
    ].join('\n'),
  });
  const row = (await deps.repo.invitationsOf(customerId)).find((r) => r.id === id);
  return invitationView(row as InvitationListRow, now);
}
