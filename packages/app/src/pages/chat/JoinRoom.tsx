import { type ChatRoom, useChatRooms, useJoinChatRoom } from '@kayoi/api-client';
import { Alert, Button, Card, PageHeader, Stack, useToast } from '@kayoi/ui';
import { LogIn } from 'lucide-react';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../routes/table.ts';
import { RecordLoading } from '../RecordStates.tsx';
import { chatMessages as m, refusalText, roomTypeLabels } from './messages.ts';
import { RoomIcon, RoomSummary } from './RoomIcon.tsx';

// 参加 (join): the group, store and announcement rooms of the caller's store they are not in, as the server
// lists them (`joinable=1`); joining opens the room. The server decides what may be joined (404 otherwise).

const JOINABLE = { joinable: 1, per_page: 100 } as const;

/** 参加 of one room: joined, the room opens (the server's answer is its header). */
function JoinButton({ room, label = '参加' }: { room: Pick<ChatRoom, 'id' | 'name'>; label?: string }) {
  const navigate = useNavigate();
  const toast = useToast();
  const join = useJoinChatRoom();
  return (
    <Button
      variant="primary"
      size="sm"
      icon={<LogIn aria-hidden="true" />}
      // In a list, 参加 says which room; on the room's own screen its label says it.
      aria-label={label === '参加' ? `「${room.name}」に参加` : undefined}
      isLoading={join.isPending}
      onPress={() =>
        join.mutate(room.id, {
          onSuccess: (joined) => {
            toast.success(m.joined);
            navigate(href('chat/:id', { id: joined.id }));
          },
          onError: (error) => toast.error(m.joinFailedTitle, refusalText(error, m.updateFailed)),
        })
      }
    >
      {label}
    </Button>
  );
}

/** Under the room list: the rooms the caller may join, when there are any. */
export function JoinableRooms() {
  const joinable = useChatRooms(JOINABLE);
  const rooms = joinable.data?.data ?? [];
  if (rooms.length === 0) return null;
  return (
    <Card title={m.joinable}>
      <Stack as="ul" $gap={3} aria-label={m.joinable} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {rooms.map((room) => (
          <Stack as="li" key={room.id} $direction="row" $gap={3} $align="center" $wrap>
            <RoomIcon room={room} />
            <Stack $gap={1} style={{ flex: 1, minWidth: 200 }}>
              <strong>{room.name}</strong>
              <span>
                {roomTypeLabels[room.type]}　参加者 {room.participants.length}名
                {room.description ? `　${room.description}` : ''}
              </span>
            </Stack>
            <JoinButton room={room} />
          </Stack>
        ))}
      </Stack>
    </Card>
  );
}

/**
 * A room the caller is not in answers 404; when it is one they may join, the screen says so and offers 参加,
 * otherwise `notFound` (見つかりません: a room's name does not leak).
 */
export function NotJoinedRoom({ id, notFound }: { id: number; notFound: ReactNode }) {
  const joinable = useChatRooms(JOINABLE);
  const LIST = { label: m.title, href: href('chat') };
  if (joinable.isPending) return <RecordLoading title="チャットルーム" parent={LIST} />;
  const room = joinable.data?.data.find((r) => r.id === id);
  if (!room) return <>{notFound}</>;
  return (
    <>
      <PageHeader
        title={room.name}
        breadcrumbs={[{ label: 'コミュニケーション' }, LIST, { label: room.name }]}
        description={<RoomSummary room={room} />}
        actions={<JoinButton room={room} label="このルームに参加" />}
      />
      <Alert tone="info">{m.notJoined}</Alert>
    </>
  );
}
