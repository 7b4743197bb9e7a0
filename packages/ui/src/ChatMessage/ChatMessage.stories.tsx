import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { themeMatrix } from '../testing/storyParameters.ts';
import { ChatMessage, ChatMessageList } from './ChatMessage.tsx';

const meta = {
  title: 'Communication/ChatMessage',
  component: ChatMessage,
  args: {
    senderName: '鈴木 健太',
    timeLabel: '2026/11/21 09:51',
    dateTime: '2026-11-21T09:51:00+09:00',
    body: '体験の方が17時に1名いらっしゃいます。\n詳細 https://kayoi.example.jp/trial',
  },
  decorators: [(Story) => <ChatMessageList aria-label="メッセージ">{Story()}</ChatMessageList>],
} satisfies Meta<typeof ChatMessage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Someone else's, mine with 編集済み and its buttons, a tombstone: light/dark × glass. */
export const Kinds: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  render: (args) => (
    <>
      <ChatMessage {...args} />
      <ChatMessage
        {...args}
        senderName="佐藤 美咲"
        body="了解です。受付で体験用の水着の貸し出し準備をお願いします。"
        isOwn
        isEdited
        onEdit={fn()}
        onDelete={fn()}
      />
      <ChatMessage {...args} body="" isDeleted />
    </>
  ),
};

/** The writer's buttons name the message they act on; a tombstone offers none and says it was deleted. */
export const OwnMessageActions: Story = {
  args: { isOwn: true, onEdit: fn(), onDelete: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: '鈴木 健太さんのメッセージを編集（2026/11/21 09:51）' }),
    );
    await expect(args.onEdit).toHaveBeenCalledOnce();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /メッセージを削除/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDelete).toHaveBeenCalledOnce();
  },
};

export const Tombstone: Story = {
  args: { isDeleted: true, body: '', onEdit: fn(), onDelete: fn() },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('このメッセージは削除されました')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Hostile text is text; a 10,000-character word wraps inside the bubble. */
export const HostileText: Story = {
  args: { body: `<img src=x onerror=alert(1)><script>alert(2)</script>${'あ'.repeat(10_000)}` },
  play: async ({ canvasElement }) => {
    const item = within(canvasElement).getByRole('listitem');
    await expect(item.querySelector('img[src="x"], script')).toBeNull();
    await expect(item).toHaveTextContent('<img src=x onerror=alert(1)>');
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth + 1);
  },
};
