import {
  addDays,
  addMonths,
  type Day,
  earlierDay,
  fiscalYearDays,
  fiscalYearOf,
  monthLabel,
  todayInTokyo,
} from '@kayoi/domain/calendar';
import { genderLabels } from '@kayoi/domain/labels';
import type { Queryable } from '../../db/database.ts';
import { rowsByStore } from '../../db/rows.ts';
import {
  AGE_BANDS,
  cohortRows,
  FLOWS_SQL,
  type Flow,
  type FlowRow,
  flowSums,
  JOINERS_SQL,
  type JoinersPart,
  MIX_REACH_DAYS,
  SPANS_SQL,
  type SpanAsk,
  type SpanRow,
  spanFigures,
  UNKNOWN,
} from './members-figures.ts';
import { keepMemberSpans } from './members-spans.ts';
import {
  cohortRowsOf,
  memberCharts,
  memberSummary,
  memberTables,
  monthEnd,
  monthlyRows,
  NOTES,
  retentionCurve,
} from './members-tables.ts';
import {
  column,
  defineReport,
  monthsOf,
  oneDecimal,
  type Period,
  percent,
  type ReportRow,
  type ReportTable,
  reportHeader,
  yearBefore,
} from './shared.ts';
import { storeParts, storePartsBySegment } from './store-parts.ts';

// 会員 (members): membership over a period, from the customers and their status history
// (customer_status_changes), read as billing reads it — a member's status on a day is the latest change in
// effect by then; before their first change, what that change changed from; without changes, today's.
//
// 在籍 (enrolled) = joined by that day and not withdrawn: active or paused (休会中 shown apart). A member who
// has not joined yet (joined_on after the day) is not counted. 退会率 = the month's withdrawals ÷ enrolled at the
// previous month's end.
//
// What the report reads is members-figures.ts (the statements, each store's rows added up) over the spans and days
// members-spans.ts keeps, what it shows members-tables.ts; here, the period's asks and each store's part of them
// (storeParts keys a part by this file's source, so the statements' parameters stay here), and the report put
// together.

/** SPANS_SQL's parameters; `mixReach` how far the breakdowns' day may be from a kept mix's (MIX_REACH_DAYS). */
export const spanParams = (storeIds: readonly number[], ask: SpanAsk, mixReach = MIX_REACH_DAYS) => [
  storeIds,
  ask.days,
  ask.at,
  ask.from,
  ask.to,
  mixReach,
];
const MEMBERS = { name: 'members', title: '会員' } as const;
/** The kept parts a members part's cohorts are counted from: a segment's joiners (JOINERS_SQL). */
const JOINER_PARTS = 'members-joiners';

/** The joiners of `segment` of each store of `storeIds`. */
async function readJoiners(
  db: Queryable,
  storeIds: readonly number[],
  segment: Period,
): Promise<Map<number, JoinersPart>> {
  const { rows } = await db.query<{
    kind: 'join' | 'cover';
    day: Day;
    lo: number | null;
    hi: number | null;
    n: number;
    store_id: number;
  }>(JOINERS_SQL, [storeIds, segment.from, segment.to]);
  const parts = new Map<number, JoinersPart>(storeIds.map((id) => [id, { joins: [], covers: [] }]));
  for (const r of rows) {
    const part = parts.get(r.store_id);
    if (part === undefined) continue;
    if (r.kind === 'join') part.joins.push([r.day, r.n]);
    else part.covers.push([r.day, r.lo ?? 0, r.hi ?? 0, r.n]);
  }
  return parts;
}

/**
 * The cohort rows of each store of `storeIds`, from the joiners of each month of the join days asked (kept parts,
 * read for the stores that lack them).
 */
async function readCohorts(db: Queryable, storeIds: readonly number[], ask: SpanAsk) {
  const segments = await storePartsBySegment(db, {
    report: JOINER_PARTS,
    module: import.meta.url,
    key: JOINERS_SQL,
    period: { from: ask.first, to: ask.last },
    storeId: null,
    storeIds,
    read: (ids, segment) => readJoiners(db, ids, segment),
  });
  return cohortRows(segments, storeIds, ask);
}

/**
 * The span figures and flows of the scope, store by store: each store's part (its rows of both statements) is kept
 * until its members change, the stores without one are read together, and a chain's report adds the parts up.
 */
async function readFigures(db: Queryable, storeId: number | null, spanAsk: SpanAsk, flowAsk: readonly Day[]) {
  const parts = await storeParts(db, {
    report: MEMBERS.name,
    module: import.meta.url,
    key: [SPANS_SQL, JOINERS_SQL, spanAsk, FLOWS_SQL, flowAsk],
    storeId,
    read: async (ids) => {
      await keepMemberSpans(db, ids, spanAsk.today);
      const [spanRows, cohorts, flowRows] = await Promise.all([
        db.query<SpanRow & { store_id: number }>(SPANS_SQL, spanParams(ids, spanAsk)),
        readCohorts(db, ids, spanAsk),
        db.query<FlowRow & { store_id: number }>(FLOWS_SQL, [ids, ...flowAsk]),
      ]);
      const spans = rowsByStore(spanRows.rows);
      const flows = rowsByStore(flowRows.rows);
      return new Map(
        ids.map((id) => [
          id,
          { spans: [...(spans.get(id) ?? []), ...(cohorts.get(id) ?? [])], flows: flows.get(id) ?? [] },
        ]),
      );
    },
  });
  return {
    spans: spanFigures(parts.flatMap((part) => part.spans)),
    flowSets: flowSums(parts.flatMap((part) => part.flows)),
  };
}

export const membersReport = defineReport({
  operationId: 'getMembersReport',
  ...MEMBERS,
  async build(context) {
    const { db, period, scope } = context;
    const storeId = scope.storeId;
    const today = todayInTokyo(context.now());
    const months = monthsOf(period);
    const previousMonth = addMonths(`${months[0]}-01`, -1).slice(0, 7);
    const fiscalYear = fiscalYearOf(period.to);
    const thisYear = fiscalYearDays(fiscalYear);
    const fyMonths = monthsOf({ from: thisYear.first, to: thisYear.last });
    const lastFyMonths = fyMonths.map((m) => addMonths(`${m}-01`, -12).slice(0, 7));

    const endOf = (month: string) => monthEnd(month, period.to, today);
    const fullEnd = (month: string) => monthEnd(month, '9999-12-31', today);
    const ends = (list: readonly string[], end: (month: string) => Day | null) =>
      list.map(end).filter((day): day is Day => Boolean(day));
    const stockDays = new Set<Day>([
      ...ends([previousMonth, ...months], endOf),
      ...ends([...fyMonths, ...lastFyMonths], fullEnd),
    ]);
    const comparison = yearBefore(period);
    const compareEnd = earlierDay(comparison.to, today);
    stockDays.add(compareEnd);

    const retentionFrom = addMonths(period.to, -24);
    const cohortFirst = `${months[0]}-01`;
    const spanAsk: SpanAsk = {
      days: [...stockDays],
      at: earlierDay(period.to, today),
      first: earlierDay(cohortFirst, addDays(retentionFrom, 1)),
      last: period.to,
      recentAfter: retentionFrom,
      today,
      end: earlierDay(period.to, today),
      from: period.from,
      to: period.to,
    };
    const flowAsk: Day[] = [
      earlierDay(period.from, `${lastFyMonths[0]}-01`),
      // The later of the period's end and the fiscal year's (days compare as text).
      [period.to, thisYear.last].sort()[1] as Day,
      period.from,
      period.to,
    ];
    const { spans, flowSets } = await readFigures(db, storeId, spanAsk, flowAsk);
    const { stock, mix, cohorts: cohortCells, tenure: tenures } = spans;
    const flow = flowSets.inPeriod;
    const fyFlow = flowSets.all;
    const lastFyFlow = flowSets.all;
    // The retention window: joiners of the two years before the period's end, their k-th month reached by then.
    const retention = cohortCells
      .filter((c) => c.recent)
      .map((c) => ({ ...c, reached: c.reached_by_end, remaining: c.remaining_by_end }));
    const enrolledAt = (day: Day | null) => {
      if (!day) return null;
      const s = stock.get(day);
      return s ? s.active + s.paused : 0;
    };
    const pausedAt = (day: Day | null) => (day ? (stock.get(day)?.paused ?? 0) : null);

    const monthly = monthlyRows(months, previousMonth, flow, endOf, enrolledAt, pausedAt);
    const total = (key: keyof Flow) =>
      months.reduce((sum, m) => sum + ((flow.get(m)?.[key] as number | undefined) ?? 0), 0);
    const joins = total('joins');
    const withdrawals = total('withdrawals');
    const churnRates = monthly.map((r) => r.churn_rate).filter((v): v is number => typeof v === 'number');
    const averageChurn = churnRates.length
      ? oneDecimal(churnRates.reduce((a, b) => a + b, 0) / churnRates.length)
      : null;
    const closing = enrolledAt(endOf(months[months.length - 1] as string));
    const openingAll = enrolledAt(endOf(previousMonth));

    // One-year retention: joiners whose 12th month has come, over the last two years.
    const reached12 = retention.filter((c) => c.k === 12);
    const retention1y = percent(
      reached12.reduce((a, c) => a + c.remaining, 0),
      reached12.reduce((a, c) => a + c.reached, 0),
    );
    const { curve, exitsByTenure } = retentionCurve(retention);

    const seasonality: ReportRow[] = fyMonths.map((month, i) => {
      const last = lastFyMonths[i] as string;
      return {
        month: monthLabel(month),
        this_year: enrolledAt(fullEnd(month)),
        last_year: enrolledAt(fullEnd(last)),
        joins_this_year: month <= today.slice(0, 7) ? (fyFlow.get(month)?.joins ?? 0) : null,
        joins_last_year: lastFyFlow.get(last)?.joins ?? 0,
      };
    });

    const byProgram: ReportTable = {
      key: 'by_program',
      title: 'プログラム別在籍数（期末）',
      columns: [column('program', 'プログラム', 'text'), column('members', '在籍数', 'int')],
      rows: mix.programs.map((p) => ({ program: p.name, members: p.members })),
    };
    const ageRows = [...AGE_BANDS.map((b) => b.label), UNKNOWN]
      .filter((label) => mix.ages.has(label))
      .map((label) => ({ age_band: label, members: mix.ages.get(label) ?? 0 }));
    const genderRows = [...Object.values(genderLabels), UNKNOWN]
      .filter((label) => mix.genders.has(label))
      .map((label) => ({ gender: label, members: mix.genders.get(label) ?? 0 }));

    const charts = memberCharts(monthly, curve, seasonality, fiscalYear);

    const tables = memberTables({
      monthly,
      totals: {
        month: '合計',
        enrolled: closing,
        paused: null,
        joins,
        pauses: total('pauses'),
        returns: total('returns'),
        withdrawals,
        net: joins - withdrawals,
        churn_rate: averageChurn,
      },
      byProgram,
      ageRows,
      genderRows,
      mix,
      cohortRows: cohortRowsOf(months, cohortCells),
      curve: curve.map((row, i) => ({ ...row, drop: exitsByTenure[i]?.drop ?? null })),
      seasonality,
      fiscalYear,
    });

    const summary = memberSummary({
      closing,
      previous: enrolledAt(compareEnd),
      paused: pausedAt(endOf(months[months.length - 1] as string)),
      joins,
      withdrawals,
      opening: openingAll,
      averageChurn,
      tenures,
      retention1y,
    });

    return {
      ...reportHeader(MEMBERS, context, comparison),
      summary,
      charts,
      tables,
      notes: NOTES,
    };
  },
});
