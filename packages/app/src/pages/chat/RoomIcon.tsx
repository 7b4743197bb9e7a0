import type { ChatRoom, ChatRoomType } from '@kayoi/api-client';
import { type ChatRoomIcon, chatRoomIconLabels } from '@kayoi/domain/labels';
import { Select, Stack } from '@kayoi/ui';
import {
  Building2,
  CalendarDays,
  ClipboardList,
  Hash,
  Heart,
  type LucideIcon,
  Medal,
  Megaphone,
  MessageCircle,
  Snowflake,
  Star,
  Store,
  Sun,
  Trophy,
  User,
  Users,
  Waves,
} from 'lucide-react';
import { roomTypeLabels } from './messages.ts';

// A room's icon (ChatRoomIcon): one of a fixed set the app draws; a room without one shows its type's icon.

const ICONS: Record<ChatRoomIcon, LucideIcon> = {
  chat: MessageCircle,
  building: Building2,
  swimmer: Waves,
  megaphone: Megaphone,
  calendar: CalendarDays,
  clipboard: ClipboardList,
  medal: Medal,
  trophy: Trophy,
  sun: Sun,
  snowflake: Snowflake,
  star: Star,
  heart: Heart,
};

const TYPE_ICONS: Record<ChatRoomType, LucideIcon> = {
  direct: User,
  group: Users,
  store: Store,
  announcement: Hash,
};

export const ROOM_ICON_KEYS = Object.keys(ICONS) as ChatRoomIcon[];
const NO_ICON = 'none';

/** The room's icon, decorative (the room's name says what it is), or its type's when it has none. */
export function RoomIcon({ room, size = 16 }: { room: Pick<ChatRoom, 'type' | 'icon'>; size?: number }) {
  const Icon = room.icon ? ICONS[room.icon] : TYPE_ICONS[room.type];
  return <Icon aria-hidden="true" size={size} data-icon={room.icon ?? `type-${room.type}`} />;
}

/** The icon choice of the room forms: none (the type's icon) or one of the set, with a preview beside it. */
export function RoomIconPicker({
  type,
  value,
  onChange,
  errorMessage,
}: {
  type: ChatRoomType;
  value: ChatRoomIcon | null;
  onChange: (icon: ChatRoomIcon | null) => void;
  errorMessage?: string | undefined;
}) {
  return (
    <Stack $direction="row" $gap={2} $align="end">
      <Select
        label="アイコン"
        items={[
          { id: NO_ICON, label: 'なし（種類のアイコン）' },
          ...ROOM_ICON_KEYS.map((key) => ({ id: key, label: chatRoomIconLabels[key] })),
        ]}
        selectedKey={value ?? NO_ICON}
        onSelectionChange={(key) =>
          onChange(key === null || key === NO_ICON ? null : (String(key) as ChatRoomIcon))
        }
        errorMessage={errorMessage}
      />
      <span style={{ paddingBlock: 8 }}>
        <RoomIcon room={{ type, icon: value }} size={24} />
      </span>
    </Stack>
  );
}

/** The line under a room's name: its icon, type, how many take part and its description. */
export function RoomSummary({
  room,
}: {
  room: Pick<ChatRoom, 'type' | 'icon' | 'participants' | 'description'>;
}) {
  // A span: the page header holds it in its description paragraph (a <div> may not sit in a <p>).
  return (
    <Stack as="span" $direction="row" $gap={2} $align="center">
      <RoomIcon room={room} />
      <span>
        {roomTypeLabels[room.type]}　参加者 {room.participants.length}名
        {room.description ? `　${room.description}` : ''}
      </span>
    </Stack>
  );
}
