import type { components } from '@kayoi/api-client/schema';
import {
  addDays,
  addMonths,
  type Day,
  earlierDay,
  isoTokyo,
  isValidIsoDate,
  monthEndOf,
  monthStartOf,
  todayInTokyo,
} from '@kayoi/domain/calendar';
import { formatMessage, reportMessages, serverMessages } from '@kayoi/domain/messages';
import type { Queryable } from '../../db/database.ts';
import { csvDocument, csvLine } from '../../http/csv.ts';
import { ApiError } from '../../http/envelope.ts';
import type { AuthContext } from '../auth/use-cases.ts';

// What every report shares (issue 18): the period, whose figures (the store scope), the common answer shape
// and its CSV. A report is a read model: like the dashboard it aggregates other modules' tables in SQL (one
// set-based query per part, never a call per row), and writes nothing but its own table (the daily sign-off).

type Schemas = components['schemas'];
export type ReportData = Schemas['Report'];
export type ReportName = Schemas['ReportName'];
export type ReportTable = Schemas['ReportTable'];
export type ReportChart = Schemas['ReportChart'];
export type ReportColumn = Schemas['ReportColumn'];
export type ReportFigure = Schemas['ReportFigure'];
export type ReportRow = Schemas['ReportRow'];
export type ReportCell = Schemas['ReportCell'];
export type ReportValueType = Schemas['ReportValueType'];

/** A period of Tokyo days, both ends inclusive. */
export interface Period {
  from: Day;
  to: Day;
}

/**
 * Whose figures: one store (`storeId`), or every store added up (`storeId` null, admins only). SQL takes it as
 * `$n::int` with `(… $n::int is null or t.store_id = $n)` — see `storeFilter`.
 */
export interface ReportScope {
  storeId: number | null;
  name: string;
}

/** What a report is built from: the caller's authority is in `scope`, resolved from their session (resolveScope). */
export interface ReportContext {
  db: Queryable;
  now: () => Date;
  scope: ReportScope;
  period: Period;
  /** The request's query, for a report's own filters (validated against the spec). */
  query: Record<string, unknown>;
}

/** How a report reads its period. */
export interface PeriodRule {
  /** The longest period, in months (24: two years) — or `day` for a one-day report. */
  maxMonths: number | 'day';
  /** The period when `from` is not given (default: this month up to `to`). */
  defaultFrom?: (to: Day, query: Record<string, unknown>) => Day;
}

/**
 * One report: its operation, name and title, how it reads its period, and how it builds its answer. A new
 * report is a file exporting one of these and one line in `handlers.ts`'s list.
 */
export interface ReportDefinition<Data extends ReportData = ReportData> {
  operationId: string;
  name: ReportName;
  title: string;
  period?: PeriodRule;
  build(context: ReportContext): Promise<Data>;
}

export const defineReport = <Data extends ReportData>(definition: ReportDefinition<Data>) => definition;

// --- The period --------------------------------------------------------------------------------------------

const invalid = (field: string, message: string) =>
  new ApiError(422, 'VALIDATION_ERROR', message, { fieldErrors: { [field]: [message] } });

function dayParam(query: Record<string, unknown>, field: string): Day | undefined {
  const value = query[field];
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !isValidIsoDate(value)) throw invalid(field, reportMessages.invalidDate);
  return value;
}

/**
 * The period of a request: `from` and `to` (Tokyo days), checked — a wrong date, `from` after `to`, or a
 * period longer than the report allows is 422 with a Japanese message naming the field.
 */
export function parsePeriod(query: Record<string, unknown>, rule: PeriodRule, now: Date): Period {
  const today = todayInTokyo(now);
  if (rule.maxMonths === 'day') {
    const date = dayParam(query, 'date');
    const from = dayParam(query, 'from');
    const to = dayParam(query, 'to');
    const day = date ?? from ?? to ?? today;
    if ((from && from !== day) || (to && to !== day)) throw invalid('to', reportMessages.dailyOneDay);
    return { from: day, to: day };
  }
  const to = dayParam(query, 'to') ?? today;
  const from = dayParam(query, 'from') ?? rule.defaultFrom?.(to, query) ?? monthStartOf(to);
  if (from > to) throw invalid('from', reportMessages.periodInverted);
  if (to > addDays(addMonths(from, rule.maxMonths), -1)) {
    const max = rule.maxMonths % 12 === 0 ? `${rule.maxMonths / 12}年` : `${rule.maxMonths}か月`;
    throw invalid('to', formatMessage(reportMessages.periodTooLong, { max }));
  }
  return { from, to };
}

/** The same period a year earlier (29 February falls back to the 28th). */
export const yearBefore = (period: Period): Period => ({
  from: addMonths(period.from, -12),
  to: addMonths(period.to, -12),
});

/** The months a period touches, `YYYY-MM`, oldest first. */
export function monthsOf(period: Period): string[] {
  const months: string[] = [];
  for (let day = monthStartOf(period.from); day <= period.to; day = addMonths(day, 1)) {
    months.push(day.slice(0, 7));
  }
  return months;
}

// --- Whose figures -----------------------------------------------------------------------------------------

/**
 * The store scope of a request, enforced here whatever the screen sends: staff never reach a report (the
 * spec's x-roles, 403); a manager sees the store of their session only (another store or `all` → 403);
 * an admin any store (404 when it does not exist) or `all`, the chain total. Omitted: the session's store
 * (an admin without one: all stores).
 */
export async function resolveScope(
  db: Queryable,
  auth: AuthContext,
  requested: string | undefined,
): Promise<ReportScope> {
  const isAdmin = auth.role === 'admin';
  if (auth.role !== 'admin' && auth.role !== 'manager') {
    throw new ApiError(403, 'FORBIDDEN', serverMessages.forbidden);
  }
  let storeId: number | null;
  if (requested === 'all' || (requested === undefined && isAdmin && auth.storeId === null)) {
    if (!isAdmin) throw new ApiError(403, 'FORBIDDEN', reportMessages.allStoresAdminOnly);
    storeId = null;
  } else if (requested === undefined) {
    if (auth.storeId === null) throw new ApiError(403, 'FORBIDDEN', serverMessages.storeRequired);
    storeId = auth.storeId;
  } else {
    storeId = Number(requested);
    if (!isAdmin && storeId !== auth.storeId) throw new ApiError(403, 'FORBIDDEN', serverMessages.forbidden);
  }
  if (storeId === null) return { storeId: null, name: reportMessages.allStores };
  const { rows } = await db.query<{ name: string }>('select name from stores where id = $1', [storeId]);
  const store = rows[0];
  if (!store) throw new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
  return { storeId, name: store.name };
}

/**
 * The scope as SQL on `alias.store_id` for the parameter `$n` (the scope's store id, or null): `alias.store_id =
 * $n` for one store — so the planner can use the store's indexes — and `$n::int is null` (true) for the chain.
 */
/**
 * The period cut at its months' ends: the days of its first month in it, each whole month, the days of its last
 * month in it. A segment's figures are kept on their own (`storeParts`: 進級's promotions, the members report's
 * joiners), so that a period a reader picks reads only its partial months, and takes its whole months' as an earlier
 * period (a preset's, read at start-up) kept them.
 */
export function segmentsOf(period: Period): Period[] {
  const segments: Period[] = [];
  for (let from = period.from; from <= period.to; ) {
    const to = earlierDay(monthEndOf(from.slice(0, 7)), period.to);
    segments.push({ from, to });
    from = addDays(to, 1);
  }
  return segments;
}

export const storeFilter = (alias: string, param: number, storeId: number | null) =>
  storeId === null ? `$${param}::int is null` : `${alias}.store_id = $${param}::int`;

// --- Building the answer -----------------------------------------------------------------------------------

export const column = (key: string, label: string, type: ReportValueType): ReportColumn => ({
  key,
  label,
  type,
});

export const figure = (
  key: string,
  label: string,
  value: ReportCell,
  type: ReportValueType,
  extra: { previous?: ReportCell; note?: string } = {},
): ReportFigure => ({ key, label, value, type, ...extra });

/** A percentage with one decimal, null when there is nothing to divide by. */
export const percent = (part: number, whole: number): number | null =>
  whole > 0 ? Math.round((part / whole) * 1000) / 10 : null;

/** A number with one decimal. */
export const oneDecimal = (value: number | null): number | null =>
  value === null || !Number.isFinite(value) ? null : Math.round(value * 10) / 10;

/** The sum of one numeric column over rows. */
export const sumOf = (rows: readonly ReportRow[], key: string): number =>
  rows.reduce((total, row) => total + (typeof row[key] === 'number' ? (row[key] as number) : 0), 0);

/** The rows with only the given cells (a chart's rows from a table's). */
export const pick = (rows: readonly ReportRow[], ...keys: string[]): ReportRow[] =>
  rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key] ?? null])));

/** The common parts of an answer: what, when, for whom. */
export function reportHeader(
  definition: Pick<ReportDefinition, 'name' | 'title'>,
  context: Pick<ReportContext, 'scope' | 'period' | 'now'>,
  comparison: Period | null = null,
): Pick<ReportData, 'report' | 'title' | 'period' | 'comparison' | 'store' | 'generated_at'> {
  return {
    report: definition.name,
    title: definition.title,
    period: { from: context.period.from, to: context.period.to },
    comparison,
    store: { id: context.scope.storeId, name: context.scope.name },
    generated_at: isoTokyo(context.now()),
  };
}

// --- CSV ---------------------------------------------------------------------------------------------------

const cellText = (value: ReportCell | undefined) => (value === undefined ? null : value);

function tableLines(table: ReportTable): string[] {
  const keys = table.columns.map((c) => c.key);
  const lines = [csvLine([`■ ${table.title}`]), csvLine(table.columns.map((c) => c.label))];
  for (const row of table.rows) lines.push(csvLine(keys.map((key) => cellText(row[key]))));
  if (table.totals) lines.push(csvLine(keys.map((key) => cellText(table.totals?.[key]))));
  return lines;
}

/**
 * The report as CSV (UTF-8 with BOM, CRLF, formula-safe): a title line, the summary (項目, 値, 前年), then each
 * table under its `■ title` line, sections separated by an empty line; or only the table `tableKey`.
 */
export function reportCsv(report: ReportData, tableKey?: string): string {
  const period = `${report.period.from}〜${report.period.to}`;
  if (tableKey !== undefined) {
    const table = report.tables.find((t) => t.key === tableKey);
    if (!table) throw invalid('table', reportMessages.unknownTable);
    return csvDocument(tableLines(table));
  }
  const lines = [csvLine([`■ ${report.title}`, report.store.name, period])];
  if (report.summary.length > 0) {
    const withPrevious = report.summary.some((f) => f.previous !== undefined);
    lines.push(csvLine(withPrevious ? ['項目', '値', '前年'] : ['項目', '値']));
    for (const f of report.summary) {
      lines.push(csvLine(withPrevious ? [f.label, f.value, cellText(f.previous)] : [f.label, f.value]));
    }
  }
  for (const table of report.tables) lines.push('', ...tableLines(table));
  return csvDocument(lines);
}

/** `sales-20261101-20261130.csv` */
export const csvFileName = (report: ReportData) =>
  `${report.report}-${report.period.from.replaceAll('-', '')}-${report.period.to.replaceAll('-', '')}.csv`;

/**
 * Whether a member born on `birth` is younger than `years` on the day `on`, as SQL: born after that day `years`
 * years before, as `age()` counts (a 29 February birthday too). A date compared, not `age()` worked out for each
 * band of a CASE (100,000 members grouped by the members report's nine bands in psql: 133 → 32 ms).
 */
export const youngerThanSql = (birth: string, on: string, years: number) =>
  `${birth} > (${on} - interval '${years} years')::date`;

/** The Tokyo instant of a day's start, as SQL: `($n::date::timestamp at time zone 'Asia/Tokyo')`. */
export const tokyoStart = (param: number) => `(($${param})::date::timestamp at time zone 'Asia/Tokyo')`;

/** The Tokyo instant the day after `$n` starts. */
export const tokyoEnd = (param: number) => `((($${param})::date + 1)::timestamp at time zone 'Asia/Tokyo')`;

/** Between a school's name and a grade's in schoolGradeSql's text (the unit separator, in no name). */
const SCHOOL_GRADE = '\u001f';

/**
 * The SQL of a grade named with its school, as one text (null without a grade): 渋谷校 teaches スイミング and 体操,
 * each with its own 10級…1級, which are two grades; a chain's スイミング 10級 is all its stores' (rows by name).
 * `gradeLabels` names them for the reader.
 */
export const schoolGradeSql = (school: string, grade: string) =>
  `(coalesce(${school}, '') || chr(31) || ${grade})`;

/**
 * How a report names the grades `names` (schoolGradeSql's texts, or other labels such as 級なし): by the grade's
 * own name when they are one school's, else with the school's before it (体操 10級).
 */
export function gradeLabels(names: Iterable<string | null>): (name: string | null) => string | null {
  const schools = new Set<string>();
  for (const name of names) {
    const at = name?.indexOf(SCHOOL_GRADE) ?? -1;
    if (name && at >= 0) schools.add(name.slice(0, at));
  }
  const several = schools.size > 1;
  return (name) => {
    const at = name?.indexOf(SCHOOL_GRADE) ?? -1;
    if (name === null || at < 0) return name;
    return several ? `${name.slice(0, at)} ${name.slice(at + 1)}` : name.slice(at + 1);
  };
}
