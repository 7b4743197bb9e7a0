import {
  applyStoreEvent,
  type ChatRoom,
  chatKeys,
  connectStoreEvents,
  isApiError,
  type ChatMessage as Message,
  useChatRoom,
  useDeleteChatMessage,
  useEditChatMessage,
  useMarkChatRoomAsRead,
  useSendChatMessage,
} from '@kayoi/api-client';
import { chatMessageFormSchema } from '@kayoi/api-client/forms';
import {
  Alert,
  Button,
  Card,
  ChatComposer,
  ChatHistoryFrame,
  ChatMessage,
  ChatMessageList,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  formatDateTime,
  LiveAnnouncer,
  PageHeader,
  Skeleton,
  Stack,
  useToast,
} from '@kayoi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { MessageCircle } from 'lucide-react';
import { memo, type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';
import { useSessionUser } from '../../session/session.tsx';
import { RecordQuery } from '../RecordStates.tsx';
import { NotJoinedRoom } from './JoinRoom.tsx';
import { RoomSearch } from './MessageSearch.tsx';
import { chatMessages as m, messagePreview, refusalText, roomTitle } from './messages.ts';
import { RoomActions } from './RoomActions.tsx';
import { RoomSummary } from './RoomIcon.tsx';
import { useChatHistory } from './useChatHistory.ts';

const LIST = { label: m.title, href: href('chat') };

/** /chat/{id}: one room, live. Rooms the staff member is not in answer 404 (見つかりません). */
export function ChatRoomPage() {
  const id = Number(useParams().id);
  const room = useChatRoom(id);
  const record = (
    <RecordQuery query={room} title="チャットルーム" parent={LIST} noun="チャットルーム">
      {(loaded) => <Room key={loaded.id} room={loaded} />}
    </RecordQuery>
  );
  // Not a participant (404): a room of the store they may join offers 参加; any other stays not found.
  if (room.isError && isApiError(room.error) && room.error.status === 404) {
    return <NotJoinedRoom id={id} notFound={record} />;
  }
  return record;
}

/**
 * One message of the history, drawn again only when it changes (an edit, a tombstone): a new message draws
 * one row, not the whole history.
 */
const MessageRow = memo(function MessageRow({
  message,
  isOwn,
  mayEdit,
  mayDelete,
  isEditing,
  onEdit,
  onDelete,
}: {
  message: Message;
  isOwn: boolean;
  mayEdit: boolean;
  mayDelete: boolean;
  isEditing: boolean;
  onEdit: (message: Message) => void;
  onDelete: (message: Message) => void;
}) {
  return (
    <ChatMessage
      senderName={message.sender.name}
      senderPhotoUrl={message.sender.photo_url}
      timeLabel={formatDateTime(message.created_at)}
      dateTime={message.created_at}
      body={message.body}
      isOwn={isOwn}
      isEdited={message.edited_at !== null}
      isDeleted={message.deleted_at !== null}
      isHighlighted={isEditing}
      onEdit={mayEdit ? () => onEdit(message) : undefined}
      onDelete={mayDelete ? () => onDelete(message) : undefined}
      attachments={message.attachments}
    />
  );
});

/**
 * Follows the room's topic: a new message is fetched and drawn first, and only then is the rest the event
 * makes stale re-read (the client's invalidation table: the room's header, the lists, the badge) — so the
 * message's own request is not queued behind theirs. A reconnection catches up by cursor.
 */
function useRoomEvents(
  roomId: number,
  history: Pick<ReturnType<typeof useChatHistory>, 'onLiveEvent' | 'onReconnect'>,
) {
  const queryClient = useQueryClient();
  const latest = useRef(history);
  latest.current = history;
  useEffect(() => {
    const stream = connectStoreEvents({
      topics: [`chat-room:${roomId}`],
      onEvent: (event) => {
        void latest.current.onLiveEvent(event).finally(() => applyStoreEvent(queryClient, event));
      },
      onOpen: ({ reconnected }) => {
        if (!reconnected) return;
        void latest.current
          .onReconnect()
          .finally(() => queryClient.invalidateQueries({ queryKey: chatKeys.all }));
      },
    });
    return () => stream.close();
  }, [roomId, queryClient]);
}

/** How long the newest message is on screen before it counts as read. */
const READ_DELAY_MS = 500;
/** Near the bottom of the history: new messages keep it scrolled there. */
const NEAR_BOTTOM = 80;

function Room({ room }: { room: ChatRoom }) {
  const user = useSessionUser();
  const toast = useToast();
  const history = useChatHistory(room.id, room.last_message?.id);
  const send = useSendChatMessage();
  const edit = useEditChatMessage();
  const [draft, setDraft] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [editing, setEditing] = useState<Message | null>(null);
  const [editText, setEditText] = useState('');
  const [deleting, setDeleting] = useState<Message | null>(null);
  const [composerError, setComposerError] = useState<string | undefined>();
  const scroller = useRef<HTMLDivElement>(null);
  const title = roomTitle(room, user.id);

  useRoomEvents(room.id, history);
  const { messages } = history;
  const newest = messages.at(-1);
  const { seen, onScroll, announcement } = useHistoryScroll(scroller, history, user.id);
  useReadMark(room, newest, user.id, seen);

  const checked = (text: string) => {
    const parsed = chatMessageFormSchema.safeParse({ body: text });
    if (parsed.success) {
      setComposerError(undefined);
      return parsed.data.body;
    }
    setComposerError(parsed.error.issues[0]?.message);
    return null;
  };

  const onSend = (text: string) => {
    const body = checked(text);
    if (body === null) return;
    seen.current.atBottom = true;
    send.mutate(
      { roomId: room.id, body, files },
      {
        onSuccess: (message) => {
          history.merge([message]);
          setDraft('');
          setFiles([]);
        },
        onError: (error) => {
          // A text the server refuses (422) is said at the field too, in its words.
          if (isApiError(error) && error.fieldErrors.body) setComposerError(error.fieldErrors.body[0]);
          toast.error(m.sendFailedTitle, refusalText(error, m.sendFailed, 'body'));
        },
      },
    );
  };

  const onSaveEdit = (text: string) => {
    if (!editing) return;
    const body = checked(text);
    if (body === null) return;
    edit.mutate(
      { roomId: room.id, messageId: editing.id, body },
      {
        onSuccess: (message) => {
          history.merge([message]);
          setEditing(null);
        },
        onError: (error) => toast.error(m.editFailedTitle, refusalText(error, m.updateFailed, 'body')),
      },
    );
  };

  const startEdit = useCallback((message: Message) => {
    setEditing(message);
    setEditText(message.body);
  }, []);
  const participants = room.participants.filter((p) => p.id !== user.id);
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'コミュニケーション' }, LIST, { label: title }]}
        description={<RoomSummary room={room} />}
        actions={<RoomActions room={room} title={title} />}
      />
      <Stack $gap={3}>
        <RoomSearch roomId={room.id} />
        {room.is_active ? null : <Alert tone="info">{m.archived}</Alert>}
        <Card padding={3}>
          <ChatHistoryFrame ref={scroller} onScroll={onScroll} aria-label={`${title}のメッセージ`}>
            <HistoryBody
              room={room}
              history={history}
              editingId={editing?.id}
              onEdit={startEdit}
              onDelete={setDeleting}
            />
          </ChatHistoryFrame>
        </Card>
        {editing ? (
          <ChatComposer
            label="メッセージを編集"
            value={editText}
            onChange={setEditText}
            onSubmit={onSaveEdit}
            onCancel={() => setEditing(null)}
            submitLabel="保存"
            isSending={edit.isPending}
            errorMessage={composerError}
            mentionCandidates={participants}
          />
        ) : (
          <ChatComposer
            label="メッセージ"
            value={draft}
            onChange={setDraft}
            onSubmit={onSend}
            isSending={send.isPending}
            isDisabled={!room.is_active}
            errorMessage={composerError}
            mentionCandidates={participants}
            placeholder={`${title}へのメッセージ`}
            files={files}
            onFilesChange={setFiles}
          />
        )}
      </Stack>
      <LiveAnnouncer>{announcement}</LiveAnnouncer>
      <DeleteMessageDialog
        roomId={room.id}
        deleting={deleting}
        onDone={() => setDeleting(null)}
        onDeleted={(message) => history.merge([message])}
      />
    </>
  );
}

type SeenHistory = { newest?: number; oldest?: number; height: number; atBottom: boolean };

/**
 * Scrolling: to the bottom on first load and when a message arrives while the reader is at the bottom (or
 * sent it); kept in place when older messages are added above. A message from someone else is said aloud.
 */
function useHistoryScroll(
  scroller: RefObject<HTMLDivElement | null>,
  history: ReturnType<typeof useChatHistory>,
  userId: number,
) {
  const [announcement, setAnnouncement] = useState('');
  const { messages } = history;
  const newest = messages.at(-1);
  const oldest = messages[0];
  const seen = useRef<SeenHistory>({
    height: 0,
    atBottom: true,
  });
  useLayoutEffect(() => {
    const box = scroller.current;
    if (!box) return;
    const before = seen.current;
    if (before.oldest !== undefined && oldest && oldest.id < before.oldest && newest?.id === before.newest) {
      box.scrollTop += box.scrollHeight - before.height;
    } else if (newest && newest.id !== before.newest) {
      if (before.atBottom || before.newest === undefined || newest.sender.id === userId)
        box.scrollTop = box.scrollHeight;
      // A message from someone else, after the first load: said aloud.
      if (before.newest !== undefined && newest.sender.id !== userId && newest.id > before.newest)
        setAnnouncement(`新着メッセージ ${newest.sender.name}：${messagePreview(newest)}`);
    }
    seen.current = {
      newest: newest?.id,
      oldest: oldest?.id,
      height: box.scrollHeight,
      atBottom: before.atBottom,
    };
  }, [newest, oldest, userId]);

  const onScroll = () => {
    const box = scroller.current;
    if (!box) return;
    seen.current.atBottom = box.scrollHeight - box.scrollTop - box.clientHeight < NEAR_BOTTOM;
    seen.current.height = box.scrollHeight;
    if (box.scrollTop < 40 && history.hasOlder && !history.loadingOlder) void history.loadOlder();
  };
  return { seen, onScroll, announcement };
}

/** Read: what is on screen while the page is visible — on open, on each new message, on coming back. */
function useReadMark(
  room: ChatRoom,
  newest: Message | undefined,
  userId: number,
  seen: RefObject<SeenHistory>,
) {
  const { mutate: mark } = useMarkChatRoomAsRead();
  const markedUpTo = useRef(0);
  const markIfSeen = useCallback(() => {
    const upTo = newest?.id ?? 0;
    if (document.visibilityState !== 'visible' || upTo <= markedUpTo.current) return;
    if (!seen.current.atBottom) return;
    markedUpTo.current = upTo;
    mark(room.id);
  }, [newest?.id, mark, room.id]);
  // A moment after the newest message is drawn (a burst of messages makes one read mark, not one each).
  useEffect(() => {
    if (!(room.unread_count > 0 || (newest && newest.sender.id !== userId))) return;
    const timer = setTimeout(markIfSeen, READ_DELAY_MS);
    return () => clearTimeout(timer);
  }, [markIfSeen, room.unread_count, newest, userId]);
  useEffect(() => {
    document.addEventListener('visibilitychange', markIfSeen);
    return () => document.removeEventListener('visibilitychange', markIfSeen);
  }, [markIfSeen]);
}

/** The room's messages, or why there are none to show; older ones loaded on request. */
function HistoryBody({
  room,
  history,
  editingId,
  onEdit,
  onDelete,
}: {
  room: ChatRoom;
  history: ReturnType<typeof useChatHistory>;
  editingId: number | undefined;
  onEdit: (message: Message) => void;
  onDelete: (message: Message) => void;
}) {
  const user = useSessionUser();
  const { messages } = history;
  if (history.isPending) return <Skeleton height={240} />;
  if (history.isError) return <ErrorState message={m.historyFailed} onRetry={() => void history.refetch()} />;
  if (messages.length === 0)
    return <EmptyState icon={<MessageCircle aria-hidden="true" />} title={m.noMessages} />;
  return (
    <>
      {history.hasOlder ? (
        <Stack $align="center">
          <Button
            variant="ghost"
            size="sm"
            isLoading={history.loadingOlder}
            onPress={() => void history.loadOlder()}
          >
            以前のメッセージを読み込む
          </Button>
          {history.olderFailed ? <span role="alert">{m.olderFailed}</span> : null}
        </Stack>
      ) : null}
      <ChatMessageList aria-label="メッセージ">
        {messages.map((message) => (
          <MessageRow
            key={message.id}
            message={message}
            isOwn={message.sender.id === user.id}
            mayEdit={message.sender.id === user.id && room.is_active}
            mayDelete={message.sender.id === user.id || user.role === 'admin'}
            isEditing={editingId === message.id}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
      </ChatMessageList>
    </>
  );
}

function DeleteMessageDialog({
  roomId,
  deleting,
  onDone,
  onDeleted,
}: {
  roomId: number;
  deleting: Message | null;
  onDone: () => void;
  onDeleted: (message: Message) => void;
}) {
  const toast = useToast();
  const remove = useDeleteChatMessage();
  return (
    <ConfirmDialog
      isOpen={deleting !== null}
      onOpenChange={(open) => (open ? null : onDone())}
      title="メッセージを削除しますか？"
      message={`削除すると「${m.tombstone}」と表示されます。`}
      confirmLabel="削除する"
      tone="danger"
      isConfirming={remove.isPending}
      onConfirm={() => {
        if (!deleting) return;
        remove.mutate(
          { roomId, messageId: deleting.id },
          {
            onSuccess: (message) => {
              onDeleted(message);
              onDone();
            },
            onError: (error) => {
              onDone();
              toast.error(m.deleteFailedTitle, failureText(error, m.deleteFailed));
            },
          },
        );
      }}
    />
  );
}
