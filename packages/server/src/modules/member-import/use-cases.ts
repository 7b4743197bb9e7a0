import { createHash } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { todayInTokyo } from '@kayoi/domain/calendar';
import { createCustomerFormSchema, guardianMissing } from '@kayoi/domain/forms';
import { parseJapaneseDate } from '@kayoi/domain/japanese-date';
import {
  type CustomerImportField,
  customerImportFields,
  readImportGender,
  readImportKana,
  readImportStatus,
  readImportTime,
  readImportWeekday,
  splitAddress,
  splitFullName,
  suggestImportMapping,
} from '@kayoi/domain/member-import';
import { formatMessage, memberImportMessages as m } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, type FieldErrors } from '../../http/envelope.ts';
import { validationFailed, zodFieldErrors } from '../../http/formErrors.ts';
import type { MultipartBody } from '../../http/multipart.ts';
import {
  customersById,
  customersByMemberNumber,
  type ExistingCustomer,
  type ImportedFields,
  type ImportOutcome,
  type ImportRow,
  importCustomerBatch,
  lockMemberNumbers,
} from '../customers/import.ts';
import {
  type CourseCells,
  type CourseMasters,
  CourseRefused,
  courseMasters,
  courseView,
  type LineCourse,
  lockCourseClasses,
  placesOrContracts,
  planSeats,
  readCourse,
  writeCourse,
} from './course.ts';
import { IMPORT_MAX_ROWS, readMemberFile } from './read.ts';
import { importReportCsv } from './report.ts';
import {
  finishImportRun,
  holdingRun,
  importedLines,
  interruptImportRun,
  newHolderKey,
  planImportRun,
  recordBatch,
  startImportRun,
  sweepDeadRuns,
  TooManyImportsError,
} from './repository.ts';

type Deps = Pick<AppContext, 'db' | 'config' | 'events' | 'photos'>;

export interface ImportActor {
  staffId: number;
  role: 'admin' | 'manager' | 'staff';
  storeId: number;
}

/** Rows written per transaction: a failure costs one batch, and locks are held briefly. */
export const IMPORT_BATCH_SIZE = 500;
/** The answer lists every refused line and the first others, up to this many lines in all. */
const LISTED_ROWS_MAX = 1_000;
/** A client's `progress_key`: a UUID it made to follow its import on the store's event stream. */
const PROGRESS_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The longest text a customer field takes (備考); a longer cell is refused, not cut. */
const CELL_MAX = 2_000;
const PREVIEW_TEXT_MAX = 100;

export type Outcome = ImportOutcome | 'refused';

export interface LineResult {
  line: number;
  outcome: Outcome;
  member_number: string | null;
  name: string | null;
  errors: FieldErrors;
  /** The course the line carries as matched (issue 29), or null. */
  course: ReturnType<typeof courseView> | null;
  /** What the desk should do after the import (保護者未登録), in Japanese; the line is taken all the same. */
  follow_ups: string[];
}

type Mapping = (CustomerImportField | null)[];

/** The client's `mapping` (column index → field or null) over the suggestions. */
function mappingOf(headers: readonly string[], override: string | undefined): Mapping {
  const mapping = suggestImportMapping(headers);
  if (!override) return mapping;
  let parsed: unknown;
  try {
    parsed = JSON.parse(override);
  } catch {
    throw validationFailed({ mapping: [m.mappingInvalid] });
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw validationFailed({ mapping: [m.mappingInvalid] });
  for (const [key, value] of Object.entries(parsed)) {
    const index = Number(key);
    const valid =
      Number.isInteger(index) &&
      index >= 0 &&
      index < headers.length &&
      (value === null || (customerImportFields as readonly unknown[]).includes(value));
    if (!valid) throw validationFailed({ mapping: [m.mappingInvalid] });
    mapping[index] = value as CustomerImportField | null;
  }
  const used = mapping.filter((field): field is CustomerImportField => field !== null);
  if (new Set(used).size !== used.length) throw validationFailed({ mapping: [m.mappingInvalid] });
  return mapping;
}

function requireNameColumns(mapping: Mapping) {
  const has = (field: CustomerImportField) => mapping.includes(field);
  if (!has('full_name') && !(has('family_name') && has('given_name'))) {
    throw validationFailed({ mapping: [m.noNameColumn] });
  }
  if (!has('full_name_kana') && !(has('family_name_kana') && has('given_name_kana'))) {
    throw validationFailed({ mapping: [m.noKanaColumn] });
  }
}

const clip = (text: string) =>
  text.length > PREVIEW_TEXT_MAX ? `${text.slice(0, PREVIEW_TEXT_MAX)}…` : text;

interface ReadLine {
  line: number;
  memberNumber: string | undefined;
  name: string | null;
  errors: FieldErrors;
  /** The form's input: text of the mapped fields, as the customer form would receive them. */
  form: Record<string, string>;
  status: 'active' | 'paused' | 'withdrawn' | undefined;
  /** The course's cells (program, class, weekday and start time, grade), as read. */
  course: CourseCells;
}

/** One line of the file read through the mapping into the customer form's fields (unchecked yet). */
function readLine(line: number, cells: readonly string[], mapping: Mapping): ReadLine {
  const errors: FieldErrors = {};
  const form: Record<string, string> = {};
  const fail = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  let status: ReadLine['status'];
  const course: CourseCells = {};
  const readCell = (field: CustomerImportField | null, index: number) => {
    if (!field) return;
    const cell = (cells[index] ?? '').trim();
    if (cell === '') return;
    if (cell.length > CELL_MAX) return fail(field, m.cellTooLong);
    switch (field) {
      case 'full_name': {
        const { family, given } = splitFullName(cell);
        if (!given) return fail('family_name', m.nameNotSplit);
        form.family_name = family;
        form.given_name = given;
        return;
      }
      case 'full_name_kana': {
        const { family, given } = splitFullName(readImportKana(cell));
        if (!given) return fail('family_name_kana', m.kanaNotSplit);
        form.family_name_kana = family;
        form.given_name_kana = given;
        return;
      }
      case 'family_name_kana':
      case 'given_name_kana':
        form[field] = readImportKana(cell);
        return;
      case 'birth_date':
      case 'joined_on': {
        const date = parseJapaneseDate(cell);
        if (!date) return fail(field, field === 'birth_date' ? m.birthDateInvalid : m.joinedOnInvalid);
        form[field] = date;
        return;
      }
      case 'gender': {
        const gender = readImportGender(cell);
        if (gender === undefined) return fail('gender', m.genderInvalid);
        if (gender) form.gender = gender;
        return;
      }
      case 'status': {
        const value = readImportStatus(cell);
        if (value === undefined) return fail('status', m.statusInvalid);
        if (value) status = value;
        return;
      }
      case 'grade':
        course.grade = cell.normalize('NFKC');
        return;
      case 'program':
      case 'class':
        course[field] = cell;
        return;
      case 'class_weekday': {
        const weekday = readImportWeekday(cell);
        if (weekday === undefined) return fail('class_id', m.weekdayInvalid);
        if (weekday !== null) course.weekday = weekday;
        return;
      }
      case 'class_start_time': {
        const time = readImportTime(cell);
        if (time === undefined) return fail('class_id', m.startTimeInvalid);
        if (time !== null) course.startTime = time;
        return;
      }
      case 'postal_code': {
        // A spreadsheet that took 0600001 for a number kept 600001.
        const code = cell.replace(/^〒\s*/, '');
        form.postal_code = /^[0-9]{6}$/.test(code) ? code.padStart(7, '0') : code;
        return;
      }
      case 'phone':
      case 'mobile':
      case 'guardian_phone':
        // Japanese numbers start with 0; a spreadsheet that took 09012345678 for a number dropped it.
        form[field] = /^[1-9][0-9]{8,9}$/.test(cell) ? `0${cell}` : cell;
        return;
      case 'member_number':
        form.member_number = cell.normalize('NFKC');
        return;
      case 'address': {
        const parts = splitAddress(cell);
        if (!mapping.includes('prefecture') && parts.prefecture) form.prefecture = parts.prefecture;
        if (!mapping.includes('city') && parts.city) form.city = parts.city;
        if (!mapping.includes('street_address') && parts.street) form.street_address = parts.street;
        return;
      }
      default:
        form[field] = cell;
    }
  };
  mapping.forEach(readCell);
  const name = [form.family_name, form.given_name].filter(Boolean).join(' ');
  return {
    line,
    memberNumber: form.member_number,
    name: name ? clip(name) : null,
    errors,
    form,
    status,
    course,
  };
}

const FORM_FIELDS = [
  'family_name',
  'given_name',
  'family_name_kana',
  'given_name_kana',
  'birth_date',
  'gender',
  'phone',
  'mobile',
  'email',
  'postal_code',
  'prefecture',
  'city',
  'street_address',
  'building',
  'guardian_name',
  'guardian_relationship',
  'guardian_phone',
  'joined_on',
  'memo',
  'notes',
] as const;

/** What the record already holds, as form input: an update is judged as the whole record it would leave. */
function storedForm(existing: ExistingCustomer): Record<string, string> {
  const form: Record<string, string> = {};
  for (const field of FORM_FIELDS) {
    const value = existing.fields[field];
    if (value !== null && value !== undefined) form[field] = String(value);
  }
  return form;
}

export interface ImportResult {
  id: number | null;
  dry_run: boolean;
  file_name: string;
  format: 'csv' | 'xlsx';
  encoding: 'utf-8' | 'shift_jis' | null;
  header_line: number;
  columns: {
    index: number;
    header: string;
    field: CustomerImportField | null;
    suggested: CustomerImportField | null;
  }[];
  summary: {
    rows: number;
    created: number;
    updated: number;
    unchanged: number;
    refused: number;
    skipped: number;
  };
  rows: LineResult[];
  rows_truncated: boolean;
  elapsed_ms: number;
  /** Every line to write was already written by an earlier run of this file (the answer's message says so). */
  already_imported: boolean;
}

/** Each line judged and matched: to a customer by 会員番号, or (without one) by an earlier run of this file. */
async function planImportLines(
  deps: Deps,
  actor: ImportActor,
  input: {
    lines: readonly ReadLine[];
    masters: CourseMasters;
    schema: ReturnType<typeof createCustomerFormSchema>;
    fileDigest: string;
  },
) {
  const { lines, masters, schema, fileDigest } = input;
  const today = todayInTokyo(deps.config.now());
  const numbers = [...new Set(lines.map((line) => line.memberNumber).filter((n): n is string => Boolean(n)))];
  const existing = await customersByMemberNumber(deps.db, actor.storeId, numbers);
  // The lines an earlier run of this very file wrote: one without 会員番号 is its customer again, not a new one.
  const earlierLines = await importedLines(deps.db, actor.storeId, fileDigest);
  const earlierCustomers = await customersById(deps.db, actor.storeId, [...new Set(earlierLines.values())]);

  const firstLineOf = new Map<string, number>();
  const results: LineResult[] = [];
  const toWrite: WriteItem[] = [];
  for (const line of lines) {
    const errors: FieldErrors = { ...line.errors };
    const earlier = earlierLines.get(line.line);
    const known = line.memberNumber
      ? existing.get(line.memberNumber)
      : earlier === undefined
        ? undefined
        : earlierCustomers.get(earlier);
    if (line.memberNumber) {
      const first = firstLineOf.get(line.memberNumber);
      if (first !== undefined)
        errors.member_number = [formatMessage(m.duplicateInFile, { line: String(first) })];
      else firstLineOf.set(line.memberNumber, line.line);
    }
    // The course starts on the line's 入会日, else on the day of the import.
    const { course, errors: courseErrors } = readCourse(masters, line.course, line.form.joined_on ?? today);
    for (const [field, messages] of Object.entries(courseErrors)) errors[field] ??= messages;
    if (placesOrContracts(course) && (line.status ?? known?.status) === 'withdrawn') {
      errors.class_id ??= [m.courseWithdrawn];
    }
    const parsed = schema.safeParse({ ...(known ? storedForm(known) : {}), ...line.form });
    if (!parsed.success) {
      for (const [field, messages] of Object.entries(zodFieldErrors(parsed.error))) {
        errors[field] ??= messages;
      }
      // A name that could not be split says so once, not again as a missing given name.
      if (line.errors.family_name) delete errors.given_name;
      if (line.errors.family_name_kana) delete errors.given_name_kana;
    }
    const result: LineResult = {
      line: line.line,
      outcome: 'refused',
      member_number: line.memberNumber ? clip(line.memberNumber) : null,
      name: line.name,
      errors,
      course: course && courseView(course),
      follow_ups: [],
    };
    results.push(result);
    if (!parsed.success || Object.keys(errors).length > 0) continue;
    const values = parsed.data;
    if (guardianMissing(values, deps.config.now())) result.follow_ups.push(m.guardianMissing);
    // Only the fields the file gave: the rest of a known customer stays as it is.
    const fields: ImportedFields = {};
    for (const field of FORM_FIELDS) {
      if (line.form[field] !== undefined) (fields as Record<string, unknown>)[field] = values[field] ?? null;
    }
    if (course?.grade) fields.grade_id = course.grade.id;
    toWrite.push({
      result,
      row: { memberNumber: line.memberNumber, fields, status: line.status, existing: known },
      imported: earlier !== undefined && known !== undefined,
      course: placesOrContracts(course) ? course : null,
    });
  }
  // The classes' seats, in the file's order: a line left without one is refused before anything is written.
  const refused = new Set<WriteItem>();
  await planSeats(
    deps,
    toWrite.flatMap((item) =>
      item.course
        ? [
            {
              course: item.course,
              customerId: item.row.existing?.id,
              refuse: (message: string) => {
                item.result.errors.class_id = [message];
                item.result.follow_ups = [];
                refused.add(item);
              },
            },
          ]
        : [],
    ),
  );
  return { results, toWrite: toWrite.filter((item) => !refused.has(item)) };
}

/** A checked line to write: its result (the answer's), the customer's fields, its course. */
interface WriteItem {
  result: LineResult;
  row: ImportRow;
  /** An earlier run of this very file wrote the line (its customer is `row.existing`). */
  imported: boolean;
  /** The program's contract and class place to write (null: none, or the grade alone). */
  course: LineCourse | null;
}

/**
 * 会員データの移行: reads the file, maps its columns, checks every line with the customer form's schema and
 * messages, matches 会員番号 within the store, and — unless a dry run — writes the valid lines in transactions
 * of IMPORT_BATCH_SIZE through the customers module, keeping the run and its report.
 */
export async function importMembers(
  deps: Deps,
  actor: ImportActor,
  body: MultipartBody,
): Promise<ImportResult> {
  const started = performance.now();
  const startedAt = deps.config.now();
  const { file } = body;
  if (file?.field !== 'file') throw validationFailed({ file: [m.fileRequired] });
  const dryRun = ['1', 'true'].includes(body.fields.dry_run ?? '');
  const progressKey = body.fields.progress_key;
  if (progressKey !== undefined && !PROGRESS_KEY.test(progressKey))
    throw validationFailed({ progress_key: [m.progressKeyInvalid] });
  const read = readMemberFile(file);
  const headerIndex = read.rows.findIndex((row) => row.cells.some((cell) => cell.trim() !== ''));
  if (headerIndex < 0) throw validationFailed({ file: [m.empty] });
  const header = read.rows[headerIndex] as (typeof read.rows)[number];
  const headers = header.cells.map((cell) => cell.trim());
  const dataRows = read.rows.slice(headerIndex + 1);
  if (dataRows.length > IMPORT_MAX_ROWS) throw validationFailed({ file: [m.tooManyRows] });
  const suggested = suggestImportMapping(headers);
  const mapping = mappingOf(headers, body.fields.mapping);
  requireNameColumns(mapping);

  // A child whose old record had no guardian is taken, and listed as 保護者未登録 (not refused: the old system's
  // file often has no guardian column at all).
  const schema = createCustomerFormSchema(() => deps.config.now(), { guardian: 'followUp' });
  const masters = await courseMasters(deps, actor.storeId, todayInTokyo(deps.config.now()));
  let skipped = 0;
  const lines: ReadLine[] = [];
  for (const row of dataRows) {
    if (row.cells.every((cell) => cell.trim() === '')) {
      skipped += 1;
      continue;
    }
    lines.push(readLine(row.line, row.cells, mapping));
  }
  const fileDigest = createHash('sha256').update(file.bytes).digest('hex');
  const planLines = () => planImportLines(deps, actor, { lines, masters, schema, fileDigest });

  const summaryOf = (results: readonly LineResult[]) => {
    const count = (outcome: Outcome) => results.filter((r) => r.outcome === outcome).length;
    return {
      rows: lines.length + skipped,
      created: count('created'),
      updated: count('updated'),
      unchanged: count('unchanged'),
      refused: count('refused'),
      skipped,
    };
  };
  let id: number | null = null;
  let planned: Awaited<ReturnType<typeof planLines>>;
  if (dryRun) {
    planned = await planLines();
    for (const { result, row } of planned.toWrite) result.outcome = row.existing ? 'updated' : 'created';
  } else {
    const holderKey = newHolderKey();
    ({ id, planned } = await holdingRun(deps.db, holderKey, async () => {
      // The run is kept before its first line is written, so a server that dies midway leaves it in the
      // history; another run of this file in the store must have ended first (its lines without 会員番号
      // would be created by both).
      await sweepDeadRuns(deps.db, actor.storeId);
      const runId = await startImportRun(deps.db, {
        storeId: actor.storeId,
        staffId: actor.staffId,
        fileName: file.filename,
        fileDigest,
        holderKey,
        format: read.format,
        encoding: read.encoding,
        rows: lines.length + skipped,
        skipped,
        startedAt,
      });
      if (runId === null) throw new ApiError(409, 'CONFLICT', m.sameFileRunning);
      try {
        // Matched only now: a run of this file that ended a moment ago has all its lines recorded.
        const plan = await planLines();
        await planImportRun(deps.db, runId, {
          total: plan.toWrite.length,
          refused: plan.results.length - plan.toWrite.length,
        });
        await writeBatches(deps, actor, { runId, fileDigest, progressKey }, plan.toWrite);
        await finishImportRun(deps.db, {
          id: runId,
          storeId: actor.storeId,
          fileDigest,
          summary: summaryOf(plan.results),
          report: importReportCsv(plan.results),
          finishedAt: deps.config.now(),
        });
        return { id: runId, planned: plan };
      } catch (error) {
        await interruptImportRun(deps.db, runId).catch(() => {});
        throw error;
      }
    }).catch((error: unknown) => {
      if (error instanceof TooManyImportsError) throw new ApiError(409, 'CONFLICT', m.tooManyRunning);
      throw error;
    }));
  }

  const { results, toWrite } = planned;
  const summary = summaryOf(results);
  const refused = results.filter((r) => r.outcome === 'refused');
  // Refused lines first, then those with a follow-up, then the others, up to LISTED_ROWS_MAX.
  const listed = [...refused.slice(0, LISTED_ROWS_MAX)];
  for (const followUp of [true, false]) {
    for (const r of results) {
      if (listed.length >= LISTED_ROWS_MAX) break;
      if (r.outcome !== 'refused' && r.follow_ups.length > 0 === followUp) listed.push(r);
    }
  }
  listed.sort((a, b) => a.line - b.line);
  return {
    id,
    dry_run: dryRun,
    file_name: file.filename,
    format: read.format,
    encoding: read.encoding,
    header_line: header.line,
    columns: headers.map((text, index) => ({
      index,
      header: clip(text),
      field: mapping[index] ?? null,
      suggested: suggested[index] ?? null,
    })),
    summary,
    rows: listed,
    rows_truncated: listed.length < results.length,
    elapsed_ms: Math.round(performance.now() - started),
    already_imported: toWrite.length > 0 && toWrite.every((item) => item.imported),
  };
}

type Written = Map<WriteItem, { outcome: ImportOutcome; customerId: number }>;

/** A line refused while its batch writes: its reason alone (it had passed the preview's checks). */
function refuseWhileWriting(item: WriteItem, field: string, message: string) {
  item.result.errors = { [field]: [message] };
  item.result.follow_ups = [];
}

/** Lines of a batch refused while it wrote (their reasons set): the batch is written again without them. */
class LinesRefused extends Error {
  readonly lines: ReadonlySet<WriteItem>;
  constructor(lines: ReadonlySet<WriteItem>) {
    super('lines refused while writing');
    this.lines = lines;
  }
}

/**
 * One batch in the caller's transaction: the member-number counter locked first, then the batch's classes (in
 * id order, as 本登録 takes them after the counter); a line whose new 会員番号 was saved meanwhile is refused. The
 * lines are written together (importCustomerBatch), then each line's course under a savepoint, so every course
 * refused here (a class filled since the preview) is known in one pass; if any was, LinesRefused rolls the
 * whole batch back — members, numbers and contracts of the refused lines with it — and the batch is written
 * again without them (writeBatches).
 */
async function writeBatch(
  tx: Queryable,
  deps: Deps,
  actor: ImportActor,
  batch: readonly WriteItem[],
): Promise<{ written: Written; announce: () => void }> {
  const isNew = (item: WriteItem) => !item.row.existing && item.row.memberNumber !== undefined;
  const taken = await lockMemberNumbers(
    tx,
    actor.storeId,
    batch.flatMap((item) => (isNew(item) ? [item.row.memberNumber as string] : [])),
  );
  const open = batch.filter((item) => {
    if (!isNew(item) || !taken.has(item.row.memberNumber as string)) return true;
    refuseWhileWriting(item, 'member_number', m.memberNumberTaken);
    return false;
  });
  await lockCourseClasses(
    tx,
    actor.storeId,
    open.map((item) => item.course),
  );
  const done = await importCustomerBatch(deps, tx, {
    storeId: actor.storeId,
    staffId: actor.staffId,
    today: todayInTokyo(deps.config.now()),
    rows: open.map((item) => item.row),
  });
  const written: Written = new Map();
  const refused = new Set<WriteItem>();
  for (const [i, item] of open.entries()) {
    const customerId = done.customerIds[i] as number;
    const outcome = done.outcomes[i] as ImportOutcome;
    written.set(item, { outcome, customerId });
    if (!item.course) continue;
    await tx.query('savepoint import_line');
    try {
      const member = { id: customerId, name: item.result.name ?? '' };
      const wrote = await writeCourse(tx, deps, actor, member, item.course);
      await tx.query('release savepoint import_line');
      if (wrote && outcome === 'unchanged') written.set(item, { outcome: 'updated', customerId });
    } catch (error) {
      if (!(error instanceof CourseRefused)) throw error;
      await tx.query('rollback to savepoint import_line');
      refuseWhileWriting(item, 'class_id', error.message);
      refused.add(item);
    }
  }
  if (refused.size > 0) throw new LinesRefused(refused);
  return { written, announce: done.announce };
}

/** Writes a batch, and again without the lines refused while it wrote (each round has fewer lines). */
async function writeAgainWithout<T>(
  batch: readonly WriteItem[],
  write: (lines: readonly WriteItem[]) => Promise<T>,
): Promise<T> {
  let lines = batch;
  for (;;) {
    try {
      return await write(lines);
    } catch (error) {
      if (!(error instanceof LinesRefused)) throw error;
      lines = lines.filter((item) => !error.lines.has(item));
    }
  }
}

/**
 * Writes the checked lines in transactions of IMPORT_BATCH_SIZE (writeBatch); each batch's transaction also
 * records its written lines and the run's counts (recordBatch), so the run says exactly what arrived whenever
 * the server stops.
 */
async function writeBatches(
  deps: Deps,
  actor: ImportActor,
  run: { runId: number; fileDigest: string; progressKey: string | undefined },
  toWrite: readonly WriteItem[],
) {
  for (let at = 0; at < toWrite.length; at += IMPORT_BATCH_SIZE) {
    let batch: readonly WriteItem[] = toWrite.slice(at, at + IMPORT_BATCH_SIZE);
    const size = batch.length;
    try {
      const { written, announce } = await writeAgainWithout(batch, (lines) => {
        batch = lines;
        return deps.db.transaction(async (tx) => {
          const done = await writeBatch(tx, deps, actor, batch);
          const counts = { created: 0, updated: 0, unchanged: 0 };
          for (const { outcome } of done.written.values()) counts[outcome] += 1;
          await recordBatch(tx, {
            runId: run.runId,
            storeId: actor.storeId,
            fileDigest: run.fileDigest,
            // A line an earlier run of the file wrote is recorded already (with this customer).
            lines: batch.flatMap((item) => {
              const line = done.written.get(item);
              return line && !item.imported ? [{ line: item.result.line, customerId: line.customerId }] : [];
            }),
            counts,
          });
          return done;
        });
      });
      for (const [item, line] of written) item.result.outcome = line.outcome;
      announce();
    } catch (error) {
      // A unique member number hit all the same (the counter's lock makes it rare): this batch is not written
      // (the others stand); the same file imported again picks its lines up.
      if ((error as { code?: string }).code !== '23505') throw error;
      for (const item of batch) refuseWhileWriting(item, 'member_number', m.batchCollided);
    }
    // The screen that made the key shows the lines handled so far while its request is pending; the
    // store's channel only (other stores' streams never hear it).
    if (run.progressKey) {
      deps.events.publish({
        type: 'customer.import.progress',
        store_id: actor.storeId,
        payload: { progress_key: run.progressKey, done: at + size, total: toWrite.length },
      });
    }
    // Embedded PGlite answers in microtasks only: without a turn of the event loop here, the whole import ran
    // before any other request was served or the progress above reached a stream (seen in the kill test).
    await setImmediate();
  }
}
