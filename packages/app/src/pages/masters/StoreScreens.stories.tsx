import { DEMO_TOKENS, errorHandler, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { type Canvas, LOAD, screen } from '../../stories/helpers.ts';
import { enterShibuya } from './masterStoryData.ts';

// The store master (admins) against the mock server: 渋谷校 opens 10:00–21:30 but on Thursdays (定休日), with
// 年末年始 closed; the calendar is the domain's, as the server's.

const IN_USE = 'この店舗には160名の会員・4名のスタッフが登録されているため削除できません。無効にしてください';

const meta = {
  title: 'Screens/Masters/Stores',
  component: AppScreen,
  args: { path: '/master/stores' },
  parameters: { layout: 'fullscreen', viewport: { options: staffScreens } },
  beforeEach: async () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.admin);
    await enterShibuya();
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

async function openShibuya(canvas: Canvas) {
  const table = await canvas.findByRole('grid', { name: '店舗一覧' }, LOAD);
  await userEvent.click(await within(table).findByRole('rowheader', { name: '渋谷校' }, LOAD));
  return canvas.findByRole('heading', { level: 1, name: '渋谷校' }, LOAD);
}

export const DetailWithCalendar: Story = {
  play: async ({ canvas }) => {
    await openShibuya(canvas);
    const hours = canvas.getByRole('region', { name: '営業時間' });
    await expect(hours).toHaveTextContent('定休日（木曜日）');
    await expect(hours).toHaveTextContent('日曜日の営業時間で営業');
    await expect(canvas.getByRole('region', { name: '請求書の事業者情報' })).toHaveTextContent(
      'T7123456789012',
    );
    const calendar = await canvas.findByRole('table', { name: /の営業カレンダー$/ }, LOAD);
    await expect(within(calendar).getAllByText(/休業（定休日/).length).toBeGreaterThanOrEqual(4);
    await userEvent.click(canvas.getByRole('button', { name: '次の月' }));
    await waitFor(() => expect(canvas.getByRole('table', { name: /の営業カレンダー$/ })).not.toBe(calendar));
  },
};

/** Thursday opens again: 定休日 goes from the hours and from the calendar. */
export const EditHours: Story = {
  play: async ({ canvas }) => {
    await openShibuya(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '編集' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: '木曜日に営業' }, LOAD));
    const opens = canvas.getByRole('textbox', { name: '木曜日の営業開始時刻' });
    await userEvent.clear(opens);
    await userEvent.type(opens, '１２:００');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await screen().findByText('店舗情報を更新しました', {}, LOAD)).toBeVisible();
    await canvas.findByRole('heading', { level: 1, name: '渋谷校' }, LOAD);
    const hours = canvas.getByRole('region', { name: '営業時間' });
    await expect(hours).toHaveTextContent('12:00〜21:30');
    await expect(hours).not.toHaveTextContent('定休日（木曜日）');
  },
};

export const RefusedRegistrationNumber: Story = {
  play: async ({ canvas }) => {
    await openShibuya(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '編集' }));
    const number = await canvas.findByRole('textbox', { name: '登録番号' }, LOAD);
    await userEvent.clear(number);
    await userEvent.type(number, 'T123');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('登録番号は「T」と13桁の数字で入力してください')).toBeVisible();
  },
};

export const StoreInUse: Story = {
  parameters: { msw: { handlers: [errorHandler('deleteStore', 409, 'CONFLICT', IN_USE), ...handlers] } },
  play: async ({ canvas }) => {
    await openShibuya(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '削除' }));
    const dialog = await screen().findByRole('alertdialog', { name: '店舗を削除しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(IN_USE);
  },
};

/** A small real PNG drawn in the browser (a wide logo). */
async function logoFile(name = 'logo.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 120;
  canvas.height = 40;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#1f6fd1';
    context.fillRect(0, 0, 120, 40);
  }
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** Puts a file in the logo card's file input as the file dialog would (the dialog's filter is only a hint). */
function pickFile(region: HTMLElement, file: File) {
  const input = region.querySelector('input[type="file"]') as HTMLInputElement;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Issue 28 §9: the school's logo for the sign-up form — chosen, seen before it is saved, saved, removed. */
export const SetAndRemoveLogo: Story = {
  play: async ({ canvas }) => {
    await openShibuya(canvas);
    const card = canvas.getByRole('region', { name: 'ロゴ' });
    const inCard = within(card);
    await expect(inCard.getByText('ロゴは未設定です')).toBeVisible();
    // The chooser is a button in the tab order (the file dialog opens with Enter or Space).
    const choose = inCard.getByRole('button', { name: 'ロゴを選択' });
    choose.focus();
    await expect(choose).toHaveFocus();

    pickFile(card, await logoFile());
    await expect(await inCard.findByRole('img', { name: '選択したロゴのプレビュー' })).toBeVisible();
    await userEvent.click(inCard.getByRole('button', { name: 'このロゴにする' }));
    await expect(await screen().findByText('ロゴを更新しました', {}, LOAD)).toBeVisible();
    const saved = await inCard.findByRole('img', { name: /のロゴ$/ }, LOAD);
    await expect(saved.getAttribute('src')).toMatch(/^\/storage\/logos\//);

    await userEvent.click(inCard.getByRole('button', { name: 'ロゴを削除' }));
    await expect(await screen().findByText('ロゴを削除しました', {}, LOAD)).toBeVisible();
    await expect(await inCard.findByText('ロゴは未設定です', {}, LOAD)).toBeVisible();
  },
};

/** An SVG (it can carry script) or an oversized file is refused at once, in Japanese, before anything is sent. */
export const LogoOfTheWrongKind: Story = {
  play: async ({ canvas }) => {
    await openShibuya(canvas);
    const card = canvas.getByRole('region', { name: 'ロゴ' });
    pickFile(
      card,
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }),
    );
    await expect(
      await within(card).findByText(
        'ロゴにはPNG・JPEG・WebPの画像を選択してください（SVG・GIFは使えません）',
      ),
    ).toBeVisible();
    await expect(within(card).queryByRole('img')).toBeNull();
    pickFile(card, new File([new Uint8Array(1024 * 1024 + 1)], 'big.png', { type: 'image/png' }));
    await expect(await within(card).findByText('ロゴの画像は1MB以下にしてください')).toBeVisible();
    await expect(within(card).queryByRole('button', { name: 'このロゴにする' })).toBeNull();
  },
};
