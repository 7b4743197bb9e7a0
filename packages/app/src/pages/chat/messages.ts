import { type ChatMessage, type ChatRoom, type ChatRoomType, isApiError } from '@kayoi/api-client';
import { mutationMessages } from '@kayoi/api-client/messages';
import { DELETED_MESSAGE_TEXT } from '@kayoi/ui';
import { failureText } from '../../forms/failure.ts';

/** The chat's words, in one place. */
export const chatMessages = {
  title: 'チャット',
  newRoom: '新規チャットルーム',
  listFailed: 'チャットルームを読み込めませんでした。',
  empty: 'まだチャットルームがありません',
  emptyFiltered: '条件に合うチャットルームはありません',
  emptyDescription: 'ルームを作ると、スタッフ同士でメッセージをやり取りできます。',
  historyFailed: 'メッセージを読み込めませんでした。',
  noMessages: 'まだメッセージはありません。最初のメッセージを送ってみましょう。',
  olderFailed: '以前のメッセージを読み込めませんでした',
  sendFailedTitle: 'メッセージ送信エラー',
  sendFailed: 'メッセージを送信できませんでした',
  editFailedTitle: 'メッセージ編集エラー',
  deleteFailedTitle: 'メッセージ削除エラー',
  roomCreated: 'チャットルームを作成しました',
  createFailed: mutationMessages.createFailed,
  updateFailed: mutationMessages.updateFailed,
  deleteFailed: mutationMessages.deleteFailed,
  archived: 'このルームはアーカイブされています。メッセージは送れません。',
  left: 'チャットルームから退出しました',
  leaveFailedTitle: 'チャットルーム退出エラー',
  archivedDone: 'チャットルームをアーカイブしました',
  roomUpdated: 'チャットルームを更新しました',
  settingsFailedTitle: 'チャットルーム更新エラー',
  joined: 'チャットルームに参加しました',
  joinFailedTitle: 'チャットルーム参加エラー',
  joinable: '参加できるルーム',
  notJoined: 'このルームにはまだ参加していません。参加するとメッセージを読み書きできます。',
  archiveFailedTitle: 'チャットルームアーカイブエラー',
  tombstone: DELETED_MESSAGE_TEXT,
} as const;

export const roomTypeLabels: Record<ChatRoomType, string> = {
  direct: '1対1',
  group: 'グループ',
  store: '店舗',
  announcement: 'お知らせ',
};

/** A room's name as its reader sees it: a 1:1 room is named after the other person. */
export function roomTitle(room: Pick<ChatRoom, 'type' | 'name' | 'participants'>, viewerId: number): string {
  if (room.type !== 'direct') return room.name;
  return room.participants.find((p) => p.id !== viewerId)?.name ?? room.name;
}

/** One line of a message for a list or an announcement: the tombstone's words when deleted. */
export const messagePreview = (message: Pick<ChatMessage, 'body' | 'deleted_at'>) =>
  message.deleted_at ? chatMessages.tombstone : message.body.replace(/\s+/g, ' ').slice(0, 80);

/**
 * A refused write's words (bulletin and chat): the server's message for the field when a 422 names one (a
 * NUL in the text: 本文の形式が正しくありません), else its message, else the screen's default.
 */
export function refusalText(error: unknown, fallback: string, field?: string): string {
  if (isApiError(error)) {
    const named = field === undefined ? undefined : error.fieldErrors[field]?.[0];
    const first = named ?? Object.values(error.fieldErrors)[0]?.[0];
    if (first) return first;
  }
  return failureText(error, fallback);
}
