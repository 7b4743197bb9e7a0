// A long history for the dashboard benchmark: three busy stores with years of members coming and going,
// weekly classes with enrolments, and exactly `attendances` facility visits up to `now`, plus tablet marks
// for the last weeks. Seeded, so every run builds the same data.

import { TZDate } from '@date-fns/tz';
import { DAY_MS, dayOf, TOKYO, weekdayAt } from '@kayoi/domain/calendar';
import { weekdayLabels } from '@kayoi/domain/labels';
import type { Database, Queryable } from '../src/db/database.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { createRandom, insertColumns } from '../src/seed/demo.ts';

export interface HistoryOptions {
  now: Date;
  attendances: number;
  stores?: number;
  /** Members at a time in each store. */
  seats?: number;
  password: string;
}

export interface HistorySummary {
  stores: number;
  customers: number;
  classes: number;
  enrolments: number;
  attendances: number;
  lessonMarks: number;
  days: number;
  managerEmail: string;
}

/** Big slices: a million rows load in fifty statements. */
const insertMany = (
  db: Queryable,
  table: string,
  columns: readonly [string, string][],
  rows: readonly unknown[][],
  returning = false,
) => insertColumns(db, table, columns, rows, returning, 20_000);

const SLOTS = ['10:00', '11:00', '13:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00'] as const;
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

export async function generateHistory(db: Database, options: HistoryOptions): Promise<HistorySummary> {
  const random = createRandom(20_261_123);
  const storeCount = options.stores ?? 3;
  const seats = options.seats ?? 1_200;
  const todayStart = new TZDate(options.now, TOKYO);
  todayStart.setHours(0, 0, 0, 0);
  const today = todayStart.getTime();
  const nowMs = options.now.getTime();
  // Enough days for the wanted visits (≈ 1.3 classes a week, 4 in 5 attended, some gym visits), plus margin.
  const perDay = storeCount * seats * ((1.3 * 0.8) / 7 + 0.03);
  const days = Math.ceil((options.attendances / perDay) * 1.1);
  const first = today - days * DAY_MS;
  const passwordHash = await hashPassword(options.password);

  const storeIds = await insertMany(
    db,
    'stores',
    [['name', 'text']],
    Array.from({ length: storeCount }, (_, i) => [`ベンチ校${i + 1}`]),
    true,
  );
  const staffRows = storeIds.flatMap((storeId, i) => [
    [storeId, `ベンチ 店長${i + 1}`, `manager${i + 1}@bench.kayoi.jp`, passwordHash, 'manager'],
    [storeId, `ベンチ コーチ${i + 1}`, `coach${i + 1}@bench.kayoi.jp`, passwordHash, 'staff'],
  ]);
  const staffIds = await insertMany(
    db,
    'staffs',
    [
      ['store_id', 'int'],
      ['name', 'text'],
      ['email', 'text'],
      ['password_hash', 'text'],
      ['role', 'text'],
    ],
    staffRows,
    true,
  );

  interface BenchClass {
    id: number;
    store: number;
    day: number;
    start: number;
    end: number;
  }
  const classes: BenchClass[] = [];
  for (const [s, storeId] of storeIds.entries()) {
    const programIds = await insertMany(
      db,
      'programs',
      [
        ['store_id', 'int'],
        ['name', 'text'],
        ['monthly_fee', 'int'],
      ],
      ['ベビー', '幼児', 'ジュニア', '選手育成', '成人'].map((name) => [storeId, `${name}コース`, 8_800]),
      true,
    );
    const specs = Array.from({ length: 7 }, (_, day) => SLOTS.map((slot) => ({ day, slot }))).flat();
    const ids = await insertMany(
      db,
      'classes',
      [
        ['store_id', 'int'],
        ['program_id', 'int'],
        ['name', 'text'],
        ['instructor_id', 'int'],
        ['day_of_week', 'smallint'],
        ['start_time', 'time'],
        ['end_time', 'time'],
        ['capacity', 'int'],
        ['starts_on', 'date'],
      ],
      specs.map(({ day, slot }, i) => [
        storeId,
        programIds[i % programIds.length],
        `クラス${weekdayLabels[day]}${slot}`,
        staffIds[s * 2 + 1],
        day,
        slot,
        hhmm(minutesOf(slot) + 60),
        30,
        // Every class runs since the history's first day (a class's lessons start on its 開始日, issue 28).
        dayOf(first),
      ]),
      true,
    );
    specs.forEach(({ day, slot }, i) => {
      classes.push({
        id: ids[i] as number,
        store: s,
        day,
        start: minutesOf(slot),
        end: minutesOf(slot) + 60,
      });
    });
  }

  // Seats: each holds one member after another (6 to 36 months each), so the store stays about as big.
  interface Member {
    store: number;
    joined: number;
    left: number | null;
    classes: BenchClass[];
  }
  const members: Member[] = [];
  for (let s = 0; s < storeCount; s += 1) {
    const own = classes.filter((c) => c.store === s);
    for (let seat = 0; seat < seats; seat += 1) {
      let joined = first - random.int(0, 365) * DAY_MS;
      while (joined < today) {
        const stay = random.int(180, 1_080) * DAY_MS;
        const left = joined + stay < today ? joined + stay : null;
        const picked = [own[random.int(0, own.length - 1)] as BenchClass];
        if (random.next() < 0.3) {
          const second = own[random.int(0, own.length - 1)] as BenchClass;
          if (second.day !== picked[0]?.day) picked.push(second);
        }
        members.push({ store: s, joined, left, classes: picked });
        if (left === null) break;
        joined = left + random.int(1, 30) * DAY_MS;
      }
    }
  }
  const customerIds = await insertMany(
    db,
    'customers',
    [
      ['store_id', 'int'],
      ['member_number', 'text'],
      ['family_name', 'text'],
      ['given_name', 'text'],
      ['family_name_kana', 'text'],
      ['given_name_kana', 'text'],
      ['birth_date', 'date'],
      ['status', 'text'],
      ['joined_on', 'date'],
    ],
    members.map((m, i) => [
      storeIds[m.store],
      `B${i + 1}`,
      '会員',
      `${i + 1}`,
      'カイイン',
      'ベンチ',
      dayOf(m.joined - random.int(4, 60) * 365 * DAY_MS),
      m.left === null ? 'active' : 'withdrawn',
      dayOf(m.joined),
    ]),
    true,
  );
  const enrolmentRows = members.flatMap((m, i) =>
    m.classes.map((c) => [c.id, customerIds[i], dayOf(m.joined), m.left === null ? null : dayOf(m.left)]),
  );
  await insertMany(
    db,
    'class_enrollments',
    [
      ['class_id', 'int'],
      ['customer_id', 'int'],
      ['enrolled_on', 'date'],
      ['ended_on', 'date'],
    ],
    enrolmentRows,
  );

  // Visits, newest first, until the wanted number: each class attended 4 times in 5, and gym visits.
  const visits: [number, number, string, string | null][] = [];
  const marks: unknown[][] = [];
  const byWeekday = Array.from({ length: 7 }, (_, day) =>
    members.flatMap((m, i) => m.classes.filter((c) => c.day === day).map((c) => ({ m, i, c }))),
  );
  for (let day = today; day >= first && visits.length < options.attendances; day -= DAY_MS) {
    const weekday = weekdayAt(day);
    const date = dayOf(day);
    const marked = today - day < 8 * 7 * DAY_MS;
    for (const { m, i, c } of byWeekday[weekday] ?? []) {
      if (day < m.joined || (m.left !== null && day > m.left)) continue;
      const present = random.next() < 0.8;
      const checkIn = day + (c.start - random.int(5, 25)) * 60_000;
      if (present && checkIn <= nowMs) {
        const checkOut = day + (c.end + random.int(5, 30)) * 60_000;
        visits.push([
          storeIds[m.store] as number,
          customerIds[i] as number,
          new Date(checkIn).toISOString(),
          checkOut > nowMs ? null : new Date(checkOut).toISOString(),
        ]);
      }
      // The last eight weeks were also marked on the tablet (lessons already held).
      if (marked && day + c.end * 60_000 <= nowMs && random.next() < 0.5) {
        marks.push([storeIds[m.store], c.id, customerIds[i], date, present ? 'present' : 'absent']);
      }
    }
    // Gym visits of members without a class that day.
    for (const [i, m] of members.entries()) {
      if (day < m.joined || (m.left !== null && day > m.left) || random.next() >= 0.03) continue;
      const checkIn = day + random.int(9 * 60, 20 * 60) * 60_000;
      if (checkIn > nowMs) continue;
      const checkOut = checkIn + random.int(30, 120) * 60_000;
      visits.push([
        storeIds[m.store] as number,
        customerIds[i] as number,
        new Date(checkIn).toISOString(),
        checkOut > nowMs ? null : new Date(checkOut).toISOString(),
      ]);
    }
  }
  visits.length = Math.min(visits.length, options.attendances);
  // One open visit per customer at most (the schema's rule): earlier open ones are closed.
  const open = new Set<number>();
  for (const visit of visits) {
    if (visit[3] !== null) continue;
    if (open.has(visit[1])) visit[3] = visit[2];
    else open.add(visit[1]);
  }
  visits.reverse();
  await insertMany(
    db,
    'attendances',
    [
      ['store_id', 'int'],
      ['customer_id', 'int'],
      ['check_in_at', 'timestamptz'],
      ['check_out_at', 'timestamptz'],
    ],
    visits,
  );
  await insertMany(
    db,
    'lesson_attendances',
    [
      ['store_id', 'int'],
      ['class_id', 'int'],
      ['customer_id', 'int'],
      ['lesson_date', 'date'],
      ['status', 'text'],
    ],
    marks,
  );
  // Fresh statistics for the planner, as a long-running server has them: PostgreSQL's autovacuum, or the embedded
  // database's own pass (db/pglite-maintenance.ts), which its thread runs within a minute of such a load.
  if (db.embedded) await db.embedded.maintain();
  else await db.exec('vacuum analyze');
  return {
    stores: storeIds.length,
    customers: customerIds.length,
    classes: classes.length,
    enrolments: enrolmentRows.length,
    attendances: visits.length,
    lessonMarks: marks.length,
    days: Math.round((today - new Date(visits[0]?.[2] ?? today).getTime()) / DAY_MS),
    managerEmail: 'manager1@bench.kayoi.jp',
  };
}
