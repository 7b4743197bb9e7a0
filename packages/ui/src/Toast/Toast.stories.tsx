import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ToastProvider, useToast } from './Toast.tsx';

function Trigger({ timeout, grouped }: { timeout: number; grouped: boolean }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button onPress={() => toast.success('ログイン成功', '渋谷 花子さん、ようこそ', { timeout })}>
        成功
      </Button>
      <Button onPress={() => toast.error('店舗の切り替えに失敗しました', undefined, { timeout })}>
        失敗
      </Button>
      {grouped ? (
        <>
          <Button
            onPress={() => toast.warning('少しお待ちください（3秒）', undefined, { timeout, group: 'desk' })}
          >
            受付
          </Button>
          <Button onPress={() => toast.closeGroup('desk')}>受付の通知を閉じる</Button>
        </>
      ) : null}
    </div>
  );
}

function Demo({ timeout, grouped = false }: { timeout: number; grouped?: boolean }) {
  return (
    <ToastProvider>
      <Trigger timeout={timeout} grouped={grouped} />
    </ToastProvider>
  );
}

const meta = {
  title: 'Feedback/Toast',
  component: Demo,
  args: { timeout: 1500 },
} satisfies Meta<typeof Demo>;
export default meta;

type Story = StoryObj<typeof meta>;
const body = () => within(document.body);

export const TimedOut: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '成功' }));
    await expect(await body().findByText('渋谷 花子さん、ようこそ')).toBeVisible();
    await waitFor(() => expect(body().queryByText('ログイン成功')).toBeNull(), { timeout: 4000 });
  },
};

export const ClosedByHand: Story = {
  args: { timeout: 0 },
  tags: ['visual'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '失敗' }));
    const region = await body().findByRole('region', { name: /通知/ });
    await expect(within(region).getByText('店舗の切り替えに失敗しました')).toBeVisible();
  },
};

export const Close: Story = {
  args: { timeout: 0 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '失敗' }));
    await userEvent.click(await body().findByRole('button', { name: '通知を閉じる' }));
    await waitFor(() => expect(body().queryByText('店舗の切り替えに失敗しました')).toBeNull());
  },
};

export const CloseOneGroup: Story = {
  args: { timeout: 0, grouped: true },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '失敗' }));
    await userEvent.click(canvas.getByRole('button', { name: '受付' }));
    await expect(await body().findByText('少しお待ちください（3秒）')).toBeVisible();
    // The front desk's stale toasts go; the others stay.
    await userEvent.click(canvas.getByRole('button', { name: '受付の通知を閉じる' }));
    await waitFor(() => expect(body().queryByText('少しお待ちください（3秒）')).toBeNull());
    await expect(body().getByText('店舗の切り替えに失敗しました')).toBeVisible();
  },
};
