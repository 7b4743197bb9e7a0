import { minutesOf, weekdayOf } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import { classInTerm } from '../classes/term.ts';
import {
  HEAT_X,
  HEAT_Y,
  hoursOf,
  type LessonScope,
  lessonScopeOf,
  lessonsSql,
  listsStores,
  namedStoresOf,
  type OpenDays,
  openDaysOf,
  STORE_COLUMN,
  weekdayLabel,
} from './lessons-held.ts';
import {
  column,
  defineReport,
  figure,
  percent,
  type ReportData,
  type ReportRow,
  reportHeader,
} from './shared.ts';
import { storeParts } from './store-parts.ts';

// 施設レポート: how much of each lane (or room) the timetable uses — the period's lessons (planned ones too:
// the timetable is the plan), in their lanes of the day (a moved lesson in its other lane and times) — against
// the store's opening hours on its open days: occupancy by lane, by weekday × hour (the heat map), the peak
// hours, and the hours a lane is never used (空き枠), where a new class could go.

interface LaneRow {
  lane_id: number;
  store_id: number;
  facility_id: number;
  facility_name: string;
  lane_name: string;
  capacity: number | null;
}

interface UsedRow {
  lane_id: number;
  weekday: number;
  hour: number;
  minutes: number;
  lessons: number;
}

/** When a store has not entered its hours: the span its lessons take, else 9:00–21:00. */
const FALLBACK_HOURS = { opens: 9 * 60, closes: 21 * 60 };

/**
 * Minutes each lane is taken per weekday and hour over the period, a lane's hour on one day counted at
 * most once (two classes sharing a lane fill it, they do not fill it twice), and the lessons that used it.
 * The lessons are counted by what repeats each week (lane, class, weekday, times), and those patterns are cut
 * into hours. A class's lessons without an exception are counted, not made: its store's open days on its
 * weekday within its term, less its days with an exception; a lesson with one (moved: another lane or times)
 * is a pattern of its own, a cancelled one none. Only a lane's weekday-hour that two classes used in the period
 * can be filled twice on one day (a class has one lesson a day): its lessons are made day by day and the hour
 * capped. Day by day for every lane, a chain's year was 330,000 lessons made, joined and sorted: 0.9 s, then
 * 0.43 s counted by pattern from the lessons.
 */
const USED_SQL = (() => {
  const minutesIn = (hour: string, start: string, end: string) =>
    // In double precision (lessons start and end on whole minutes, so exactly): numeric's extract was a sixth
    // of the chain's year (710 → 591 ms in psql).
    `greatest(0, date_part('epoch', least(${end}, make_time(0, 0, 0) + make_interval(hours => ${hour} + 1))
       - greatest(${start}, make_time(${hour}, 0, 0))) / 60)`;
  const hoursOf = (start: string, end: string) =>
    `generate_series(extract(hour from ${start})::int, extract(hour from ${end} - interval '1 second')::int)`;
  return `with od as (select * from unnest($1::int[], $2::date[]) as od(store_id, day)),
         -- Each store's open days of each weekday, in order.
         weekdays as (
           select store_id, extract(dow from day)::int as weekday, array_agg(day order by day) as days
             from od group by 1, 2),
         -- The lessons of the open days that have an exception (moved or cancelled), by the rule of lessonsSql.
         excepted as (
           select x.class_id, x.lesson_date, x.kind, x.lane_id, coalesce(x.start_time, k.start_time) as start_time,
                  coalesce(x.end_time, k.end_time) as end_time
             from lesson_exceptions x
             join od on od.store_id = x.store_id and od.day = x.lesson_date
             join classes k on k.id = x.class_id and k.store_id = od.store_id and k.is_active
              and k.day_of_week = extract(dow from od.day)::int and ${classInTerm('k', 'od.day')}),
         -- A class's lessons without an exception: its weekday's open days within its term, less the excepted
         -- (counted once per class: a count of the exceptions asked for each class scanned them all for each, 0.75 s
         -- for a chain's 6,300 classes and 2,150 exceptions).
         excepted_count as (select class_id, count(*) as n from excepted group by 1),
         plain as materialized (
           select k.id as class_id, k.day_of_week as weekday, k.start_time, k.end_time,
                  (select count(*) from unnest(w.days) as d(day)
                    where d.day >= k.starts_on and (k.ends_on is null or d.day <= k.ends_on))
                  - coalesce(ec.n, 0) as lessons
             from classes k join weekdays w on w.store_id = k.store_id and w.weekday = k.day_of_week
             left join excepted_count ec on ec.class_id = k.id
            where k.is_active),
         -- Patterns: the plain lessons in each lane of their class; a moved lesson in its lane of the day.
         pattern as (
           select cl.lane_id, p.class_id, p.weekday, p.start_time, p.end_time, p.lessons
             from plain p join class_lanes cl on cl.class_id = p.class_id where p.lessons > 0
           union all
           select coalesce(e.lane_id, cl.lane_id), e.class_id, extract(dow from e.lesson_date)::int, e.start_time,
                  e.end_time, count(*)
             from excepted e left join class_lanes cl on cl.class_id = e.class_id and e.lane_id is null
            where e.kind is distinct from 'cancelled' and coalesce(e.lane_id, cl.lane_id) is not null
            group by 1, 2, 3, 4, 5),
         slot as (
           select p.lane_id, p.weekday, h.hour, sum(p.lessons * ${minutesIn('h.hour', 'p.start_time', 'p.end_time')}) as minutes,
                  sum(p.lessons)::int as lessons, min(p.class_id) <> max(p.class_id) as shared
             from pattern p cross join lateral ${hoursOf('p.start_time', 'p.end_time')} as h(hour)
            group by 1, 2, 3),
         shared_lane as (select distinct lane_id from slot where shared),
         -- The lessons of the shared lanes, made day by day; not made at all when no lane is shared (the first
         -- condition is checked once, before the lessons).
         lane_lesson as (
           select coalesce(le.moved_lane_id, cl.lane_id) as lane_id, le.class_id, le.lesson_date,
                  extract(dow from le.lesson_date)::int as weekday, le.start_time, le.end_time
             from (${lessonsSql('$1', '$2', '$3')}) le
             left join class_lanes cl on cl.class_id = le.class_id and le.moved_lane_id is null
            where (select exists (select 1 from shared_lane))
              and coalesce(le.moved_lane_id, cl.lane_id) in (select lane_id from shared_lane)),
         shared_day as (
           select ll.lane_id, ll.weekday, h.hour,
                  least(60, sum(${minutesIn('h.hour', 'll.start_time', 'll.end_time')})) as minutes
             from lane_lesson ll cross join lateral ${hoursOf('ll.start_time', 'll.end_time')} as h(hour)
            group by ll.lane_id, ll.weekday, h.hour, ll.lesson_date),
         shared_slot as (
           select lane_id, weekday, hour, sum(minutes) as minutes from shared_day group by 1, 2, 3)
         select f.store_id, s.lane_id, s.weekday, s.hour,
                (case when s.shared then d.minutes else s.minutes end)::int as minutes, s.lessons
           from slot s left join shared_slot d using (lane_id, weekday, hour)
           join facility_lanes fl on fl.id = s.lane_id join facilities f on f.id = fl.facility_id`;
})();

function createFacilityQueries(db: Queryable) {
  return {
    async lanes(scope: LessonScope): Promise<LaneRow[]> {
      const { rows } = await db.query<LaneRow>(
        `select l.id as lane_id, f.store_id, f.id as facility_id, f.name as facility_name, l.name as lane_name,
                l.capacity
           from facility_lanes l join facilities f on f.id = l.facility_id
          where f.store_id = any($1::int[]) and f.is_active and l.is_active
          order by f.store_id, f.sort_order, f.id, l.number`,
        [scope.storeIds],
      );
      return rows;
    },

    async used(open: OpenDays, today: string): Promise<(UsedRow & { store_id: number })[]> {
      const { rows } = await db.query<UsedRow & { store_id: number }>(USED_SQL, [
        open.stores,
        open.days,
        today,
      ]);
      return rows;
    },
  };
}

const key = (weekday: number, hour: number) => weekday * 24 + hour;

const REPORT = { name: 'facilities', title: '施設' } as const;

type Usage = ReturnType<typeof usageOf>;

/** A store's open days of one weekday with the same hours (null: not entered), counted. */
interface OpenSlot {
  weekday: number;
  opens: string | null;
  closes: string | null;
  days: number;
}

/** Each store's open days as its OpenSlots: a year of a store is a few rows, not 340 days. */
function openSlotsOf(open: OpenDays): Map<number, OpenSlot[]> {
  const slots = new Map<number, Map<string, OpenSlot>>();
  for (const [i, day] of open.days.entries()) {
    const store = open.stores[i] as number;
    const [weekday, opens, closes] = [weekdayOf(day), open.opens[i] ?? null, open.closes[i] ?? null];
    const bySlot = slots.get(store) ?? new Map<string, OpenSlot>();
    slots.set(store, bySlot);
    const id = `${weekday} ${opens} ${closes}`;
    const slot = bySlot.get(id);
    if (slot) slot.days += 1;
    else bySlot.set(id, { weekday, opens, closes, days: 1 });
  }
  return new Map([...slots].map(([store, bySlot]) => [store, [...bySlot.values()]]));
}

/** Open minutes of each weekday-hour, per store: the store's hours of each open day (the lessons' hours when none). */
function openMinutesOf(slots: ReadonlyMap<number, readonly OpenSlot[]>, used: readonly UsedRow[]) {
  const usedHours = used.map((u) => u.hour);
  const fallback =
    usedHours.length > 0
      ? { opens: Math.min(...usedHours) * 60, closes: (Math.max(...usedHours) + 1) * 60 }
      : FALLBACK_HOURS;
  const openMinutes = new Map<number, Map<number, number>>();
  for (const [store, list] of slots) {
    if (list.length === 0) continue;
    const cells = openMinutes.get(store) ?? new Map<number, number>();
    openMinutes.set(store, cells);
    for (const slot of list) {
      const opens = slot.opens ? minutesOf(slot.opens) : fallback.opens;
      const closes = slot.closes ? minutesOf(slot.closes) : fallback.closes;
      for (let hour = Math.floor(opens / 60); hour * 60 < closes; hour += 1) {
        const minutes = Math.min(closes, hour * 60 + 60) - Math.max(opens, hour * 60);
        const cell = key(slot.weekday, hour);
        if (minutes > 0) cells.set(cell, (cells.get(cell) ?? 0) + minutes * slot.days);
      }
    }
  }
  return openMinutes;
}

/** A store's part of the report (store-parts.ts): its lanes, their use by weekday and hour, and its open days. */
interface FacilitiesPart {
  store_id: number;
  lanes: LaneRow[];
  used: UsedRow[];
  open: OpenSlot[];
}

/** The parts of the stores `scope.storeIds`, read together. */
async function readParts(db: Queryable, scope: LessonScope): Promise<Map<number, FacilitiesPart>> {
  const q = createFacilityQueries(db);
  const open = await openDaysOf(db, scope);
  const [lanes, used] = await Promise.all([q.lanes(scope), q.used(open, scope.today)]);
  const slots = openSlotsOf(open);
  const parts = new Map<number, FacilitiesPart>(
    scope.storeIds.map((id) => [id, { store_id: id, lanes: [], used: [], open: slots.get(id) ?? [] }]),
  );
  for (const lane of lanes) parts.get(lane.store_id)?.lanes.push(lane);
  for (const { store_id, ...row } of used) parts.get(store_id)?.used.push(row);
  return parts;
}

/**
 * The lanes, their use and the stores' open minutes over the scope: each store's part is kept until its facilities,
 * lanes, classes, their lanes, exceptions or calendar change (0450, 0510), the stores without one read
 * together (a chain's year of timetables read at each call took 159 ms of CPU on bench:chain).
 */
async function facilityUse(db: Queryable, scope: LessonScope, storeId: number | null) {
  const parts = await storeParts(db, {
    report: REPORT.name,
    module: import.meta.url,
    key: [USED_SQL, scope.from, scope.to, scope.today],
    storeId,
    read: (ids) => readParts(db, { ...scope, storeIds: [...ids] }),
  });
  const lanes = parts.flatMap((part) => part.lanes);
  const used = parts.flatMap((part) => part.used);
  const openMinutes = openMinutesOf(new Map(parts.map((part) => [part.store_id, part.open])), used);
  return { lanes, used, openMinutes };
}

/** Used minutes per lane and per weekday-hour, which lane-hours were used, and the open minutes per weekday-hour. */
function usageOf(lanes: LaneRow[], used: UsedRow[], openMinutes: Map<number, Map<number, number>>) {
  const laneById = new Map(lanes.map((l) => [l.lane_id, l]));
  const usedByLane = new Map<number, number>();
  const usedByCell = new Map<number, number>();
  const usedLaneCells = new Set<string>();
  for (const u of used) {
    if (!laneById.has(u.lane_id)) continue;
    usedByLane.set(u.lane_id, (usedByLane.get(u.lane_id) ?? 0) + u.minutes);
    usedByCell.set(key(u.weekday, u.hour), (usedByCell.get(key(u.weekday, u.hour)) ?? 0) + u.minutes);
    usedLaneCells.add(`${u.lane_id}:${key(u.weekday, u.hour)}`);
  }
  const availableOfLane = (lane: LaneRow) =>
    [...(openMinutes.get(lane.store_id)?.values() ?? [])].reduce((a, b) => a + b, 0);
  const availableByCell = new Map<number, number>();
  for (const lane of lanes) {
    for (const [cell, minutes] of openMinutes.get(lane.store_id) ?? []) {
      availableByCell.set(cell, (availableByCell.get(cell) ?? 0) + minutes);
    }
  }
  return { usedByLane, usedByCell, usedLaneCells, availableOfLane, availableByCell };
}

/**
 * The rows per lane and per facility (over several stores, a facility is its name: each store has its own
 * '25mプール', and the chain's row adds them up).
 */
function laneRowsOf(lanes: LaneRow[], { usedByLane, availableOfLane }: Usage, chain: boolean) {
  const laneRows: ReportRow[] = lanes.map((lane) => {
    const minutes = usedByLane.get(lane.lane_id) ?? 0;
    const available = availableOfLane(lane);
    return {
      facility_name: lane.facility_name,
      lane_name: lane.lane_name,
      used_hours: hoursOf(minutes),
      open_hours: hoursOf(available),
      occupancy_rate: percent(minutes, available),
    };
  });
  const facilities = new Map<
    number | string,
    { name: string; lanes: number; used: number; available: number }
  >();
  for (const lane of lanes) {
    const id = chain ? lane.facility_name : lane.facility_id;
    const f = facilities.get(id) ?? { name: lane.facility_name, lanes: 0, used: 0, available: 0 };
    facilities.set(id, f);
    f.lanes += 1;
    f.used += usedByLane.get(lane.lane_id) ?? 0;
    f.available += availableOfLane(lane);
  }
  return { laneRows, facilities: [...facilities.values()] };
}

/** Over several stores (listsStores): each store's lanes, hours used and open, and occupancy, every store a row. */
function storeRowsOf(
  stores: readonly { id: number; name: string }[],
  lanes: LaneRow[],
  { usedByLane, availableOfLane }: Usage,
): ReportRow[] {
  const sums = new Map(stores.map((store) => [store.id, { lanes: 0, used: 0, available: 0 }]));
  for (const lane of lanes) {
    const sum = sums.get(lane.store_id);
    if (!sum) continue;
    sum.lanes += 1;
    sum.used += usedByLane.get(lane.lane_id) ?? 0;
    sum.available += availableOfLane(lane);
  }
  return stores.map((store) => {
    const sum = sums.get(store.id) ?? { lanes: 0, used: 0, available: 0 };
    return {
      store_id: store.id,
      store_name: store.name,
      lanes: sum.lanes,
      used_hours: hoursOf(sum.used),
      open_hours: hoursOf(sum.available),
      occupancy_rate: percent(sum.used, sum.available),
    };
  });
}

/** The weekday × hour grid, its ten busiest cells and the lane-hours never used. */
function heatOf(
  lanes: LaneRow[],
  openMinutes: Map<number, Map<number, number>>,
  { availableByCell, usedByCell, usedLaneCells }: Usage,
  chain: boolean,
) {
  const cells = [...availableByCell.keys()].sort((a, b) => a - b);
  const hours = cells.map((c) => c % 24);
  const firstHour = hours.length > 0 ? Math.min(...hours) : 9;
  const lastHour = hours.length > 0 ? Math.max(...hours) : 20;
  const heatRows: ReportRow[] = [];
  for (let weekday = 0; weekday < 7; weekday += 1) {
    for (let hour = firstHour; hour <= lastHour; hour += 1) {
      const cell = key(weekday, hour);
      const available = availableByCell.get(cell) ?? 0;
      const minutes = usedByCell.get(cell) ?? 0;
      heatRows.push({
        weekday: weekdayLabel(weekday),
        hour,
        occupancy_rate: available > 0 ? percent(minutes, available) : null,
        used_hours: hoursOf(minutes),
        open_hours: hoursOf(available),
      });
    }
  }
  const peaks = heatRows
    .filter((r) => typeof r.occupancy_rate === 'number' && (r.occupancy_rate as number) > 0)
    .sort((a, b) => (b.occupancy_rate as number) - (a.occupancy_rate as number))
    .slice(0, 10)
    .map((r, i): ReportRow => ({ ...r, rank: i + 1 }));
  const unusedRows: ReportRow[] = [];
  for (const cell of cells) {
    const free = lanes.filter(
      (lane) =>
        (openMinutes.get(lane.store_id)?.get(cell) ?? 0) > 0 && !usedLaneCells.has(`${lane.lane_id}:${cell}`),
    );
    if (free.length === 0) continue;
    unusedRows.push({
      weekday: weekdayLabel(Math.floor(cell / 24)),
      hour: cell % 24,
      free_lanes: free.length,
      // Over several stores the lanes' names repeat from store to store (a chain's hour named 300 lanes): the stores
      // with a free lane are counted.
      ...(chain
        ? { free_stores: new Set(free.map((l) => l.store_id)).size }
        : { lanes: free.map((l) => `${l.facility_name} ${l.lane_name}`).join('、') }),
    });
  }
  return { heatRows, peaks, unusedRows };
}

const TIME_COLUMNS = [
  column('used_hours', '使用時間', 'decimal'),
  column('open_hours', '営業時間', 'decimal'),
  column('occupancy_rate', '稼働率', 'percent'),
];

/** The report's tables: over several stores a row per store where a store's report has a row per lane. */
function facilityTables(
  { laneRows, facilities }: ReturnType<typeof laneRowsOf>,
  { heatRows, peaks, unusedRows }: ReturnType<typeof heatOf>,
  usedTotal: number,
  availableTotal: number,
  storeRows: ReportRow[] | null,
): ReportData['tables'] {
  const totals = {
    used_hours: hoursOf(usedTotal),
    open_hours: hoursOf(availableTotal),
    occupancy_rate: percent(usedTotal, availableTotal),
  };
  const first: ReportData['tables'][number] = storeRows
    ? {
        key: 'stores',
        title: '店舗別',
        columns: [STORE_COLUMN, column('lanes', 'レーン数', 'int'), ...TIME_COLUMNS],
        rows: storeRows,
        totals: {
          store_name: '合計',
          lanes: storeRows.reduce((n, r) => n + (r.lanes as number), 0),
          ...totals,
        },
      }
    : {
        key: 'lanes',
        title: 'レーン別',
        columns: [
          column('facility_name', '施設', 'text'),
          column('lane_name', 'レーン', 'text'),
          ...TIME_COLUMNS,
        ],
        rows: laneRows,
        totals: { facility_name: '合計', ...totals },
      };
  return [
    first,
    {
      key: 'facilities',
      title: '施設別',
      columns: [
        column('facility_name', '施設', 'text'),
        column('lanes', 'レーン数', 'int'),
        column('used_hours', '使用時間', 'decimal'),
        column('occupancy_rate', '稼働率', 'percent'),
      ],
      rows: facilities.map((f) => ({
        facility_name: f.name,
        lanes: f.lanes,
        used_hours: hoursOf(f.used),
        occupancy_rate: percent(f.used, f.available),
      })),
    },
    {
      key: 'heatmap',
      title: '曜日×時間帯',
      columns: [
        HEAT_Y,
        HEAT_X,
        column('occupancy_rate', '稼働率', 'percent'),
        column('used_hours', '使用時間', 'decimal'),
        column('open_hours', '営業時間', 'decimal'),
      ],
      rows: heatRows,
    },
    {
      key: 'peaks',
      title: 'ピーク時間帯',
      columns: [column('rank', '順位', 'int'), HEAT_Y, HEAT_X, column('occupancy_rate', '稼働率', 'percent')],
      rows: peaks.map((r) => ({
        rank: r.rank ?? null,
        weekday: r.weekday ?? null,
        hour: r.hour ?? null,
        occupancy_rate: r.occupancy_rate ?? null,
      })),
    },
    {
      key: 'unused',
      title: '空き枠（期間中に一度も使われていない時間帯）',
      columns: [
        HEAT_Y,
        HEAT_X,
        column('free_lanes', '空きレーン数', 'int'),
        storeRows ? column('free_stores', '空きのある店舗数', 'int') : column('lanes', '空きレーン', 'text'),
      ],
      rows: unusedRows,
    },
  ];
}

export const facilitiesReport = defineReport({
  ...REPORT,
  operationId: 'getFacilitiesReport',
  async build(context): Promise<ReportData> {
    const { db } = context;
    const scope = await lessonScopeOf(context);
    const { lanes, used, openMinutes } = await facilityUse(db, scope, context.scope.storeId);
    const usage = usageOf(lanes, used, openMinutes);
    const chain = listsStores(scope);
    const byLane = laneRowsOf(lanes, usage, chain);
    const heat = heatOf(lanes, openMinutes, usage, chain);
    const storeRows = chain ? storeRowsOf(await namedStoresOf(db, scope), lanes, usage) : null;
    const { laneRows } = byLane;
    const { heatRows, peaks, unusedRows } = heat;
    const { usedByLane, availableOfLane } = usage;
    const usedTotal = [...usedByLane.values()].reduce((a, b) => a + b, 0);
    const availableTotal = lanes.reduce((n, lane) => n + availableOfLane(lane), 0);
    const peak = peaks[0];
    return {
      ...reportHeader(REPORT, context),
      summary: [
        figure('lanes', 'レーン・部屋', lanes.length, 'int'),
        figure('used_hours', '使用時間', hoursOf(usedTotal), 'decimal'),
        figure('open_hours', '営業時間（延べ）', hoursOf(availableTotal), 'decimal'),
        figure('occupancy_rate', '稼働率', percent(usedTotal, availableTotal), 'percent'),
        figure('peak', 'ピーク', peak ? `${peak.weekday} ${peak.hour}時台` : null, 'text', {
          ...(peak ? { note: `稼働率 ${peak.occupancy_rate}%` } : {}),
        }),
        figure(
          'unused_slots',
          '空き枠（レーン×時間帯）',
          unusedRows.reduce((n, r) => n + (r.free_lanes as number), 0),
          'int',
        ),
      ],
      charts: [
        {
          key: 'heatmap',
          title: '曜日×時間帯の稼働率',
          kind: 'heatmap' as const,
          x: HEAT_X,
          y: HEAT_Y,
          series: [column('occupancy_rate', '稼働率', 'percent')],
          rows: heatRows,
        },
        storeRows
          ? {
              key: 'stores',
              title: '店舗別の稼働率',
              kind: 'bar' as const,
              x: STORE_COLUMN,
              series: [column('occupancy_rate', '稼働率', 'percent')],
              rows: storeRows,
            }
          : {
              key: 'lanes',
              title: 'レーン別の稼働率',
              kind: 'bar' as const,
              x: column('lane_name', 'レーン', 'text'),
              series: [column('occupancy_rate', '稼働率', 'percent')],
              rows: laneRows,
            },
      ],
      tables: facilityTables(byLane, heat, usedTotal, availableTotal, storeRows),
      notes: [
        '期間中の営業日の時間割（予定のレッスンを含み、休講を除く）から、レーンごと・1時間ごとの使用時間を数えます。共有レーンで重なるレッスンは1時間を超えて数えません。',
        '稼働率は使用時間 ÷ 営業時間です。営業時間が未登録の店舗はレッスンのある時間帯を営業時間とします。',
        ...(chain
          ? [
              '全店舗では店舗別に表示し、施設は同じ名前をまとめます。レーン別の表と空きレーンの名前は店舗を選ぶと表示されます。',
            ]
          : []),
      ],
    };
  },
});
