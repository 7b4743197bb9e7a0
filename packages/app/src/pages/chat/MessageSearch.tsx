import {
  type ChatRoom,
  listChatMessagesQueryOptions,
  type ChatMessage as Message,
  useChatMessageSearch,
} from '@kayoi/api-client';
import {
  Card,
  ChatMessage,
  ChatMessageList,
  formatCount,
  formatDateTime,
  SearchField,
  Skeleton,
} from '@kayoi/ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useDebouncedSearch } from '../../forms/listParams.ts';
import { href } from '../../routes/table.ts';
import { roomTitle } from './messages.ts';

/** What the reader searches for, handed on after a pause (one request per pause, not per key). */
function useSearchText() {
  const [query, setQuery] = useState('');
  const [text, setText] = useDebouncedSearch(query, setQuery);
  return { query: query.trim(), text, setText, submit: (value: string) => setQuery(value) };
}

/** Found messages as the history draws them (no actions), each with where it is when `roomOf` names it. */
function Results({
  label,
  query,
  isPending,
  isError,
  messages,
  roomOf,
}: {
  label: string;
  query: string;
  isPending: boolean;
  isError: boolean;
  messages: readonly Message[] | undefined;
  roomOf?: (message: Message) => { id: number; title: string } | null;
}) {
  if (query === '') return null;
  return (
    <Card
      title={messages ? `「${query}」の検索結果 ${formatCount(messages.length)}件` : `「${query}」を検索中`}
    >
      {isError ? (
        <p role="alert">検索できませんでした。</p>
      ) : isPending || !messages ? (
        <Skeleton height={80} />
      ) : messages.length === 0 ? (
        <p>見つかりませんでした。</p>
      ) : (
        <ChatMessageList aria-label={label}>
          {messages.map((message) => {
            const room = roomOf?.(message);
            return (
              <ChatMessage
                key={message.id}
                senderName={message.sender.name}
                senderPhotoUrl={message.sender.photo_url}
                timeLabel={formatDateTime(message.created_at)}
                dateTime={message.created_at}
                body={message.body}
                isEdited={message.edited_at !== null}
                attachments={message.attachments}
                context={room ? <Link to={href('chat/:id', { id: room.id })}>{room.title}</Link> : null}
              />
            );
          })}
        </ChatMessageList>
      )}
    </Card>
  );
}

/** A search box and what it found. */
function SearchPanel({
  fieldLabel,
  search,
  ...results
}: {
  fieldLabel: string;
  search: ReturnType<typeof useSearchText>;
} & Omit<Parameters<typeof Results>[0], 'query'>) {
  return (
    <>
      <SearchField
        label={fieldLabel}
        placeholder="メッセージの言葉"
        value={search.text}
        onChange={search.setText}
        onSubmit={search.submit}
      />
      <Results query={search.query} {...results} />
    </>
  );
}

/** Search inside one room (the server matches without word boundaries, kana and width folded). */
export function RoomSearch({ roomId }: { roomId: number }) {
  const search = useSearchText();
  const found = useQuery({
    ...listChatMessagesQueryOptions(roomId, { search: search.query, limit: 50 }),
    enabled: search.query !== '',
  });
  return (
    <SearchPanel
      fieldLabel="ルーム内を検索"
      search={search}
      label="ルーム内の検索結果"
      isPending={found.isPending}
      isError={found.isError}
      messages={found.data?.data}
    />
  );
}

/** Search across every room the staff member is in; each result links to its room. */
export function AllRoomsSearch({ rooms, viewerId }: { rooms: readonly ChatRoom[]; viewerId: number }) {
  const search = useSearchText();
  const found = useChatMessageSearch({ q: search.query, limit: 20 });
  const roomOf = (message: Message) => {
    const room = rooms.find((r) => r.id === message.room_id);
    return { id: message.room_id, title: room ? roomTitle(room, viewerId) : `ルーム ${message.room_id}` };
  };
  return (
    <SearchPanel
      fieldLabel="すべてのルームのメッセージを検索"
      search={search}
      label="メッセージの検索結果"
      isPending={found.isPending}
      isError={found.isError}
      messages={found.data?.data}
      roomOf={roomOf}
    />
  );
}
