import { type ChatRoom, useLeaveChatRoom, useUpdateChatRoom } from '@kayoi/api-client';
import { Button, ConfirmDialog, Modal, Stack, useToast } from '@kayoi/ui';
import { Archive, LogOut, Settings } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';
import { useSessionUser } from '../../session/session.tsx';
import { chatMessages as m, refusalText } from './messages.ts';
import { RoomFields, type RoomFieldValues, roomFieldErrors, serverFieldErrors } from './RoomFields.tsx';

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
  const [asking, setAsking] = useState<'leave' | 'archive' | 'settings' | null>(null);
  const manages = user.role === 'admin' || user.role === 'manager';
  const mayLeave = room.type !== 'store';
  const mayArchive = room.is_active && manages;
  // The server's rules (PUT): a group room's participants, or admins and managers for store and
  // announcement rooms; a 1:1 room is named after the other person and has nothing to set.
  const mayEdit =
    room.is_active &&
    (room.type === 'group' || ((room.type === 'store' || room.type === 'announcement') && manages));
  if (!mayLeave && !mayArchive && !mayEdit) return null;
  return (
    <>
      {mayEdit ? (
        <Button
          variant="secondary"
          icon={<Settings aria-hidden="true" />}
          onPress={() => setAsking('settings')}
        >
          設定
        </Button>
      ) : null}
      {asking === 'settings' ? <RoomSettingsDialog room={room} onClose={() => setAsking(null)} /> : null}
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

/** 設定: the room's name, description and icon, sent as one PUT; the server's refusals at their fields. */
function RoomSettingsDialog({ room, onClose }: { room: ChatRoom; onClose: () => void }) {
  const toast = useToast();
  const update = useUpdateChatRoom();
  const [fields, setFields] = useState<RoomFieldValues>({
    name: room.name,
    description: room.description ?? '',
    icon: room.icon,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const found = roomFieldErrors(fields);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate(
      {
        id: room.id,
        name: fields.name.trim(),
        description: fields.description.trim() || null,
        icon: fields.icon,
      },
      {
        onSuccess: () => {
          toast.success(m.roomUpdated);
          onClose();
        },
        onError: (error) => {
          setErrors(serverFieldErrors(error));
          toast.error(m.settingsFailedTitle, refusalText(error, m.updateFailed));
        },
      },
    );
  };

  return (
    <Modal
      title="ルームの設定"
      isOpen
      onOpenChange={(open) => (open ? null : onClose())}
      isBlocking={update.isPending}
      footer={
        <>
          <Button variant="ghost" onPress={onClose} isDisabled={update.isPending}>
            やめる
          </Button>
          <Button variant="primary" type="submit" form="chat-room-settings" isLoading={update.isPending}>
            保存
          </Button>
        </>
      }
    >
      <Form id="chat-room-settings" onSubmit={submit} validationBehavior="aria">
        <Stack $gap={4}>
          <RoomFields type={room.type} values={fields} onChange={setFields} errors={errors} />
        </Stack>
      </Form>
    </Modal>
  );
}
