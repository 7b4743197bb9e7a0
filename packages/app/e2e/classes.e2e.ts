import { minutesOf } from '@kayoi/domain/calendar';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, openInApp, useBrowser } from './support/browser.ts';

// The lane board (issue 14) on the real server and demo database: a manager moves a class to the next lane by
// keyboard and saves it; a move onto a lane another class holds at that time is refused with the server's
// message naming that class.
const browser = useBrowser();

interface Lane {
  id: number;
  name: string;
  is_shared: boolean;
  is_active: boolean;
}
interface Facility {
  id: number;
  name: string;
  is_active: boolean;
  lanes: Lane[];
}
interface WeeklyClass {
  id: number;
  name: string;
  start_time: string;
  end_time: string;
  lanes: { id: number; name: string }[];
}

const overlaps = (a: WeeklyClass, b: WeeklyClass) =>
  minutesOf(a.start_time) < minutesOf(b.end_time) && minutesOf(b.start_time) < minutesOf(a.end_time);

/**
 * A class of the demo's pool whose next (unshared) lane is free at its time (where → takes it), and a class
 * followed by another in its lane (where ↓ takes it: 15 minutes later, onto the other).
 */
async function findMoves(page: Page) {
  const facilities = await api<Facility[]>(page, '/api/facilities?per_page=100');
  for (const facility of facilities.filter((f) => f.is_active && f.lanes.length > 1)) {
    const lanes = facility.lanes.filter((lane) => lane.is_active);
    for (let weekday = 0; weekday < 7; weekday += 1) {
      // As the board reads them: the day's classes in this facility's lanes.
      const classes = (await api<WeeklyClass[]>(page, `/api/classes?weekday=${weekday}`)).filter((c) =>
        c.lanes.some((lane) => lanes.some((own) => own.id === lane.id)),
      );
      let free: { item: WeeklyClass; to: Lane } | undefined;
      let clash: { item: WeeklyClass; other: WeeklyClass } | undefined;
      for (const item of classes.filter((c) => c.lanes.length === 1)) {
        const lane = item.lanes[0]?.id;
        const at = lanes.findIndex((entry) => entry.id === lane);
        const to = lanes[at + 1];
        if (at < 0 || lanes[at]?.is_shared) continue;
        // ↓ moves it 15 minutes later: onto the class that follows it in its lane.
        const next = classes.find(
          (c) => c.id !== item.id && c.lanes.some((l) => l.id === lane) && c.start_time === item.end_time,
        );
        if (next && !clash) clash = { item, other: next };
        if (!to || to.is_shared) continue;
        const taken = classes.some(
          (c) => c.id !== item.id && c.lanes.some((l) => l.id === to.id) && overlaps(c, item),
        );
        if (!taken && !free) free = { item, to };
      }
      if (free && clash && ![clash.item.id, clash.other.id].includes(free.item.id))
        return { facility, weekday, free, clash };
    }
  }
  throw new Error('the demo data has no pool day with a free next lane and two classes back to back');
}

const block = (page: Page, name: string) =>
  page.getByRole('button', { name: new RegExp(`^${name.replace(/[()]/g, '\\$&')}\\s*、`) });

describe('the lane board', () => {
  it('when a manager moves a class to the next lane by keyboard and saves, then it is there after a reload; a clash is refused with the server’s message', async () => {
    const { page } = await browser.newPage({ as: 'manager@demo.kayoi.jp', at: '/dashboard' });
    const { facility, weekday, free, clash } = await findMoves(page);
    await openInApp(page, `/lane-assignment/class-lanes?facility=${facility.id}&weekday=${weekday}`);

    // Free: → moves it a lane, 保存 sends it, a reload shows it in the new lane.
    await block(page, free.item.name).focus();
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(async () => (await block(page, free.item.name).textContent()) ?? '')
      .toContain(free.to.name);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await page
      .getByText('1件のクラスを保存しました')
      .or(page.getByRole('alert').filter({ hasText: '保存できませんでした' }))
      .first()
      .waitFor();
    expect(
      await page.getByText('1件のクラスを保存しました').count(),
      (await page.locator('main').textContent()) ?? '',
    ).toBe(1);
    await page.reload();
    await expect
      .poll(async () => (await block(page, free.item.name).textContent()) ?? '', { timeout: 10_000 })
      .toContain(free.to.name);
    const saved = await api<WeeklyClass>(page, `/api/classes/${free.item.id}`);
    expect(saved.lanes.map((lane) => lane.id)).toEqual([free.to.id]);

    // Taken: ↓ moves a class onto the one after it in its lane; the board marks 重複 before saving, the server
    // refuses it naming the other class, and the draft stays.
    await block(page, clash.item.name).focus();
    await page.keyboard.press('ArrowDown');
    await page.getByText(/重複があります/).waitFor();
    await page.getByRole('button', { name: '保存', exact: true }).click();
    const refusal = page.getByRole('alert').filter({ hasText: '保存できませんでした' });
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain(`「${clash.other.name}」`);
    expect(await page.getByRole('button', { name: '保存', exact: true }).isEnabled()).toBe(true);
    const kept = await api<WeeklyClass>(page, `/api/classes/${clash.item.id}`);
    expect(kept.lanes.map((lane) => lane.id)).toEqual(clash.item.lanes.map((lane) => lane.id));
  });
});
