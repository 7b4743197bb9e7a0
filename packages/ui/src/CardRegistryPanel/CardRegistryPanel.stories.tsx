import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CardRegistryPanel } from './CardRegistryPanel.tsx';

const cards = [
  {
    id: 9,
    uid: '04A1B2C3D4E503',
    status: 'active' as const,
    issuedAt: '2026-05-06T09:00:00+09:00',
    disabledAt: null,
  },
  {
    id: 4,
    uid: '04A1B2C3D4E4FF',
    status: 'disabled' as const,
    issuedAt: '2025-04-01T09:00:00+09:00',
    disabledAt: '2026-05-06T08:55:00+09:00',
  },
];

const meta = {
  title: 'Front desk/CardRegistryPanel',
  component: CardRegistryPanel,
  args: {
    title: 'スタッフカード',
    holderName: '鈴木 健太',
    entityId: 3,
    cards,
    write: { phase: 'idle' },
    canWrite: true,
    canManage: true,
    onWrite: fn(),
    onDisable: fn(),
  },
} satisfies Meta<typeof CardRegistryPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHistory: Story = {
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: '鈴木 健太さんのカード' });
    await expect(within(list).getByText('有効')).toBeVisible();
    await expect(within(list).getByText('無効')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'カード 04A1B2C3D4E503 を無効にする' }));
    await expect(args.onDisable).toHaveBeenCalledWith(9);
    await userEvent.click(canvas.getByRole('button', { name: 'カードを再発行' }));
    await expect(args.onWrite).toHaveBeenCalled();
  },
};

/** A manager's view: the server masks every UID to its last 4 (only admins see them whole). */
export const MaskedForManagers: Story = {
  args: { cards: cards.map((card) => ({ ...card, uid: `**********${card.uid.slice(-4)}` })) },
  play: async ({ canvas, args }) => {
    const list = canvas.getByRole('list', { name: '鈴木 健太さんのカード' });
    await expect(within(list).getByText('•••• E503')).toBeVisible();
    await expect(within(list).getByText('•••• E4FF')).toBeVisible();
    await expect(within(list).queryByText(/\*/)).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'カード •••• E503 を無効にする' }));
    await expect(args.onDisable).toHaveBeenCalledWith(9);
  },
};

export const NoCardYet: Story = {
  args: { cards: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('鈴木 健太さんのカードはまだ発行されていません。')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'カードを書き込む' })).toBeEnabled();
  },
};

export const WaitingForCard: Story = {
  args: { write: { phase: 'waiting' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('リーダーに新しいカードを置いてください（15秒）')).toBeVisible();
  },
};

export const Written: Story = {
  args: { write: { phase: 'done', uid: '04CAFE00000001' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('書き込み完了')).toBeVisible();
    await expect(canvas.getByText('カード 04CAFE00000001 を発行しました')).toBeVisible();
  },
};

export const WriteFailed: Story = {
  args: { write: { phase: 'failed', message: '書き込みがタイムアウトしました' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('NFCカードへの書き込みに失敗しました')).toBeVisible();
  },
};

export const NoReaderHere: Story = {
  args: { canWrite: false, cannotWriteReason: 'この端末ではNFCカードを読み取れません' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'カードを再発行' })).toBeDisabled();
    await expect(canvas.getByText('この端末ではNFCカードを読み取れません')).toBeVisible();
  },
};

export const ReadOnlyForStaff: Story = {
  args: { canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

export const Loading: Story = { args: { cards: null } };
