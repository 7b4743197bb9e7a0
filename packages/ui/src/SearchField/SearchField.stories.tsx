import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { SearchField } from './SearchField.tsx';

const meta = {
  title: 'Controls/SearchField',
  component: SearchField,
  args: {
    label: '顧客を検索',
    placeholder: '氏名・フリガナ・電話番号・会員番号',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
  },
} satisfies Meta<typeof SearchField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const TypeSubmitClear: Story = {
  play: async ({ canvas, args }) => {
    const box = canvas.getByRole('searchbox', { name: '顧客を検索' });
    await userEvent.type(box, 'やまだ{Enter}');
    await expect(args.onSubmit).toHaveBeenLastCalledWith('やまだ');
    await userEvent.keyboard('{Escape}');
    await expect(box).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const ClearButton: Story = {
  args: { defaultValue: '100181', hideLabel: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '検索条件をクリア' }));
    await expect(canvas.getByRole('searchbox', { name: '顧客を検索' })).toHaveValue('');
    await expect(args.onChange).toHaveBeenLastCalledWith('');
  },
};
