import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../server/test/support/processes.ts';
import { choose as chooseIn } from './support/browser.ts';

// A school that starts on its own (issue 13, Screens): an empty database without the demo data, the first
// administrator made by `pnpm admin:create` as the README tells a newcomer, and then everything else in the
// browser: the store, a pool with its lanes, a school, its categories, a program with its fees, grades and two
// staff members. Its own server, not the suite's demo one.

const root = resolve(import.meta.dirname, '../../..');
const OWNER = { email: 'owner@newcomer.example.jp', name: '山田 太郎', password: 'newcomer-secret-1' };

let dataDir = '';
let server: ChildProcess | undefined;
let browser: Browser | undefined;
let page: Page;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'kayoi-newcomer-'));
  const env = {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    KAYOI_DEMO_DATA: '0',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
  };
  // The README's first step, on the empty database the server then opens.
  await promisify(execFile)(
    'pnpm',
    ['admin:create', '--email', OWNER.email, '--name', OWNER.name, '--store', '本店'],
    { cwd: root, env: { ...env, KAYOI_ADMIN_PASSWORD: OWNER.password } },
  );
  const port = await freePort();
  server = spawn(process.execPath, ['packages/server/src/server.ts'], {
    cwd: root,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  server.stdout?.on('data', collect);
  server.stderr?.on('data', collect);
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not answer within 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  // The run's chromium (a chromium of the file's own took its start); the context is this server's.
  browser = await chromium.connect(inject('browserEndpoint'));
  const context = await browser.newContext({
    baseURL,
    locale: 'ja-JP',
    timezoneId: 'Asia/Tokyo',
    viewport: { width: 1280, height: 800 },
    reducedMotion: 'reduce',
  });
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

async function choose(field: RegExp, option: string | RegExp) {
  await chooseIn(page, field, option);
}

/** Opens a master's list from the main menu, as a person finds it. */
async function openList(item: string, noun: string) {
  const menu = page.getByRole('navigation', { name: 'メインメニュー' });
  const group = menu.getByRole('button', { name: /^マスタ/ });
  await group.waitFor();
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await menu.getByRole('link', { name: item, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: `${noun}一覧` }).waitFor();
}

/** A master list a new school finds empty: its first record starts from the empty state's button. */
async function startFirst(item: string, noun: string) {
  await openList(item, noun);
  await page.getByText(`まだ${noun}がありません`).waitFor();
  await page.getByRole('button', { name: `${noun}を追加` }).click();
  await page.getByRole('heading', { level: 1, name: `${noun}登録` }).waitFor();
}

async function openNew(item: string, noun: string) {
  await openList(item, noun);
  await page.getByRole('button', { name: '新規登録' }).click();
  await page.getByRole('heading', { level: 1, name: `${noun}登録` }).waitFor();
}

async function save(toast: string, heading: string) {
  await page.getByRole('button', { name: '登録', exact: true }).click();
  await page.getByText(toast).first().waitFor();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
}

/** Opens a master list and waits for each of `names` in its first column; answers that column's texts. */
async function listed(item: string, noun: string, names: string[]): Promise<string[]> {
  await openList(item, noun);
  const rows = page.getByRole('grid', { name: `${noun}一覧` }).getByRole('rowheader');
  for (const name of names) await rows.filter({ hasText: name }).first().waitFor();
  return rows.allTextContents();
}

describe('a new school sets itself up in the browser', () => {
  it('when the first administrator logs in, then the store admin:create made is theirs to complete', async () => {
    await page.goto('/login');
    await page.getByLabel('メールアドレス').fill(OWNER.email);
    await page.getByLabel('パスワード', { exact: true }).fill(OWNER.password);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForURL('**/dashboard');

    await openList('店舗', '店舗');
    await page.getByRole('grid', { name: '店舗一覧' }).getByRole('rowheader', { name: '本店' }).click();
    await page.getByRole('heading', { level: 1, name: '本店', exact: true }).waitFor();
    await page.getByRole('button', { name: '編集' }).click();
    await page.getByRole('heading', { level: 1, name: '本店を編集' }).waitFor();
    await page.getByRole('textbox', { name: /^店舗名（カナ）/ }).fill('ほんてん');
    await page.getByRole('textbox', { name: /^電話番号/ }).fill('03-1234-5678');
    await page.getByRole('textbox', { name: /^郵便番号/ }).fill('150-0043');
    await choose(/都道府県$/, '東京都');
    await page.getByRole('textbox', { name: /^市区町村/ }).fill('渋谷区');
    await page.getByRole('textbox', { name: /^番地/ }).fill('道玄坂1-2-3');
    for (const day of ['月曜日', '火曜日', '水曜日', '金曜日', '土曜日']) {
      await page.getByText(`${day}に営業`).click();
    }
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('店舗情報を更新しました').first().waitFor();
    // Exact: the edit form's 「本店を編集」 also contains 本店 (a slow save read the form instead of the record).
    await page.getByRole('heading', { level: 1, name: '本店', exact: true }).waitFor();
    const basics = (await page.getByRole('main').textContent()) ?? '';
    expect(basics).toContain('ホンテン');
    expect(basics).toContain('03-1234-5678');
    expect(basics).toContain('道玄坂1-2-3');
  });

  it('when they add a pool with two lanes, then its page lists both', async () => {
    await startFirst('施設', '施設');
    await page.getByRole('textbox', { name: /^施設名/ }).fill('25mプール');
    await choose(/種類$/, 'プール');
    for (const lane of ['第1レーン', '第2レーン']) {
      await page.getByRole('button', { name: 'レーンを追加' }).click();
      await page.getByRole('region', { name: lane }).getByRole('textbox', { name: '長さ（m）' }).fill('25');
    }
    await save('施設を登録しました', '25mプール');
    const lanes = page.getByRole('grid', { name: 'レーン' }).getByRole('row');
    await expect.poll(() => lanes.count()).toBe(3);
    expect(await lanes.nth(1).textContent()).toContain('第1レーン');
    expect(await lanes.nth(2).textContent()).toContain('第2レーン');
  });

  it('when they add a school and two categories, then each is saved under the school', async () => {
    await startFirst('スクール', 'スクール');
    await page.getByRole('textbox', { name: /^スクール名/ }).fill('スイミングスクール');
    await choose(/種目$/, 'スイミング');
    await save('スクールを登録しました', 'スイミングスクール');

    await startFirst('プログラムカテゴリ', 'プログラムカテゴリ');
    await choose(/スクール$/, 'スイミングスクール');
    await page.getByRole('textbox', { name: /^カテゴリ名/ }).fill('幼児');
    await save('カテゴリを登録しました', '幼児');
    await openNew('プログラムカテゴリ', 'プログラムカテゴリ');
    await choose(/スクール$/, 'スイミングスクール');
    await page.getByRole('textbox', { name: /^カテゴリ名/ }).fill('ジュニア');
    await save('カテゴリを登録しました', 'ジュニア');
  });

  it('when they add three grades, then the school has them in order', async () => {
    await startFirst('級', '級');
    for (const [index, [name, cap]] of [
      ['25級', '赤'],
      ['24級', '青'],
      ['23級', '黄'],
    ].entries()) {
      if (index > 0) await openNew('級', '級');
      await choose(/スクール$/, 'スイミングスクール');
      await page.getByRole('textbox', { name: /^級名/ }).fill(name as string);
      await page.getByRole('textbox', { name: /^キャップの色$/ }).fill(cap as string);
      await save('級を登録しました', name as string);
    }
  });

  it('when they add a program with its fees, then its page shows them', async () => {
    await startFirst('プログラム', 'プログラム');
    await choose(/スクール$/, 'スイミングスクール');
    await choose(/カテゴリ$/, 'ジュニア');
    await page.getByRole('textbox', { name: /^プログラム名/ }).fill('ジュニア 週1回');
    await page.getByRole('textbox', { name: /^月謝/ }).fill('7700');
    await page.getByRole('textbox', { name: /^入会金/ }).fill('5500');
    await page.getByRole('textbox', { name: /^年会費/ }).fill('3300');
    await page.getByRole('textbox', { name: /^休会費/ }).fill('1100');
    await page.getByRole('textbox', { name: /^週のレッスン回数/ }).fill('1');
    await page.getByRole('textbox', { name: /^レッスン時間（分）/ }).fill('60');
    await choose(/対象級（下限）$/, '25級');
    await choose(/対象級（上限）$/, '23級');
    await save('プログラムを登録しました', 'ジュニア 週1回');
    const fees = (await page.getByRole('region', { name: '料金', exact: true }).textContent()) ?? '';
    for (const yen of ['￥7,700', '￥5,500', '￥3,300', '￥1,100']) expect(fees).toContain(yen);
  });

  it('when they register a manager and a staff member, then both wait for their password', async () => {
    for (const [name, kana, email, role] of [
      ['佐藤 美咲', 'さとう みさき', 'manager@newcomer.example.jp', 'マネージャー'],
      ['鈴木 健太', 'すずき けんた', 'staff@newcomer.example.jp', 'スタッフ'],
    ] as const) {
      await openNew('スタッフ', 'スタッフ');
      await page.getByRole('textbox', { name: /^氏名/ }).fill(name);
      await page.getByRole('textbox', { name: /^フリガナ/ }).fill(kana);
      await page.getByRole('textbox', { name: /^メールアドレス/ }).fill(email);
      await choose(/権限$/, role);
      await choose(/所属店舗$/, '本店');
      await save('スタッフを登録しました', name);
      await page.getByText('パスワードの設定を待っています').waitFor();
    }
  });

  it('when they open the lists, then every record is there', async () => {
    await listed('店舗', '店舗', ['本店']);
    await listed('施設', '施設', ['25mプール']);
    await listed('スクール', 'スクール', ['スイミングスクール']);
    await listed('プログラムカテゴリ', 'プログラムカテゴリ', ['幼児', 'ジュニア']);
    const grades = await listed('級', '級', ['25級', '24級', '23級']);
    expect(grades.map((text) => text.trim())).toEqual(['25級', '24級', '23級']);
    await listed('プログラム', 'プログラム', ['ジュニア 週1回']);
    await listed('スタッフ', 'スタッフ', [OWNER.name, '佐藤 美咲', '鈴木 健太']);
  });
});
