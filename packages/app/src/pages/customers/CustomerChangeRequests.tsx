import {
  type ContactChangeRequest,
  useApproveCustomerChangeRequest,
  useCustomerChangeRequests,
  useRejectCustomerChangeRequest,
} from '@kayoi/api-client';
import { CONTACT_FIELD_LABELS, changeRequestRejectFormSchema } from '@kayoi/api-client/forms';
import { mutationMessages } from '@kayoi/api-client/messages';
import { familyProfileMessages } from '@kayoi/domain/messages';
import {
  Button,
  Card,
  ErrorState,
  formatDateTime,
  Modal,
  Stack,
  StatusBadge,
  TextField,
  useToast,
} from '@kayoi/ui';
import { Check, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';

// マイページからの変更申請 on the customer record (issue 31): what a family asked to change in the member's
// contact details, with the value on record and the value asked; 承認 applies it to the record (the server, in one
// transaction), 却下 sends the reason back to the family. The card shows once the member has any request.

const STATES: Record<
  ContactChangeRequest['state'],
  { label: string; tone: 'success' | 'warning' | 'neutral' | 'danger' }
> = {
  pending: { label: '承認待ち', tone: 'warning' },
  approved: { label: '承認済み', tone: 'success' },
  rejected: { label: '却下', tone: 'danger' },
  replaced: { label: '再申請で取り下げ', tone: 'neutral' },
};

/** Decided requests shown under the pending one: the latest few. */
const HISTORY = 3;

const value = (text: string | null) => text || '（空欄）';

function Changes({ request }: { request: ContactChangeRequest }) {
  return (
    <ul style={{ margin: 0, paddingLeft: '1.25rem' }} aria-label="変更内容">
      {request.changes.map((change) => (
        <li key={change.field}>
          {CONTACT_FIELD_LABELS[change.field]}: {value(change.before)} →{' '}
          <strong>{value(change.after)}</strong>
        </li>
      ))}
    </ul>
  );
}

function decidedLine(request: ContactChangeRequest) {
  return [
    `申請 ${formatDateTime(request.requested_at)}`,
    request.decided_at && request.state !== 'replaced'
      ? `${STATES[request.state].label} ${formatDateTime(request.decided_at)}`
      : null,
    request.decided_by,
    request.reject_reason ? `理由: ${request.reject_reason}` : null,
  ]
    .filter(Boolean)
    .join('・');
}

export function CustomerChangeRequestsPanel({ customerId }: { customerId: number }) {
  const requests = useCustomerChangeRequests(customerId);
  const approve = useApproveCustomerChangeRequest();
  const toast = useToast();
  const [rejecting, setRejecting] = useState<ContactChangeRequest | null>(null);
  if (requests.isError)
    return (
      <Card title="マイページからの変更申請">
        <ErrorState title="変更申請を取得できませんでした" onRetry={() => void requests.refetch()} />
      </Card>
    );
  const data = requests.data ?? [];
  if (data.length === 0) return null;
  const pending = data.filter((r) => r.state === 'pending');
  const decided = data.filter((r) => r.state !== 'pending').slice(0, HISTORY);
  const onApprove = (request: ContactChangeRequest) =>
    approve.mutate(
      { customerId, requestId: request.id },
      {
        onSuccess: () => toast.success(familyProfileMessages.changeApproved),
        onError: (failure) => toast.error(failureText(failure, mutationMessages.updateFailed)),
      },
    );
  return (
    <Card title="マイページからの変更申請">
      <Stack $gap={4}>
        {pending.map((request) => (
          <Stack $gap={2} key={request.id} role="group" aria-label={`${request.requested_by}からの変更申請`}>
            <div>
              <StatusBadge label={STATES.pending.label} tone={STATES.pending.tone} />{' '}
              <small>
                {request.requested_by}・申請 {formatDateTime(request.requested_at)}
              </small>
            </div>
            <Changes request={request} />
            <Stack $gap={2} style={{ gridAutoFlow: 'column', justifyContent: 'start' }}>
              <Button
                variant="primary"
                size="sm"
                icon={<Check aria-hidden="true" />}
                isLoading={approve.isPending}
                onPress={() => onApprove(request)}
              >
                承認
              </Button>
              <Button
                variant="secondary"
                size="sm"
                icon={<X aria-hidden="true" />}
                isDisabled={approve.isPending}
                onPress={() => setRejecting(request)}
              >
                却下
              </Button>
            </Stack>
          </Stack>
        ))}
        {decided.length > 0 ? (
          <Stack
            $gap={2}
            as="ul"
            aria-label="これまでの申請"
            style={{ listStyle: 'none', margin: 0, padding: 0 }}
          >
            {decided.map((request) => (
              <li key={request.id}>
                <StatusBadge label={STATES[request.state].label} tone={STATES[request.state].tone} />{' '}
                {request.changes.map((c) => CONTACT_FIELD_LABELS[c.field]).join('・')}
                <br />
                <small>{decidedLine(request)}</small>
              </li>
            ))}
          </Stack>
        ) : null}
      </Stack>
      {rejecting ? (
        <RejectDialog customerId={customerId} request={rejecting} onClose={() => setRejecting(null)} />
      ) : null}
    </Card>
  );
}

/** 却下 with the reason the family reads on マイページ. */
function RejectDialog({
  customerId,
  request,
  onClose,
}: {
  customerId: number;
  request: ContactChangeRequest;
  onClose: () => void;
}) {
  const reject = useRejectCustomerChangeRequest();
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
      { customerId, requestId: request.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          toast.success(familyProfileMessages.changeRejected);
          onClose();
        },
        onError: (failure) => setError(failureText(failure, mutationMessages.updateFailed)),
      },
    );
  };
  return (
    <Modal
      title="変更申請の却下"
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
            form="change-request-reject-form"
            variant="danger"
            isLoading={reject.isPending}
          >
            却下する
          </Button>
        </>
      }
    >
      <Form id="change-request-reject-form" onSubmit={submit} validationBehavior="aria">
        <Stack $gap={3}>
          <Changes request={request} />
          <TextField
            label="却下の理由（マイページに表示されます）"
            isRequired
            autoFocus
            maxLength={200}
            value={reason}
            onChange={setReason}
            {...(error ? { errorMessage: error, isInvalid: true } : {})}
          />
        </Stack>
      </Form>
    </Modal>
  );
}
