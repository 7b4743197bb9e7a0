import type { Meta, StoryObj } from '@storybook/react-vite';
import { Construction } from 'lucide-react';
import { expect } from 'storybook/test';
import { EmptyState } from './EmptyState.tsx';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    icon: <Construction aria-hidden="true" />,
    title: '準備中',
    description:
      '「プログラムカテゴリ一覧」（マスタ管理）の画面は準備中です。公開までしばらくお待ちください。',
  },
} satisfies Meta<typeof EmptyState>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Boxes from a phone's width to a desk's, 20 px apart. */
const WIDTHS = Array.from({ length: 24 }, (_, i) => 260 + i * 20);

/**
 * Japanese lines break between phrases: at every width from a phone's to a desk's, no line of the sentence is
 * a stub like 「い。」 (it wrapped inside お待ちください), and no line breaks inside a word.
 */
export const BreaksBetweenPhrases: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {WIDTHS.map((width) => (
        <div key={width} style={{ width }} data-width={width}>
          <EmptyState {...args} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    for (const box of canvasElement.querySelectorAll<HTMLElement>('[data-width] p')) {
      const range = document.createRange();
      range.selectNodeContents(box);
      const lines = [...range.getClientRects()];
      const fontSize = Number.parseFloat(getComputedStyle(box).fontSize);
      const shortest = Math.min(...lines.map((line) => line.width));
      const width = box.closest<HTMLElement>('[data-width]')?.dataset.width;
      await expect(shortest, `the shortest line at ${width}px`).toBeGreaterThan(fontSize * 3);
    }
  },
};
