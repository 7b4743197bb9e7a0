import type { components } from '@kayoi/api-client/schema';
import { type Day, isoTokyo, isValidIsoDate, todayInTokyo } from '@kayoi/domain/calendar';
import { preRegistrationStatusLabels } from '@kayoi/domain/labels';
import { reportMessages, serverMessages } from '@kayoi/domain/messages';
import type { PreRegistrationStatus } from '@kayoi/domain/status';
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../../db/database.ts';
import { ApiError, success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, requireAuth } from '../../http/request.ts';
import { lessonRollIn, lessonsForRollIn } from '../classes/tablet-roll.ts';
import { createDashboardRepository } from '../dashboard/repository.ts';
import { countHeldLessons } from './lessons-held.ts';
import {
  column,
  defineReport,
  figure,
  percent,
  type ReportContext,
  type ReportRow,
  type ReportTable,
  reportHeader,
  resolveScope,
  storeFilter,
  sumOf,
  tokyoEnd,
  tokyoStart,
} from './shared.ts';

// The daily report (日報) and its close of the day (締め): one Tokyo day of one store (or every store, for an
// admin's chain total), read from the visits, the classes module's lessons and rolls, the dashboard's lesson
// counts (so a lesson's places and presences agree with the dashboard and the attendance report), the
// customers' status history, pre-registrations and the billing module's payments and cash close.

type DailySignOff = components['schemas']['DailySignOff'];

interface SignOffRow {
  day: string;
  store_id: number;
  note: string | null;
  signed_at: Date | string;
  signed_by: number | null;
  staff_name: string | null;
}

const SIGN_OFF_SELECT = `select to_char(s.day, 'YYYY-MM-DD') as day, s.store_id, s.note, s.signed_at, s.signed_by,
  st.name as staff_name
  from report_daily_signoffs s left join staffs st on st.id = s.signed_by`;

const toSignOff = (row: SignOffRow): DailySignOff => ({
  date: row.day,
  store_id: row.store_id,
  signed_by: { id: row.signed_by ?? 0, name: row.staff_name ?? '' },
  signed_at: isoTokyo(new Date(row.signed_at)),
  note: row.note,
});

/** The sign-off of a store's day, or null while the day is open. */
export async function signOffOf(db: Queryable, storeId: number, day: string): Promise<DailySignOff | null> {
  const { rows } = await db.query<SignOffRow>(
    `${SIGN_OFF_SELECT} where s.store_id = $1 and s.day = $2::date`,
    [storeId, day],
  );
  return rows[0] ? toSignOff(rows[0]) : null;
}

/** POST /api/reports/daily/sign-off: signs a store's day once (a second sign-off 409). */
export function dailySignOffHandlers(app: FastifyInstance): OperationHandlers {
  const { db, config } = app.kayoi;
  return {
    async signOffDailyReport(request, reply) {
      const auth = requireAuth(request);
      const input = bodyOf(request, 'signOffDailyReport');
      const invalid = (message: string) =>
        new ApiError(422, 'VALIDATION_ERROR', message, { fieldErrors: { date: [message] } });
      if (!isValidIsoDate(input.date)) throw invalid(reportMessages.invalidDate);
      if (input.date > todayInTokyo(config.now())) throw invalid(reportMessages.futureDay);
      const scope = await resolveScope(
        db,
        auth,
        input.store_id === undefined ? undefined : String(input.store_id),
      );
      if (scope.storeId === null) {
        throw new ApiError(422, 'VALIDATION_ERROR', serverMessages.storeRequired, {
          fieldErrors: { store_id: [serverMessages.storeRequired] },
        });
      }
      const note = input.note?.trim() ? input.note.trim() : null;
      const { rows } = await db.query<{ day: string }>(
        `insert into report_daily_signoffs (store_id, day, note, signed_by, signed_at)
         values ($1, $2::date, $3, $4, $5) on conflict (store_id, day) do nothing returning day`,
        [scope.storeId, input.date, note, auth.staffId, config.now()],
      );
      if (rows.length === 0) throw new ApiError(409, 'CONFLICT', reportMessages.alreadySignedOff);
      const signed = await signOffOf(db, scope.storeId, input.date);
      return reply.code(201).send(success(signed, reportMessages.signedOff));
    },
  };
}

// --- The report -------------------------------------------------------------------------------------------

interface LessonLine {
  store_id: number;
  class_id: number;
  name: string;
  program_name: string | null;
  lane: string | null;
  start_time: string;
  end_time: string;
  instructor_name: string | null;
  capacity: number;
}

/** A lesson's places and presences, and whether it has begun and ended; a counted lesson's makeups and notices. */
interface LessonCount {
  enrolled: number;
  present: number;
  started: boolean;
  finished: boolean;
  /** A past lesson's booked makeups (振替) and absence notices (欠席連絡), as the counts keep them (0420). */
  kept?: { makeups: number; notices: number };
}

/**
 * The day's places and presences of `lessons`: a past day's are the dashboard's kept counts (counted first where a
 * store's day is not counted yet), today's are counted live. A past day of a chain is three statements whatever the
 * number of stores: it was four a store (a chain of 50: 316 ms of CPU, bench:chain).
 */
async function countsOfDay(db: Queryable, lessons: readonly LessonLine[], day: Day, now: Date) {
  const today = todayInTokyo(now);
  const counts = new Map<number, LessonCount>();
  const storeIds = [...new Set(lessons.map((l) => l.store_id))];
  if (day < today) {
    await countHeldLessons(db, { storeIds, from: day, to: day, today });
    const { rows } = await db.query<{
      class_id: number;
      enrolled: number;
      present: number;
      makeups: number;
      notices: number;
    }>(
      `select class_id, enrolled, present, makeups, absences as notices from lesson_occurrence_stats
        where class_id = any($1::int[]) and lesson_date = $2::date`,
      [lessons.map((l) => l.class_id), day],
    );
    for (const { makeups, notices, ...s } of rows) {
      counts.set(s.class_id, { ...s, started: true, finished: true, kept: { makeups, notices } });
    }
  } else if (day === today) {
    const dashboard = createDashboardRepository(db);
    for (const storeId of storeIds) {
      for (const live of await dashboard.liveLessons(storeId, today, now)) counts.set(live.class_id, live);
    }
  }
  return counts;
}

/**
 * The day's lessons of the scope's stores with their places, presences, makeups and absence notices: a past day's
 * from the counted lessons alone, today's from each lesson's roll (a chain's past day: 19,000 members of 900 lessons
 * read and sorted, 61–78 ms of the database's time, for three counts a lesson that the counts keep).
 */
async function lessonsOfDay(db: Queryable, storeIds: number[], day: Day, now: Date) {
  const lessons: LessonLine[] = await lessonsForRollIn(db, storeIds, day);
  if (lessons.length === 0) return [];
  const counts = await countsOfDay(db, lessons, day, now);
  const counted = lessons.every((l) => counts.get(l.class_id)?.kept);
  const rollOf = Map.groupBy(
    counted
      ? []
      : await lessonRollIn(
          db,
          storeIds,
          day,
          lessons.map((l) => l.class_id),
        ),
    (entry) => entry.class_id,
  );
  return lessons.map((lesson): ReportRow => {
    const entries = rollOf.get(lesson.class_id) ?? [];
    const count = counts.get(lesson.class_id);
    const enrolled = entries.filter((r) => r.roll === 'enrolled').length;
    const finished = count?.finished ?? false;
    return {
      time: `${lesson.start_time}〜${lesson.end_time}`,
      class_name: lesson.name,
      program: lesson.program_name,
      lane: lesson.lane,
      coach: lesson.instructor_name,
      capacity: lesson.capacity,
      enrolled: count?.enrolled ?? enrolled,
      makeups: count?.kept?.makeups ?? entries.filter((r) => r.roll === 'makeup').length,
      notices: count?.kept?.notices ?? entries.filter((r) => r.absence_notice).length,
      present: finished ? (count?.present ?? 0) : null,
      absent: finished ? (count?.enrolled ?? 0) - (count?.present ?? 0) : null,
      rate: finished ? percent(count?.present ?? 0, count?.enrolled ?? 0) : null,
      state: finished ? '実施済' : count?.started ? '実施中' : '予定',
    };
  });
}

const DAILY = { name: 'daily', title: '日報' } as const;

type DayRecords = Awaited<ReturnType<typeof readDay>>;
type DayFigures = ReturnType<typeof dayFigures>;

/** The day's statements, all at once: check-ins, members' changes, trials, cash, the lessons and the sign-off. */
async function readDay(context: ReportContext) {
  const { db, scope } = context;
  const day = context.period.from;
  const now = context.now();
  const params = [scope.storeId, day];
  const storeIds =
    scope.storeId === null
      ? (await db.query<{ id: number }>('select id from stores order by id')).rows.map((r) => r.id)
      : [scope.storeId];
  const [byHour, visitors, statusChanges, joins, trials, cash, closes, lessons, signOff] = await Promise.all([
    // The check-ins by hour are the attendance report's kept counts (report_visit_hours, exact by its triggers);
    // the visitors are read store by store on the visits' (store, time) index: for the chain total a day was a
    // scan of every visit ever made (118 ms at 2 M visits, now 2 ms).
    db.query<{ hour: number; checkins: number }>(
      `select h.hour::int as hour, sum(h.check_ins)::int as checkins from report_visit_hours h
        where h.store_id = any($1::int[]) and h.day = $2::date and h.check_ins > 0
        group by 1 order by 1`,
      [storeIds, day],
    ),
    db.query<{ visitors: number }>(
      `select count(distinct a.customer_id)::int as visitors from attendances a
        where a.store_id = any($1::int[])
          and a.check_in_at >= ${tokyoStart(2)} and a.check_in_at < ${tokyoEnd(2)}`,
      [storeIds, day],
    ),
    db.query<{
      member_number: string;
      name: string;
      from_status: 'active' | 'paused' | 'withdrawn' | null;
      status: 'active' | 'paused' | 'withdrawn';
      reason: string | null;
    }>(
      `select c.member_number, c.family_name || ' ' || c.given_name as name, s.from_status, s.status, s.reason
         from customer_status_changes s join customers c on c.id = s.customer_id
        where ${storeFilter('c', 1, scope.storeId)} and s.effective_on = $2::date
          and s.status is distinct from s.from_status
        order by s.id`,
      params,
    ),
    db.query<{ member_number: string; name: string }>(
      // By the stores' ids, so that a chain's day is a probe a store of (store_id, joined_on), not a scan of every member.
      `select c.member_number, c.family_name || ' ' || c.given_name as name from customers c
        where c.store_id = any($1::int[]) and c.joined_on = $2::date order by c.member_number`,
      [storeIds, day],
    ),
    db.query<{ name: string; program: string | null; status: PreRegistrationStatus; received: boolean }>(
      `select r.family_name || ' ' || r.given_name as name, p.name as program, r.status,
              (r.created_at >= ${tokyoStart(2)} and r.created_at < ${tokyoEnd(2)}) as received
         from pre_registrations r left join programs p on p.id = r.desired_program_id
        where ${storeFilter('r', 1, scope.storeId)} and r.status <> 'cancelled'
          and (r.desired_visit_date = $2::date
               or (r.created_at >= ${tokyoStart(2)} and r.created_at < ${tokyoEnd(2)}))
        order by r.id`,
      params,
    ),
    db.query<{ receipt_number: number | null; name: string; amount: number; at: Date }>(
      `select p.receipt_number, c.family_name || ' ' || c.given_name as name, p.amount, p.created_at as at
         from payments p join customers c on c.id = p.customer_id
        where ${storeFilter('p', 1, scope.storeId)} and p.paid_on = $2::date and p.method = 'cash'
          and p.voided_at is null
        order by p.receipt_number nulls last, p.id`,
      params,
    ),
    db.query<{ expected_cash: number; counted_cash: number; difference: number; float_amount: number }>(
      `select sum(expected_cash)::int as expected_cash, sum(counted_cash)::int as counted_cash,
              sum(difference)::int as difference, sum(float_amount)::int as float_amount
         from cash_closes k where ${storeFilter('k', 1, scope.storeId)} and k.business_date = $2::date
        having count(*) > 0`,
      params,
    ),
    lessonsOfDay(db, storeIds, day, now),
    scope.storeId === null ? Promise.resolve(null) : signOffOf(db, scope.storeId, day),
  ]);
  return {
    byHour: byHour.rows,
    visitors: visitors.rows[0]?.visitors ?? 0,
    statusChanges: statusChanges.rows,
    joins: joins.rows,
    trials: trials.rows,
    cash: cash.rows,
    close: closes.rows[0],
    lessons,
    signOff,
  };
}

/** The day's rows as the report shows them. */
function dayFigures({ byHour, joins, statusChanges, lessons, cash, trials }: DayRecords) {
  const hours = byHour.map((r) => r.hour);
  const hourRows: ReportRow[] = [];
  if (hours.length > 0) {
    for (let h = Math.min(...hours); h <= Math.max(...hours); h += 1) {
      hourRows.push({ hour: `${h}時`, checkins: byHour.find((r) => r.hour === h)?.checkins ?? 0 });
    }
  }
  const checkins = sumOf(hourRows, 'checkins');
  const kindOf = (c: { from_status: string | null; status: string }) =>
    c.status === 'paused'
      ? '休会'
      : c.status === 'withdrawn'
        ? '退会'
        : c.from_status === 'paused'
          ? '復会'
          : '再入会';
  const memberRows: ReportRow[] = [
    ...joins.map((j) => ({
      kind: '入会',
      member_number: j.member_number,
      name: j.name,
      reason: null,
    })),
    ...statusChanges.map((c) => ({
      kind: kindOf(c),
      member_number: c.member_number,
      name: c.name,
      reason: c.reason,
    })),
  ];
  const count = (kind: string) => memberRows.filter((r) => r.kind === kind).length;
  const held = lessons.filter((l) => l.present !== null);
  const places = sumOf(held, 'enrolled');
  const present = sumOf(held, 'present');
  const cashRows: ReportRow[] = cash.map((p) => ({
    receipt_number: p.receipt_number === null ? null : String(p.receipt_number),
    time: isoTokyo(new Date(p.at)).slice(11, 16),
    name: p.name,
    amount: p.amount,
  }));
  const cashTotal = sumOf(cashRows, 'amount');
  const trialRows: ReportRow[] = trials.map((r) => ({
    name: r.name,
    program: r.program,
    kind: r.received ? '本日受付' : '体験・見学予定',
    status: preRegistrationStatusLabels[r.status],
  }));
  return { hourRows, checkins, memberRows, count, held, places, present, cashRows, cashTotal, trialRows };
}

/** The report's tables; レジ締め when the day was closed. */
function dailyTables({ lessons, close }: DayRecords, f: DayFigures) {
  const { hourRows, checkins, memberRows, held, places, present, cashRows, cashTotal, trialRows } = f;
  const tables: ReportTable[] = [
    {
      key: 'lessons',
      title: 'レッスン',
      columns: [
        column('time', '時間', 'text'),
        column('class_name', 'クラス', 'text'),
        column('program', 'プログラム', 'text'),
        column('lane', 'レーン', 'text'),
        column('coach', 'コーチ', 'text'),
        column('capacity', '定員', 'int'),
        column('enrolled', '在籍', 'int'),
        column('present', '出席', 'int'),
        column('absent', '欠席', 'int'),
        column('notices', '欠席連絡', 'int'),
        column('makeups', '振替', 'int'),
        column('rate', '出席率', 'percent'),
        column('state', '状態', 'text'),
      ],
      rows: lessons,
      totals: {
        time: '合計',
        capacity: sumOf(lessons, 'capacity'),
        enrolled: sumOf(lessons, 'enrolled'),
        present: held.length ? present : null,
        absent: held.length ? places - present : null,
        notices: sumOf(lessons, 'notices'),
        makeups: sumOf(lessons, 'makeups'),
        rate: percent(present, places),
      },
    },
    {
      key: 'checkins_by_hour',
      title: '時間帯別入館数',
      columns: [column('hour', '時間帯', 'text'), column('checkins', '入館数', 'int')],
      rows: hourRows,
      totals: { hour: '合計', checkins },
    },
    {
      key: 'members',
      title: '入会・休会・復会・退会',
      columns: [
        column('kind', '種別', 'text'),
        column('member_number', '会員番号', 'text'),
        column('name', '氏名', 'text'),
        column('reason', '理由', 'text'),
      ],
      rows: memberRows,
    },
    {
      key: 'trials',
      title: '体験・仮登録',
      columns: [
        column('kind', '種別', 'text'),
        column('name', '氏名', 'text'),
        column('program', '希望プログラム', 'text'),
        column('status', '状態', 'text'),
      ],
      rows: trialRows,
    },
    {
      key: 'cash',
      title: '現金入金',
      columns: [
        column('receipt_number', '領収書番号', 'text'),
        column('time', '時刻', 'text'),
        column('name', '氏名', 'text'),
        column('amount', '金額', 'yen'),
      ],
      rows: cashRows,
      totals: { receipt_number: '合計', amount: cashTotal },
    },
  ];
  if (close) {
    tables.push({
      key: 'cash_close',
      title: 'レジ締め',
      columns: [
        column('float_amount', '釣銭準備金', 'yen'),
        column('expected_cash', '理論現金', 'yen'),
        column('counted_cash', '実査現金', 'yen'),
        column('difference', '過不足', 'yen'),
      ],
      rows: [{ ...close }],
    });
  }
  return tables;
}

export const dailyReport = defineReport({
  operationId: 'getDailyReport',
  ...DAILY,
  period: { maxMonths: 'day' },
  async build(context) {
    const day = await readDay(context);
    const f = dayFigures(day);
    const { lessons, close, visitors, signOff } = day;
    const { hourRows, checkins, count, held, places, present, cashTotal, trialRows } = f;
    return {
      ...reportHeader(DAILY, context),
      summary: [
        figure('checkins', '入館数', checkins, 'int'),
        figure('visitors', '来館者（実人数）', visitors, 'int'),
        figure('lessons', 'レッスン', lessons.length, 'int'),
        figure('present', '出席', held.length ? present : null, 'int'),
        figure('absent', '欠席', held.length ? places - present : null, 'int'),
        figure('attendance_rate', '出席率', percent(present, places), 'percent'),
        figure('makeups', '振替', sumOf(lessons, 'makeups'), 'int'),
        figure('joins', '入会', count('入会'), 'int'),
        figure('pauses', '休会', count('休会'), 'int'),
        figure('returns', '復会', count('復会'), 'int'),
        figure('withdrawals', '退会', count('退会'), 'int'),
        figure(
          'trials',
          '体験・見学予定',
          trialRows.filter((r) => r.kind === '体験・見学予定').length,
          'int',
        ),
        figure('cash_total', '現金入金', cashTotal, 'yen'),
        figure('cash_difference', 'レジ過不足', close ? close.difference : null, 'yen'),
      ],
      charts: [
        {
          key: 'checkins_by_hour',
          title: '時間帯別入館数',
          kind: 'bar',
          x: column('hour', '時間帯', 'text'),
          series: [column('checkins', '入館数', 'int')],
          rows: hourRows,
        },
      ],
      tables: dailyTables(day, f),
      notes: [
        '入館数はこの日（東京時間）に入館した回数、来館者はその実人数です。',
        '出席・欠席は終わったレッスンについて、タブレットの記録（なければ入館記録）から数えます。振替は振替予約の人数です。',
        '現金入金はこの日の窓口での現金の入金（取消を除く）です。',
      ],
      sign_off: signOff,
    };
  },
});
