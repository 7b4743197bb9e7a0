import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Switch } from '../Switch/Switch.tsx';
import { themeMatrix } from '../testing/storyParameters.ts';
import { Checkbox } from './Checkbox.tsx';

const meta = {
  title: 'Controls/Checkbox',
  component: Checkbox,
  args: { children: 'ログイン状態を保持する', onChange: fn() },
} satisfies Meta<typeof Checkbox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Toggle: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'ログイン状態を保持する' });
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
  },
};

export const SwitchSetting: Story = {
  render: () => <Switch defaultSelected>ガラス効果</Switch>,
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('switch', { name: 'ガラス効果' });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).not.toBeChecked();
  },
};

export const States: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <Checkbox>未選択</Checkbox>
      <Checkbox defaultSelected>選択済み</Checkbox>
      <Checkbox isDisabled>無効</Checkbox>
      <Switch>オフ</Switch>
      <Switch defaultSelected>オン</Switch>
    </div>
  ),
};
