import type { components } from '@kayoi/api-client/schema';
import {
  addDays,
  clockOf,
  formatJapaneseDate,
  minutesOf,
  timeOfDay,
  todayInTokyo,
  weekdayOf,
} from '@kayoi/domain/calendar';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, choose, useBrowser } from './support/browser.ts';

// The coach's week (issue 14) end to end, on the real server and demo database, through the screens: a coach
// (鈴木 健太, staff) builds a class for later today from the lane board, enrols two members from the class's
// page, records another member's absence from their own class on that member's record (a makeup credit),
// books that makeup there into today's lesson of the new class, sees the member on the tablet marked 振替, and
// passes one of the new class's members in a promotion test (the member moves a grade). The API is only read,
// to pick free lanes, times and members from the demo data as they are when the test runs; every change goes
// through the UI. Waits are for visible state.
const browser = useBrowser();

type Schemas = components['schemas'];
type Facility = Schemas['Facility'];
type WeeklyClass = Schemas['WeeklyClass'];
type Member = Schemas['ClassRoster']['enrollments'][number];
type Ref = { id: number; name: string };
interface Me {
  user: { id: number; name: string; store_id: number };
}
const STORE_FIELDS = [
  'name',
  'name_kana',
  'postal_code',
  'prefecture',
  'city',
  'street_address',
  'building',
  'phone',
  'email',
  'company_name',
  'invoice_registration_number',
  'business_hours',
  'national_holiday_hours',
  'is_active',
] as const;
type StoreDetail = Schemas['StoreDetail'];
type ClassRules = Schemas['SchoolClassRules'];

const COACH = 'staff@demo.kayoi.jp';
const LENGTH = 45;
const MARGIN = 20;
const LAST_END = 23 * 60 + 45;

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const overlaps = (a: { start: number; end: number }, b: WeeklyClass) =>
  a.start < minutesOf(b.end_time) && minutesOf(b.start_time) < a.end;

/** Under load a screen may take a while: each wait allows this long. */
const LONG = { timeout: 45_000 };
/** A locator's text, '' while it is not on the page (each try of an expect.poll stays short). */
const textOf = (locator: Locator) =>
  locator.textContent({ timeout: 1_000 }).then(
    (text) => text ?? '',
    () => '',
  );

/** A change through the API, as the page's user (only for the rare setups below, undone after the test). */
async function send(page: Page, method: 'PUT', path: string, body: unknown): Promise<void> {
  const status = await page.evaluate(
    async ({ method, path, body }) =>
      (
        await fetch(path, {
          method,
          headers: {
            Authorization: `Bearer ${localStorage.getItem('auth_token')}`,
            Accept: 'application/json',
            'Content-Type': 'application/json',
          },
          body: JSON.stringify(body),
        })
      ).status,
    { method, path, body },
  );
  if (status !== 200) throw new Error(`${method} ${path} answered ${status}`);
}

/** The next day from today (included) the weekly class meets, as its detail page opens on. */
const nextLessonDay = (today: string, weekday: number) =>
  addDays(today, (weekday - weekdayOf(today) + 7) % 7);

/**
 * A running class whose next lesson is held, of a program and school with grades: the absent member's own
 * class (the member has no makeup credit yet: the demo gave some members absences this month) and two of its
 * members with a grade to pass to, who are enrolled in the new class.
 */
async function membersPlan(page: Page, today: string) {
  const week = await api<WeeklyClass[]>(page, '/api/classes');
  const grades = await api<Schemas['Grade'][]>(page, '/api/grades?per_page=100');
  for (const other of week.filter((c) => c.is_active && c.program && c.school)) {
    const date = nextLessonDay(today, other.day_of_week);
    const lessons = await api<Schemas['LessonDay']>(page, `/api/lessons?date=${date}`);
    const lesson = lessons.lessons.find((l) => l.class_id === other.id);
    if (!lessons.is_open || !lesson || lesson.status === 'cancelled') continue;
    const roster = await api<Schemas['ClassRoster']>(page, `/api/classes/${other.id}/enrollments`);
    const names = roster.enrollments.map((m) => m.name);
    const unique = roster.enrollments.filter((m) => names.filter((n) => n === m.name).length === 1);
    let absent: Member | undefined;
    for (const member of unique) {
      if (
        (await api<unknown[]>(page, `/api/makeup-credits?customer_id=${member.customer_id}`)).length === 0
      ) {
        absent = member;
        break;
      }
    }
    const promotable = unique.filter((m) => {
      const grade = grades.find((g) => g.id === m.grade?.id);
      return grade && grades.some((g) => g.is_active && g.sort_order > grade.sort_order);
    });
    const enrolled = promotable.filter((m) => m.customer_id !== absent?.customer_id).slice(0, 2);
    if (absent && enrolled.length === 2) {
      return {
        other,
        otherDate: date,
        program: other.program as Ref,
        school: other.school as Ref,
        absent,
        enrolled: enrolled as [Member, Member],
      };
    }
  }
  throw new Error('the demo data has no class with a member to be absent and two to enrol');
}

/**
 * A free place on `day` for the coach's new class: a lane of a pool (not shared) and a 45-minute slot starting
 * from `earliest` (minutes of the day), where neither the lane nor the coach has a class.
 */
async function placeOf(page: Page, day: string, coachId: number, earliest: number) {
  const classes = await api<WeeklyClass[]>(page, `/api/classes?weekday=${weekdayOf(day)}`);
  const facilities = await api<Facility[]>(page, '/api/facilities?per_page=100');
  for (let start = Math.ceil(earliest / 15) * 15; start + LENGTH <= LAST_END; start += 15) {
    const slot = { start, end: start + LENGTH };
    const busy = classes.filter((c) => overlaps(slot, c));
    if (busy.some((c) => c.instructor?.id === coachId || c.assistant_instructor?.id === coachId)) continue;
    for (const facility of facilities.filter((f) => f.is_active && f.lanes.length > 1)) {
      const lane = facility.lanes.find(
        (l) => l.is_active && !l.is_shared && !busy.some((c) => c.lanes.some((own) => own.id === l.id)),
      );
      if (lane) return { facility, lane, ...slot };
    }
  }
  return undefined;
}

/**
 * On the demo store's regular closed day (木曜) or a closure (年末年始) there is no lesson that day for the
 * tablet: an admin opens the store for the day; the store as it was is put back after the test.
 */
async function openToday(admin: Page, storeId: number, today: string): Promise<() => Promise<void>> {
  const store = await api<StoreDetail>(admin, `/api/stores/${storeId}`);
  const input = (changes: Partial<StoreDetail>) => {
    const merged = { ...store, ...changes };
    return {
      ...Object.fromEntries(STORE_FIELDS.map((field) => [field, merged[field]])),
      closures: merged.closures.map(({ starts_on, ends_on, reason }) => ({ starts_on, ends_on, reason })),
    };
  };
  const weekday = weekdayOf(today);
  await send(
    admin,
    'PUT',
    `/api/stores/${storeId}`,
    input({
      business_hours: [
        ...store.business_hours.filter((h) => h.day_of_week !== weekday),
        { day_of_week: weekday, opens_at: '00:00', closes_at: '23:59' },
      ],
      closures: store.closures.filter((c) => !(c.starts_on <= today && today <= c.ends_on)),
      national_holiday_hours:
        store.national_holiday_hours === 'closed' ? 'regular' : store.national_holiday_hours,
    }),
  );
  return () => send(admin, 'PUT', `/api/stores/${storeId}`, input({}));
}

/** Late in the evening no lesson today is an hour away: the makeup cutoff is set to 0 for the test, then back. */
async function noCutoff(admin: Page, schoolId: number, rules: ClassRules): Promise<() => Promise<void>> {
  const path = `/api/schools/${schoolId}/class-rules`;
  const { school_id: _, is_default: __, ...input } = rules;
  await send(admin, 'PUT', path, { ...input, booking_cutoff_minutes: 0 });
  return () => send(admin, 'PUT', path, input);
}

async function coachesWeek(undo: (() => Promise<void>)[]) {
  const { page } = await browser.newPage({ as: COACH, at: '/dashboard' });
  page.setDefaultTimeout(LONG.timeout);
  let admin: Page | undefined;
  const asAdmin = async () => {
    if (!admin) {
      admin = (await browser.newPage({ as: 'admin@demo.kayoi.jp', at: '/dashboard' })).page;
      admin.setDefaultTimeout(LONG.timeout);
    }
    return admin;
  };
  const me = await api<Me>(page, '/api/v3/auth/me');
  const today = todayInTokyo();
  const { other, otherDate, program, school, absent, enrolled } = await membersPlan(page, today);
  const [first, second] = enrolled;
  const rules = await api<ClassRules>(page, `/api/schools/${school.id}/class-rules`);
  const now = minutesOf(timeOfDay(new Date()));
  // The lesson is today's, after the makeup cutoff from now (or, late in the evening, with no cutoff)…
  let day = today;
  let place = await placeOf(page, day, me.user.id, now + rules.booking_cutoff_minutes + MARGIN);
  if (!place && rules.booking_cutoff_minutes > 0) {
    undo.push(await noCutoff(await asAdmin(), school.id, rules));
    place = await placeOf(page, day, me.user.id, now + MARGIN);
  }
  // …or, when no lesson fits in what is left of today, tomorrow's, and the tablet opens that day's roll.
  if (!place) {
    day = addDays(today, 1);
    place = await placeOf(page, day, me.user.id, 9 * 60);
  }
  if (!place) throw new Error(`no lane and time left on ${day} for a new class`);
  const weekday = weekdayOf(day);
  const isOpen = async () => (await api<Schemas['LessonDay']>(page, `/api/lessons?date=${day}`)).is_open;
  if (!(await isOpen())) {
    undo.push(await openToday(await asAdmin(), me.user.store_id, day));
    await expect.poll(isOpen).toBe(true);
  }
  const start = clockOf(place.start);
  const end = clockOf(place.end);
  const name = `E2E ${program.name} ${start}-${Date.now() % 100_000}`;

  // 1. The board of today's weekday: クラスを追加 opens the form for this facility and day.
  await page.goto(`/lane-assignment/class-lanes?facility=${place.facility.id}&weekday=${weekday}`);
  await page.getByRole('button', { name: 'クラスを追加' }).click();
  await page.waitForURL('**/classes/new?**');
  await choose(page, /スクール$/, school.name);
  await choose(page, /プログラム$/, program.name);
  await page.getByRole('textbox', { name: /クラス名/ }).fill(name);
  await page.getByRole('textbox', { name: /定員/ }).fill('3');
  await page.getByRole('textbox', { name: /開始時刻/ }).fill(start);
  await page.getByRole('textbox', { name: /終了時刻/ }).fill(end);
  const lane = page.getByRole('checkbox', { name: place.lane.name, exact: true });
  await lane.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => lane.isChecked()).toBe(true);
  await choose(page, /メインコーチ$/, me.user.name);
  await page.getByRole('button', { name: '登録', exact: true }).click();
  await page.waitForURL(/\/classes\/\d+$/);
  const classId = Number(new URL(page.url()).pathname.split('/').at(-1));
  await page.getByRole('heading', { name, level: 1 }).waitFor();

  // On the board: its block in the lane it was given.
  await page.goto(`/lane-assignment/class-lanes?facility=${place.facility.id}&weekday=${weekday}`);
  const block = page.getByRole('button', { name: new RegExp(`^${literal(name)}\\s*、`) });
  await expect.poll(() => textOf(block), LONG).toContain(place.lane.name);

  // 2. Two members enrolled from the class's page, found by member number.
  await page.goto(`/classes/${classId}`);
  const roster = page.getByRole('grid', { name: '在籍者' });
  for (const member of [first, second]) {
    await page.getByRole('textbox', { name: /会員を検索して登録/ }).fill(member.member_number);
    await page.getByRole('button', { name: `${member.name}さんを登録` }).click();
    await roster.getByRole('rowheader', { name: member.name }).waitFor();
  }
  await expect
    .poll(
      async () =>
        (await api<Schemas['ClassRoster']>(page, `/api/classes/${classId}/enrollments`)).enrollments.length,
    )
    .toBe(2);

  // 3. The absence, from the member's record: a phone call for the next lesson of their own class of the
  // program (欠席連絡を登録), which gives a makeup credit (振替権).
  const credits = page.getByRole('grid', { name: '振替権' });
  await page.goto(`/customers/${absent.customer_id}`);
  await page.getByRole('button', { name: '欠席連絡を登録' }).click();
  const notice = page.getByRole('dialog', { name: `欠席連絡（${absent.name}さん）` });
  await choose(notice, /クラス$/, new RegExp(`^${literal(other.name)}（`));
  await choose(notice, /欠席するレッスン日$/, new RegExp(`^${literal(formatJapaneseDate(otherDate))}`));
  await notice.getByRole('textbox', { name: /欠席理由/ }).fill('発熱');
  await notice.getByRole('button', { name: '欠席を登録' }).click();
  await notice.waitFor({ state: 'hidden' });
  const credit = credits.getByRole('row').filter({ hasText: other.name });
  await expect.poll(() => textOf(credit), LONG).toContain('有効');

  // 4. The makeup, from the same record: that credit booked into the new class's lesson of the day.
  await page.getByRole('button', { name: `振替を予約（${formatJapaneseDate(otherDate)}の振替権）` }).click();
  const booking = page.getByRole('dialog', { name: `振替を予約（${absent.name}さん）` });
  await booking.getByRole('group', { name: '振替日' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(day.replaceAll('-', ''));
  await choose(booking, /振替先のレッスン$/, new RegExp(`^${start}〜${end} ${literal(name)}（`));
  await booking.getByRole('button', { name: '振替を予約' }).click();
  await booking.waitFor({ state: 'hidden' });
  await expect.poll(() => textOf(credit), LONG).toContain('振替予約済み');
  // The class's page sees it in that lesson.
  await page.goto(`/classes/${classId}`);
  await page.getByRole('list', { name: 'この日の振替' }).getByText(`${absent.name}（振替）`).waitFor();
  const lessonDay = await api<{ lessons: { class_id: number; makeups: number; booked: number }[] }>(
    page,
    `/api/lessons?date=${day}`,
  );
  expect(lessonDay.lessons.find((l) => l.class_id === classId)).toMatchObject({ makeups: 1, booked: 3 });

  // 5. The tablet at the pool side: that lesson of the new class, the makeup member marked 振替.
  await page.goto(day === today ? '/tablet-attendance-v2' : `/tablet-attendance-v2?date=${day}`);
  // (Named with its lane when the tablet knows it: `name（第1レーン）の受講者`.)
  const members = page.getByRole('list', { name: new RegExp(`^${literal(name)}(（[^）]*）)?の受講者$`) });
  const makeup = members.getByRole('listitem').filter({ hasText: absent.name });
  await expect.poll(() => textOf(makeup), LONG).toContain('振替');
  for (const member of [first, second]) {
    expect(await members.getByRole('listitem').filter({ hasText: member.name }).textContent()).not.toContain(
      '振替',
    );
  }

  // 6. A promotion test today for the school; the coach passes the first member from the class's roster.
  const before = await api<{ grade: Ref | null }>(page, `/api/customers/${first.customer_id}`);
  const testName = `E2E 進級テスト ${Date.now() % 100_000}`;
  await page.goto(`/school-management/grades?school=${school.id}`);
  await page.getByRole('textbox', { name: '名称' }).fill(testName);
  await page.getByRole('button', { name: '登録', exact: true }).click();
  await page.getByText(new RegExp(`${literal(testName)}（.*）の結果`)).waitFor();
  await choose(page, /^(?!.*進級テスト).*クラス$/, new RegExp(`^${literal(name)}（`));
  const candidates = page.getByRole('grid', { name: '受験者' });
  await candidates.getByRole('rowheader', { name: first.name }).waitFor();
  await choose(page, new RegExp(`${literal(first.name)}さんの結果$`), '合格');
  await page.getByRole('button', { name: /^結果を登録（1名）$/ }).click();
  const results = page.getByRole('grid', { name: '進級テストの結果' });
  const row = results.getByRole('row').filter({ hasText: first.name });
  await expect.poll(() => textOf(row), LONG).toContain('合格');
  const after = await api<{ grade: Ref | null }>(page, `/api/customers/${first.customer_id}`);
  expect(after.grade?.id).not.toBe(before.grade?.id);
  expect(await row.textContent()).toContain(after.grade?.name);
}

describe('a coach’s classes', () => {
  it('when a coach builds a class on the board, enrols members, records an absence and books its makeup, then the tablet shows the member as 振替, and a member passed in a promotion test moves a grade', async () => {
    const undo: (() => Promise<void>)[] = [];
    try {
      await coachesWeek(undo);
    } finally {
      for (const step of undo.reverse()) await step();
    }
  }, 180_000);
});
