import { type ChatRoom, useLeaveChatRoom, useUpdateChatRoom } from '@kayoi/api-client';
import { Button, ConfirmDialog, useToast } from '@kayoi/ui';
import { Archive, LogOut } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';
import { useSessionUser } from '../../session/session.tsx';
import { chatMessages as m } from './messages.ts';

/**
 * The room's own actions in its header: 退出 (not from a store's room, which every staff member of the store
 * is in) and, for admins and managers, アーカイブ of an active room — each asked first. The server holds
 * the rules again (409, 403).
 */
export function RoomActions({ room, title }: { room: ChatRoom; title: string }) {
  const user = useSessionUser();
  const toast = useToast();
  const navigate = useNavigate();
  const leave = useLeaveChatRoom();
  const update = useUpdateChatRoom();
  const [asking, setAsking] = useState<'leave' | 'archive' | null>(null);
  const mayLeave = room.type !== 'store';
  const mayArchive = room.is_active && (user.role === 'admin' || user.role === 'manager');
  if (!mayLeave && !mayArchive) return null;
  return (
    <>
      {mayArchive ? (
        <Button
          variant="secondary"
          icon={<Archive aria-hidden="true" />}
          onPress={() => setAsking('archive')}
        >
          アーカイブ
        </Button>
      ) : null}
      {mayLeave ? (
        <Button variant="secondary" icon={<LogOut aria-hidden="true" />} onPress={() => setAsking('leave')}>
          退出
        </Button>
      ) : null}
      <ConfirmDialog
        isOpen={asking === 'leave'}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={`「${title}」から退出しますか？`}
        message="退出すると、このルームのメッセージは読めなくなります。"
        confirmLabel="退出する"
        tone="danger"
        isConfirming={leave.isPending}
        onConfirm={() =>
          leave.mutate(room.id, {
            onSuccess: () => {
              setAsking(null);
              toast.success(m.left);
              navigate(href('chat'));
            },
            onError: (error) => {
              setAsking(null);
              toast.error(m.leaveFailedTitle, failureText(error, m.updateFailed));
            },
          })
        }
      />
      <ConfirmDialog
        isOpen={asking === 'archive'}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={`「${title}」をアーカイブしますか？`}
        message="アーカイブしたルームは読むことはできますが、メッセージは送れなくなります。"
        confirmLabel="アーカイブする"
        isConfirming={update.isPending}
        onConfirm={() =>
          update.mutate(
            { id: room.id, is_active: false },
            {
              onSuccess: () => {
                setAsking(null);
                toast.success(m.archivedDone);
              },
              onError: (error) => {
                setAsking(null);
                toast.error(m.archiveFailedTitle, failureText(error, m.updateFailed));
              },
            },
          )
        }
      />
    </>
  );
}
