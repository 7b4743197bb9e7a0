import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { themeMatrix } from '../testing/storyParameters.ts';
import { AvatarUpload } from './AvatarUpload.tsx';

/** A small photo drawn in the browser: no file on disk, no network. */
async function samplePhoto(name = 'photo.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 64;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#1f7ae0';
    context.fillRect(0, 0, 64, 64);
    context.fillStyle = '#ffffff';
    context.beginPath();
    context.arc(32, 26, 12, 0, Math.PI * 2);
    context.fill();
  }
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

const onRecord =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#0f9d8a"/><circle cx="32" cy="26" r="12" fill="#fff"/><rect x="14" y="42" width="36" height="22" rx="11" fill="#fff"/></svg>',
  );

function Controlled(props: {
  currentUrl?: string;
  errorMessage?: string;
  onChange: (file: File | null) => void;
}) {
  const [file, setFile] = useState<File | null>(null);
  const [removed, setRemoved] = useState(false);
  return (
    <AvatarUpload
      label="写真"
      description="JPEG・PNG・GIF、2MBまで"
      value={file}
      onChange={(next) => {
        setFile(next);
        props.onChange(next);
      }}
      currentUrl={props.currentUrl}
      isCurrentRemoved={removed}
      onCurrentRemovedChange={setRemoved}
      errorMessage={props.errorMessage}
    />
  );
}

const meta = {
  title: 'Controls/AvatarUpload',
  component: AvatarUpload,
  args: { label: '写真', value: null, onChange: fn() },
} satisfies Meta<typeof AvatarUpload>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ChooseAndTakeBack: Story = {
  render: (args) => <Controlled onChange={args.onChange} />,
  play: async ({ canvasElement, canvas, args }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif');
    await userEvent.upload(input, await samplePhoto());
    await expect(args.onChange).toHaveBeenCalledWith(expect.objectContaining({ name: 'photo.png' }));
    await expect(await canvas.findByRole('img', { name: '選択した写真のプレビュー' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '選択を取り消す' }));
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await waitFor(() => expect(canvas.queryByRole('img')).toBeNull());
  },
};

export const KeyboardOpensFileDialog: Story = {
  render: (args) => <Controlled onChange={args.onChange} />,
  play: async ({ canvas }) => {
    const choose = canvas.getByRole('button', { name: '写真を選択' });
    // Tab reaches the paste target first, then the button that opens the file dialog.
    await userEvent.tab();
    await userEvent.tab();
    await expect(choose).toHaveFocus();
  },
};

export const RemoveThePhotoOnRecord: Story = {
  render: (args) => <Controlled onChange={args.onChange} currentUrl={onRecord} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '登録済みの写真' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '写真を削除' }));
    await expect(canvas.queryByRole('img', { name: '登録済みの写真' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '削除を取り消す' }));
    await expect(canvas.getByRole('img', { name: '登録済みの写真' })).toBeVisible();
  },
};

export const TooLarge: Story = {
  render: (args) => (
    <Controlled onChange={args.onChange} errorMessage="アバターのサイズは2MB以下である必要があります" />
  ),
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: '写真' });
    await expect(group).toHaveAccessibleDescription(
      'JPEG・PNG・GIF、2MBまで アバターのサイズは2MB以下である必要があります',
    );
  },
};

export const States: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  render: () => (
    <div style={{ display: 'grid', gap: 16, maxWidth: 520 }}>
      <AvatarUpload
        label="写真（登録済み）"
        value={null}
        onChange={() => {}}
        currentUrl={onRecord}
        onCurrentRemovedChange={() => {}}
      />
      <AvatarUpload
        label="写真（エラー）"
        value={null}
        onChange={() => {}}
        errorMessage="アバターは画像ファイルである必要があります"
      />
    </div>
  ),
};
