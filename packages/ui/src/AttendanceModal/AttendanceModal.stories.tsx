import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AttendanceModal, type AttendanceModalDetails } from './AttendanceModal.tsx';

const details: AttendanceModalDetails = {
  memberNumber: '100001',
  planName: 'ジュニアコース 週2回',
  programName: 'ジュニアコース',
  gradeName: '10級',
  monthlyFee: 12_100,
  monthlyCount: 7,
  overtimeCount: 1,
  contractSlots: ['水曜日 16:00-17:00', '金曜日 16:00-17:00'],
  recent: [
    { id: 3, date: '11月20日(金)', checkIn: '15:48', checkOut: '17:12' },
    { id: 2, date: '11月18日(水)', checkIn: '15:50', checkOut: '17:05' },
    { id: 1, date: '11月13日(金)', checkIn: '15:46', checkOut: '17:09' },
  ],
};

/** The screens the welcome display is read on: desk PCs, a laptop at the counter, an iPad Air upright. */
const DESK_SCREENS = {
  desk1440: { name: 'デスクPC 1440×900', styles: { width: '1440px', height: '900px' }, type: 'desktop' },
  laptop1280: { name: 'ノートPC 1280×800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
  tablet820: { name: 'タブレット 820×1180', styles: { width: '820px', height: '1180px' }, type: 'tablet' },
} as const;

const meta = {
  title: 'Front desk/AttendanceModal',
  component: AttendanceModal,
  parameters: { viewport: { options: DESK_SCREENS } },
  args: {
    isOpen: true,
    variant: 'detailed',
    tone: 'checkIn',
    customerName: '山田 花子',
    customerKana: 'ヤマダ ハナコ',
    message: 'チェックインしました',
    time: '15:52',
    memo: '平泳ぎ練習中',
    details,
    customerHref: '/customers/1',
    autoCloseSeconds: 20,
    onClose: fn(),
  },
} satisfies Meta<typeof AttendanceModal>;
export default meta;
type Story = StoryObj<typeof meta>;
const screen = () => within(document.body);

export const CheckInDetailed: Story = {
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: '山田 花子さん チェックイン' });
    await expect(within(dialog).getByText('チェックインしました')).toBeVisible();
    await expect(within(dialog).getByText('￥12,100', { exact: false })).toBeVisible();
    await expect(within(dialog).getByText('7回')).toBeVisible();
    // The grade the member has reached, for the coach at the desk (under the plan, which names the program).
    await expect(within(dialog).getByText('10級')).toBeVisible();
    await expect(within(dialog).getByText('水曜日 16:00-17:00')).toBeVisible();
    await expect(within(dialog).getByRole('link', { name: /顧客詳細を見る/ })).toHaveAttribute(
      'href',
      '/customers/1',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: /閉じる（\d+秒）/ }));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const CheckOutDetailed: Story = {
  args: { tone: 'checkOut', message: 'チェックアウトしました', time: '17:10', stayMinutes: 78 },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: '山田 花子さん チェックアウト' });
    await expect(within(dialog).getByText('17:10（滞在 1時間18分）')).toBeVisible();
    // The plan ジュニアコース 週2回 names its program: it is not printed a second time (issue 28).
    const contract = within(dialog).getByLabelText('契約');
    await expect(contract.textContent?.match(/ジュニアコース/g)).toHaveLength(1);
  },
};

export const Overtime: Story = {
  args: { tone: 'overtime', message: 'チェックインしました（契約時間外）' },
  play: async () => {
    await expect(await screen().findByRole('dialog', { name: '山田 花子さん 契約時間外' })).toBeVisible();
  },
};

export const PausedMember: Story = {
  args: { tone: 'inactive', message: '休会中の会員のため入退室を記録できません', time: null },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: '山田 花子さん 入退室できません' });
    await expect(within(dialog).getByText('休会中の会員のため入退室を記録できません')).toBeVisible();
  },
};

export const DetailsLoading: Story = {
  args: { details: null },
  play: async () => {
    const dialog = await screen().findByRole('dialog');
    await expect(within(dialog).queryByText('7回')).toBeNull();
  },
};

export const DetailsFailed: Story = {
  args: { details: null, detailsError: true },
  play: async () => {
    await expect(await screen().findByText('会員情報を読み込めませんでした')).toBeVisible();
  },
};

export const NoContract: Story = {
  args: {
    details: {
      ...details,
      planName: null,
      programName: null,
      monthlyFee: null,
      contractSlots: [],
      recent: [],
    },
  },
  play: async () => {
    await expect(await screen().findByText('契約なし')).toBeVisible();
    await expect(screen().getByText('来館履歴はありません')).toBeVisible();
  },
};

export const SimpleFullScreen: Story = {
  args: { variant: 'simple', autoCloseSeconds: 10 },
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: '山田 花子さん チェックイン' });
    await expect(within(dialog).getByText('最近の来館')).toBeVisible();
    await expect(within(dialog).getByText('11月20日(金) 15:48〜17:12')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /閉じる（1?\d秒）/ })).toBeVisible();
    // A click anywhere on the display closes it.
    await userEvent.click(within(dialog).getByTestId('attendance-display'));
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const ClosesByItself: Story = {
  args: { autoCloseSeconds: 1 },
  play: async ({ args }) => {
    await waitFor(() => expect(args.onClose).toHaveBeenCalled(), { timeout: 4000 });
  },
};

/**
 * The whole display is on screen at once: nothing scrolls, nothing reaches past the window, and the 閉じる
 * button is inside it (a taller display had it cut off at 900 px).
 */
async function fitsTheWindow() {
  const dialog = await screen().findByRole('dialog');
  await document.fonts.ready;
  const close = within(dialog).getByRole('button', { name: /閉じる（\d+秒）/ });
  const button = close.getBoundingClientRect();
  await expect(button.bottom).toBeLessThanOrEqual(window.innerHeight);
  await expect(button.right).toBeLessThanOrEqual(window.innerWidth);
  const box = dialog.getBoundingClientRect();
  await expect(box.top).toBeGreaterThanOrEqual(0);
  await expect(box.bottom).toBeLessThanOrEqual(window.innerHeight);
  const scrolling = [dialog, ...dialog.querySelectorAll<HTMLElement>('*')].filter(
    (element) =>
      element.scrollHeight > element.clientHeight + 1 && getComputedStyle(element).overflowY !== 'visible',
  );
  await expect(scrolling.map((element) => element.className)).toEqual([]);
}

/** As much as the display ever shows: five recent visits (the seed's limit), three weekly slots, a memo. */
const fullest: AttendanceModalDetails = {
  ...details,
  contractSlots: ['月曜日 16:00-17:00', '水曜日 16:00-17:00', '金曜日 16:00-17:00'],
  recent: [
    ...details.recent,
    { id: 0, date: '11月11日(水)', checkIn: '15:52', checkOut: '17:06' },
    { id: -1, date: '11月9日(月)', checkIn: '15:49', checkOut: '17:10' },
  ],
};

/**
 * The picture shows the countdown as it starts (閉じる（10秒）), not wherever the clock got to by the shot: the story's
 * clock stands still (the display's countdown reads `Date.now()`), and runs again after it.
 */
const atScreen = (value: keyof typeof DESK_SCREENS, variant: 'detailed' | 'simple'): Story => ({
  tags: ['visual'],
  parameters: { clockStopped: true },
  globals: { viewport: { value, isRotated: false } },
  args: { variant, details: fullest, autoCloseSeconds: variant === 'simple' ? 10 : 20 },
  play: fitsTheWindow,
});

export const SimpleAt1440x900 = atScreen('desk1440', 'simple');
export const SimpleAt1280x800 = atScreen('laptop1280', 'simple');
export const SimpleOnTablet = atScreen('tablet820', 'simple');
export const DetailedAt1440x900 = atScreen('desk1440', 'detailed');
export const DetailedAt1280x800 = atScreen('laptop1280', 'detailed');
export const DetailedOnTablet = atScreen('tablet820', 'detailed');
