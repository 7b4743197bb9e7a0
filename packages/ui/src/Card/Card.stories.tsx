import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { EmptyState } from '../EmptyState/EmptyState.tsx';
import { ErrorState } from '../ErrorState/ErrorState.tsx';
import { PageHeader } from '../PageHeader/PageHeader.tsx';
import { themeMatrix } from '../testing/storyParameters.ts';
import { Card, Panel } from './Card.tsx';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: { title: '本日の入退室', children: <p style={{ margin: 0 }}>在館 42名・退館 118名</p> },
} satisfies Meta<typeof Card>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Titled: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '本日の入退室' })).toBeVisible();
  },
};

const onRetry = fn();
export const States: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <PageHeader
        title="顧客一覧"
        description="渋谷校の会員 360名"
        breadcrumbs={[{ label: 'ホーム', href: '/dashboard' }, { label: '顧客' }, { label: '顧客一覧' }]}
        actions={<Button variant="primary">新規登録</Button>}
      />
      <EmptyState title="仮登録はありません" description="公開フォームからの申し込みがここに並びます。" />
      <ErrorState message="サーバーエラーが発生しました" onRetry={onRetry} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: '顧客一覧' })).toBeVisible();
    const crumbs = canvas.getByRole('navigation', { name: 'パンくずリスト' });
    // The crumbs are a react-aria collection, drawn in the commit after the list's own.
    await expect(await within(crumbs).findByRole('link', { name: 'ホーム' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};

export const Surfaces: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  render: (args) => (
    <Card {...args} actions={<Button size="sm">詳細</Button>}>
      <Panel>在館 42名・退館 118名・平均滞在 1時間25分</Panel>
    </Card>
  ),
};
