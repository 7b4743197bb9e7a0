import {
  answerHandler,
  delayedHandler,
  errorHandler,
  handlers,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import { todayInTokyo } from '@kayoi/domain/calendar';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { type Canvas, choose, screen } from '../../stories/helpers.ts';

const meta = {
  title: 'Screens/Register',
  component: AppScreen,
  args: { path: '/register' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    // The real clock: the form judges dates by the browser's today, and so does the mock server.
    resetFixtureStore();
    signInAs(null);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 'YYYY-MM-DD' `days` away from today in Tokyo (the form judges dates by the browser's clock). */
function dayFromToday(days: number): string {
  const day = new Date(`${todayInTokyo()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Types a date into a date field's 年・月・日 segments, as a keyboard user would. */
async function typeDate(canvas: Canvas, label: string, date: string) {
  const group = canvas.getByRole('group', { name: label });
  const [year] = within(group).getAllByRole('spinbutton');
  await userEvent.click(year as HTMLElement);
  const [y, m, d] = date.split('-');
  await userEvent.keyboard(`${y}${m}${d}`);
}

/** A small real PNG drawn in the browser. */
async function photo(name = 'kanon.png'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 48;
  canvas.height = 48;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = '#2a7de1';
    context.fillRect(0, 0, 48, 48);
  }
  const blob = await new Promise<Blob>((resolve) => canvas.toBlob((b) => resolve(b as Blob), 'image/png'));
  return new File([blob], name, { type: 'image/png' });
}

/** Puts a file in the photo field as the file dialog would, whatever its type (the dialog's filter is a hint). */
function pickFile(root: HTMLElement, file: File) {
  const input = root.querySelector('input[type="file"]') as HTMLInputElement;
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Fills every required field; `withDates` adds the optional 見学・入会希望日 (16 keys typed into date segments). */
async function fillValidForm(canvas: Canvas, { withDates = true } = {}) {
  await choose(canvas, /店舗$/, '渋谷校');
  await userEvent.click(canvas.getByRole('button', { name: /希望プログラム/ }));
  const [, firstProgram] = await screen().findAllByRole('option');
  await userEvent.click(firstProgram as HTMLElement);
  if (withDates) {
    await typeDate(canvas, '見学希望日', dayFromToday(3));
    await typeDate(canvas, '入会希望日', dayFromToday(10));
  }
  await fill(canvas.getByRole('textbox', { name: '姓' }), '山田');
  await fill(canvas.getByRole('textbox', { name: '名' }), '花音');
  await fill(canvas.getByRole('textbox', { name: '姓（カナ）' }), 'やまだ');
  await fill(canvas.getByRole('textbox', { name: '名（カナ）' }), 'ｶﾉﾝ');
  await typeDate(canvas, '生年月日', '2017-06-12');
  // A child: the parent fills in the guardian (保護者).
  await fill(await canvas.findByRole('textbox', { name: '保護者氏名' }), '山田 洋子');
  await fill(canvas.getByRole('textbox', { name: '保護者氏名（フリガナ）' }), 'やまだ ようこ');
  await fill(canvas.getByRole('textbox', { name: '続柄' }), '母');
  await fill(canvas.getByRole('textbox', { name: '保護者電話番号' }), '090-8765-4321');
  await userEvent.click(canvas.getByRole('radio', { name: '女性' }));
  await fill(canvas.getByRole('textbox', { name: '携帯電話番号' }), '090-1234-5678');
  await fill(canvas.getByRole('textbox', { name: 'メールアドレス' }), 'yamada.family@example.jp');
  await fill(canvas.getByRole('textbox', { name: '郵便番号' }), '1500043');
  await waitFor(() => expect(canvas.getByRole('textbox', { name: '市区町村' })).toHaveValue('渋谷区'));
  await fill(canvas.getByRole('textbox', { name: '番地' }), '1-2-3');
  await userEvent.click(canvas.getByRole('checkbox', { name: '個人情報の取り扱いに同意する' }));
}

/**
 * Puts text into a field in one go (what a browser's autofill or a paste does), after what it has; typing is tested
 * where it matters (Kana Is Converted). A typed character costs ≈ 200 ms in a busy run's browser: the form's stories
 * typed their way to within 3 s of their 30 s limit.
 */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

/** The same in place of what the field has. */
async function refill(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.paste(text);
}

/** The public page's top bar: the school's name (the page has no other header of its own). */
const brandBar = (canvas: Canvas) => {
  const bar = canvas.getAllByRole('banner').find((header: HTMLElement) => header.querySelector('svg .drop'));
  if (!bar) throw new Error('the public page has no top bar');
  return bar;
};

const send = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'この内容で申し込む' }));

export const Empty: Story = {
  tags: ['visual'],
  args: { window: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '仮登録フォーム' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: /店舗$/ })).not.toBeDisabled());
    // The public page sits outside the staff shell: no menu, and no NFC notices (seed §8).
    await expect(canvas.queryByRole('navigation', { name: 'メインメニュー' })).toBeNull();
    await expect(canvas.queryByText(/NFC/)).toBeNull();
  },
};

export const EmptyDark: Story = {
  tags: ['visual'],
  args: { window: true },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '仮登録フォーム' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: /店舗$/ })).not.toBeDisabled());
  },
};

export const RequiredMessages: Story = {
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /店舗$/ })).not.toBeDisabled());
    await send(canvas);
    for (const message of [
      '店舗を選択してください',
      '姓は必須です',
      '名は必須です',
      '姓（カナ）は必須です',
      '名（カナ）は必須です',
      '生年月日は必須です',
      '性別を選択してください',
      '携帯電話番号は必須です',
      'メールアドレスは必須です',
      '郵便番号は必須です',
      '都道府県は必須です',
      '市区町村は必須です',
      '番地は必須です',
      '個人情報の取り扱いに同意してください',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    // The first field to fix has the focus.
    await waitFor(() => expect(canvas.getByRole('button', { name: /店舗$/ })).toHaveFocus());
  },
};

export const KanaIsConverted: Story = {
  play: async ({ canvas }) => {
    const family = await canvas.findByRole('textbox', { name: '姓（カナ）' });
    await userEvent.type(family, 'やまだ');
    await userEvent.tab();
    await expect(family).toHaveValue('ヤマダ');
    const given = canvas.getByRole('textbox', { name: '名（カナ）' });
    await userEvent.type(given, 'ｶﾞｸ');
    await userEvent.tab();
    await expect(given).toHaveValue('ガク');
    // 漢字 cannot be converted: it stays, with the seed's message.
    await userEvent.clear(family);
    await userEvent.type(family, '山田');
    await userEvent.tab();
    await expect(await canvas.findByText('姓（カナ）は全角カタカナで入力してください')).toBeVisible();
    await expect(family).toHaveValue('山田');
  },
};

export const DateRules: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '仮登録フォーム' });
    await typeDate(canvas, '生年月日', dayFromToday(0));
    await expect(await canvas.findByText('生年月日は今日より前の日付を指定してください')).toBeVisible();
    await typeDate(canvas, '入会希望日', dayFromToday(-1));
    await expect(await canvas.findByText('入会希望日は今日以降の日付を指定してください')).toBeVisible();
    await typeDate(canvas, '見学希望日', dayFromToday(-1));
    await expect(await canvas.findByText('見学希望日は今日以降の日付を指定してください')).toBeVisible();
    // Today is fine for the visit.
    await typeDate(canvas, '見学希望日', dayFromToday(0));
    await waitFor(() =>
      expect(canvas.queryByText('見学希望日は今日以降の日付を指定してください')).toBeNull(),
    );
  },
};

export const ContactAndPostalCodeRules: Story = {
  play: async ({ canvas }) => {
    const mobile = await canvas.findByRole('textbox', { name: '携帯電話番号' });
    await fill(mobile, '090-1234-abcd');
    await userEvent.tab();
    await expect(await canvas.findByText('携帯電話番号は数字とハイフンで入力してください')).toBeVisible();
    // Parentheses, as a number is often written in Japan, are fine: they become hyphens.
    await refill(mobile, '090(1234)5678');
    await userEvent.tab();
    await expect(mobile).toHaveValue('090-1234-5678');
    // Full-width digits from a Japanese keyboard are fine: they become ASCII.
    await refill(mobile, '０９０－１２３４－５６７８');
    await userEvent.tab();
    await expect(mobile).toHaveValue('090-1234-5678');
    await fill(canvas.getByRole('textbox', { name: 'メールアドレス' }), 'yamada@');
    await userEvent.tab();
    await expect(await canvas.findByText('正しいメールアドレスを入力してください')).toBeVisible();
    const postal = canvas.getByRole('textbox', { name: '郵便番号' });
    await fill(postal, '15-0043');
    await userEvent.tab();
    await expect(await canvas.findByText('郵便番号は000-0000の形式で入力してください')).toBeVisible();
    await refill(postal, '999-9999');
    await expect(await canvas.findByText('該当する住所が見つかりません')).toBeVisible();
  },
};

export const PostalCodeFillsTheAddress: Story = {
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: '郵便番号' }), '150-0043');
    await waitFor(() => expect(canvas.getByRole('textbox', { name: '市区町村' })).toHaveValue('渋谷区'));
    await waitFor(() => expect(canvas.getByRole('button', { name: /都道府県/ })).toHaveTextContent('東京都'));
    await expect(canvas.getByRole('textbox', { name: '番地' })).toHaveValue('道玄坂');
    await expect(canvas.getByText('住所を入力しました（東京都渋谷区道玄坂）')).toBeVisible();
  },
};

export const PhotoTooLarge: Story = {
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '仮登録フォーム' });
    pickFile(canvasElement, new File([new Uint8Array(2_048_001)], 'big.png', { type: 'image/png' }));
    await expect(await canvas.findByText('アバターのサイズは2MB以下である必要があります')).toBeVisible();
    // Exactly 2,048,000 bytes is allowed.
    pickFile(canvasElement, new File([new Uint8Array(2_048_000)], 'limit.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(canvas.queryByText('アバターのサイズは2MB以下である必要があります')).toBeNull(),
    );
  },
};

export const PhotoNotAnImage: Story = {
  play: async ({ canvasElement, canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '仮登録フォーム' });
    pickFile(canvasElement, new File(['水泳が好きです'], 'memo.txt', { type: 'text/plain' }));
    await expect(await canvas.findByText('アバターは画像ファイルである必要があります')).toBeVisible();
  },
};

export const ServerRefusesFields: Story = {
  parameters: {
    msw: {
      handlers: [
        errorHandler('createPublicPreRegistration', 422, 'VALIDATION_ERROR', '入力内容に問題があります', {
          fieldErrors: { avatar: ['アバターは画像ファイルである必要があります'] },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /店舗$/ })).not.toBeDisabled());
    await fillValidForm(canvas, { withDates: false });
    pickFile(canvasElement, await photo('disguised.png'));
    await send(canvas);
    // The server looked at the bytes: its message shows at the field, and the toast says what failed.
    await expect(await canvas.findByText('アバターは画像ファイルである必要があります')).toBeVisible();
    await expect(await screen().findByText('入力内容に問題があります')).toBeVisible();
  },
};

export const ServerUnreachable: Story = {
  parameters: {
    msw: { handlers: [errorHandler('createPublicPreRegistration', 500, 'INTERNAL_ERROR', ''), ...handlers] },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /店舗$/ })).not.toBeDisabled());
    await fillValidForm(canvas, { withDates: false });
    await send(canvas);
    // No message from the server: the seed's default.
    await expect(await screen().findByText('登録に失敗しました')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '仮登録フォーム' })).toBeVisible();
  },
};

export const Submitting: Story = {
  parameters: { msw: { handlers: [delayedHandler('createPublicPreRegistration'), ...handlers] } },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /店舗$/ })).not.toBeDisabled());
    await fillValidForm(canvas);
    await send(canvas);
    const button = await canvas.findByRole('button', { name: /送信しています/ });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
  },
};

// Without desired dates, so the thank-you page (a visual baseline) reads the same on any day.
export const Success: Story = {
  tags: ['visual'],
  args: { window: true },
  play: async ({ canvasElement, canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /店舗$/ })).not.toBeDisabled());
    await fillValidForm(canvas, { withDates: false });
    pickFile(canvasElement, await photo());
    await expect(await canvas.findByRole('img', { name: '選択した写真のプレビュー' })).toBeVisible();
    await send(canvas);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '仮登録を受け付けました' }),
    ).toBeVisible();
    await expect(canvas.getByText('山田 花音（ヤマダ カノン）')).toBeVisible();
    await expect(brandBar(canvas)).toHaveTextContent('渋谷校');
    await expect(within(canvas.getByRole('main')).getByText('渋谷校')).toBeVisible();
    await expect(canvas.getAllByText('指定なし')).toHaveLength(2);
    await expect(canvas.queryByText(/NFC/)).toBeNull();
  },
};

// The school's own name (the store master's 会社名) at the top, not the product's.
const SCHOOL_OPTIONS = {
  stores: [
    { id: 1, name: '渋谷校', company_name: '株式会社かよいスイミング', logo_url: null },
    { id: 2, name: '横浜校', company_name: '株式会社かよいスイミング', logo_url: null },
  ],
  programs: [{ id: 3, store_id: 1, name: 'ジュニアコース', monthly_fee: 8800 }],
};

/** Issue 28 §9: a parent fills the form in for a child; the guardian's fields come with a child's birth date. */
export const GuardianForAChild: Story = {
  tags: ['visual'],
  args: { window: true },
  parameters: {
    msw: { handlers: [answerHandler('getPreRegistrationFormOptions', SCHOOL_OPTIONS), ...handlers] },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(brandBar(canvas)).toHaveTextContent('株式会社かよいスイミング'));
    await expect(brandBar(canvas)).not.toHaveTextContent('Kayoi');
    await choose(canvas, /店舗$/, '渋谷校');
    await expect(brandBar(canvas)).toHaveTextContent('株式会社かよいスイミング 渋谷校');
    await expect(canvas.queryByRole('textbox', { name: '保護者氏名' })).toBeNull();

    // An adult's birth date asks for no guardian.
    await typeDate(canvas, '生年月日', '1990-04-01');
    await expect(canvas.queryByRole('region', { name: '保護者' })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: '保護者氏名' })).toBeNull();

    // A child's does (born 2016: under 18 until 2034): 氏名, フリガナ, 続柄 and 電話番号, all required.
    await typeDate(canvas, '生年月日', '2016-04-01');
    for (const name of ['保護者氏名', '保護者氏名（フリガナ）', '続柄', '保護者電話番号']) {
      await expect(await canvas.findByRole('textbox', { name })).toBeRequired();
    }
    await send(canvas);
    for (const message of [
      '未成年の場合は保護者氏名は必須です',
      '未成年の場合は保護者氏名（フリガナ）は必須です',
      '未成年の場合は続柄は必須です',
      '未成年の場合は保護者電話番号は必須です',
    ]) {
      await expect(await canvas.findByText(message)).toBeVisible();
    }
    const kana = canvas.getByRole('textbox', { name: '保護者氏名（フリガナ）' });
    await userEvent.type(kana, 'やまだ ようこ');
    await userEvent.tab();
    await expect(kana).toHaveValue('ヤマダ ヨウコ');
    await waitFor(() =>
      expect(canvas.queryByText('未成年の場合は保護者氏名（フリガナ）は必須です')).toBeNull(),
    );
  },
};

// The school's logo from the store master (issue 28 §9): the mock draws any key of its shape; 横浜校's logo is a URL
// the server no longer has (replaced meanwhile), so that store shows the name written out.
const LOGO_OPTIONS = {
  ...SCHOOL_OPTIONS,
  stores: [
    {
      id: 1,
      name: '渋谷校',
      company_name: '株式会社かよいスイミング',
      logo_url: '/storage/logos/00000000-0000-4000-8000-000000000001.png',
    },
    {
      id: 2,
      name: '横浜校',
      company_name: '株式会社かよいスイミング',
      logo_url: '/storage/logos/4f2c8d1e-9a7b-4c3d-8e6f-1a2b3c4d5e6f.png',
    },
  ],
};

/** The public page's top bar, whether it shows the school's logo or the Kayoi drop. */
const topBar = (canvas: Canvas) => {
  const [bar] = canvas.getAllByRole('banner');
  if (!bar) throw new Error('the public page has no top bar');
  return within(bar);
};

export const SchoolLogo: Story = {
  parameters: {
    msw: { handlers: [answerHandler('getPreRegistrationFormOptions', LOGO_OPTIONS), ...handlers] },
  },
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getByRole('button', { name: /店舗$/ })).not.toBeDisabled());
    await choose(canvas, /店舗$/, '渋谷校');
    // The logo says the school's name (its alternative text); the store's name is written beside it.
    const logo = await topBar(canvas).findByRole('img', { name: '株式会社かよいスイミング' });
    await waitFor(() => expect((logo as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
    await expect(logo).toHaveAttribute('src', LOGO_OPTIONS.stores[0]?.logo_url);
    await expect(canvas.getAllByRole('banner')[0]).toHaveTextContent(/^渋谷校$/);

    // A logo that cannot be loaded gives way to the name, written out.
    await choose(canvas, /店舗$/, '横浜校');
    await waitFor(() =>
      expect(canvas.getAllByRole('banner')[0]).toHaveTextContent('株式会社かよいスイミング 横浜校'),
    );
    await expect(topBar(canvas).queryByRole('img')).toBeNull();
  },
};
