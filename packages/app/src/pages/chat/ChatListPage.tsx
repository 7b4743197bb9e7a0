import {
  type ChatRoom,
  type ChatRoomType,
  type ListChatRoomsParams,
  listStoresQueryOptions,
  useChatRooms,
} from '@kayoi/api-client';
import {
  Badge,
  Button,
  CountBadge,
  type DataTableColumn,
  FilterBar,
  formatCount,
  formatDateTime,
  PageHeader,
  SearchField,
  Stack,
} from '@kayoi/ui';
import { useQuery } from '@tanstack/react-query';
import { MessageCircle, Plus } from 'lucide-react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ChoiceFilter } from '../../forms/ChoiceFilter.tsx';
import { useDebouncedSearch, useListParams } from '../../forms/listParams.ts';
import { href } from '../../routes/table.ts';
import { useSessionUser } from '../../session/session.tsx';
import { ListResults } from '../../shell/ListResults.tsx';
import { JoinableRooms } from './JoinRoom.tsx';
import { AllRoomsSearch } from './MessageSearch.tsx';
import { chatMessages as m, messagePreview, roomTitle, roomTypeLabels } from './messages.ts';
import { RoomIcon } from './RoomIcon.tsx';

const ROOM_TYPES = Object.keys(roomTypeLabels) as ChatRoomType[];
const isRoomType = (value: string): value is ChatRoomType => (ROOM_TYPES as string[]).includes(value);

/** /chat: the rooms the staff member is in, latest activity first, with unread counts and the last message. */
export function ChatListPage() {
  const navigate = useNavigate();
  const user = useSessionUser();
  const isAdmin = user.role === 'admin';
  // The store filter is an administrator's: the store list is theirs alone.
  const stores = useQuery({ ...listStoresQueryOptions(), enabled: isAdmin });
  const list = useListParams(['search', 'type', 'is_active', 'store_id'] as const);
  const { update } = list;
  const type = list.get('type');
  const active = list.get('is_active');
  const storeId = Number(list.get('store_id')) || null;
  const params: ListChatRoomsParams = {
    ...(list.get('search') ? { search: list.get('search') } : {}),
    ...(isRoomType(type) ? { type } : {}),
    ...(active === '1' || active === '0' ? { is_active: Number(active) as 0 | 1 } : {}),
    ...(isAdmin && storeId ? { store_id: storeId } : {}),
    page: list.page,
    per_page: list.perPage,
  };
  const rooms = useChatRooms(params);
  const [search, setSearch] = useDebouncedSearch(
    list.get('search'),
    useCallback((text: string) => update({ search: text.trim() || null }), [update]),
  );

  const columns: DataTableColumn<ChatRoom>[] = [
    {
      id: 'name',
      header: 'ルーム',
      isRowHeader: true,
      cell: (room) => (
        <Stack $direction="row" $gap={2} $align="center">
          <RoomIcon room={room} />
          {room.unread_count > 0 ? (
            <strong>{roomTitle(room, user.id)}</strong>
          ) : (
            <span>{roomTitle(room, user.id)}</span>
          )}
          {room.is_active ? null : <Badge tone="neutral">アーカイブ</Badge>}
        </Stack>
      ),
    },
    { id: 'type', header: '種類', nowrap: true, cell: (room) => roomTypeLabels[room.type] },
    {
      id: 'last',
      header: '最新のメッセージ',
      cell: (room) =>
        room.last_message ? `${room.last_message.sender.name}：${messagePreview(room.last_message)}` : '—',
    },
    {
      id: 'at',
      header: '更新',
      nowrap: true,
      cell: (room) => formatDateTime(room.last_message?.created_at ?? room.updated_at),
    },
    {
      id: 'unread',
      header: '未読',
      nowrap: true,
      align: 'end',
      cell: (room) => (room.unread_count > 0 ? <CountBadge count={room.unread_count} label="未読" /> : '—'),
    },
  ];
  const add = (label: string) => (
    <Button variant="primary" icon={<Plus aria-hidden="true" />} onPress={() => navigate(href('chat/new'))}>
      {label}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={m.title}
        breadcrumbs={[{ label: 'コミュニケーション' }, { label: m.title }]}
        actions={add('新規ルーム')}
      />
      <FilterBar
        label="チャットルームの検索条件"
        isFiltered={list.isFiltered}
        onClear={list.clear}
        summary={rooms.data ? `該当 ${formatCount(rooms.data.meta.total)}件` : undefined}
      >
        <SearchField
          label="ルームを検索"
          placeholder="ルーム名・説明"
          value={search}
          onChange={setSearch}
          onSubmit={(text) => update({ search: text.trim() || null })}
        />
        <ChoiceFilter
          label="種類"
          items={ROOM_TYPES.map((id) => ({ id, label: roomTypeLabels[id] }))}
          value={isRoomType(type) ? type : ''}
          onChange={(value) => update({ type: value })}
        />
        <ChoiceFilter
          label="状態"
          items={[
            { id: '1', label: '有効' },
            { id: '0', label: 'アーカイブ' },
          ]}
          value={active === '1' || active === '0' ? active : ''}
          onChange={(value) => update({ is_active: value })}
        />
        {isAdmin ? (
          <ChoiceFilter
            label="店舗"
            items={(stores.data ?? []).map((store) => ({ id: String(store.id), label: store.name }))}
            value={storeId ? String(storeId) : ''}
            onChange={(value) => update({ store_id: value })}
          />
        ) : null}
      </FilterBar>
      <AllRoomsSearch rooms={rooms.data?.data ?? []} viewerId={user.id} />
      <ListResults
        aria-label="チャットルーム"
        query={rooms}
        list={list}
        columns={columns}
        getRowId={(room) => room.id}
        onRowAction={(id) => navigate(href('chat/:id', { id }))}
        errorMessage={m.listFailed}
        empty={{
          icon: <MessageCircle aria-hidden="true" />,
          title: m.empty,
          filteredTitle: m.emptyFiltered,
          description: m.emptyDescription,
          action: add('ルームを作成'),
        }}
      />
      <JoinableRooms />
    </>
  );
}
