import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleInsights } from '../testing/dashboardSamples.ts';
import { themeMatrix } from '../testing/storyParameters.ts';
import { InsightsCard } from './InsightsCard.tsx';

const meta = {
  title: 'Dashboard/InsightsCard',
  component: InsightsCard,
  args: { items: sampleInsights, generatedAt: '2026-11-20T17:10:00+09:00', onRefresh: fn() },
  decorators: [(Story) => <div style={{ height: 520, maxWidth: 560 }}>{Story()}</div>],
} satisfies Meta<typeof InsightsCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: /今週の入館予測/ })).toBeVisible();
    const bars = canvas.getAllByRole('progressbar', { name: '信頼度' });
    await expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['75', '100', '67']);
    await expect(canvas.getByText('2026/11/20 17:10 時点のデータから算出')).toBeVisible();
  },
};

/** The refresh button spins while the server recomputes, then the new figures replace the old. */
export const Refreshing: Story = {
  render: (args) => {
    const [refreshing, setRefreshing] = useState(false);
    const [items, setItems] = useState(args.items);
    return (
      <InsightsCard
        {...args}
        items={items}
        isRefreshing={refreshing}
        onRefresh={() => {
          setRefreshing(true);
          setTimeout(() => {
            setItems(
              items?.map((item) => (item.id === 'week_forecast' ? { ...item, confidence: 88 } : item)),
            );
            setRefreshing(false);
          }, 300);
        }}
      />
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'インサイトを再計算' }));
    await expect(canvas.getByRole('button', { name: '再計算中' })).toBeDisabled();
    await waitFor(() => expect(canvas.getByRole('button', { name: 'インサイトを再計算' })).toBeEnabled());
    await expect(canvas.getAllByRole('progressbar', { name: '信頼度' })[0]).toHaveAttribute(
      'aria-valuenow',
      '88',
    );
  },
};

export const Loading: Story = { args: { items: undefined, isLoading: true } };

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('まだインサイトを出せるだけのデータがありません')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { items: undefined, error: 'サーバーエラーが発生しました' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};

export const ExtremeValues: Story = {
  args: {
    items: [
      {
        ...sampleInsights[0],
        confidence: 0,
        basis: '過去8週に同じ方法で予測した結果が実績の±15%以内だった割合',
      } as (typeof sampleInsights)[number],
      {
        id: 'attendance_drop',
        kind: 'alert',
        title: '来館が減っている会員',
        message: `直近4週の来館が前の4週の半分以下になった会員が1,234名います（${'とても長い名前の会員さん、'.repeat(6)}ほか）。`,
        confidence: 100,
        basis: '4週前に同じ条件で挙がった2,000名のうち、その後も来館が戻らなかった割合',
      },
    ],
  },
};

export const Visual: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
};
