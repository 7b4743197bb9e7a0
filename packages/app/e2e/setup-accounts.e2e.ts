import { readdir, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { choose, downloadedBytes, logIn, openInApp, useBrowser } from './support/browser.ts';

// School setup in the browser against the real server (issue 13): a manager takes on a staff member who sets
// their own password from the mailed link, then retires and reinstates them; a manager brings members over
// from a Shift_JIS file.
const browser = useBrowser();

/** The body of an .eml as text, whichever transfer encoding the mailer chose. */
function mailText(eml: string): string {
  const [head = '', ...rest] = eml.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body, 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, '%25'));
  }
  return body;
}

/**
 * The invitation link mailed to `email`: the e2e server writes its mail into the outbox of its data directory
 * (a fresh kayoi-e2e-* under the system's temporary directory).
 */
async function invitationLink(email: string): Promise<string> {
  for (const dir of await readdir(tmpdir())) {
    if (!dir.startsWith('kayoi-e2e-')) continue;
    const outbox = join(tmpdir(), dir, 'outbox');
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.sort().reverse()) {
      const text = mailText(await readFile(join(outbox, file), 'utf8'));
      if (!text.includes(email)) continue;
      const link = /https?:\/\/\S+?(\/accept-invitation\?\S+)/.exec(text)?.[1];
      if (link) return link;
    }
  }
  throw new Error(`no invitation mailed to ${email}`);
}

describe('staff accounts', () => {
  it('when a manager registers a staff member, then the mailed link sets their password, and retiring and reinstating them follow', async () => {
    const email = `e2e-${Date.now()}@demo.kayoi.jp`;
    const { page } = await browser.newPage({ as: 'manager@demo.kayoi.jp', at: '/master/staffs' });
    await page.getByRole('button', { name: '新規登録' }).click();
    await page.getByRole('heading', { level: 1, name: 'スタッフ登録' }).waitFor();
    await page.getByRole('textbox', { name: /^氏名/ }).fill('移行 さくら');
    await page.getByRole('textbox', { name: /^フリガナ/ }).fill('いこう さくら');
    await page.getByRole('textbox', { name: /^メールアドレス/ }).fill(email);
    await page.getByRole('button', { name: /権限/ }).click();
    // A manager gives no admin role.
    await expect(page.getByRole('option').allTextContents()).resolves.toEqual(['マネージャー', 'スタッフ']);
    await page.getByRole('option', { name: 'スタッフ' }).click();
    await page.getByText('指導員（レッスンを担当する）').click();
    await page.getByRole('button', { name: '資格を追加' }).click();
    await page.getByRole('textbox', { name: /^資格名/ }).fill('日本赤十字社 救急法救急員');
    await page.getByRole('button', { name: '登録', exact: true }).click();

    await page.getByRole('heading', { level: 1, name: '移行 さくら' }).waitFor();
    await expect(page.getByText('スタッフを登録しました').isVisible()).resolves.toBe(true);
    await expect(page.getByText('イコウ サクラ').first().isVisible()).resolves.toBe(true);
    await page.getByText('パスワードの設定を待っています').waitFor();
    await expect(page.getByText('日本赤十字社 救急法救急員').isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: '招待メールを再送' }).click();
    await page.getByText('招待メールを送信しました', { exact: true }).waitFor();

    // The new staff member, on a device of their own: their first login, through the form.
    const link = await invitationLink(email);
    const newcomer = await browser.newPage();
    await newcomer.page.goto(link);
    await newcomer.page.getByRole('heading', { level: 1, name: 'パスワードの設定' }).waitFor();
    await newcomer.page.getByLabel('新しいパスワード', { exact: true }).fill('sakura-pass-2026');
    await newcomer.page.getByLabel('新しいパスワード（確認）').fill('sakura-pass-2026');
    await newcomer.page.getByRole('button', { name: 'パスワードを設定する' }).click();
    await newcomer.page.getByText('パスワードを設定しました。ログインしてください').waitFor();
    await logIn(newcomer.page, email, 'sakura-pass-2026');
    await newcomer.context.close();

    await page.reload();
    await page.getByRole('heading', { level: 1, name: '移行 さくら' }).waitFor();
    await expect(page.getByText('パスワードの設定を待っています').count()).resolves.toBe(0);
    await page.getByRole('button', { name: '退職', exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: '移行 さくらさんを退職にしますか？' });
    await dialog.getByRole('textbox', { name: /退職理由/ }).fill('家庭の事情のため');
    await dialog.getByRole('button', { name: '退職にする' }).click();
    await page.getByText('退職したスタッフです').waitFor();
    await expect(page.getByText(/家庭の事情のため/).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: '編集' }).count()).resolves.toBe(0);
    // Retired, the account can no longer sign in.
    const retired = await browser.newPage();
    await retired.page.goto('/login');
    await retired.page.getByLabel('メールアドレス').fill(email);
    await retired.page.getByLabel('パスワード', { exact: true }).fill('sakura-pass-2026');
    await retired.page.getByRole('button', { name: 'ログイン' }).click();
    await retired.page.getByText('メールアドレスまたはパスワードが正しくありません').first().waitFor();
    await retired.context.close();

    await page.getByRole('button', { name: '再雇用' }).click();
    await page.getByRole('button', { name: '再雇用する' }).click();
    await page.getByText('スタッフを再雇用しました').waitFor();
    await page.getByRole('button', { name: '退職', exact: true }).waitFor();
    const history = page.getByRole('list', { name: '変更履歴' });
    await expect(history.textContent()).resolves.toMatch(/再雇用[\s\S]*退職[\s\S]*登録/);
  });
});

describe('the member import', () => {
  it('when a manager previews a Shift_JIS file, fixes a column, imports it and downloads the report, then the members are there', async () => {
    const { page } = await browser.newPage({ as: 'manager@demo.kayoi.jp', at: '/customers' });
    await page.getByRole('button', { name: '会員データの移行' }).click();
    await page.getByRole('heading', { level: 1, name: '会員データの移行' }).waitFor();
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'ファイルを選択' }).click();
    await (await chooser).setFiles(resolve(import.meta.dirname, 'fixtures/members-shift_jis.csv'));

    await page.getByText(/CSV（Shift_JIS）/).waitFor();
    // バースデー is no header the import knows: not imported until the manager says what it is.
    const birthday = page.getByRole('button', { name: /4列目「バースデー」/ });
    await expect(birthday.textContent()).resolves.toContain('取り込まない');
    await expect(page.getByRole('button', { name: '3件を取り込む' }).isEnabled()).resolves.toBe(true);
    await choose(page, /4列目「バースデー」/, /^生年月日/);
    const lines = page.getByRole('grid', { name: '各行の結果' });
    await lines.getByText('生年月日を正しく入力してください').waitFor();
    await expect(page.getByRole('button', { name: '2件を取り込む' }).isEnabled()).resolves.toBe(true);

    await page.getByRole('button', { name: '2件を取り込む' }).click();
    await page
      .getByText('取り込みました（新規 2件・更新 0件・エラー 1件）')
      .first()
      .waitFor({ timeout: 30_000 });
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '結果をCSVでダウンロード' }).click();
    const report = (await downloadedBytes(await download)).toString('utf8');
    expect(report).toContain('900001');
    expect(report).toContain('生年月日を正しく入力してください');
    await expect(
      page
        .getByRole('grid', { name: 'これまでの取り込み' })
        .getByText('members-shift_jis.csv')
        .first()
        .isVisible(),
    ).resolves.toBe(true);

    await openInApp(page, '/customers?search=900002');
    await page.getByRole('grid', { name: '顧客一覧' }).getByText('移行 花子').waitFor();
  });
});

describe('the bank master', () => {
  it('when an admin corrects a branch found by its reading, then its row says 修正済み and a manager reads the correction without 編集', async () => {
    const { page } = await browser.newPage({ as: 'admin@demo.kayoi.jp', at: '/master/banks' });
    const banks = page.getByRole('grid', { name: '銀行一覧' });
    // The first bank request waits for the master's load from zengin-code.
    await banks.getByRole('rowheader').first().waitFor({ timeout: 60_000 });
    await page.getByRole('searchbox', { name: 'キーワード' }).fill('みずほ');
    await page.waitForURL(/search=/);
    await expect
      .poll(() => banks.getByRole('rowheader').allTextContents(), { timeout: 15_000 })
      .not.toContain('三菱ＵＦＪ');
    await banks.getByRole('rowheader', { name: 'みずほ', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'みずほ' }).waitFor({ timeout: 60_000 });

    const branches = page.getByRole('grid', { name: '支店一覧' });
    await page.getByRole('searchbox', { name: '支店を検索' }).fill('とうきょう');
    await page.waitForURL(/search=/);
    await expect
      .poll(() => branches.getByRole('rowheader').allTextContents(), { timeout: 15_000 })
      .not.toContain('丸の内中央');
    await expect(branches.getByRole('rowheader').allTextContents()).resolves.toContain('東京営業部');
    await branches.getByRole('rowheader', { name: '東京営業部', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /^支店 \d{3} の修正$/ });
    await dialog.getByRole('textbox', { name: /^支店名/ }).fill('東京営業部（本部）');
    await dialog.getByRole('textbox', { name: /^備考/ }).fill('統合先 なし（名称変更）');
    await dialog.getByRole('button', { name: '保存' }).click();
    await page.getByText('支店を更新しました').waitFor();
    await branches.getByRole('rowheader', { name: '東京営業部（本部）' }).waitFor();
    await expect(branches.getByText('修正済み').count()).resolves.toBe(1);

    // A manager reads the same correction and cannot change it.
    const manager = await browser.newPage({
      as: 'manager@demo.kayoi.jp',
      at: '/master/banks/0001?search=%E6%9D%B1%E4%BA%AC',
    });
    await manager.page.getByRole('grid', { name: '支店一覧' }).getByText('東京営業部（本部）').waitFor();
    await expect(manager.page.getByRole('button', { name: '編集' }).count()).resolves.toBe(0);
    await manager.context.close();
  });
});
