import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { withFramesHeld } from '../testing/frames.ts';
import { ChatComposer, type ChatComposerProps } from './ChatComposer.tsx';

/** The composer with its text held, as a room holds it. */
function Composer(props: Omit<ChatComposerProps, 'value' | 'onChange'>) {
  const [value, setValue] = useState('');
  return <ChatComposer {...props} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Communication/ChatComposer',
  component: Composer,
  args: {
    label: 'メッセージ',
    onSubmit: fn(),
    mentionCandidates: [
      { id: 1, name: '山田 太郎' },
      { id: 3, name: '鈴木 健太' },
      { id: 4, name: '高橋 葵' },
    ],
  },
} satisfies Meta<typeof Composer>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The composer with its text and its chosen files held, as a room holds them. */
function ComposerWithFiles(props: Omit<ChatComposerProps, 'value' | 'onChange' | 'files' | 'onFilesChange'>) {
  const [value, setValue] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  return <ChatComposer {...props} value={value} onChange={setValue} files={files} onFilesChange={setFiles} />;
}

const file = (name: string, type: string, size = 1024) => new File([new Uint8Array(size)], name, { type });

export const Empty: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'メッセージ' })).toBeVisible();
    await expect(canvas.getByText('Enterで送信、Shift+Enterで改行、@でメンション')).toBeVisible();
  },
};

/** Enter sends the text; Shift+Enter is a new line. */
export const EnterSends: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'メッセージ' });
    await userEvent.type(field, '1行目{Shift>}{Enter}{/Shift}2行目');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('1行目\n2行目');
  },
};

/** `@` opens the participants; ↑↓ choose, Enter inserts, Escape closes without inserting. */
export const Mentions: Story = {
  tags: ['visual'],
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: 'メッセージ' });
    await userEvent.type(field, '@');
    const list = canvas.getByRole('listbox', { name: 'メンションする相手' });
    await expect(within(list).getAllByRole('option')).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}');
    await expect(field).toHaveAttribute('aria-activedescendant', within(list).getAllByRole('option')[1]?.id);
    await userEvent.keyboard('{ArrowUp}{Escape}');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.type(field, ' @たか');
    await expect(canvas.queryByRole('listbox')).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, '@高');
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveValue('@高橋葵 ');
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // The visual baseline shows the list open.
    await userEvent.type(field, '@');
  },
};

/**
 * A mention chosen inside the text: the caret stands right behind it, in the commit that writes it, so what is
 * typed next follows the mention even on a page that draws no frame meanwhile.
 */
export const MentionInsideText: Story = {
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: 'メッセージ' });
    await userEvent.type(field, 'よろしく');
    await userEvent.type(field, '@高', { initialSelectionStart: 0, initialSelectionEnd: 0 });
    await expect(canvas.getByRole('listbox', { name: 'メンションする相手' })).toBeVisible();
    await withFramesHeld(async () => {
      await userEvent.keyboard('{Enter}');
      await userEvent.keyboard('さん');
    });
    await expect(field).toHaveValue('@高橋葵 さんよろしく');
  },
};

/** Editing: Escape and やめる leave the edit. */
export const Editing: Story = {
  args: { label: 'メッセージを編集', submitLabel: '保存', onCancel: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'メッセージを編集' }));
    await userEvent.keyboard('{Escape}');
    await expect(args.onCancel).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'やめる' }));
    await expect(args.onCancel).toHaveBeenCalledTimes(2);
  },
};

/** A refused text says why, announced. */
export const Refused: Story = {
  args: { errorMessage: 'メッセージを入力してください' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('メッセージを入力してください');
    await expect(canvas.getByRole('textbox', { name: 'メッセージ' })).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * ファイルを添付 chooses files (keyboard-reachable after the field); they are listed with their sizes and can
 * be taken off; a sixth file is refused with the server's wording.
 */
export const Attachments: Story = {
  tags: ['visual'],
  render: (args) => <ComposerWithFiles {...args} />,
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'メッセージ' }));
    await userEvent.tab();
    const attach = canvas.getByRole('button', { name: 'ファイルを添付' });
    await expect(attach).toHaveFocus();
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await userEvent.upload(input, [
      file('修理箇所.png', 'image/png', 184_320),
      file('見積書.pdf', 'application/pdf'),
    ]);
    const list = canvas.getByRole('list', { name: '送信する添付ファイル' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(list).getByText('180 KB')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '見積書.pdfを外す' }));
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.upload(
      input,
      Array.from({ length: 5 }, (_, i) => file(`${i}.png`, 'image/png')),
    );
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '添付ファイルは1件のメッセージにつき5件までです',
    );
    await expect(within(list).getAllByRole('listitem')).toHaveLength(1);
  },
};
