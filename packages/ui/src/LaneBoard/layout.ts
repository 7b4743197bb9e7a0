// The lane board's arithmetic, apart from its drawing: where a class sits, where a move lands, which classes
// collide. Times are minutes after midnight on the Asia/Tokyo wall clock (a weekly class has no date).

export interface BoardLane {
  id: number;
  name: string;
  /** A shared lane (コース共用) takes several classes at once; the server counts them against its capacity. */
  isShared?: boolean | undefined;
}

export interface BoardClass {
  id: number;
  /** The class's first lane (where the keyboard moves it from). */
  laneId: number;
  /** Every lane of a class that uses several (laneId first); left out for a class in one lane. */
  laneIds?: readonly number[] | undefined;
  /** Minutes after midnight. */
  start: number;
  end: number;
  title: string;
  /** The coach (担当), shown under the title and used by the coach filter. */
  coach?: string | null | undefined;
  /** e.g. 在籍 8/10名. */
  note?: string | undefined;
  /** A mark on the block, e.g. 体験 1名 (a trial booked into the class's next lesson). */
  badge?: string | undefined;
}

export interface BoardPlacement {
  id: number;
  laneId: number;
  /** Every lane, when the class uses several (laneId first). */
  laneIds?: readonly number[] | undefined;
  start: number;
  end: number;
}

/** The lanes a class uses: laneIds when it has several, else its one lane. */
export const lanesOf = (item: {
  laneId: number;
  laneIds?: readonly number[] | undefined;
}): readonly number[] => (item.laneIds && item.laneIds.length > 0 ? item.laneIds : [item.laneId]);

/** A stretch of neighbouring board lanes a class covers: drawn as one block `span` lanes wide. */
export interface LaneRun {
  /** The run's first lane and its column on the board. */
  laneId: number;
  index: number;
  span: number;
  /** The run holding the class's first lane: the block that takes focus and speaks for the class. */
  isPrimary: boolean;
}

/**
 * Where a class is drawn: one run per stretch of neighbouring lanes on the board (lanes 2 and 3: one block two
 * lanes wide; lanes 1 and 3: a block in each). Lanes not on this board are left out.
 */
export function laneRunsOf(
  item: { laneId: number; laneIds?: readonly number[] | undefined },
  lanes: readonly BoardLane[],
): LaneRun[] {
  const primary = lanes.findIndex((lane) => lane.id === item.laneId);
  const indexes = [...new Set(lanesOf(item).map((id) => lanes.findIndex((lane) => lane.id === id)))]
    .filter((index) => index >= 0)
    .sort((a, b) => a - b);
  const runs: LaneRun[] = [];
  for (const index of indexes) {
    const last = runs.at(-1);
    if (last && last.index + last.span === index) last.span += 1;
    else runs.push({ laneId: (lanes[index] as BoardLane).id, index, span: 1, isPrimary: false });
  }
  for (const run of runs) run.isPrimary = primary >= run.index && primary < run.index + run.span;
  return runs;
}

/**
 * A class's lanes moved `offset` board lanes sideways together (lanes 2–3 one to the right: 3–4), or null
 * when that would take one of them off the board. A class in one lane gets no laneIds.
 */
export function shiftLanes(
  item: { laneId: number; laneIds?: readonly number[] | undefined },
  lanes: readonly BoardLane[],
  offset: number,
): { laneId: number; laneIds?: readonly number[] } | null {
  const moved = lanesOf(item).map((id) => {
    const index = lanes.findIndex((lane) => lane.id === id);
    // A lane of another facility stays where it is.
    return index < 0 ? id : lanes[index + offset]?.id;
  });
  if (moved.some((id) => id === undefined)) return null;
  const [laneId, ...rest] = moved as number[];
  if (laneId === undefined) return null;
  return rest.length > 0 ? { laneId, laneIds: [laneId, ...rest] } : { laneId };
}

/** One entry per lane a class uses, for the per-lane arithmetic below. */
function perLane<T extends BoardPlacement>(classes: readonly T[]): BoardPlacement[] {
  return classes.flatMap((item) =>
    lanesOf(item).map((laneId) => ({ id: item.id, laneId, start: item.start, end: item.end })),
  );
}

/** The nearest step (15 min) to a number of minutes. */
export const snap = (minutes: number, step: number) => Math.round(minutes / step) * step;

/**
 * A class moved to `start` in `laneId`, its length kept, held inside the board's day: a class dragged past
 * the last row stops at the day's end instead of leaving the board.
 */
export function moveTo(
  item: BoardPlacement,
  laneId: number,
  start: number,
  day: { start: number; end: number },
): BoardPlacement {
  const length = item.end - item.start;
  const from = Math.min(Math.max(start, day.start), day.end - length);
  return { id: item.id, laneId, ...withLanes(item), start: from, end: from + length };
}

/** A several-lane class's laneIds, carried over unchanged (a move across lanes passes the shifted ones). */
const withLanes = (item: BoardPlacement) => (item.laneIds ? { laneIds: item.laneIds } : {});

/** A class made longer or shorter, at least one step long and not past the day's end. */
export function resizeTo(item: BoardPlacement, end: number, step: number, dayEnd: number): BoardPlacement {
  const { id, laneId, start } = item;
  return { id, laneId, ...withLanes(item), start, end: Math.min(Math.max(end, start + step), dayEnd) };
}

/**
 * Classes that collide: two in the same lane whose times overlap (touching ends do not: 16:00–17:00 and
 * 17:00–18:00 follow each other). A shared lane is not flagged here — how many it takes is the server's
 * count — so the board shows what the server would refuse for one lane, before saving.
 */
export function conflictsOf(
  classes: readonly BoardPlacement[],
  lanes: readonly BoardLane[],
): Map<number, number[]> {
  const shared = new Set(lanes.filter((lane) => lane.isShared).map((lane) => lane.id));
  const found = new Map<number, number[]>();
  const byLane = new Map<number, BoardPlacement[]>();
  // A class in several lanes collides with what is in any of them.
  for (const item of perLane(classes)) {
    if (shared.has(item.laneId)) continue;
    byLane.set(item.laneId, [...(byLane.get(item.laneId) ?? []), item]);
  }
  const note = (a: number, b: number) => {
    const list = found.get(a) ?? [];
    if (!list.includes(b)) found.set(a, [...list, b]);
  };
  for (const list of byLane.values()) {
    const sorted = [...list].sort((a, b) => a.start - b.start);
    for (const [i, a] of sorted.entries()) {
      for (const b of sorted.slice(i + 1)) {
        if (b.start >= a.end) break;
        note(a.id, b.id);
        note(b.id, a.id);
      }
    }
  }
  return found;
}

/**
 * Side by side where classes overlap in one lane (a shared lane, or a conflict being shown): each class gets a
 * column within its group of overlapping classes, and the group's column count, so none hides another. Keyed by
 * class id, for its first lane.
 */
export function columnsOf(
  classes: readonly BoardPlacement[],
): Map<number, { column: number; columns: number }> {
  const byLane = laneColumnsOf(classes);
  return new Map(
    classes.flatMap((item) => {
      const found = byLane.get(laneKey(item.id, item.laneId));
      return found ? [[item.id, found] as const] : [];
    }),
  );
}

/** The key of a class in one lane, for laneColumnsOf. */
export const laneKey = (id: number, laneId: number) => `${id}@${laneId}`;

/** columnsOf for every lane a class uses (a class in two lanes makes room in both), keyed by laneKey. */
export function laneColumnsOf(
  classes: readonly BoardPlacement[],
): Map<string, { column: number; columns: number }> {
  const placed = new Map<string, { column: number; columns: number }>();
  const byLane = new Map<number, BoardPlacement[]>();
  for (const item of perLane(classes)) byLane.set(item.laneId, [...(byLane.get(item.laneId) ?? []), item]);
  for (const list of byLane.values()) {
    const sorted = [...list].sort((a, b) => a.start - b.start || a.end - b.end);
    let group: BoardPlacement[] = [];
    let ends: number[] = [];
    let groupEnd = -1;
    const close = () => {
      for (const item of group) {
        const found = placed.get(laneKey(item.id, item.laneId));
        if (found) found.columns = ends.length;
      }
      group = [];
      ends = [];
    };
    for (const item of sorted) {
      if (item.start >= groupEnd) close();
      let column = ends.findIndex((end) => end <= item.start);
      if (column === -1) column = ends.push(item.end) - 1;
      else ends[column] = item.end;
      placed.set(laneKey(item.id, item.laneId), { column, columns: 1 });
      group.push(item);
      groupEnd = Math.max(groupEnd, item.end);
    }
    close();
  }
  return placed;
}
