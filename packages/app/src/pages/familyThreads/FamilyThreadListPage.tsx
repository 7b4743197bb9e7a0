import { type FamilyThread, useFamilyThreads } from '@kayoi/api-client';
import { Badge, type DataTableColumn, formatDateTime, PageHeader, Stack } from '@kayoi/ui';
import { MessageCircle } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useListParams } from '../../forms/listParams.ts';
import { href } from '../../routes/table.ts';
import { ListResults } from '../../shell/ListResults.tsx';
import { threadMessages as m } from './messages.ts';

const columns: DataTableColumn<FamilyThread>[] = [
  {
    id: 'family',
    header: 'ご家族',
    isRowHeader: true,
    cell: (thread) => (
      <Stack $direction="row" $gap={1} $align="center" $wrap>
        <span>{thread.family.name || '—'}</span>
        {thread.unread_count > 0 ? <Badge tone="info">{`未読 ${thread.unread_count}`}</Badge> : null}
      </Stack>
    ),
  },
  {
    id: 'members',
    header: '会員',
    cell: (thread) => thread.family.members.map((member) => member.name).join('・') || '—',
  },
  {
    id: 'last',
    header: '最新のメッセージ',
    cell: (thread) =>
      `${thread.last_message.author === 'staff' ? '（返信）' : ''}${thread.last_message.body.slice(0, 40)}${thread.last_message.body.length > 40 ? '…' : ''}`,
  },
  {
    id: 'at',
    header: '日時',
    nowrap: true,
    cell: (thread) => formatDateTime(thread.last_message.created_at),
  },
];

/** /family-threads: the store's threads with families, those waiting for the desk first. */
export function FamilyThreadListPage() {
  const navigate = useNavigate();
  const list = useListParams([] as const);
  const threads = useFamilyThreads({ page: list.page, per_page: list.perPage });
  return (
    <>
      <PageHeader
        title={m.listTitle}
        description="ご家族からのメッセージ（未読が先頭）"
        breadcrumbs={[{ label: 'コミュニケーション' }, { label: m.listTitle }]}
      />
      <ListResults
        aria-label="お問い合わせ一覧"
        query={threads}
        list={list}
        columns={columns}
        getRowId={(thread) => thread.id}
        onRowAction={(id) => navigate(href('family-threads/:id', { id }))}
        errorMessage={m.listFailed}
        empty={{
          icon: <MessageCircle aria-hidden="true" />,
          title: m.empty,
          filteredTitle: m.emptyFiltered,
          description: m.emptyDescription,
        }}
      />
    </>
  );
}
