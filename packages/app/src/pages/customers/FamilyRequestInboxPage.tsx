import {
  type FamilyMembershipInboxItem,
  type FamilyMembershipRequest,
  isApiError,
  useApproveFamilyMembershipRequest,
  useFamilyMembershipInbox,
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
import { Check, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { Link } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';

// 各種申請の受付 (issue 32): the store's pending 休会 / 退会 requests from マイページ. Each shows what approving would
// do now, computed by the server running the desk's own scheduling (the months and the 休会費, what a 退会 ends,
// or the rule that refuses it today); 承認 runs that scheduling for real, 却下 sends a reason to the family.

const KINDS: Record<FamilyMembershipRequest['kind'], string> = { pause: '休会', withdraw: '退会' };

/** A refused approval names its rule in a field error (the deadline, the longest 休会): that sentence, else the message. */
const refusalText = (error: unknown) =>
  (isApiError(error) ? Object.values(error.fieldErrors).flat()[0] : undefined) ??
  failureText(error, mutationMessages.updateFailed);

/** What approving would do, as the server computed it. */
function OutcomeOf({ request }: { request: FamilyMembershipInboxItem }) {
  const { outcome } = request;
  if (outcome.refusal) {
    return (
      <Alert tone="warning" title="このままでは承認できません">
        {outcome.refusal}
      </Alert>
    );
  }
  const lines =
    request.kind === 'pause'
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
  const onApprove = () =>
    approve.mutate(request, {
      onSuccess: (answer) => toast.success(answer.message ?? '申請を承認しました'),
      onError: (failure) => toast.error(refusalText(failure)),
    });
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
        <OutcomeOf request={request} />
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0.5rem', alignItems: 'center' }}>
          <Button
            variant="primary"
            size="sm"
            icon={<Check aria-hidden="true" />}
            isLoading={approve.isPending}
            onPress={onApprove}
          >
            承認
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
        description="マイページからの休会・退会の申請。承認すると、窓口での手続きと同じく予定されます"
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
