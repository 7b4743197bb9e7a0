import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ComboBox } from './ComboBox.tsx';

const meta = {
  title: 'Controls/ComboBox',
  component: ComboBox,
  args: {
    label: '希望プログラム',
    onSelectionChange: fn(),
    items: [
      { id: 1, label: 'ベビースイミング' },
      { id: 2, label: 'キッズスイミング' },
      { id: 3, label: 'ジュニア選手コース' },
      { id: 4, label: '成人クロール教室' },
    ],
  },
} satisfies Meta<typeof ComboBox>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FilterByTyping: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByRole('combobox', { name: '希望プログラム' });
    await userEvent.type(input, 'キッズ');
    const list = await within(document.body).findByRole('listbox');
    await expect(within(list).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith(2);
    await expect(input).toHaveValue('キッズスイミング');
  },
};

export const NoMatch: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(canvas.getByRole('combobox', { name: '希望プログラム' }), 'テニス');
    await expect(canvas.getByRole('combobox', { name: '希望プログラム' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  },
};
