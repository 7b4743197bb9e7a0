import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AttachmentList } from './AttachmentList.tsx';

const PIXEL =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaGj4DwAFhAKAjM1mJQAAAABJRU5ErkJggg==';

const meta = {
  title: 'Communication/AttachmentList',
  component: AttachmentList,
  args: {
    label: '添付ファイル',
    items: [
      {
        id: 1,
        name: '年末年始スケジュール.pdf',
        url: '/files/schedule.pdf',
        mime_type: 'application/pdf',
        size: 184_320,
      },
      { id: 2, name: '短期教室チラシ.png', url: PIXEL, mime_type: 'image/png', size: 412_004 },
      {
        id: 3,
        name: '出欠表.xlsx',
        url: '/files/list.xlsx',
        mime_type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        size: 2_310_000,
      },
    ],
  },
} satisfies Meta<typeof AttachmentList>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Images with a preview, other files as links, each with its size. */
export const Files: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '短期教室チラシ.png' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: '年末年始スケジュール.pdf' })).toHaveAttribute(
      'href',
      '/files/schedule.pdf',
    );
    await expect(canvas.getByText('180 KB')).toBeVisible();
    await expect(canvas.getByText('2.2 MB')).toBeVisible();
  },
};

/** A form's list: each file can be taken off by name. */
export const Removable: Story = {
  args: { onRemove: fn(), showPreviews: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '出欠表.xlsxを外す' }));
    await expect(args.onRemove).toHaveBeenCalledWith(expect.objectContaining({ id: 3 }));
  },
};
