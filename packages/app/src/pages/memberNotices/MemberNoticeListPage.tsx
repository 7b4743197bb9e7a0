import { type MemberNotice, useMemberNotices } from '@kayoi/api-client';
import { Badge, Button, type DataTableColumn, formatDateTime, PageHeader, Stack } from '@kayoi/ui';
import { BellRing, Plus } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useListParams } from '../../forms/listParams.ts';
import { href } from '../../routes/table.ts';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';
import { ListResults } from '../../shell/ListResults.tsx';
import { noticeMessages as m, readCountText } from './messages.ts';

const columns: DataTableColumn<MemberNotice>[] = [
  {
    id: 'title',
    header: '件名',
    isRowHeader: true,
    cell: (notice) => (
      <Stack $direction="row" $gap={1} $align="center" $wrap>
        <span>{notice.title}</span>
        {notice.withdrawn_at ? <Badge tone="neutral">{m.withdrawn}</Badge> : null}
      </Stack>
    ),
  },
  { id: 'audience', header: '対象', cell: (notice) => notice.audience.label },
  { id: 'reads', header: '既読', nowrap: true, cell: readCountText },
  {
    id: 'published_at',
    header: '公開日時',
    nowrap: true,
    cell: (notice) => formatDateTime(notice.published_at),
  },
  { id: 'published_by', header: '公開者', nowrap: true, cell: (notice) => notice.published_by?.name ?? '—' },
];

/** /member-notices: the notices to families, newest first, with 既読 n / 対象 m; withdrawn ones marked. */
export function MemberNoticeListPage() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const list = useListParams([] as const);
  const notices = useMemberNotices({ page: list.page, per_page: list.perPage });
  const mayPublish = may(user.role, 'createMemberNotice');
  const add = (label: string) =>
    mayPublish ? (
      <Button
        variant="primary"
        icon={<Plus aria-hidden="true" />}
        onPress={() => navigate(href('member-notices/new'))}
      >
        {label}
      </Button>
    ) : undefined;
  const action = add('最初のお知らせを作成');
  return (
    <>
      <PageHeader
        title={m.listTitle}
        description="ご家族のマイページに届くお知らせ"
        breadcrumbs={[{ label: 'コミュニケーション' }, { label: m.listTitle }]}
        actions={add('お知らせを作成')}
      />
      <ListResults
        aria-label="お知らせ一覧"
        query={notices}
        list={list}
        columns={columns}
        getRowId={(notice) => notice.id}
        onRowAction={(id) => navigate(href('member-notices/:id', { id }))}
        errorMessage={m.listFailed}
        empty={{
          icon: <BellRing aria-hidden="true" />,
          title: m.empty,
          filteredTitle: m.emptyFiltered,
          description: m.emptyDescription,
          ...(action ? { action } : {}),
        }}
      />
    </>
  );
}
