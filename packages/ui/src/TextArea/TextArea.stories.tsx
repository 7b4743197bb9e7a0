import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { themeMatrix } from '../testing/storyParameters.ts';
import { TextArea } from './TextArea.tsx';

const meta = {
  title: 'Controls/TextArea',
  component: TextArea,
  args: { label: 'メモ', onChange: fn() },
} satisfies Meta<typeof TextArea>;
export default meta;

type Story = StoryObj<typeof meta>;

function Counted() {
  const [value, setValue] = useState('');
  return (
    <TextArea
      label="メモ"
      value={value}
      onChange={setValue}
      maxCharacters={10}
      errorMessage={Array.from(value).length > 10 ? 'メモは10文字以内で入力してください' : undefined}
    />
  );
}

export const Typing: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('メモ'), '1行目{Enter}2行目');
    await expect(args.onChange).toHaveBeenLastCalledWith('1行目\n2行目');
  },
};

export const CountsCharacters: Story = {
  render: () => <Counted />,
  play: async ({ canvas }) => {
    const area = canvas.getByLabelText('メモ');
    await userEvent.type(area, 'すいえいきょうしつ');
    await expect(canvas.getByText('9 / 10文字')).toBeVisible();
    await userEvent.type(area, 'です');
    await expect(canvas.getByText('11 / 10文字')).toHaveAttribute('data-over');
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('メモは10文字以内で入力してください');
  },
};

export const States: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  render: () => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <TextArea label="備考" description="ご質問などがあればご記入ください" defaultValue="水が少し苦手です" />
      <TextArea label="理由" value="" maxCharacters={500} errorMessage="理由を入力してください" />
    </div>
  ),
};
