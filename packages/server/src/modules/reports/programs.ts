import { earlierDay } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import { classTermMeets } from '../classes/term.ts';
import {
  CLASS_COLUMNS,
  countHeldLessons,
  heldLessonGroupsSql,
  type LessonScope,
  lessonScopeOf,
  listsStores,
  namedStoresOf,
  STORE_COLUMN,
  STORES_NOTE,
  slotLabel,
  wholeMonthsOf,
} from './lessons-held.ts';
import {
  column,
  defineReport,
  figure,
  percent,
  type ReportColumn,
  type ReportData,
  type ReportRow,
  reportHeader,
} from './shared.ts';
import { addUpRows, storeParts } from './store-parts.ts';

// プログラム別レポート: each program and each of its classes — seats (定員), members enrolled at the end of the
// period and the fill rate (充足率), the waiting list then (キャンセル待ち), enrolments started and ended in
// the period, and the period's held lessons with their attendance rate and makeups taken in.

interface ClassFigures {
  class_id: number;
  store_id: number;
  class_name: string;
  program_id: number | null;
  program_name: string | null;
  category_name: string | null;
  school_name: string | null;
  program_order: number;
  day_of_week: number;
  start_time: string;
  instructor_name: string | null;
  capacity: number;
  enrolled: number;
  joined: number;
  left: number;
  waiting: number;
  lessons: number;
  places: number;
  presences: number;
  makeups_in: number;
}

/** The day the snapshot figures (enrolled, waiting) are taken: the period's last day, today at the latest. */
const asOfDay = (scope: LessonScope) => earlierDay(scope.to, scope.today);

/**
 * The classes of the scope's stores with their figures ($1 the stores, $2 today, $3 the snapshot's day, $4–$5 the
 * period, $6–$7 its whole months: `classFigureParams`). A class's whole months are one row each
 * (heldLessonGroupsSql).
 */
const CLASS_FIGURES_SQL = `with klass as (
       select k.* from classes k
        where k.store_id = any($1::int[]) and k.is_active
          and ${classTermMeets('k', '$4::date', '$5::date')}),
     seats as (
       select e.class_id,
              count(*) filter (where e.enrolled_on <= $3::date and (e.ended_on is null or e.ended_on >= $3::date))::int
                as enrolled,
              count(*) filter (where e.enrolled_on between $4::date and $5::date)::int as joined,
              count(*) filter (where e.ended_on between $4::date and $5::date)::int as left
         from class_enrollments e join klass k on k.id = e.class_id group by 1),
     waiting as (
       select w.class_id, count(*)::int as n from class_waitlist w join klass k on k.id = w.class_id
        where w.created_at < ($3::date + 1)::timestamp at time zone 'Asia/Tokyo'
          and (w.closed_at >= ($3::date + 1)::timestamp at time zone 'Asia/Tokyo'
               or (w.closed_at is null and w.status in ('waiting', 'offered')))
        group by 1),
     held as (
       select l.class_id, sum(l.lessons)::int as lessons, sum(l.places)::int as places,
              sum(l.presences)::int as presences, sum(l.makeups)::int as makeups_in
         from (${heldLessonGroupsSql('$1', '$4', '$5', '$2', '$6', '$7')}) l
        group by 1)
     select k.id as class_id, k.store_id, k.name as class_name, k.program_id, p.name as program_name,
            pc.name as category_name, sc.name as school_name, coalesce(p.sort_order, 0) as program_order,
            k.day_of_week, to_char(k.start_time, 'HH24:MI') as start_time, s.name as instructor_name, k.capacity,
            coalesce(se.enrolled, 0) as enrolled, coalesce(se.joined, 0) as joined, coalesce(se.left, 0) as left,
            coalesce(w.n, 0) as waiting, coalesce(h.lessons, 0) as lessons, coalesce(h.places, 0) as places,
            coalesce(h.presences, 0) as presences, coalesce(h.makeups_in, 0) as makeups_in
       from klass k
       left join programs p on p.id = k.program_id
       left join program_categories pc on pc.id = p.category_id
       left join schools sc on sc.id = p.school_id
       left join staffs s on s.id = k.instructor_id
       left join seats se on se.class_id = k.id
       left join waiting w on w.class_id = k.id
       left join held h on h.class_id = k.id
      order by coalesce(p.sort_order, 0), p.name nulls last, k.program_id, k.day_of_week, k.start_time, k.id`;

/** CLASS_FIGURES_SQL's values but the stores ($2–$7). */
const classFigureParams = (scope: LessonScope) => {
  const whole = wholeMonthsOf(scope);
  return [scope.today, asOfDay(scope), scope.from, scope.to, whole.from, whole.to];
};

async function classFigures(db: Queryable, storeIds: readonly number[], scope: LessonScope) {
  const { rows } = await db.query<ClassFigures>(CLASS_FIGURES_SQL, [storeIds, ...classFigureParams(scope)]);
  return rows;
}

type Summed = Pick<
  ClassFigures,
  'capacity' | 'enrolled' | 'joined' | 'left' | 'waiting' | 'lessons' | 'places' | 'presences' | 'makeups_in'
>;
const SUMMED: (keyof Summed)[] = [
  'capacity',
  'enrolled',
  'joined',
  'left',
  'waiting',
  'lessons',
  'places',
  'presences',
  'makeups_in',
];
const blank = (): Summed => ({
  capacity: 0,
  enrolled: 0,
  joined: 0,
  left: 0,
  waiting: 0,
  lessons: 0,
  places: 0,
  presences: 0,
  makeups_in: 0,
});
const addInto = (into: Summed, row: Summed) => {
  for (const key of SUMMED) into[key] += row[key];
};
const cells = (f: Summed): ReportRow => ({
  capacity: f.capacity,
  enrolled: f.enrolled,
  fill_rate: percent(f.enrolled, f.capacity),
  waiting: f.waiting,
  joined: f.joined,
  left: f.left,
  lessons: f.lessons,
  attendance_rate: percent(f.presences, f.places),
  makeups_in: f.makeups_in,
});
const FIGURE_COLUMNS: ReportColumn[] = [
  column('capacity', '定員', 'int'),
  column('enrolled', '在籍', 'int'),
  column('fill_rate', '充足率', 'percent'),
  column('waiting', 'キャンセル待ち', 'int'),
  column('joined', '新規登録', 'int'),
  column('left', '登録終了', 'int'),
  column('lessons', '実施レッスン', 'int'),
  column('attendance_rate', '出席率', 'percent'),
  column('makeups_in', '振替受入', 'int'),
];

/**
 * A program's figures. In a store's report a program is itself; over several stores it is its name in its category
 * and school (each store has its own 'ジュニア', and the chain's row adds them up). `name` is null for the classes
 * without a program; `order` is the program's sort order (over several stores, the least of them).
 */
interface ProgramSums extends Summed {
  name: string | null;
  category: string | null;
  school: string | null;
  order: number;
  classes: number;
}

/** The classes' programs, each with its classes' figures added up, in the classes' order. */
function programSums(classes: readonly ClassFigures[], byName: boolean): ProgramSums[] {
  const programs = new Map<string, ProgramSums>();
  for (const k of classes) {
    const name = k.program_id === null ? null : k.program_name;
    const key = byName ? JSON.stringify([name, k.category_name, k.school_name]) : String(k.program_id ?? 0);
    let program = programs.get(key);
    if (!program) {
      program = {
        ...blank(),
        name,
        category: k.category_name,
        school: k.school_name,
        order: k.program_order,
        classes: 0,
      };
      programs.set(key, program);
    }
    program.classes += 1;
    addInto(program, k);
  }
  return [...programs.values()];
}

/** A store's part of a report over several stores, kept until its store's data changes (store-parts.ts). */
interface StorePart {
  store_id: number;
  programs: ProgramSums[];
  classes: number;
  sums: Summed;
}

/**
 * Each store's programs and figures for a report over several stores: a store's part is kept until its classes,
 * enrolments, waiting lists or counted lessons change (0450, 0510), and the stores without one are read together —
 * the chain's classes read at each call took 250–300 ms of CPU (bench:chain, 50 stores).
 */
async function storePartsOf(db: Queryable, scope: LessonScope): Promise<StorePart[]> {
  const params = classFigureParams(scope);
  return await storeParts(db, {
    report: REPORT.name,
    module: import.meta.url,
    key: [CLASS_FIGURES_SQL, params],
    storeId: null,
    read: async (ids) => {
      const parts = new Map<number, StorePart>(
        ids.map((id) => [id, { store_id: id, programs: [], classes: 0, sums: blank() }]),
      );
      const classes = await classFigures(db, ids, scope);
      for (const [id, rows] of Map.groupBy(classes, (k) => k.store_id)) {
        const part = parts.get(id);
        if (!part) continue;
        part.programs = programSums(rows, true);
        part.classes = rows.length;
        for (const k of rows) addInto(part.sums, k);
      }
      return parts;
    },
  });
}

/** The stores' programs as one: those of one name, category and school added up, ordered as a store's are. */
function chainPrograms(parts: readonly StorePart[]): ProgramSums[] {
  const text = (value: string | null) => value ?? '';
  return addUpRows(
    parts.flatMap((part) => part.programs),
    {
      id: (row) => [row.name, row.category, row.school],
      summed: () => [...SUMMED, 'classes'],
      lowest: 'order',
    },
  ).sort(
    (a, b) =>
      a.order - b.order ||
      Number(a.name === null) - Number(b.name === null) ||
      compareText(text(a.name), text(b.name)) ||
      compareText(text(a.category), text(b.category)) ||
      compareText(text(a.school), text(b.school)),
  );
}

/** Code point order, as the database's C collation sorts names. */
const compareText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Over several stores (listsStores) the table under the programs is each store's, every store of the scope. */
async function storesTable(db: Queryable, scope: LessonScope, parts: readonly StorePart[], totals: Summed) {
  const stores = await namedStoresOf(db, scope);
  const byStore = new Map(parts.map((part) => [part.store_id, part]));
  return {
    key: 'stores',
    title: '店舗別',
    columns: [STORE_COLUMN, column('classes', 'クラス数', 'int'), ...FIGURE_COLUMNS],
    rows: stores.map((s) => {
      const part = byStore.get(s.id);
      return {
        store_id: s.id,
        store_name: s.name,
        classes: part?.classes ?? 0,
        ...cells(part?.sums ?? blank()),
      };
    }),
    totals: { store_name: '合計', classes: sumOf(parts, (part) => part.classes), ...cells(totals) },
  };
}

const sumOf = <T>(list: readonly T[], of: (item: T) => number) =>
  list.reduce((sum, item) => sum + of(item), 0);

/** The class table of a store's report. */
const classesTable = (classes: readonly ClassFigures[], totals: Summed) => ({
  key: 'classes',
  title: 'クラス別',
  columns: [...CLASS_COLUMNS, ...FIGURE_COLUMNS],
  rows: classes.map((k) => ({
    class_name: k.class_name,
    program_name: k.program_name,
    slot: slotLabel(k.day_of_week, k.start_time),
    instructor_name: k.instructor_name,
    ...cells(k),
  })),
  totals: { class_name: '合計', ...cells(totals) },
});

const REPORT = { name: 'programs', title: 'プログラム別' } as const;

export const programsReport = defineReport({
  ...REPORT,
  operationId: 'getProgramsReport',
  async build(context): Promise<ReportData> {
    const { db } = context;
    const scope = await lessonScopeOf(context);
    // Counted before the parts are looked up: a day counted now is a change their snapshot sees.
    await countHeldLessons(db, scope);
    const chain = listsStores(scope);
    const totals = blank();
    let programs: ProgramSums[];
    let classCount: number;
    let second: ReportData['tables'][number];
    if (chain) {
      const parts = await storePartsOf(db, scope);
      for (const part of parts) addInto(totals, part.sums);
      programs = chainPrograms(parts);
      classCount = sumOf(parts, (part) => part.classes);
      second = await storesTable(db, scope, parts, totals);
    } else {
      const classes = await classFigures(db, scope.storeIds, scope);
      for (const k of classes) addInto(totals, k);
      programs = programSums(classes, false);
      classCount = classes.length;
      second = classesTable(classes, totals);
    }
    const programRows: ReportRow[] = programs.map((p) => ({
      program_name: p.name ?? '（プログラムなし）',
      category_name: p.category,
      school_name: p.school,
      classes: p.classes,
      ...cells(p),
    }));
    const asOf = asOfDay(scope);
    return {
      ...reportHeader(REPORT, context),
      summary: [
        figure('programs', 'プログラム数', programs.length, 'int'),
        figure('classes', 'クラス数', classCount, 'int'),
        figure('capacity', '定員', totals.capacity, 'int'),
        figure('enrolled', '在籍', totals.enrolled, 'int', { note: `${asOf}時点` }),
        figure('fill_rate', '充足率', percent(totals.enrolled, totals.capacity), 'percent'),
        figure('waiting', 'キャンセル待ち', totals.waiting, 'int', { note: `${asOf}時点` }),
        figure('attendance_rate', '出席率', percent(totals.presences, totals.places), 'percent'),
      ],
      charts: [
        {
          key: 'programs',
          title: 'プログラム別の定員と在籍',
          kind: 'bar' as const,
          x: column('program_name', 'プログラム', 'text'),
          series: [column('capacity', '定員', 'int'), column('enrolled', '在籍', 'int')],
          rows: programRows,
        },
      ],
      tables: [
        {
          key: 'programs',
          title: 'プログラム別',
          columns: [
            column('program_name', 'プログラム', 'text'),
            column('category_name', 'カテゴリ', 'text'),
            column('school_name', 'スクール', 'text'),
            column('classes', 'クラス数', 'int'),
            ...FIGURE_COLUMNS,
          ],
          rows: programRows,
          totals: { program_name: '合計', classes: classCount, ...cells(totals) },
        },
        second,
      ],
      notes: [
        `定員・在籍・キャンセル待ちは${asOf}時点、新規登録・登録終了・レッスンは期間中の件数です。`,
        '充足率は在籍 ÷ 定員、出席率はレッスン日に在籍していた会員のうち出席した割合です。',
        ...(chain ? [`全店舗では同じ名前のプログラムをまとめ、店舗別に表示します。${STORES_NOTE}`] : []),
      ],
    };
  },
});
