import { familyProfileMessages, NOTIFICATION_KINDS, notificationMessages } from '@kayoi/api-client/messages';
import { answerHandler, errorHandler, handlers } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LOAD, PortalScreen, phone, signInAsFamily } from '../stories/PortalScreen.tsx';

// プロフィール at 390 px: the example family's member with its contact details, a change request sent to the
// school, a rejected one with the school's reason, the notification settings and the password change.

const meta = {
  title: 'Portal/Profile',
  component: PortalScreen,
  args: { path: '/profile' },
  ...phone,
  beforeEach: () => signInAsFamily(true),
} satisfies Meta<typeof PortalScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const changeButton = /佐藤 陽向の連絡先の変更を申請/;

const member = {
  id: 101,
  name: '佐藤 陽向',
  relationship: 'guardian',
  store: { id: 1, name: '渋谷校' },
  contact: {
    phone: null,
    mobile: '090-1111-2222',
    email: 'sato.family@kayoi.example.jp',
    postal_code: '150-0041',
    prefecture: '東京都',
    city: '渋谷区',
    street_address: '神南1-2-3',
    building: null,
  },
};
const profileWith = (latest: unknown) => ({
  account: { id: 5, email: 'sato.family@kayoi.example.jp' },
  members: [{ ...member, latest_request: latest }],
  notification_settings: {
    announcements: true,
    makeups: true,
    billing: false,
    channels: Object.fromEntries(
      NOTIFICATION_KINDS.map((kind) => [kind, { mail: true, push: true, line: kind !== 'invoice_issued' }]),
    ),
    quiet_hours: null,
  },
});

export const Profile: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: changeButton }, LOAD)).toBeVisible();
    await expect(canvas.getByText('090-1111-2222')).toBeVisible();
    await expect(canvas.getByRole('switch', { name: '請求・口座振替の通知' })).not.toBeChecked();
    await expect(canvas.getByRole('link', { name: 'プロフィール' })).toHaveAttribute('aria-current', 'page');
    // 各種申請 (issue 32) opens from here: the tab bar keeps its five tabs at 390 px.
    await expect(
      canvas.getByRole('link', { name: '休会・退会・クラスや口座の変更（各種申請）' }),
    ).toHaveAttribute('href', '/requests');
  },
};

/** The family asks for a new mobile number: the school's receipt shows; nothing changes until it approves. */
export const RequestsAChange: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: changeButton }, LOAD));
    const form = within(canvas.getByRole('form', { name: '佐藤 陽向の連絡先の変更' }));
    const mobile = form.getByLabelText('携帯電話番号');
    await userEvent.clear(mobile);
    await userEvent.type(mobile, '090-3333-4444');
    await userEvent.click(form.getByRole('button', { name: '変更を申請する' }));
    await expect(await canvas.findByText(familyProfileMessages.changeRequested, {}, LOAD)).toBeVisible();
  },
};

/** A phone number with letters is refused on the page, in the customer form's words. */
export const InvalidPhone: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: changeButton }, LOAD));
    const phoneField = canvas.getByLabelText('電話番号');
    await userEvent.type(phoneField, '03-abcd');
    await userEvent.click(canvas.getByRole('button', { name: '変更を申請する' }));
    await expect(await canvas.findByText('電話番号は数字とハイフンで入力してください')).toBeVisible();
  },
};

/** A pending request shows what was asked; a rejected one the school's reason. */
export const PendingRequest: Story = {
  tags: ['visual'],
  parameters: {
    msw: {
      handlers: [
        answerHandler(
          'getFamilyProfile',
          profileWith({
            id: 14,
            customer_id: 101,
            customer_name: '佐藤 陽向',
            state: 'pending',
            changes: [{ field: 'mobile', before: '090-1111-2222', after: '090-3333-4444' }],
            requested_at: '2026-11-21T10:15:30+09:00',
            requested_by: 'sato.family@kayoi.example.jp',
            decided_at: null,
            decided_by: null,
            reject_reason: null,
          }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('確認中', {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('携帯電話番号: 090-1111-2222 → 090-3333-4444')).toBeVisible();
    await expect(canvas.getByRole('button', { name: '佐藤 陽向の申請をやり直す' })).toBeVisible();
  },
};

export const RejectedRequest: Story = {
  tags: ['visual'],
  parameters: {
    msw: {
      handlers: [
        answerHandler(
          'getFamilyProfile',
          profileWith({
            id: 14,
            customer_id: 101,
            customer_name: '佐藤 陽向',
            state: 'rejected',
            changes: [{ field: 'mobile', before: '090-1111-2222', after: '090-3333-444' }],
            requested_at: '2026-11-21T10:15:30+09:00',
            requested_by: 'sato.family@kayoi.example.jp',
            decided_at: '2026-11-21T11:00:00+09:00',
            decided_by: '田中 花子',
            reject_reason: '番号の桁数が足りません。もう一度ご確認ください',
          }),
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText('理由: 番号の桁数が足りません。もう一度ご確認ください', {}, LOAD),
    ).toBeVisible();
  },
};

export const SavesNotifications: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('switch', { name: '請求・口座振替の通知' }, LOAD));
    await userEvent.click(canvas.getByRole('button', { name: '通知設定を保存' }));
    await expect(
      await canvas.findByText(familyProfileMessages.notificationSettingsSaved, {}, LOAD),
    ).toBeVisible();
  },
};

/** A wrong current password: the server's words under the form. */
export const WrongCurrentPassword: Story = {
  tags: ['visual'],
  parameters: {
    msw: {
      handlers: [
        errorHandler('changeFamilyPassword', 422, 'VALIDATION_ERROR', '入力内容に誤りがあります', {
          fieldErrors: { current_password: [familyProfileMessages.currentPasswordWrong] },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const form = within(await canvas.findByRole('form', { name: 'パスワードの変更' }, LOAD));
    await userEvent.type(form.getByLabelText('現在のパスワード'), 'not-mine-1');
    await userEvent.type(form.getByLabelText('新しいパスワード', { exact: true }), 'yuina-swim-2027');
    await userEvent.type(form.getByLabelText('新しいパスワード（確認）'), 'yuina-swim-2027');
    await userEvent.click(form.getByRole('button', { name: 'パスワードを変更' }));
    await expect(await canvas.findByText(familyProfileMessages.currentPasswordWrong, {}, LOAD)).toBeVisible();
  },
};

export const LogsOutOtherDevices: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '他の端末からログアウト' }, LOAD));
    await expect(await canvas.findByText('他の端末からログアウトしました（2台）', {}, LOAD)).toBeVisible();
  },
};

/** 通知設定 (issue 32): a kind's channels, the quiet hours, and the save; an impossible time is refused on the page. */
export const NotificationChannels: Story = {
  tags: ['visual'],
  parameters: { msw: { handlers: [answerHandler('getFamilyProfile', profileWith(null)), ...handlers] } },
  play: async ({ canvas }) => {
    const invoiceLine = await canvas.findByRole('checkbox', { name: '請求の確定をLINEで受け取る' }, LOAD);
    await expect(invoiceLine).not.toBeChecked();
    const testMail = canvas.getByRole('checkbox', { name: '進級テストの結果をメールで受け取る' });
    await userEvent.click(testMail);
    await expect(testMail).not.toBeChecked();
    await userEvent.click(canvas.getByRole('switch', { name: '夜間は通知を控える' }));
    const from = canvas.getByLabelText('控える時間（から）');
    await expect(from).toHaveValue('21:00');
    await userEvent.clear(from);
    await userEvent.type(from, '25:00');
    await userEvent.click(canvas.getByRole('button', { name: '通知設定を保存' }));
    await expect(await canvas.findAllByText(notificationMessages.quietHoursInvalid)).not.toHaveLength(0);
    await userEvent.clear(from);
    await userEvent.type(from, '21:30');
    await userEvent.click(canvas.getByRole('button', { name: '通知設定を保存' }));
    await expect(
      await canvas.findByText(familyProfileMessages.notificationSettingsSaved, {}, LOAD),
    ).toBeVisible();
  },
};

/** Not yet linked to LINE: the family issues a code and is told where to send it. */
export const LineLinkCode: Story = {
  tags: ['visual'],
  parameters: {
    msw: {
      handlers: [
        answerHandler('getFamilyLineLink', { available: true, linked: false, linked_at: null }),
        answerHandler('listFamilyPushSubscriptions', []),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('プッシュ通知を受け取る端末はありません', {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'この端末で通知を受け取る' })).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: 'LINE連携コードを発行' }, LOAD));
    await expect(
      await canvas.findByText(/コード「482913」をメッセージで送ってください/, {}, LOAD),
    ).toBeVisible();
  },
};
