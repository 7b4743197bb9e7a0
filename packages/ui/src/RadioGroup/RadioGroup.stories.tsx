import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { themeMatrix } from '../testing/storyParameters.ts';
import { RadioGroup } from './RadioGroup.tsx';

const genders = [
  { value: 'male', label: '男性' },
  { value: 'female', label: '女性' },
  { value: 'other', label: 'その他' },
];

const meta = {
  title: 'Controls/RadioGroup',
  component: RadioGroup,
  args: { label: '性別', options: genders, onChange: fn() },
} satisfies Meta<typeof RadioGroup>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Keyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '男性' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '女性' })).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('female');
  },
};

export const Invalid: Story = {
  args: { errorMessage: '性別を選択してください' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: '性別' })).toHaveAccessibleDescription(
      '性別を選択してください',
    );
  },
};

export const States: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <RadioGroup label="性別" options={genders} defaultValue="female" />
      <RadioGroup label="性別（未選択）" options={genders} errorMessage="性別を選択してください" />
    </div>
  ),
};
