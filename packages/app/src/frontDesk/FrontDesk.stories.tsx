import {
  customerCardUid,
  DEMO_CUSTOMER_IDS,
  DEMO_STAFF_CARD_UIDS,
  DEMO_TOKENS,
  errorHandler,
  handlers,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import {
  type BridgeSimulator,
  createBridgeReader,
  createBridgeSimulator,
  createSimulatedSocketFactory,
  detectPlatform,
} from '@kayoi/nfc';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../stories/AppScreen.tsx';
import { NfcRuntimeOverride } from './NfcContext.tsx';
import type { NfcRuntime } from './nfcRuntime.ts';

// The front desk's screens with the card-reader simulator running in the page: the app's real routes, the
// MSW fixture server, and cards tapped in the play functions exactly as the bridge would report them.

let simulator: BridgeSimulator = createBridgeSimulator();
/**
 * The desk's clock for its cooldowns: still unless a story moves it, so a second tap is within the 3 s cooldown however
 * long the machine took to show the first tap's welcome (a busy run took over 3 s, and the cooldown had passed).
 */
let deskClock = Date.now();

function simulatedRuntime(): NfcRuntime {
  simulator = createBridgeSimulator({ autoWriteMs: 200 });
  deskClock = Date.now();
  return {
    now: () => deskClock,
    platform: detectPlatform({
      userAgent: 'Windows Chrome/131',
      isSecureContext: true,
      hasWebNfc: false,
      override: 'bridge',
    }),
    reader: createBridgeReader({
      deviceId: 'story-desk',
      createSocket: createSimulatedSocketFactory(simulator),
    }),
    deviceId: 'story-desk',
  };
}

/** `reader: 'none'`: the device's own platform, which in the test browser has no reader at all. */
function FrontDeskScreen({ path, reader = 'simulator' }: { path: string; reader?: 'simulator' | 'none' }) {
  const [runtime] = useState(simulatedRuntime);
  if (reader === 'none') return <AppScreen path={path} />;
  return (
    <NfcRuntimeOverride.Provider value={runtime}>
      <AppScreen path={path} />
    </NfcRuntimeOverride.Provider>
  );
}

const meta = {
  title: 'Screens/Front desk',
  component: FrontDeskScreen,
  args: { path: '/entry-exit/check-in' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetFixtureStore();
    localStorage.removeItem('attendance_modal_type');
    signInAs(DEMO_TOKENS.staff);
  },
} satisfies Meta<typeof FrontDeskScreen>;
export default meta;
type Story = StoryObj<typeof meta>;
const screen = () => within(document.body);
const connected = () => screen().findAllByText('NFC接続中', {}, { timeout: 5000 });

export const CheckInByCard: Story = {
  play: async () => {
    await screen().findByRole('heading', { level: 1, name: 'チェックイン' });
    await connected();
    simulator.tap({
      uid: customerCardUid(DEMO_CUSTOMER_IDS.noContract),
      type: 2,
      entity_id: DEMO_CUSTOMER_IDS.noContract,
    });
    const dialog = await screen().findByRole('dialog', { name: /さん チェックイン/ }, { timeout: 5000 });
    await expect(within(dialog).getByText('チェックインしました')).toBeVisible();
    await expect(await within(dialog).findByText('契約なし')).toBeVisible();
  },
};

/** Staff know members by 会員番号: the number typed in full and Enter records the visit (no internal id). */
export const CheckInByMemberNumber: Story = {
  play: async () => {
    const search = await screen().findByRole('combobox', { name: '会員を検索' });
    await userEvent.type(search, '100001{Enter}');
    const dialog = await screen().findByRole('dialog', { name: /^山田 花子さん / }, { timeout: 5000 });
    await expect(within(dialog).getByText('チェックインしました')).toBeVisible();
    await waitFor(() => expect(search).toHaveValue(''));
  },
};

export const CheckInByNameSearch: Story = {
  play: async () => {
    const search = await screen().findByRole('combobox', { name: '会員を検索' });
    // Kana in hiragana finds the katakana name, as the customer list's search does.
    await userEvent.type(search, 'やまだ はなこ');
    const option = await screen().findByRole('option', { name: /山田 花子.*100001/ }, { timeout: 5000 });
    await userEvent.click(option);
    await expect(
      await screen().findByRole('dialog', { name: /^山田 花子さん / }, { timeout: 5000 }),
    ).toBeVisible();
  },
};

export const UnknownMemberNumber: Story = {
  play: async () => {
    const search = await screen().findByRole('combobox', { name: '会員を検索' });
    await userEvent.type(search, '９９９９９９{Enter}');
    await expect(await screen().findByText('会員番号「999999」の会員が見つかりません')).toBeVisible();
    await expect(screen().queryByRole('dialog')).toBeNull();
  },
};

/** The test browser has no card reader: the desk does not ask for a card and says how to record instead. */
export const DeskWithoutReader: Story = {
  args: { reader: 'none' },
  play: async () => {
    const desk = await screen().findByRole('region', { name: 'チェックイン受付' });
    await expect(within(desk).getByText('この端末ではNFCカードを読み取れません')).toBeVisible();
    await expect(within(desk).queryByText('会員カードをタッチしてください')).toBeNull();
    await expect(
      within(desk).getByText(/下の会員検索（会員番号・氏名・フリガナ）で記録できます/),
    ).toBeVisible();
    await expect(screen().getByRole('combobox', { name: '会員を検索' })).toBeVisible();
  },
};

/** One member's cooldown toast does not stay over the next member's welcome display. */
export const NextWelcomeClearsCooldownToast: Story = {
  play: async () => {
    await connected();
    const tap = (id: number) => simulator.tap({ uid: customerCardUid(id), type: 2, entity_id: id });
    tap(DEMO_CUSTOMER_IDS.active);
    await screen().findByRole('dialog', { name: /^山田 花子さん / }, { timeout: 5000 });
    tap(DEMO_CUSTOMER_IDS.active);
    // The toast (and the prompt's hint) of the second tap within 3 s.
    await expect((await screen().findAllByText(/^少しお待ちください（\d秒）$/)).length).toBeGreaterThan(0);
    tap(DEMO_CUSTOMER_IDS.noContract);
    await screen().findByRole('dialog', { name: /^(?!山田 花子).+さん / }, { timeout: 5000 });
    await waitFor(() => expect(screen().queryByText(/少しお待ちください/)).toBeNull());
  },
};

export const PausedMemberIsRed: Story = {
  play: async () => {
    await connected();
    simulator.tap({
      uid: customerCardUid(DEMO_CUSTOMER_IDS.paused),
      type: 2,
      entity_id: DEMO_CUSTOMER_IDS.paused,
    });
    const dialog = await screen().findByRole('dialog', { name: /入退室できません/ }, { timeout: 5000 });
    await expect(within(dialog).getByText('休会中の会員のため入退室を記録できません')).toBeVisible();
  },
};

export const SimpleDisplay: Story = {
  beforeEach: () => {
    localStorage.setItem('attendance_modal_type', 'simple');
  },
  play: async () => {
    await connected();
    simulator.tap({
      uid: customerCardUid(DEMO_CUSTOMER_IDS.active),
      type: 2,
      entity_id: DEMO_CUSTOMER_IDS.active,
    });
    const dialog = await screen().findByRole('dialog', { name: /山田 花子さん/ }, { timeout: 5000 });
    await expect(within(dialog).getByRole('button', { name: /閉じる（\d+秒）/ })).toBeVisible();
    await expect(within(dialog).getByText('最近の来館')).toBeVisible();
  },
};

export const CheckOutDesk: Story = {
  args: { path: '/entry-exit/check-out' },
  play: async () => {
    await screen().findByRole('heading', { level: 1, name: 'チェックアウト' });
    await expect(await screen().findByRole('grid', { name: '在館中の会員' })).toBeVisible();
  },
};

export const CurrentStatus: Story = {
  args: { path: '/entry-exit/current-status' },
  play: async () => {
    await screen().findByRole('heading', { level: 1, name: '在館状況' });
    await expect(await screen().findByRole('grid', { name: '在館中の会員' })).toBeVisible();
  },
};

export const TabletAttendance: Story = {
  args: { path: '/tablet-attendance-v2' },
  play: async () => {
    await screen().findByRole('heading', { level: 1, name: 'タブレット出欠' });
    const groups = await screen().findAllByRole('radiogroup', {}, { timeout: 5000 });
    const first = groups[0] as HTMLElement;
    // Each button names its member (「…さんを欠席にする」), not a bare 「欠席」.
    const absent = within(first).getByRole('radio', { name: /^.+さんを欠席にする$/ });
    await userEvent.click(absent);
    await waitFor(() => expect(absent).toBeChecked());
  },
};

export const TabletWithoutReader: Story = {
  args: { path: '/tablet-attendance-v2', reader: 'none' },
  play: async () => {
    await screen().findByRole('heading', { level: 1, name: 'タブレット出欠' });
    await expect(
      await screen().findByText(/この端末ではNFCカードを読み取れません。出欠は各会員のボタンで記録します/),
    ).toBeVisible();
    await expect(screen().queryByText(/会員カードをタッチ/)).toBeNull();
  },
};

export const StaffList: Story = {
  args: { path: '/master/staffs' },
  play: async () => {
    const table = await screen().findByRole('grid', { name: 'スタッフ一覧' });
    await expect(await within(table).findByText('鈴木 健太')).toBeVisible();
  },
};

export const WriteStaffCard: Story = {
  args: { path: '/master/staffs/3' },
  beforeEach: () => signInAs(DEMO_TOKENS.manager),
  play: async () => {
    await screen().findByRole('heading', { level: 1, name: '鈴木 健太' });
    await connected();
    await userEvent.click(await screen().findByRole('button', { name: 'カードを再発行' }));
    const done = await screen().findAllByText('書き込み完了', {}, { timeout: 5000 });
    await expect(done[0]).toBeVisible();
  },
};

export const LoginWithStaffCard: Story = {
  args: { path: '/login' },
  beforeEach: () => signInAs(null),
  play: async () => {
    await screen().findByRole('button', { name: 'ログイン' });
    await waitFor(() => expect(simulator.state().connections).toBe(1), { timeout: 5000 });
    simulator.tap({ uid: DEMO_STAFF_CARD_UIDS.manager, type: 1, entity_id: 2 });
    const dialog = await screen().findByRole('dialog', { name: 'NFCカードでログイン' });
    await expect(await within(dialog).findByText('佐藤 美咲', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const CustomerCardOnLoginPage: Story = {
  args: { path: '/login' },
  beforeEach: () => signInAs(null),
  play: async () => {
    await waitFor(() => expect(simulator.state().connections).toBe(1), { timeout: 5000 });
    simulator.tap({ uid: customerCardUid(1), type: 2, entity_id: 1 });
    await expect(await screen().findByText('スタッフカードをかざしてください')).toBeVisible();
  },
};

const PIN_REQUIRED = 'カード暗証番号を入力してください';
const INVALID_PIN = 'カード暗証番号が正しくありません';
/**
 * The card's account has a PIN (the server's answer; the mock leaves that rule to the server). One-time
 * handlers remember being used, so each story makes its own.
 */
const asksForPin = () =>
  errorHandler('loginWithNfcCard', 422, 'PIN_REQUIRED', PIN_REQUIRED, {
    once: true,
    fieldErrors: { pin: [PIN_REQUIRED] },
  });
const wrongPin = () =>
  errorHandler('loginWithNfcCard', 422, 'INVALID_PIN', INVALID_PIN, {
    once: true,
    fieldErrors: { pin: [INVALID_PIN] },
  });

export const LoginWithStaffCardAndPin: Story = {
  args: { path: '/login' },
  beforeEach: () => signInAs(null),
  parameters: { msw: { handlers: [asksForPin(), ...handlers] } },
  play: async () => {
    await waitFor(() => expect(simulator.state().connections).toBe(1), { timeout: 5000 });
    simulator.tap({ uid: DEMO_STAFF_CARD_UIDS.manager, type: 1, entity_id: 2 });
    const dialog = await screen().findByRole('dialog', { name: 'NFCカードでログイン' });
    const pin = await within(dialog).findByLabelText('カード暗証番号', {}, { timeout: 5000 });
    await waitFor(() => expect(pin).toHaveFocus());
    // Too short: judged here, nothing is sent.
    await userEvent.keyboard('12{Enter}');
    await expect(await within(dialog).findByText('暗証番号は4〜6桁の数字で入力してください')).toBeVisible();
    await userEvent.keyboard('3456{Enter}');
    await expect(await within(dialog).findByText('佐藤 美咲', {}, { timeout: 5000 })).toBeVisible();
  },
};

export const WrongPinStaysOnThePinStep: Story = {
  args: { path: '/login' },
  beforeEach: () => signInAs(null),
  parameters: { msw: { handlers: [asksForPin(), wrongPin(), ...handlers] } },
  play: async () => {
    await waitFor(() => expect(simulator.state().connections).toBe(1), { timeout: 5000 });
    simulator.tap({ uid: DEMO_STAFF_CARD_UIDS.manager, type: 1, entity_id: 2 });
    const dialog = await screen().findByRole('dialog', { name: 'NFCカードでログイン' });
    await within(dialog).findByLabelText('カード暗証番号', {}, { timeout: 5000 });
    await userEvent.keyboard('0000{Enter}');
    await expect(await within(dialog).findByText(INVALID_PIN, {}, { timeout: 5000 })).toBeVisible();
    const pin = within(dialog).getByLabelText('カード暗証番号');
    await expect(pin).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(pin).toHaveFocus());
    await expect(pin).toHaveValue('');
  },
};

export const CardLoginAtUnenrolledDesk: Story = {
  args: { path: '/login' },
  beforeEach: () => signInAs(null),
  parameters: {
    msw: {
      handlers: [
        errorHandler(
          'loginWithNfcCard',
          403,
          'DEVICE_NOT_ENROLLED',
          'この端末はカードログイン用に登録されていません。管理者またはマネージャーがこの端末を登録してください',
        ),
        ...handlers,
      ],
    },
  },
  play: async () => {
    await waitFor(() => expect(simulator.state().connections).toBe(1), { timeout: 5000 });
    simulator.tap({ uid: DEMO_STAFF_CARD_UIDS.staff, type: 1, entity_id: 3 });
    const dialog = await screen().findByRole('dialog', { name: 'NFCカードでログイン' });
    await expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(
      'この端末はカードログイン用に登録されていません。管理者またはマネージャーがこの端末を登録してください',
    );
  },
};

export const StaffSwitchAsksForPin: Story = {
  parameters: { msw: { handlers: [asksForPin(), wrongPin(), ...handlers] } },
  play: async () => {
    await connected();
    simulator.tap({ uid: DEMO_STAFF_CARD_UIDS.manager, type: 1, entity_id: 2 });
    const dialog = await screen().findByRole('dialog', { name: 'スタッフの切り替え' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: '切り替える' }));
    const pin = await within(dialog).findByLabelText('カード暗証番号', {}, { timeout: 5000 });
    await waitFor(() => expect(pin).toHaveFocus());
    await userEvent.keyboard('9999{Enter}');
    await expect(await within(dialog).findByText(INVALID_PIN, {}, { timeout: 5000 })).toBeVisible();
    await expect(within(dialog).getByLabelText('カード暗証番号')).toHaveValue('');
    await userEvent.click(within(dialog).getByRole('button', { name: 'やめる' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
  },
};
