import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../.storybook/chromium.ts';

// 振替予約 on a phone-size Chromium against the real server with the demo data (issue 31): the demo parent reports
// an absence (the makeup credit), books a makeup lesson on マイページ, and the coach's tablet roll of that lesson
// lists the child as 振替.

const DEMO_PASSWORD = 'kayoi-demo';

interface Options {
  members: {
    member: { id: number; name: string };
    credits: { id: number }[];
    lessons: { class_id: number; date: string; start_time: string; end_time: string }[];
  }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
});
afterAll(async () => {
  await browser?.close();
});

/** A JSON call to the server (the family's or the staff's token). */
async function api<T>(token: string, method: string, path: string, body?: unknown) {
  const answer = await fetch(`${inject('baseUrl')}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: answer.status, body: (await answer.json()) as { data: T; message?: string } };
}

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];
const lessonDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${m}月${d}日（${WEEKDAYS[new Date(Date.UTC(y, m - 1, d)).getUTCDay()]}）`;
};

describe('振替予約 on a phone', () => {
  it('when the demo parent books a makeup, then the class roll on the tablet lists the child as 振替', async () => {
    const context = await browser.newContext({
      baseURL: inject('baseUrl'),
      locale: 'ja-JP',
      timezoneId: 'Asia/Tokyo',
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 2,
      isMobile: true,
      hasTouch: true,
      reducedMotion: 'reduce',
    });
    const page = await context.newPage();
    await page.goto('/my/login');
    await page.getByLabel('メールアドレス').fill('family@demo.kayoi.jp');
    await page.getByLabel('パスワード', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.getByRole('heading', { level: 1, name: 'ホーム' }).waitFor();
    const token = (await page.evaluate(() => localStorage.getItem('kayoi_family_token'))) as string;

    // 欠席連絡 for the children's next lessons until one gives a credit with a lesson to book.
    const home = await api<{
      members: {
        member: { id: number };
        next_lessons: { class_id: number; date: string; can_report_absence: boolean }[];
      }[];
    }>(token, 'GET', '/api/family/home');
    let offer: { memberName: string; lesson: Options['members'][number]['lessons'][number] } | undefined;
    for (const { member, next_lessons } of home.body.data.members) {
      for (const lesson of next_lessons.filter((l) => l.can_report_absence)) {
        if (offer) break;
        await api(token, 'POST', '/api/family/absences', {
          customer_id: member.id,
          class_id: lesson.class_id,
          lesson_date: lesson.date,
        });
        const options = await api<Options>(token, 'GET', '/api/family/makeup-options');
        const mine = options.body.data.members.find((m) => m.member.id === member.id);
        if (mine?.lessons[0]) offer = { memberName: mine.member.name, lesson: mine.lessons[0] };
      }
    }
    if (!offer) throw new Error('the demo family has no makeup lesson to book');
    const { lesson } = offer;

    await page.getByRole('link', { name: '欠席・振替' }).click();
    const when = `${lessonDay(lesson.date)} ${lesson.start_time}〜${lesson.end_time}`;
    await page
      .getByRole('button', { name: `${when}に振替を予約` })
      .first()
      .click();
    await page.getByRole('button', { name: '予約を確定する' }).click();
    const receipt = page
      .getByRole('region', { name: '振替予約' })
      .getByRole('status')
      .or(page.getByRole('alert'));
    await receipt.first().waitFor();
    expect(await receipt.first().textContent()).toBe('振替レッスンを予約しました');
    // Nothing scrolls sideways on the phone.
    expect(
      await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
    ).toBeLessThanOrEqual(0);

    // The coach's tablet: the lesson's roll lists the child as a makeup.
    const login = await fetch(`${inject('baseUrl')}/api/v3/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'manager@demo.kayoi.jp', password: DEMO_PASSWORD }),
    });
    const staff = ((await login.json()) as { data: { token: string } }).data.token;
    const roll = await api<{
      lessons: { class_id: number; members: { customer_id: number; roll: string }[] }[];
    }>(staff, 'GET', `/api/tablet-attendance/lessons?date=${lesson.date}`);
    expect(roll.status).toBe(200);
    const members = roll.body.data.lessons.find((l) => l.class_id === lesson.class_id)?.members ?? [];
    const child = home.body.data.members.map((m) => m.member.id);
    expect(members.filter((m) => child.includes(m.customer_id) && m.roll === 'makeup')).toHaveLength(1);
    await context.close();
  });
});
