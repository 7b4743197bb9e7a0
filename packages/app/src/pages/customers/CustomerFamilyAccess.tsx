import {
  type CustomerDetail,
  type CustomerFamilyAccess,
  type FamilyActivity,
  type FamilyInvitationState,
  type NotificationDelivery,
  useCustomerFamilyAccess,
  useCustomerNotificationDeliveries,
  useSendFamilyInvitation,
  useSetFamilyAccountState,
} from '@kayoi/api-client';
import { mutationMessages } from '@kayoi/api-client/messages';
import {
  familyAccountMessages,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_KIND_LABELS,
} from '@kayoi/domain/messages';
import {
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  formatDateTime,
  Modal,
  Stack,
  StatusBadge,
  TextField,
  useToast,
} from '@kayoi/ui';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';

// マイページ on the customer record (issue 31): the family accounts linked to the member (a parent, a second
// guardian, or the adult member), the invitations sent and their state, and sending one. The rules (two
// accounts at most, none for a withdrawn member, a new invitation replacing the last link) are the server's.

type Account = CustomerFamilyAccess['accounts'][number];

const accountStates: Record<Account['state'], { label: string; tone: 'success' | 'warning' | 'neutral' }> = {
  invited: { label: '招待中', tone: 'warning' },
  active: { label: '利用中', tone: 'success' },
  disabled: { label: '停止', tone: 'neutral' },
};

const invitationStates: Record<
  FamilyInvitationState['state'],
  { label: string; tone: 'success' | 'warning' | 'neutral' }
> = {
  pending: { label: '未登録', tone: 'warning' },
  accepted: { label: '登録済み', tone: 'success' },
  expired: { label: '期限切れ', tone: 'neutral' },
  replaced: { label: '再送済み', tone: 'neutral' },
};

const accountLine = (account: Account) =>
  account.last_login_at
    ? `最終ログイン ${formatDateTime(account.last_login_at)}`
    : `登録 ${formatDateTime(account.linked_at)}・未ログイン`;

const invitationLine = (invitation: FamilyInvitationState) =>
  [
    `送信 ${formatDateTime(invitation.sent_at)}`,
    invitation.sent_by ? invitation.sent_by.name : null,
    invitation.state === 'pending' ? `期限 ${formatDateTime(invitation.expires_at)}` : null,
    invitation.accepted_at ? `登録 ${formatDateTime(invitation.accepted_at)}` : null,
  ]
    .filter(Boolean)
    .join('・');

export function CustomerFamilyAccessPanel({ customer }: { customer: CustomerDetail }) {
  const access = useCustomerFamilyAccess(customer.id);
  const [open, setOpen] = useState(false);
  // Every role of the store may invite (the desk hands the invitation over); a withdrawn member cannot get one.
  const canInvite = customer.status !== 'withdrawn';
  const data = access.data;
  return (
    <Card
      title="マイページ"
      actions={
        canInvite ? (
          <Button
            variant="secondary"
            size="sm"
            icon={<Send aria-hidden="true" />}
            onPress={() => setOpen(true)}
          >
            招待メールを送る
          </Button>
        ) : null
      }
    >
      {access.isError ? (
        <ErrorState title="マイページの情報を取得できませんでした" onRetry={() => void access.refetch()} />
      ) : !data ? (
        <p role="status">読み込み中…</p>
      ) : (
        <Stack $gap={3}>
          {data.accounts.length === 0 && data.invitations.length === 0 ? (
            <p style={{ margin: 0 }}>
              マイページのアカウントはまだありません。招待メールを送ると、保護者（または会員ご本人）が欠席連絡や振替予約、進級の確認をできるようになります。
            </p>
          ) : null}
          {data.accounts.length > 0 ? (
            <AccountList customerId={customer.id} accounts={data.accounts} />
          ) : null}
          {data.invitations.length > 0 ? (
            <Stack
              $gap={2}
              as="ul"
              aria-label="送信した招待"
              style={{ listStyle: 'none', margin: 0, padding: 0 }}
            >
              {data.invitations.map((item) => (
                <li key={item.id}>
                  <strong>{item.email}</strong>{' '}
                  <StatusBadge
                    label={invitationStates[item.state].label}
                    tone={invitationStates[item.state].tone}
                  />
                  <br />
                  <small>{invitationLine(item)}</small>
                </li>
              ))}
            </Stack>
          ) : null}
          {data.activity.length > 0 ? <ActivityList activity={data.activity} /> : null}
          {data.accounts.length > 0 ? <DeliveryLog customerId={customer.id} /> : null}
        </Stack>
      )}
      {open ? <InviteDialog customer={customer} onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}

/** The linked accounts, each with 利用停止 / 利用再開 (a lost phone, a guardian who no longer has custody). */
function AccountList({ customerId, accounts }: { customerId: number; accounts: Account[] }) {
  const setState = useSetFamilyAccountState();
  const toast = useToast();
  const [target, setTarget] = useState<Account | null>(null);
  const stopping = target?.state !== 'disabled';
  return (
    <>
      <Stack
        $gap={2}
        as="ul"
        aria-label="マイページのアカウント"
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {accounts.map((item) => (
          <li key={item.id}>
            <strong>{item.email}</strong>{' '}
            <StatusBadge label={accountStates[item.state].label} tone={accountStates[item.state].tone} />{' '}
            <Button
              variant="ghost"
              size="sm"
              aria-label={`${item.email}の${item.state === 'disabled' ? '利用再開' : '利用停止'}`}
              onPress={() => setTarget(item)}
            >
              {item.state === 'disabled' ? '利用再開' : '利用停止'}
            </Button>
            <br />
            <small>{accountLine(item)}</small>
          </li>
        ))}
      </Stack>
      <ConfirmDialog
        isOpen={target !== null}
        onOpenChange={(open) => !open && setTarget(null)}
        title={stopping ? 'マイページの利用を停止しますか？' : 'マイページの利用を再開しますか？'}
        message={
          stopping
            ? `${target?.email ?? ''} はすぐにログアウトされ、再開するまでログインできなくなります。`
            : `${target?.email ?? ''} が再びログインできるようになります。`
        }
        confirmLabel={stopping ? '停止する' : '再開する'}
        tone={stopping ? 'danger' : 'default'}
        isConfirming={setState.isPending}
        onConfirm={() => {
          if (!target) return;
          setState.mutate(
            { customerId, accountId: target.id, state: stopping ? 'disabled' : 'active' },
            {
              onSuccess: () => {
                toast.success(
                  stopping ? familyAccountMessages.accountDisabled : familyAccountMessages.accountEnabled,
                );
                setTarget(null);
              },
              onError: (failure) => {
                toast.error(failureText(failure, mutationMessages.updateFailed));
                setTarget(null);
              },
            },
          );
        }}
      />
    </>
  );
}

/** What the families did on マイページ (and the school's stops), newest first. */
function ActivityList({ activity }: { activity: FamilyActivity[] }) {
  return (
    <section aria-label="マイページの操作履歴">
      <h3 style={{ fontSize: '0.875rem', margin: '0 0 0.5rem' }}>マイページの操作履歴</h3>
      <Stack $gap={1} as="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {activity.map((line) => (
          <li key={line.id}>
            <small>
              <time dateTime={line.at}>{formatDateTime(line.at)}</time>　{line.summary}
            </small>
          </li>
        ))}
      </Stack>
    </section>
  );
}

const deliveryStates: Record<
  NotificationDelivery['status'],
  { label: string; tone: 'success' | 'warning' | 'danger' | 'neutral' }
> = {
  pending: { label: '送信待ち', tone: 'warning' },
  sent: { label: '送信済み', tone: 'success' },
  failed: { label: '失敗', tone: 'danger' },
  skipped: { label: '送信なし', tone: 'neutral' },
};

const deliveryLine = (delivery: NotificationDelivery) =>
  [
    NOTIFICATION_CHANNEL_LABELS[delivery.channel],
    delivery.account_email,
    delivery.sent_at
      ? `送信 ${formatDateTime(delivery.sent_at)}`
      : delivery.status === 'pending'
        ? `予定 ${formatDateTime(delivery.next_attempt_at)}`
        : null,
    delivery.attempts > 1 ? `${delivery.attempts}回目` : null,
    delivery.last_error && delivery.status !== 'sent' ? `エラー: ${delivery.last_error}` : null,
  ]
    .filter(Boolean)
    .join('・');

/** What the school sent the families (issue 32's notifications), newest first, with its outcome. */
function DeliveryLog({ customerId }: { customerId: number }) {
  const deliveries = useCustomerNotificationDeliveries(customerId);
  if (!deliveries.data || deliveries.data.length === 0) return null;
  return (
    <section aria-label="ご家族への通知履歴">
      <h3 style={{ fontSize: '0.875rem', margin: '0 0 0.5rem' }}>ご家族への通知履歴</h3>
      <Stack $gap={1} as="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {deliveries.data.map((delivery) => (
          <li key={delivery.id}>
            <small>
              <time dateTime={delivery.created_at}>{formatDateTime(delivery.created_at)}</time>　
              {NOTIFICATION_KIND_LABELS[delivery.kind]}{' '}
              <StatusBadge
                label={deliveryStates[delivery.status].label}
                tone={deliveryStates[delivery.status].tone}
              />
              <br />
              {deliveryLine(delivery)}
            </small>
          </li>
        ))}
      </Stack>
    </section>
  );
}

/** The address the invitation goes to: the member's own, or the one a guardian gives at the desk. */
function InviteDialog({ customer, onClose }: { customer: CustomerDetail; onClose: () => void }) {
  const send = useSendFamilyInvitation();
  const toast = useToast();
  const [email, setEmail] = useState(customer.email ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (send.isPending) return;
    setError(null);
    send.mutate(
      { customerId: customer.id, email: email.trim() },
      {
        onSuccess: () => {
          toast.success(familyAccountMessages.invitationSent, email.trim());
          onClose();
        },
        onError: (failure) => setError(failureText(failure, mutationMessages.createFailed)),
      },
    );
  };
  return (
    <Modal
      title="マイページへの招待"
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isBlocking={send.isPending}
      footer={
        <>
          <Button variant="ghost" onPress={onClose} isDisabled={send.isPending}>
            やめる
          </Button>
          <Button
            type="submit"
            form="family-invitation-form"
            variant="primary"
            icon={<Send aria-hidden="true" />}
            isLoading={send.isPending}
          >
            送信する
          </Button>
        </>
      }
    >
      <Form id="family-invitation-form" onSubmit={submit} validationBehavior="aria">
        <Stack $gap={3}>
          <p style={{ margin: 0 }}>
            {customer.name}
            さんのマイページ登録のご案内をメールで送ります。リンクは7日間有効です。以前の招待のリンクは使えなくなります。
          </p>
          <TextField
            label="送信先メールアドレス"
            type="email"
            isRequired
            autoFocus
            value={email}
            onChange={setEmail}
            {...(error ? { errorMessage: error, isInvalid: true } : {})}
          />
        </Stack>
      </Form>
    </Modal>
  );
}
