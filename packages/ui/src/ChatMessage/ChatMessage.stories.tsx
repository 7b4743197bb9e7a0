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

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaGj4DwAFhAKAjM1mJQAAAABJRU5ErkJggg==';

/** Files sent with a message: an image previewed and a PDF as a link, each with its size; none on a tombstone. */
export const WithAttachments: Story = {
  tags: ['visual'],
  args: {
    body: 'プールサイドの修理箇所の写真と見積書です。',
    attachments: [
      { id: 1, name: '修理箇所.png', url: PIXEL, mime_type: 'image/png', size: 184_320 },
      { id: 2, name: '見積書.pdf', url: '/files/quote.pdf', mime_type: 'application/pdf', size: 2_516_582 },
    ],
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '鈴木 健太さんの添付ファイル' });
    await expect(within(list).getByRole('img', { name: '修理箇所.png' })).toBeVisible();
    await expect(within(list).getByRole('link', { name: '見積書.pdf' })).toHaveAttribute(
      'href',
      '/files/quote.pdf',
    );
    await expect(within(list).getByText('2.4 MB')).toBeVisible();
  },
};
