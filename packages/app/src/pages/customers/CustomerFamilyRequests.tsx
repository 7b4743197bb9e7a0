import { type FamilyMembershipRequest, useCustomerFamilyRequests } from '@kayoi/api-client';
import { Card, ErrorState, formatDateTime, Stack, StatusBadge } from '@kayoi/ui';
import { Link } from 'react-router';
import { href } from '../../routes/table.ts';
import { CustomerChangeRequestsPanel } from './CustomerChangeRequests.tsx';
import { FAMILY_REQUEST_KINDS } from './FamilyRequestInboxPage.tsx';

// マイページからの各種申請 on the customer record (issue 32): the member's 休会・退会・コース変更・曜日変更・口座変更
// requests, newest first, with their state, dates and who answered. Decisions are made in 各種申請の受付, where
// the outcome of approving is computed; this small section only lists them, and shows once there is any.

const STATES: Record<
  FamilyMembershipRequest['state'],
  { label: string; tone: 'success' | 'warning' | 'neutral' | 'danger' }
> = {
  pending: { label: '承認待ち', tone: 'warning' },
  approved: { label: '承認済み', tone: 'success' },
  rejected: { label: '却下', tone: 'danger' },
  cancelled: { label: '取り下げ', tone: 'neutral' },
};

/** What the request asks for, in a few words (its months, day or classes). */
function asked(r: FamilyMembershipRequest): string {
  if (r.kind === 'pause')
    return r.from_month === r.to_month ? `${r.from_month}` : `${r.from_month}〜${r.to_month}`;
  if (r.kind === 'withdraw') return `${r.effective_on}付け`;
  if (r.kind === 'bank_account') return r.paper_sent_at ? '依頼書送付済み' : '依頼書未送付';
  return `${r.from_class?.name ?? ''} → ${r.to_class?.name ?? ''}（${r.moves_on}から）`;
}

function line(r: FamilyMembershipRequest) {
  return [
    `申請 ${formatDateTime(r.requested_at)}（${r.requested_by}）`,
    r.decided_at ? `${STATES[r.state].label} ${formatDateTime(r.decided_at)}` : null,
    r.decided_by,
    r.reject_reason ? `理由: ${r.reject_reason}` : null,
  ]
    .filter(Boolean)
    .join('・');
}

/** What a family asked on マイページ for the member: contact changes (issue 31), then 各種申請. */
export function CustomerMyPageRequests({ customerId }: { customerId: number }) {
  return (
    <>
      <CustomerChangeRequestsPanel customerId={customerId} />
      <CustomerFamilyRequestsPanel customerId={customerId} />
    </>
  );
}

function CustomerFamilyRequestsPanel({ customerId }: { customerId: number }) {
  const requests = useCustomerFamilyRequests(customerId);
  if (requests.isError) {
    return (
      <Card title="マイページからの各種申請">
        <ErrorState title="各種申請を取得できませんでした" onRetry={() => void requests.refetch()} />
      </Card>
    );
  }
  const data = requests.data ?? [];
  if (data.length === 0) return null;
  return (
    <Card title="マイページからの各種申請">
      <Stack $gap={3}>
        <Stack $gap={2} as="ul" aria-label="各種申請" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.map((r) => (
            <li key={r.id}>
              <StatusBadge label={STATES[r.state].label} tone={STATES[r.state].tone} />{' '}
              <strong>{FAMILY_REQUEST_KINDS[r.kind]}</strong> {asked(r)}
              <br />
              <small>{line(r)}</small>
            </li>
          ))}
        </Stack>
        {data.some((r) => r.state === 'pending') ? (
          <Link to={href('customers/family-requests')}>各種申請の受付で対応する</Link>
        ) : null}
      </Stack>
    </Card>
  );
}
