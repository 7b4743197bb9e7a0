import type { Day } from '@kayoi/domain/calendar';
import { weekdayLabels } from '@kayoi/domain/labels';
import { readImportClassSlot } from '@kayoi/domain/member-import';
import { formatMessage, memberImportMessages as m } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError, type FieldErrors } from '../../http/envelope.ts';
import { enrolConvertedMember, holdsClassPlace, placesForNewcomers } from '../classes/enrollments.ts';
import { type ClassRow, listClassRows, lockClass } from '../classes/repository.ts';
import { openProgramContract } from '../customers/contracts.ts';
import { createGradeRepository } from '../grades/repository.ts';
import { createProgramRepository } from '../programs/repository.ts';

// The course a member file's line carries (issue 29): its プログラム, クラス and 級 matched by name to the store's
// masters (a class also by its weekday and start time), judged before anything is written — an unknown name, a
// class of another program, several classes matching, or a class with no free seat left for the file's earlier
// lines refuse the line — and written through the enrolment the desk uses: the class locked, its seats counted,
// the program's contract made with the place (classes/enrollments.ts), or the contract alone for a program
// without a class (customers/contracts.ts openProgramContract, as 本登録 does).

type Deps = Pick<AppContext, 'db' | 'config'>;

interface Ref {
  id: number;
  name: string;
}

/** The cells of a line's course, as read (a weekday 0–6 and 'HH:MM'). */
export interface CourseCells {
  program?: string;
  class?: string;
  weekday?: number;
  startTime?: string;
  grade?: string;
}

/** A line's course as matched; `klass` keeps what its seats are counted with. */
export interface LineCourse {
  program: Ref | null;
  klass: (Ref & { capacity: number; label: string }) | null;
  grade: Ref | null;
  startsOn: Day;
}

/** The course as the answer shows it (CustomerImportCourse). */
export const courseView = (course: LineCourse) => ({
  program: course.program,
  class: course.klass ? { id: course.klass.id, name: course.klass.label } : null,
  grade: course.grade,
  starts_on: course.startsOn,
});

/** Names compared as people write them: full- and half-width alike, spaces folded. */
const fold = (text: string) => text.normalize('NFKC').replace(/\s+/gu, ' ').trim();

/** ジュニアA（火 16:00–17:00）: a class named so the desk can tell it from its namesakes. */
const classLabel = (k: Pick<ClassRow, 'name' | 'day_of_week' | 'start_time' | 'end_time'>) =>
  `${k.name}（${weekdayLabels[k.day_of_week]} ${k.start_time}–${k.end_time}）`;

export interface CourseMasters {
  programs: Map<string, Ref>;
  classes: ClassRow[];
  grades: Map<string, Ref>;
}

/**
 * The store's active programs, classes and 級 a file may name. A name two programs (or two schools' grades)
 * share goes to the first; classes are matched whole (several matching refuse the line).
 */
export async function courseMasters(deps: Deps, storeId: number, today: Day): Promise<CourseMasters> {
  const [programs, classes, grades] = await Promise.all([
    createProgramRepository(deps.db).activeOfStore(storeId, today),
    listClassRows(deps.db, storeId, {}, today),
    createGradeRepository(deps.db).active(storeId),
  ]);
  const byName = (rows: readonly Ref[]) => {
    const map = new Map<string, Ref>();
    for (const row of rows) {
      const key = fold(row.name);
      if (!map.has(key)) map.set(key, { id: row.id, name: row.name });
    }
    return map;
  };
  return { programs: byName(programs), classes, grades: byName(grades) };
}

const clip = (text: string) => (text.length > 50 ? `${text.slice(0, 50)}…` : text);

/** The class a line names, among the store's: by name or weekday and start time, narrowed by the program. */
function matchClass(
  masters: CourseMasters,
  cells: CourseCells,
  program: Ref | null,
): { klass?: ClassRow; error?: string } {
  const slot = cells.class === undefined ? undefined : readImportClassSlot(cells.class);
  const weekday = slot?.weekday ?? cells.weekday;
  const startTime = slot?.startTime ?? cells.startTime;
  if (cells.class === undefined && (weekday === undefined || startTime === undefined)) {
    return { error: m.slotIncomplete };
  }
  const label = clip(
    cells.class ?? `${weekdayLabels[weekday as number]} ${startTime as string}`.normalize('NFKC'),
  );
  const name = cells.class !== undefined && !slot ? fold(cells.class) : undefined;
  const candidates = masters.classes.filter(
    (k) =>
      (name === undefined || fold(k.name) === name) &&
      (weekday === undefined || k.day_of_week === weekday) &&
      (startTime === undefined || k.start_time === startTime),
  );
  if (candidates.length === 0) return { error: formatMessage(m.classNotFound, { class: label }) };
  const ofProgram = program ? candidates.filter((k) => k.program_id === program.id) : candidates;
  if (program && ofProgram.length === 0) {
    return { error: formatMessage(m.classOfOtherProgram, { class: label, program: clip(program.name) }) };
  }
  if (ofProgram.length > 1) {
    return { error: formatMessage(m.classAmbiguous, { class: label, count: String(ofProgram.length) }) };
  }
  return { klass: ofProgram[0] as ClassRow };
}

/**
 * A line's course from its cells: the program, class and grade matched, or the reasons by field (program_id,
 * class_id, grade_id). Null when the line names none of them.
 */
export function readCourse(
  masters: CourseMasters,
  cells: CourseCells,
  startsOn: Day,
): { course: LineCourse | null; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const named = Object.values(cells).some((value) => value !== undefined);
  if (!named) return { course: null, errors };
  let program: Ref | null = null;
  if (cells.program !== undefined) {
    program = masters.programs.get(fold(cells.program)) ?? null;
    if (!program) errors.program_id = [formatMessage(m.programNotFound, { program: clip(cells.program) })];
  }
  let grade: Ref | null = null;
  if (cells.grade !== undefined) {
    grade = masters.grades.get(fold(cells.grade)) ?? null;
    if (!grade) errors.grade_id = [formatMessage(m.gradeNotFound, { grade: clip(cells.grade) })];
  }
  let klass: LineCourse['klass'] = null;
  const namesClass = [cells.class, cells.weekday, cells.startTime].some((value) => value !== undefined);
  if (namesClass && !errors.program_id) {
    const matched = matchClass(masters, cells, program);
    if (matched.error) errors.class_id = [matched.error];
    if (matched.klass) {
      const k = matched.klass;
      klass = { id: k.id, name: k.name, capacity: k.capacity, label: classLabel(k) };
      // The class's program is the contract's when the line names none.
      program ??= k.program;
    }
  }
  return { course: { program, klass, grade, startsOn }, errors };
}

/** Whether writing the course does anything beyond the grade (a contract, a class place). */
export const placesOrContracts = (course: LineCourse | null) =>
  Boolean(course && (course.klass || course.program));

/**
 * The preview's seats: each line taking a place in a class (a known member already holding it takes none) has
 * one of the places newcomers could take from its first day, less those the file's earlier lines took; a line
 * left without one is refused as 満席. The import counts again under the class lock (enrolConvertedMember).
 */
export async function planSeats(
  deps: Deps,
  lines: readonly { course: LineCourse; customerId: number | undefined; refuse: (message: string) => void }[],
): Promise<void> {
  const now = deps.config.now();
  const free = new Map<string, number>();
  const taken = new Map<number, number>();
  for (const line of lines) {
    const { klass, startsOn } = line.course;
    if (!klass) continue;
    if (
      line.customerId !== undefined &&
      (await holdsClassPlace(deps.db, klass.id, line.customerId, startsOn))
    )
      continue;
    const key = `${klass.id} ${startsOn}`;
    let places = free.get(key);
    if (places === undefined) {
      places = await placesForNewcomers(deps.db, klass, startsOn, now);
      free.set(key, places);
    }
    const before = taken.get(klass.id) ?? 0;
    if (places - before <= 0) {
      line.refuse(formatMessage(m.classFull, { class: klass.label, capacity: String(klass.capacity) }));
      continue;
    }
    taken.set(klass.id, before + 1);
  }
}

/** The classes a batch writes places in, locked in id order (after the member-number counter, as 本登録 takes them). */
export async function lockCourseClasses(
  tx: Queryable,
  storeId: number,
  courses: readonly (LineCourse | null)[],
): Promise<void> {
  const ids = [...new Set(courses.flatMap((course) => (course?.klass ? [course.klass.id] : [])))];
  for (const id of ids.sort((a, b) => a - b)) await lockClass(tx, storeId, id);
}

/**
 * Writes a line's course for its member inside the batch's transaction: the place in the class from the first
 * day through the desk's enrolment (its program's contract made with it), or the program's contract alone. A
 * member already holding the place or the contract keeps it. Answers whether anything was written; a refusal
 * (the class filled meanwhile, or closed) is thrown as the line's message.
 */
export async function writeCourse(
  tx: Queryable,
  deps: Deps,
  actor: { staffId: number; role: 'admin' | 'manager' | 'staff'; storeId: number },
  member: { id: number; name: string },
  course: LineCourse,
): Promise<boolean> {
  const { klass, program, startsOn } = course;
  if (klass) {
    if (await holdsClassPlace(tx, klass.id, member.id, startsOn)) return false;
    try {
      await enrolConvertedMember(tx, deps, actor, klass.id, member, startsOn);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      throw new CourseRefused(
        error.status === 409
          ? formatMessage(m.classFull, { class: klass.label, capacity: String(klass.capacity) })
          : formatMessage(m.classRefused, {
              class: klass.label,
              reason: Object.values(error.fieldErrors ?? {}).flat()[0] ?? error.message,
            }),
      );
    }
    return true;
  }
  if (program) return (await openProgramContract(tx, member.id, program.id, startsOn)) !== null;
  return false;
}

/** A line's course refused while writing (its message is the line's class_id error). */
export class CourseRefused extends Error {}
