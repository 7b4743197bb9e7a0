import { type MemberNoticeDetail, useMemberNotice, useWithdrawMemberNotice } from '@kayoi/api-client';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  DescriptionList,
  formatDateTime,
  LinkedText,
  PageHeader,
  Stack,
  useToast,
} from '@kayoi/ui';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';
import { RecordQuery } from '../RecordStates.tsx';
import { noticeMessages as m, readCountText } from './messages.ts';

const LIST = { label: m.listTitle, href: href('member-notices') };

/** /member-notices/{id}: the notice as families read it, who it reached and who read it, and 取り下げ. */
export function MemberNoticeDetailPage() {
  const notice = useMemberNotice(Number(useParams().id));
  return (
    <RecordQuery query={notice} title="お知らせ詳細" parent={LIST} noun={m.noun}>
      {(loaded) => <NoticeView notice={loaded} />}
    </RecordQuery>
  );
}

type Recipient = MemberNoticeDetail['recipients'][number];

/** 既読 n / 対象 m, and each family account (named by its members) with when it first read the notice. */
function ReadReceipts({ notice }: { notice: MemberNoticeDetail }) {
  return (
    <Card title={`既読状況　${readCountText(notice)}`}>
      <DataTable<Recipient>
        aria-label="既読状況"
        rows={notice.recipients}
        getRowId={(row) => row.account_id}
        emptyState="この店舗のご家族には届いていません"
        columns={[
          {
            id: 'members',
            header: '会員（ご家族）',
            isRowHeader: true,
            cell: (row) => row.members.map((member) => member.name).join('・') || '—',
          },
          {
            id: 'read_at',
            header: '既読日時',
            nowrap: true,
            cell: (row) => (row.read_at ? formatDateTime(row.read_at) : <Badge tone="info">未読</Badge>),
          },
        ]}
      />
    </Card>
  );
}

function NoticeView({ notice }: { notice: MemberNoticeDetail }) {
  const user = useSessionUser();
  const toast = useToast();
  const withdraw = useWithdrawMemberNotice();
  const [confirming, setConfirming] = useState(false);
  // A notice to every store is an administrator's to withdraw (the server refuses a manager).
  const mayWithdraw =
    notice.withdrawn_at === null &&
    may(user.role, 'withdrawMemberNotice') &&
    (notice.audience.kind !== 'all' || user.role === 'admin');
  return (
    <>
      <PageHeader
        title={notice.title}
        breadcrumbs={[{ label: 'コミュニケーション' }, LIST, { label: notice.title }]}
        actions={
          mayWithdraw ? (
            <Button variant="danger" icon={<Undo2 aria-hidden="true" />} onPress={() => setConfirming(true)}>
              取り下げる
            </Button>
          ) : undefined
        }
      />
      <Stack $gap={4}>
        {notice.withdrawn_at ? (
          <Alert tone="warning" role="status">
            {`${formatDateTime(notice.withdrawn_at)}に${notice.withdrawn_by?.name ?? 'スタッフ'}が取り下げました。ご家族のマイページには表示されていません。`}
          </Alert>
        ) : null}
        <Card title="内容">
          <Stack $gap={4}>
            <DescriptionList
              items={[
                { term: '対象', description: notice.audience.label },
                { term: '公開日時', description: formatDateTime(notice.published_at) },
                { term: '公開者', description: notice.published_by?.name ?? '—' },
                { term: '店舗', description: notice.store.name },
              ]}
            />
            <LinkedText text={notice.body} />
          </Stack>
        </Card>
        <ReadReceipts notice={notice} />
      </Stack>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="お知らせを取り下げますか？"
        message={m.withdrawConfirm}
        confirmLabel="取り下げる"
        tone="danger"
        isConfirming={withdraw.isPending}
        onConfirm={() =>
          withdraw.mutate(notice.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success('お知らせを取り下げました');
            },
            onError: (error) => toast.error(failureText(error, m.withdrawFailed)),
          })
        }
      />
    </>
  );
}
