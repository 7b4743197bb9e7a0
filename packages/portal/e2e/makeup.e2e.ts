import { formatJapaneseDate } from '@kayoi/domain/calendar';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from '../../app/e2e/support/browser.ts';

// 欠席連絡 and 振替予約 on a phone-size Chromium against the real server with the demo data (issue 31): the demo
// parent reports an absence on マイページ while the coach's tablet and the class's page at the desk are open on that
// lesson (both show it from the store's events, without a reload), then books a makeup lesson, which the tablet's
// roll lists as 振替.

interface Options {
  members: {
    member: { id: number; name: string };
    credits: { id: number }[];
    lessons: { class_id: number; date: string; name: string; start_time: string; end_time: string }[];
  }[];
}

// The run's chromium, as every e2e file (a chromium of the file's own took its start).
const browser = useBrowser();

/** A JSON call to the server (the family's or the staff's token). */
async function api<T>(token: string, method: string, path: string, body?: unknown) {
  const answer = await fetch(`${baseUrl()}${path}`, {
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

/** A regular expression that matches `text` as it is. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The coach's tablet at the pool side, signed in as the demo manager, open on a day's lessons. */
const openTablet = (day: string) =>
  browser.newPage({ tablet: true, as: 'manager@demo.kayoi.jp', at: `/tablet-attendance-v2?date=${day}` });

/**
 * A member's row in a lesson's roll on the tablet (the list is named with its lane when the tablet knows it, and a
 * lane's name may hold parentheses of its own: 第6レーン（一般開放）).
 */
const rowOf = (tablet: Page, className: string, memberName: string) =>
  tablet
    .getByRole('list', { name: new RegExp(`^${literal(className)}(（.*）)?の受講者$`) })
    .getByRole('listitem')
    .filter({ hasText: memberName });

describe("欠席連絡 and 振替予約 on a phone, seen on the coach's tablet", () => {
  it('when the demo parent reports an absence on the phone, then the tablet shows 欠席連絡あり and the class page lists it at once; the makeup booked next is on the roll as 振替', async () => {
    // The demo parent's phone, signed in, on ホーム.
    const { page, context: phone } = await browser.newPage({
      phone: true,
      asFamily: 'family@demo.kayoi.jp',
      at: '/my/',
    });
    const token = (await page.evaluate(() => localStorage.getItem('kayoi_family_token'))) as string;
    const home = await api<{
      members: {
        member: { id: number; name: string };
        next_lessons: {
          class_id: number;
          name: string;
          date: string;
          start_time: string;
          end_time: string;
          can_report_absence: boolean;
        }[];
      }[];
    }>(token, 'GET', '/api/family/home');
    const child = home.body.data.members.find((m) => m.next_lessons.some((l) => l.can_report_absence));
    const absence = child?.next_lessons.find((l) => l.can_report_absence);
    if (!child || !absence) throw new Error('the demo family has no lesson to report an absence for');

    // The tablet is open on that lesson's day before the parent writes.
    const { page: tablet, context: pool } = await openTablet(absence.date);
    const absentRow = rowOf(tablet, absence.name, child.member.name);
    await absentRow.waitFor();
    expect(await absentRow.textContent()).not.toContain('欠席連絡あり');
    // So is the class's page at the desk, on that lesson (its next lesson, or a week on).
    const desk = await pool.newPage();
    await desk.goto(`/classes/${absence.class_id}`);
    const lessonCard = desk.getByRole('heading', { name: `レッスン ${formatJapaneseDate(absence.date)}` });
    const nextWeek = desk.getByRole('button', { name: '次の週' });
    await nextWeek.waitFor();
    for (let week = 0; week < 5 && !(await lessonCard.isVisible()); week++) await nextWeek.click();
    await lessonCard.waitFor();
    const deskAbsences = desk.getByRole('list', { name: 'この日の欠席' });
    expect(await deskAbsences.filter({ hasText: child.member.name }).count()).toBe(0);

    // 欠席連絡 on the phone, as a parent does it.
    await page.getByRole('link', { name: '欠席・振替' }).click();
    const when = `${lessonDay(absence.date)} ${absence.start_time}〜${absence.end_time}`;
    await page
      .getByLabel(`${child.member.name}のレッスン`)
      .getByRole('button', { name: `${when}の欠席連絡` })
      .click();
    await page.getByRole('button', { name: '欠席を連絡する' }).click();
    await page.getByLabel(`${child.member.name}のレッスン`).getByText('欠席連絡済み').first().waitFor();
    // The tablet reads it from the store's events, without a reload.
    await expect.poll(() => absentRow.textContent(), { timeout: 15_000 }).toContain('欠席連絡あり');
    // And the class's page lists the absence, from the same events.
    await deskAbsences.getByText(child.member.name).waitFor({ timeout: 15_000 });
    await desk.close();

    // A makeup to book: that absence's credit, or (the month's quota used) another lesson's.
    let offer: Options['members'][number]['lessons'][number] | undefined;
    const offered = async (memberId: number) =>
      (await api<Options>(token, 'GET', '/api/family/makeup-options')).body.data.members.find(
        (m) => m.member.id === memberId,
      )?.lessons[0];
    offer = await offered(child.member.id);
    for (const { member, next_lessons } of home.body.data.members) {
      for (const lesson of next_lessons.filter((l) => l.can_report_absence && l !== absence)) {
        if (offer) break;
        await api(token, 'POST', '/api/family/absences', {
          customer_id: member.id,
          class_id: lesson.class_id,
          lesson_date: lesson.date,
        });
        offer = await offered(member.id);
      }
    }
    if (!offer) throw new Error('the demo family has no makeup lesson to book');
    const lesson = offer;

    await page.reload();
    const slot = `${lessonDay(lesson.date)} ${lesson.start_time}〜${lesson.end_time}`;
    await page
      .getByRole('button', { name: `${slot}に振替を予約` })
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

    // The tablet, on the makeup lesson's day: the child is on its roll, marked 振替.
    if (lesson.date !== absence.date) await tablet.goto(`/tablet-attendance-v2?date=${lesson.date}`);
    const names = home.body.data.members.map((m) => m.member.name);
    const roll = tablet.getByRole('list', {
      name: new RegExp(`^${literal(lesson.name)}(（.*）)?の受講者$`),
    });
    await expect
      .poll(
        async () =>
          (await roll.getByRole('listitem').allTextContents()).filter(
            (text) => text.includes('振替') && names.some((name) => text.includes(name)),
          ).length,
        { timeout: 15_000 },
      )
      .toBe(1);
    await phone.close();
    await pool.close();
  });
});
