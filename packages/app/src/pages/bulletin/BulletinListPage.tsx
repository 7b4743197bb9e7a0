import {
  type BulletinCategory,
  type BulletinPost,
  type BulletinPriority,
  type ListBulletinPostsParams,
  useBulletinPosts,
} from '@kayoi/api-client';
import { bulletinCategories, bulletinPriorities } from '@kayoi/api-client/forms';
import {
  Badge,
  Button,
  Checkbox,
  type DataTableColumn,
  FilterBar,
  formatCount,
  formatDateTime,
  PageHeader,
  SearchField,
  Stack,
} from '@kayoi/ui';
import { Megaphone, Paperclip, Pin, Plus } from 'lucide-react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ChoiceFilter } from '../../forms/ChoiceFilter.tsx';
import { useDebouncedSearch, useListParams } from '../../forms/listParams.ts';
import { href } from '../../routes/table.ts';
import { ListResults } from '../../shell/ListResults.tsx';
import { categoryLabels, bulletinMessages as m, priorityLabels, priorityTone } from './messages.ts';

const isCategory = (value: string): value is BulletinCategory =>
  (bulletinCategories as readonly string[]).includes(value);
const isPriority = (value: string): value is BulletinPriority =>
  (bulletinPriorities as readonly string[]).includes(value);

/** A post's priority as a coloured badge (low grey, normal blue, high orange, urgent red). */
export const PriorityBadge = ({ priority }: { priority: BulletinPost['priority'] }) => (
  <Badge tone={priorityTone[priority.value]}>{priority.label}</Badge>
);

const columns: DataTableColumn<BulletinPost>[] = [
  {
    id: 'read',
    header: '既読',
    nowrap: true,
    cell: (post) => (post.flags.is_read ? m.read : <Badge tone="info">{m.unread}</Badge>),
  },
  {
    id: 'title',
    header: '件名',
    isRowHeader: true,
    cell: (post) => (
      <Stack $direction="row" $gap={1} $align="center" $wrap>
        {post.flags.is_pinned ? <Pin role="img" aria-label={m.pinned} size={16} /> : null}
        {post.flags.is_read ? <span>{post.title}</span> : <strong>{post.title}</strong>}
        {post.attachments.length > 0 ? (
          <Paperclip role="img" aria-label={`添付${post.attachments.length}件`} size={14} />
        ) : null}
        {post.flags.is_active ? null : <Badge tone="neutral">{m.inactive}</Badge>}
      </Stack>
    ),
  },
  { id: 'category', header: 'カテゴリ', nowrap: true, cell: (post) => post.category.label },
  {
    id: 'priority',
    header: '優先度',
    nowrap: true,
    cell: (post) => <PriorityBadge priority={post.priority} />,
  },
  { id: 'author', header: '投稿者', nowrap: true, cell: (post) => post.author.name },
  {
    id: 'created_at',
    header: '投稿日時',
    nowrap: true,
    cell: (post) => formatDateTime(post.meta.created_at),
  },
  {
    id: 'comments',
    header: 'コメント',
    nowrap: true,
    align: 'end',
    cell: (post) => `${formatCount(post.statistics.comment_count)}件`,
  },
];

/** /bulletin-boards: pinned posts first, then the newest; words, category, priority and 未読のみ. */
export function BulletinListPage() {
  const navigate = useNavigate();
  const list = useListParams(['search', 'category', 'priority', 'unread_only'] as const);
  const { update } = list;
  const category = list.get('category');
  const priority = list.get('priority');
  const unreadOnly = list.get('unread_only') === '1';
  const params: ListBulletinPostsParams = {
    ...(list.get('search') ? { search: list.get('search') } : {}),
    ...(isCategory(category) ? { category } : {}),
    ...(isPriority(priority) ? { priority } : {}),
    ...(unreadOnly ? { unread_only: 1 as const } : {}),
    page: list.page,
    per_page: list.perPage,
  };
  const posts = useBulletinPosts(params);
  const [search, setSearch] = useDebouncedSearch(
    list.get('search'),
    useCallback((text: string) => update({ search: text.trim() || null }), [update]),
  );
  const add = (label: string) => (
    <Button
      variant="primary"
      icon={<Plus aria-hidden="true" />}
      onPress={() => navigate(href('bulletin-boards/new'))}
    >
      {label}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={m.listTitle}
        breadcrumbs={[{ label: 'コミュニケーション' }, { label: m.listTitle }]}
        actions={add('新規投稿')}
      />
      <FilterBar
        label="掲示板の検索条件"
        isFiltered={list.isFiltered}
        onClear={list.clear}
        summary={posts.data ? `該当 ${formatCount(posts.data.meta.total)}件` : undefined}
      >
        <SearchField
          label="キーワード"
          placeholder="件名・本文"
          value={search}
          onChange={setSearch}
          onSubmit={(text) => update({ search: text.trim() || null })}
        />
        <ChoiceFilter
          label="カテゴリ"
          items={bulletinCategories.map((id) => ({ id, label: categoryLabels[id] }))}
          value={isCategory(category) ? category : ''}
          onChange={(value) => update({ category: value })}
        />
        <ChoiceFilter
          label="優先度"
          items={bulletinPriorities.map((id) => ({ id, label: priorityLabels[id] }))}
          value={isPriority(priority) ? priority : ''}
          onChange={(value) => update({ priority: value })}
        />
        <Checkbox isSelected={unreadOnly} onChange={(on) => update({ unread_only: on ? '1' : null })}>
          未読のみ
        </Checkbox>
      </FilterBar>
      <ListResults
        aria-label="投稿一覧"
        query={posts}
        list={list}
        columns={columns}
        getRowId={(post) => post.id}
        onRowAction={(id) => navigate(href('bulletin-boards/:id', { id }))}
        errorMessage={m.listFailed}
        empty={{
          icon: <Megaphone aria-hidden="true" />,
          title: m.empty,
          filteredTitle: m.emptyFiltered,
          description: m.emptyDescription,
          action: add('最初の投稿を作成'),
        }}
      />
    </>
  );
}
