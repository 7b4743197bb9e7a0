import { answerHandler, errorHandler, handlers } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, noUnreadNotices, PortalScreen, phone, signInAsFamily } from '../stories/PortalScreen.tsx';

// お問い合わせ at 390 px, signed in as the spec's example family: its question about the 進級テスト (read by the
// desk) and the desk's reply, unread until the page opens.

const meta = {
  title: 'Portal/Messages',
  component: PortalScreen,
  args: { path: '/messages' },
  ...phone,
  parameters: { ...phone.parameters, msw: { handlers: [noUnreadNotices, ...handlers] } },
  beforeEach: () => signInAsFamily(true),
} satisfies Meta<typeof PortalScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Messages: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const thread = await canvas.findByRole('list', { name: 'メッセージ一覧' }, LOAD);
    const items = within(thread).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    // Oldest first: the family's question with the desk's 既読, then the reply under the staff's name, 新着.
    await expect(items[0]).toHaveTextContent('12月の進級テストは何曜日のクラスで受けられますか。');
    await expect(items[0]).toHaveTextContent('あなた');
    await expect(items[0]).toHaveTextContent('既読');
    await expect(items[1]).toHaveTextContent('渋谷校 佐藤 花子');
    await expect(items[1]).toHaveTextContent('新着');
    await expect(items[1]).not.toHaveTextContent('既読');
    // One store: no 送り先 to choose.
    await expect(canvas.queryByRole('button', { name: /送り先/ })).toBeNull();
  },
};

/** A message is sent to the store and the form empties. */
export const SendsAMessage: Story = {
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: 'メッセージ' }, LOAD);
    await userEvent.type(box, '来週の火曜日はお休みします。');
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    await expect(await canvas.findByRole('status')).toHaveTextContent('メッセージを送信しました');
    await expect(box).toHaveValue('');
  },
};

/** Nothing written: the form says what is missing and moves focus back to the text. */
export const RefusesAnEmptyMessage: Story = {
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: 'メッセージ' }, LOAD);
    await userEvent.type(box, '   ');
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    await expect(await canvas.findByText('本文を入力してください')).toBeVisible();
    await waitFor(() => expect(box).toHaveFocus());
  },
};

/** The server refuses (too many messages): its own words are shown. */
export const ServerRefuses: Story = {
  parameters: { msw: { handlers: [errorHandler('postFamilyMessage', 429), noUnreadNotices, ...handlers] } },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: 'メッセージ' }, LOAD);
    await userEvent.type(box, 'もう一度お送りします。');
    await userEvent.click(canvas.getByRole('button', { name: '送信する' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
    await expect(box).toHaveValue('もう一度お送りします。');
  },
};

/** Members in two stores: the family chooses where each message goes. */
export const SeveralStores: Story = {
  parameters: {
    msw: {
      handlers: [
        answerHandler('listFamilyMessages', {
          stores: [
            { id: 1, name: '渋谷校' },
            { id: 2, name: '新宿校' },
          ],
          messages: [],
          unread_count: 0,
        }),
        noUnreadNotices,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'まだメッセージはありません。ご質問やご連絡をお気軽にお送りください。',
        {},
        LOAD,
      ),
    ).toBeVisible();
    const select = canvas.getByRole('button', { name: /送り先/ });
    await expect(select).toHaveTextContent('渋谷校');
    await userEvent.click(select);
    await userEvent.click(await within(document.body).findByRole('option', { name: '新宿校' }));
    await expect(select).toHaveTextContent('新宿校');
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [errorHandler('listFamilyMessages', 500), noUnreadNotices, ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('読み込みに失敗しました', {}, LOAD)).toBeVisible();
  },
};
