import { addMonths, type Day, monthStartOf, todayInTokyo } from '@kayoi/domain/calendar';
import type { Database } from '../src/db/database.ts';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { extendHistoryForReports } from './reports-history.ts';

// The data of a chain (issue 30, "A chain on one PostgreSQL"): `stores` stores with staff, programs and weekly
// classes, `members` members with Japanese names, kana, ages and grades spread unevenly over the stores (the
// first store the biggest), their enrolments, and about `visits` visits over 24 months: each enrolled member
// comes to their class's lesson most weeks. Lanes, schools, grades, absences, promotion tests and 24 months of
// billing are bench/reports-history.ts's; the cash invoices are paid at the desk (payments and their
// allocations). Set-based SQL only (generate_series; the visits one month per statement), seeded by row ids,
// so every run builds the same data.

export interface ChainOptions {
  now: Date;
  stores: number;
  members: number;
  visits: number;
  password: string;
}

export interface ChainSummary {
  stores: number;
  staffs: number;
  classes: number;
  customers: number;
  enrolments: number;
  visits: number;
  lessonMarks: number;
  exceptions: number;
  invoices: number;
  payments: number;
  seconds: Record<string, number>;
}

/** Classes a store holds each week: 7 days × 9 start times × 2 lanes' worth. */
const SLOTS = ['10:00', '11:00', '13:00', '15:00', '16:00', '17:00', '18:00', '19:00', '20:00'];
const PER_SLOT = 2;
const MONTHS = 24;

/**
 * A number in [0, 1) from integer SQL expressions, the same every run: PostgreSQL's own integer hash of them
 * combined (a multiplicative hash left neighbouring days of one enrolment, and one member's salts, nearly equal).
 */
const fraction = (...terms: string[]) =>
  `((hashint8(${terms.map((t, i) => `(${t})::bigint * ${[1, 1_000_003, 2_147_483_647][i % 3]}`).join(' + ')})::bigint + 2147483648) / 4294967296.0)`;

const FAMILY = [
  ['佐藤', 'サトウ'],
  ['鈴木', 'スズキ'],
  ['高橋', 'タカハシ'],
  ['田中', 'タナカ'],
  ['伊藤', 'イトウ'],
  ['渡辺', 'ワタナベ'],
  ['山本', 'ヤマモト'],
  ['中村', 'ナカムラ'],
  ['小林', 'コバヤシ'],
  ['加藤', 'カトウ'],
  ['吉田', 'ヨシダ'],
  ['山田', 'ヤマダ'],
  ['佐々木', 'ササキ'],
  ['山口', 'ヤマグチ'],
  ['松本', 'マツモト'],
  ['井上', 'イノウエ'],
  ['木村', 'キムラ'],
  ['林', 'ハヤシ'],
  ['斎藤', 'サイトウ'],
  ['清水', 'シミズ'],
  ['山崎', 'ヤマザキ'],
  ['森', 'モリ'],
  ['池田', 'イケダ'],
  ['橋本', 'ハシモト'],
];
const GIVEN = [
  ['蓮', 'レン', 'male'],
  ['陽翔', 'ハルト', 'male'],
  ['湊', 'ミナト', 'male'],
  ['蒼', 'アオイ', 'male'],
  ['樹', 'イツキ', 'male'],
  ['大翔', 'ヒロト', 'male'],
  ['悠真', 'ユウマ', 'male'],
  ['健太', 'ケンタ', 'male'],
  ['翔太', 'ショウタ', 'male'],
  ['拓海', 'タクミ', 'male'],
  ['陽葵', 'ヒマリ', 'female'],
  ['凛', 'リン', 'female'],
  ['結菜', 'ユイナ', 'female'],
  ['芽依', 'メイ', 'female'],
  ['葵', 'アオイ', 'female'],
  ['紬', 'ツムギ', 'female'],
  ['さくら', 'サクラ', 'female'],
  ['美咲', 'ミサキ', 'female'],
  ['花子', 'ハナコ', 'female'],
  ['結衣', 'ユイ', 'female'],
];
const sqlArray = (values: readonly string[]) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

async function timed<T>(seconds: Record<string, number>, step: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  seconds[step] = Math.round((performance.now() - started) / 100) / 10;
  console.info(`  ${step.padEnd(34)} ${String(seconds[step]).padStart(6)} s`);
  return result;
}

/** Stores, their staff (a manager, four coaches, a desk clerk; one admin for the chain), programs and classes. */
async function storesAndClasses(db: Database, options: ChainOptions, since: Day) {
  const hash = await hashPassword(options.password);
  await db.query(
    `insert into stores (name, name_kana) select 'チェーン' || lpad(s::text, 3, '0') || '校', 'チェーン' || s || 'コウ'
       from generate_series(1, $1::int) s`,
    [options.stores],
  );
  await db.query(
    `insert into staffs (store_id, name, name_kana, email, password_hash, role, is_instructor)
     select s.id, r.name || s.id, null, r.login || s.id || '@chain.kayoi.jp', $1, r.role, r.coach
       from stores s cross join (values ('店長 ', 'manager', 'manager', false), ('コーチA ', 'coach-a', 'staff', true),
         ('コーチB ', 'coach-b', 'staff', true), ('コーチC ', 'coach-c', 'staff', true),
         ('コーチD ', 'coach-d', 'staff', true), ('受付 ', 'desk', 'staff', false)) r(name, login, role, coach)
      order by s.id`,
    [hash],
  );
  await db.query(
    `insert into staffs (store_id, name, email, password_hash, role)
     values ((select min(id) from stores), '本部 管理者', 'admin@chain.kayoi.jp', $1, 'admin')`,
    [hash],
  );
  await db.query(
    `insert into programs (store_id, name, monthly_fee)
     select s.id, p || 'コース', 8800 from stores s
      cross join unnest(array['ベビー','幼児','ジュニア','選手育成','成人']) p order by s.id`,
  );
  await db.query(
    `insert into classes (store_id, program_id, name, instructor_id, day_of_week, start_time, end_time, capacity, starts_on)
     select s.id,
            (select id from programs p where p.store_id = s.id order by id offset (d * 9 + t) % 5 limit 1),
            'クラス' || (array['日','月','火','水','木','金','土'])[d + 1] || slot || '-' || l,
            (select id from staffs c where c.store_id = s.id and c.is_instructor order by id offset (t + l) % 4 limit 1),
            d, slot::time, slot::time + interval '1 hour', 40, $1::date
       from stores s cross join generate_series(0, 6) d
       cross join unnest(${sqlArray(SLOTS)}::text[]) with ordinality as slots(slot, t)
       cross join generate_series(1, ${PER_SLOT}) l
      order by s.id, d, t, l`,
    [since],
  );
}

/**
 * Members spread over the stores (store k of n holds about ((k+1)/n)^0.8 − (k/n)^0.8 of them: the first about
 * 4 %, the last 1.6 %), 60 % children, 15 % teenagers, 25 % adults; 85 % active, 5 % paused, 10 % withdrawn.
 */
async function members(db: Database, options: ChainOptions, today: Day) {
  const f = (salt: number) => fraction('i', String(salt));
  await db.query(
    `with store as (select id, row_number() over (order by id) - 1 as k from stores),
     person as (
       select i, floor($2::int * power(${f(1)}, 1.25))::int as k,
              1 + floor(${f(2)} * ${FAMILY.length})::int as fam, 1 + floor(${f(3)} * ${GIVEN.length})::int as giv,
              ${f(4)} as age, ${f(5)} as state, floor(${f(6)} * 1500)::int as joined_ago
         from generate_series(1, $1::int) i)
     insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
       birth_date, gender, mobile, email, status, joined_on, status_changed_on, guardian_name)
     select s.id, 'C' || lpad(p.i::text, 7, '0'),
            (${sqlArray(FAMILY.map((n) => n[0] as string))})[p.fam], (${sqlArray(GIVEN.map((n) => n[0] as string))})[p.giv],
            (${sqlArray(FAMILY.map((n) => n[1] as string))})[p.fam], (${sqlArray(GIVEN.map((n) => n[1] as string))})[p.giv],
            $3::date - (case when p.age < 0.6 then 3 * 365 + p.age / 0.6 * 9 * 365
                             when p.age < 0.75 then 13 * 365 + (p.age - 0.6) / 0.15 * 6 * 365
                             else 19 * 365 + (p.age - 0.75) / 0.25 * 56 * 365 end)::int,
            (${sqlArray(GIVEN.map((n) => n[2] as string))})[p.giv],
            '0' || (array['90','80','70'])[1 + p.i % 3] || '-' || lpad(((p.i * 7919) % 10000)::text, 4, '0') || '-'
              || lpad((p.i % 10000)::text, 4, '0'),
            'member' || p.i || '@example.jp',
            case when p.state < 0.85 then 'active' when p.state < 0.9 then 'paused' else 'withdrawn' end,
            $3::date - p.joined_ago,
            case when p.state >= 0.85 then $3::date - floor(p.joined_ago * (p.state - 0.85) / 0.15)::int end,
            case when p.age < 0.75 then (${sqlArray(FAMILY.map((n) => n[0] as string))})[p.fam] || ' 保護者' end
       from person p join store s on s.k = least(p.k, $2::int - 1)
      order by p.i`,
    [options.members, options.stores, today],
  );
  // A class of the member's store, and half of them a second one on another weekday; a withdrawn member's end
  // on the day they left.
  await db.query(
    `with own as (select id, store_id, row_number() over (partition by store_id order by id) - 1 as n,
                         count(*) over (partition by store_id) as of from classes),
     pick as (
       select c.id, c.store_id, c.joined_on, c.status, c.status_changed_on,
              (floor(${fraction('c.id', '7')} * s.of)::int + second * ${SLOTS.length * PER_SLOT} * (1 + c.id % 6)) % s.of as n
         from customers c
         join (select store_id, count(*)::int as of from classes group by store_id) s on s.store_id = c.store_id
         cross join generate_series(0, 1) second
        where second = 0 or c.id % 2 = 0)
     insert into class_enrollments (class_id, customer_id, enrolled_on, ended_on)
     select o.id, p.id, p.joined_on, case when p.status = 'withdrawn' then p.status_changed_on end
       from pick p join own o on o.store_id = p.store_id and o.n = p.n
      order by p.id`,
  );
}

/** The visits of `month`: each enrolled member at their lesson with probability `p`, in 5–25 minutes early. */
async function visitsOf(db: Database, month: Day, today: Day, now: Date, p: number) {
  const come = fraction('e.id', 'extract(epoch from d)::int / 86400', '3');
  await db.query(
    `insert into attendances (store_id, customer_id, check_in_at, check_out_at)
     select store_id, customer_id, check_in, case when check_out <= $4 then check_out end
       from (
         select k.store_id, e.customer_id,
                (d::date + k.start_time - make_interval(mins => 5 + (e.id + extract(doy from d)::int) % 21)) at time zone 'Asia/Tokyo' as check_in,
                (d::date + k.end_time + make_interval(mins => 5 + (e.id * 3 + extract(doy from d)::int) % 26)) at time zone 'Asia/Tokyo' as check_out
           from generate_series($1::date, least($2::date, ($1::date + interval '1 month' - interval '1 day')::date), interval '1 day') d
           join classes k on k.day_of_week = extract(dow from d)::int
           join class_enrollments e on e.class_id = k.id and e.enrolled_on <= d::date
            and (e.ended_on is null or e.ended_on >= d::date)
          where ${come} < $3) v
      where check_in <= $4
      order by check_in`,
    [month, today, p, now],
  );
}

/** Visits per month over 24 months up to now, about `options.visits` in all. */
async function visits(db: Database, options: ChainOptions, today: Day, first: Day) {
  const { rows } = await db.query<{ n: string }>(
    `select count(*) as n from generate_series($1::date, $2::date, interval '1 day') d
       join classes k on k.day_of_week = extract(dow from d)::int
       join class_enrollments e on e.class_id = k.id and e.enrolled_on <= d::date
        and (e.ended_on is null or e.ended_on >= d::date)`,
    [first, today],
  );
  const lessons = Number(rows[0]?.n ?? 0);
  const p = Math.min(1, options.visits / Math.max(1, lessons));
  console.info(
    `  ${lessons.toLocaleString('en')} enrolled lessons in ${MONTHS} months; each attended with p = ${p.toFixed(3)}`,
  );
  for (let month = first; month <= today; month = addMonths(month, 1)) {
    await visitsOf(db, month, today, options.now, p);
  }
  // The tablet marks of the last eight weeks' lessons, half of them.
  await db.query(
    `insert into lesson_attendances (store_id, class_id, customer_id, lesson_date, status)
     select k.store_id, k.id, e.customer_id, d::date,
            case when ${fraction('e.id', 'extract(epoch from d)::int / 86400', '3')} < $2 then 'present' else 'absent' end
       from generate_series($1::date - 56, $1::date - 1, interval '1 day') d
       join classes k on k.day_of_week = extract(dow from d)::int
       join class_enrollments e on e.class_id = k.id and e.enrolled_on <= d::date
        and (e.ended_on is null or e.ended_on >= d::date)
      where (e.id + extract(doy from d)::int) % 2 = 0`,
    [today, p],
  );
}

/** The cash invoices that were paid, paid at the desk on the 5th–24th of their month (a receipt each). */
async function cashPayments(db: Database) {
  await db.query(
    `insert into payments (store_id, customer_id, method, amount, received, change, paid_on, receipt_number, idempotency_key)
     select store_id, customer_id, 'cash', total, 10000, 10000 - total, billing_month + 4 + id % 20,
            row_number() over (partition by store_id order by id), 'chain-invoice-' || id
       from invoices where payment_method = 'cash' and status = 'paid' order by id`,
  );
  await db.query(
    `insert into payment_allocations (payment_id, invoice_id, amount)
     select p.id, i.id, p.amount from payments p
       join invoices i on p.idempotency_key = 'chain-invoice-' || i.id and i.store_id = p.store_id`,
  );
}

/**
 * The lessons' exceptions of a year and the next month: one class in ten has two 代行 (another coach of its store),
 * one in seven one 休講 (pool maintenance), on days picked by a hash of the class and day.
 */
async function lessonExceptions(db: Database, today: Day) {
  const days = `generate_series($1::date - 365, $1::date + 30, interval '1 day') g
    where extract(dow from g)::int = k.day_of_week`;
  await db.query(
    `insert into lesson_exceptions (store_id, class_id, lesson_date, kind, substitute_instructor_id, reason)
     select k.store_id, k.id, x.day, 'moved',
            (select c.id from staffs c where c.store_id = k.store_id and c.is_instructor
                and c.id is distinct from k.instructor_id order by c.id offset k.id % 3 limit 1), '研修'
       from classes k, lateral (select g::date as day from ${days} order by md5(k.id || ' ' || g) limit 2) x
      where k.id % 10 = 0
     on conflict do nothing`,
    [today],
  );
  await db.query(
    `insert into lesson_exceptions (store_id, class_id, lesson_date, kind, reason)
     select k.store_id, k.id, x.day, 'cancelled', 'プール点検'
       from classes k, lateral (select g::date as day from ${days} order by md5(g || ' ' || k.id) limit 1) x
      where k.id % 7 = 0
     on conflict do nothing`,
    [today],
  );
}

export async function generateChain(db: Database, options: ChainOptions): Promise<ChainSummary> {
  const seconds: Record<string, number> = {};
  const today = todayInTokyo(options.now);
  const first = addMonths(monthStartOf(today), -(MONTHS - 1));
  await timed(seconds, 'stores, staff, classes', () => storesAndClasses(db, options, addMonths(first, -60)));
  await timed(seconds, 'members, enrolments', () => members(db, options, today));
  await timed(seconds, 'visits, tablet marks', () => visits(db, options, today, first));
  await timed(seconds, 'lanes, grades, billing (reports)', () => extendHistoryForReports(db, options.now));
  // reports-history.ts gives every other member the other gender: the one their given name says, again.
  await db.query(
    `update customers set gender = (${sqlArray(GIVEN.map((n) => n[2] as string))})[array_position(${sqlArray(GIVEN.map((n) => n[0] as string))}, given_name)]`,
  );
  await timed(seconds, 'cash payments', () => cashPayments(db));
  await timed(seconds, 'lesson exceptions (代行, 休講)', () => lessonExceptions(db, today));
  await timed(seconds, 'vacuum analyze', () => db.exec('vacuum analyze'));
  const count = async (table: string) =>
    Number((await db.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n ?? 0);
  return {
    stores: options.stores,
    staffs: await count('staffs'),
    classes: await count('classes'),
    customers: await count('customers'),
    enrolments: await count('class_enrollments'),
    visits: await count('attendances'),
    lessonMarks: await count('lesson_attendances'),
    exceptions: await count('lesson_exceptions'),
    invoices: await count('invoices'),
    payments: await count('payments'),
    seconds,
  };
}
