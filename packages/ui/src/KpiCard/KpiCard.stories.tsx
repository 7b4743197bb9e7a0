import type { Meta, StoryObj } from '@storybook/react-vite';
import { CalendarCheck, DoorOpen, Layers, Users } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { themeMatrix } from '../testing/storyParameters.ts';
import { KpiCard, KpiCardGroup } from './KpiCard.tsx';

const meta = {
  title: 'Dashboard/KpiCard',
  component: KpiCard,
  args: {
    label: '本日の入退室',
    unit: '件',
    comparisonLabel: '前日同時刻比',
    colorIndex: 1,
    onPress: fn(),
    figures: {
      value: 96,
      trend: 'down',
      percentage: -4,
      delta: -4,
      sparkline: [88, 104, 97, 110, 92, 100, 96],
    },
  },
  // One card at the width it has in the dashboard's row.
  decorators: [
    (Story, { name }) => (name === 'Row' ? Story() : <div style={{ maxWidth: 320 }}>{Story()}</div>),
  ],
} satisfies Meta<typeof KpiCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas, args }) => {
    const card = canvas.getByRole('button', { name: /本日の入退室/ });
    // Under reduced motion (the test browser) the count-up shows the final value at once.
    await expect(card).toHaveTextContent('96');
    await expect(card).toHaveTextContent('−4.0%');
    await expect(card).toHaveTextContent('前日同時刻比 −4件');
    await expect(card.getBoundingClientRect().height).toBeGreaterThanOrEqual(155);
    await userEvent.keyboard('{Tab}');
    await expect(card).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const Loading: Story = {
  args: { figures: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '本日の入退室（読み込み中）' })).toBeDisabled();
  },
};

/** A new store: 0 against 0. There is nothing to compare with, which the card says (no ±0.0%). */
export const Empty: Story = {
  args: {
    figures: { value: 0, trend: 'flat', percentage: null, delta: 0, sparkline: [0, 0, 0, 0, 0, 0, 0] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent('比較なし');
    await expect(canvas.getByRole('button')).not.toHaveTextContent('%');
    await expect(canvas.getByRole('button')).not.toHaveTextContent('横ばい');
  },
};

export const Flat: Story = {
  args: {
    figures: { value: 26, trend: 'flat', percentage: 0, delta: 0, sparkline: [26, 26, 26, 26, 26, 26, 26] },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent('±0.0%');
    await expect(canvas.getByRole('button')).toHaveTextContent('（横ばい）');
  },
};

/**
 * Five check-ins against none at the same time yesterday: the server sends no percentage, and the card
 * invents no direction (no green arrow, no 増加); the change in units still shows.
 */
export const NoComparisonBase: Story = {
  tags: ['visual'],
  args: { figures: { value: 5, trend: 'up', percentage: null, delta: 5, sparkline: [0, 3, 8, 2, 0, 0, 5] } },
  play: async ({ canvas }) => {
    const card = canvas.getByRole('button');
    await expect(card).toHaveTextContent('比較なし');
    await expect(card).toHaveTextContent('+5件');
    await expect(card).not.toHaveTextContent('%');
    await expect(card).not.toHaveTextContent('増加');
    await expect(card.querySelector('.lucide-trending-up')).toBeNull();
  },
};

export const ExtremeValues: Story = {
  args: {
    label: '今月の出席数',
    unit: '回',
    comparisonLabel: '前月同日比',
    figures: {
      value: 1_234_567,
      trend: 'up',
      percentage: 12_345.6,
      delta: 1_224_567,
      sparkline: [0, 10, 1_000, 50_000, 400_000, 900_000, 1_234_567],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button')).toHaveTextContent('1,234,567');
    await expect(canvas.getByRole('button')).toHaveTextContent('+12,345.6%');
  },
};

export const Row: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  render: () => (
    <KpiCardGroup>
      <KpiCard
        label="アクティブ会員"
        unit="名"
        comparisonLabel="前月同日比"
        icon={<Users aria-hidden="true" />}
        colorIndex={0}
        figures={{
          value: 583,
          trend: 'up',
          percentage: 2.1,
          delta: 12,
          sparkline: [560, 563, 567, 570, 574, 571, 583],
        }}
      />
      <KpiCard
        label="本日の入退室"
        unit="件"
        comparisonLabel="前日同時刻比"
        icon={<DoorOpen aria-hidden="true" />}
        colorIndex={1}
        figures={{
          value: 96,
          trend: 'down',
          percentage: -4,
          delta: -4,
          sparkline: [88, 104, 97, 110, 92, 100, 96],
        }}
      />
      <KpiCard
        label="今月の出席数"
        unit="回"
        comparisonLabel="前月同日比"
        icon={<CalendarCheck aria-hidden="true" />}
        colorIndex={2}
        figures={{
          value: 1874,
          trend: 'up',
          percentage: 6.3,
          delta: 111,
          sparkline: [1520, 1580, 1650, 1700, 1760, 1810, 1874],
        }}
      />
      <KpiCard
        label="アクティブクラス"
        unit="クラス"
        comparisonLabel="前週比"
        icon={<Layers aria-hidden="true" />}
        colorIndex={3}
        figures={{
          value: 42,
          trend: 'flat',
          percentage: 0,
          delta: 0,
          sparkline: [42, 42, 41, 42, 42, 42, 42],
        }}
      />
    </KpiCardGroup>
  ),
};
