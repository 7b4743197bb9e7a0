import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { themeMatrix } from '../testing/storyParameters.ts';
import { Button } from './Button.tsx';

const meta = {
  title: 'Controls/Button',
  component: Button,
  args: { children: '保存する', variant: 'primary', onPress: fn() },
} satisfies Meta<typeof Button>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '保存する' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

export const Loading: Story = {
  args: { isLoading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: /保存する/ });
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await expect(canvas.getByRole('progressbar', { name: '処理中' })).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '保存する' }));
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

export const Variants: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <Button {...args} variant="primary" icon={<Plus aria-hidden="true" />}>
        新規登録
      </Button>
      <Button {...args} variant="secondary">
        キャンセル
      </Button>
      <Button {...args} variant="ghost">
        詳細
      </Button>
      <Button {...args} variant="danger">
        削除
      </Button>
      <Button {...args} variant="primary" isLoading>
        保存中
      </Button>
      <Button {...args} variant="secondary" isDisabled>
        無効
      </Button>
      <Button {...args} variant="primary" size="sm">
        小
      </Button>
      <Button {...args} variant="primary" size="lg">
        大
      </Button>
    </div>
  ),
};
