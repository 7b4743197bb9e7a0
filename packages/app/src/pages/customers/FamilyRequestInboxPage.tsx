import {
  type FamilyMembershipInboxItem,
  type FamilyMembershipRequest,
  isApiError,
  useApproveFamilyMembershipRequest,
  useFamilyMembershipInbox,
  useMarkFamilyRequestPaperSent,
  useRejectFamilyMembershipRequest,
} from '@kayoi/api-client';
import { changeRequestRejectFormSchema } from '@kayoi/api-client/forms';
import { mutationMessages } from '@kayoi/api-client/messages';
import {
  Alert,
  Button,
  Card,
  EmptyState,
  ErrorState,
  formatDateTime,
  formatYen,
  Modal,
  PageHeader,
  Skeleton,
  Stack,
  StatusBadge,
  TextField,
  useToast,
} from '@kayoi/ui';
import { Check, Send, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Link } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';

// 各種申請の受付 (issue 32): the store's pending requests from マイページ. Each shows what approving would do now,
// computed by the server running the desk's own use case (the months and the 休会費, what a 退会 ends, the class a
// コース変更・曜日変更 moves to with its free seats, or the rule that refuses it today); 承認 runs it for real, 却下
// sends a reason to the family. A 口座変更 is marked when the paper 口座振替依頼書 was sent, and 完了 once the desk
// registered the new account (the server refuses it before).

export const FAMILY_REQUEST_KINDS: Record<FamilyMembershipRequest['kind'], string> = {
  pause: '休会',
  withdraw: '退会',
  course_change: 'コース変更',
  day_change: '曜日変更',
  bank_account: '口座変更',
};
const KINDS = FAMILY_REQUEST_KINDS;
const isMove = (kind: FamilyMembershipRequest['kind']) => kind === 'course_change' || kind === 'day_change';

/** A class of a コース変更・曜日変更, as the inbox names it. */
const classText = (k: FamilyMembershipRequest['from_class']) => (k ? `${k.name}（${k.start_time}〜）` : '');

/** A refused approval names its rule in a field error (the deadline, the longest 休会): that sentence, else the message. */
const refusalText = (error: unknown) =>
  (isApiError(error) ? Object.values(error.fieldErrors).flat()[0] : undefined) ??
  failureText(error, mutationMessages.updateFailed);

/** What approving would do, as the server computed it. */
function OutcomeOf({ request }: { request: FamilyMembershipInboxItem }) {
  const { outcome } = request;
  if (outcome.refusal) {
    return (
      <Alert
        tone="warning"
        title={request.kind === 'bank_account' ? 'まだ完了できません' : 'このままでは承認できません'}
      >
        {outcome.refusal}
      </Alert>
    );
  }
  const lines =
    request.kind === 'bank_account'
      ? ['新しい口座が登録されています。完了するとマイページに表示されます']
      : isMove(request.kind)
        ? [
            `変更: ${classText(request.from_class)} → ${classText(request.to_class)}`,
            `開始日: ${outcome.period ?? ''}`,
            outcome.free_seats === null ? null : `変更先の空き: ${outcome.free_seats}席`,
          ]
        : request.kind === 'pause'
          ? [
              `休会期間: ${outcome.period ?? ''}`,
              outcome.pause_fee === null ? null : `休会費: ${formatYen(outcome.pause_fee)}／月`,
            ]
          : [
              `退会日: ${outcome.period ?? ''}`,
              `終了する契約: ${outcome.ending_contracts.join('、') || 'なし'}`,
              `終了するクラス: ${outcome.ending_classes.join('、') || 'なし'}`,
            ];
  return (
    <ul aria-label="承認した場合" style={{ margin: 0, paddingLeft: '1.25rem' }}>
      {lines.filter(Boolean).map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

function RequestCard({
  request,
  onReject,
}: {
  request: FamilyMembershipInboxItem;
  onReject: (r: FamilyMembershipInboxItem) => void;
}) {
  const approve = useApproveFamilyMembershipRequest();
  const toast = useToast();
  const paper = useMarkFamilyRequestPaperSent();
  const onApprove = () =>
    approve.mutate(request, {
      onSuccess: (answer) => toast.success(answer.message ?? '申請を承認しました'),
      onError: (failure) => toast.error(refusalText(failure)),
    });
  const onPaperSent = () =>
    paper.mutate(request, {
      onSuccess: (answer) => toast.success(answer.message ?? '口座振替依頼書の送付を記録しました'),
      onError: (failure) => toast.error(refusalText(failure)),
    });
  const bank = request.kind === 'bank_account';
  return (
    <Card title={`${request.customer_name}さんの${KINDS[request.kind]}の申請`}>
      <Stack $gap={3}>
        <div>
          <StatusBadge label="承認待ち" tone="warning" />{' '}
          <small>
            {request.requested_by}・申請 {formatDateTime(request.requested_at)}
          </small>
        </div>
        {request.reason ? <div>理由: {request.reason}</div> : null}
        {bank ? (
          <div>
            口座振替依頼書:{' '}
            {request.paper_sent_at ? `送付済み（${formatDateTime(request.paper_sent_at)}）` : '未送付'}
          </div>
        ) : null}
        <OutcomeOf request={request} />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
          {bank && !request.paper_sent_at ? (
            <Button
              variant="secondary"
              size="sm"
              icon={<Send aria-hidden="true" />}
              isLoading={paper.isPending}
              onPress={onPaperSent}
            >
              依頼書を送付済みにする
            </Button>
          ) : null}
          <Button
            variant="primary"
            size="sm"
            icon={<Check aria-hidden="true" />}
            isLoading={approve.isPending}
            isDisabled={bank && request.outcome.refusal !== null}
            onPress={onApprove}
          >
            {bank ? '完了' : '承認'}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            icon={<X aria-hidden="true" />}
            isDisabled={approve.isPending}
            onPress={() => onReject(request)}
          >
            却下
          </Button>
          <Link to={href('customers/:id', { id: request.customer_id })}>顧客詳細</Link>
        </div>
      </Stack>
    </Card>
  );
}

/** 却下 with the reason the family reads on マイページ. */
function RejectDialog({ request, onClose }: { request: FamilyMembershipRequest; onClose: () => void }) {
  const reject = useRejectFamilyMembershipRequest();
  const toast = useToast();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reject.isPending) return;
    const parsed = changeRequestRejectFormSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setError(null);
    reject.mutate(
      { request, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success('申請を却下しました');
          onClose();
        },
        onError: (failure) => setError(failureText(failure, mutationMessages.updateFailed)),
      },
    );
  };
  return (
    <Modal
      title={`${KINDS[request.kind]}の申請の却下`}
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isBlocking={reject.isPending}
      footer={
        <>
          <Button variant="ghost" onPress={onClose} isDisabled={reject.isPending}>
            やめる
          </Button>
          <Button
            type="submit"
            form="membership-request-reject-form"
            variant="danger"
            isLoading={reject.isPending}
          >
            却下する
          </Button>
        </>
      }
    >
      <Form id="membership-request-reject-form" onSubmit={submit} validationBehavior="aria">
        <TextField
          label="却下の理由（マイページに表示されます）"
          isRequired
          autoFocus
          maxLength={200}
          value={reason}
          onChange={setReason}
          {...(error ? { errorMessage: error, isInvalid: true } : {})}
        />
      </Form>
    </Modal>
  );
}

export function FamilyRequestInboxPage() {
  const inbox = useFamilyMembershipInbox();
  const [rejecting, setRejecting] = useState<FamilyMembershipRequest | null>(null);
  return (
    <Stack $gap={4}>
      <PageHeader
        title="各種申請の受付"
        description="マイページからの休会・退会・コース変更・曜日変更・口座変更の申請。承認すると、窓口での手続きと同じく行われます"
        breadcrumbs={[{ label: '顧客' }, { label: '各種申請の受付' }]}
      />
      {inbox.isPending ? (
        <Skeleton height={200} radius="lg" />
      ) : inbox.isError ? (
        <ErrorState title="申請を取得できませんでした" onRetry={() => void inbox.refetch()} />
      ) : inbox.data.length === 0 ? (
        <EmptyState title="承認待ちの申請はありません" />
      ) : (
        inbox.data.map((request) => (
          <RequestCard key={request.id} request={request} onReject={setRejecting} />
        ))
      )}
      {rejecting ? <RejectDialog request={rejecting} onClose={() => setRejecting(null)} /> : null}
    </Stack>
  );
}
