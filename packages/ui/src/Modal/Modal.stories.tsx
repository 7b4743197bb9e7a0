import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx';
import { Modal, type ModalProps } from './Modal.tsx';

function Harness(props: Omit<ModalProps, 'isOpen' | 'onOpenChange'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onPress={() => setOpen(true)}>開く</Button>
      <Modal {...props} isOpen={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Overlays/Modal',
  component: Harness,
  args: { title: '会員詳細', children: <p>渋谷 花子さん（会員番号 1024）</p> },
} satisfies Meta<typeof Harness>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);
/** The blurred scrim behind a dialog: the modal overlay that holds the dialog's panel. */
const scrimOf = (dialog: HTMLElement) => dialog.parentElement?.parentElement as HTMLElement;

export const Dismissable: Story = {
  play: async ({ canvas }) => {
    const opener = canvas.getByRole('button', { name: '開く' });
    await userEvent.click(opener);
    const dialog = await body().findByRole('dialog', { name: '会員詳細' });
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
    // Focus goes back to the opener once the dialog has left.
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const Blocking: Story = {
  args: { isBlocking: true, title: '処理中' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '開く' }));
    await body().findByRole('dialog', { name: '処理中' });
    await userEvent.keyboard('{Escape}');
    await expect(body().getByRole('dialog', { name: '処理中' })).toBeVisible();
    await expect(body().queryByRole('button', { name: '閉じる' })).toBeNull();
  },
};

export const Open: Story = {
  // Under glass from its first frame ('glass', .storybook/vitest.setup.ts): its play looks at the blur.
  tags: ['visual', 'glass'],
  args: { footer: <Button variant="primary">保存</Button> },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '開く' }));
    const dialog = await body().findByRole('dialog', { name: '会員詳細' });
    await expect(dialog).toBeVisible();
    // Drawn as by default, under glass: the page behind is blurred.
    expect(getComputedStyle(scrimOf(dialog)).backdropFilter).toBe('blur(4px)');
  },
};

/**
 * A user who asks the system for reduced transparency gets a solid scrim, as every glass surface is then solid (every
 * story runs so until a 'visual' one's picture: .storybook/vitest.setup.ts).
 */
export const ReducedTransparency: Story = {
  play: async ({ canvas }) => {
    expect(matchMedia('(prefers-reduced-transparency: reduce)').matches).toBe(true);
    await userEvent.click(canvas.getByRole('button', { name: '開く' }));
    const dialog = await body().findByRole('dialog', { name: '会員詳細' });
    await expect(dialog).toBeVisible();
    expect(getComputedStyle(scrimOf(dialog)).backdropFilter).toBe('none');
  },
};

const onConfirm = fn();
export const Confirm: Story = {
  render: () => {
    const [open, setOpen] = useState(true);
    return (
      <ConfirmDialog
        isOpen={open}
        onOpenChange={setOpen}
        title="仮登録を削除しますか？"
        message="この操作は取り消せません。"
        confirmLabel="削除"
        tone="danger"
        onConfirm={() => {
          onConfirm();
          setOpen(false);
        }}
      />
    );
  },
  play: async () => {
    const dialog = await body().findByRole('alertdialog', { name: '仮登録を削除しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '削除' }));
    await expect(onConfirm).toHaveBeenCalledOnce();
  },
};
