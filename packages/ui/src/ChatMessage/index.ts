export type { ChatMessageProps } from './ChatMessage.tsx';
export {
  ChatHistoryFrame,
  ChatMessage,
  ChatMessageList,
  DELETED_MESSAGE_TEXT,
  LiveAnnouncer,
} from './ChatMessage.tsx';
