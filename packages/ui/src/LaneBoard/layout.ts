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
  laneId: number;
  /** Minutes after midnight. */
  start: number;
  end: number;
  title: string;
  /** The coach (担当), shown under the title and used by the coach filter. */
  coach?: string | null | undefined;
  /** e.g. 在籍 8/10名. */
  note?: string | undefined;
}

export interface BoardPlacement {
  id: number;
  laneId: number;
  start: number;
  end: number;
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
  return { id: item.id, laneId, start: from, end: from + length };
}

/** A class made longer or shorter, at least one step long and not past the day's end. */
export function resizeTo(item: BoardPlacement, end: number, step: number, dayEnd: number): BoardPlacement {
  const { id, laneId, start } = item;
  return { id, laneId, start, end: Math.min(Math.max(end, start + step), dayEnd) };
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
  for (const item of classes) {
    if (shared.has(item.laneId)) continue;
    byLane.set(item.laneId, [...(byLane.get(item.laneId) ?? []), item]);
  }
  for (const list of byLane.values()) {
    const sorted = [...list].sort((a, b) => a.start - b.start);
    for (const [i, a] of sorted.entries()) {
      for (const b of sorted.slice(i + 1)) {
        if (b.start >= a.end) break;
        found.set(a.id, [...(found.get(a.id) ?? []), b.id]);
        found.set(b.id, [...(found.get(b.id) ?? []), a.id]);
      }
    }
  }
  return found;
}

/**
 * Side by side where classes overlap in one lane (a shared lane, or a conflict being shown): each class gets a
 * column within its group of overlapping classes, and the group's column count, so none hides another.
 */
export function columnsOf(
  classes: readonly BoardPlacement[],
): Map<number, { column: number; columns: number }> {
  const placed = new Map<number, { column: number; columns: number }>();
  const byLane = new Map<number, BoardPlacement[]>();
  for (const item of classes) byLane.set(item.laneId, [...(byLane.get(item.laneId) ?? []), item]);
  for (const list of byLane.values()) {
    const sorted = [...list].sort((a, b) => a.start - b.start || a.end - b.end);
    let group: BoardPlacement[] = [];
    let ends: number[] = [];
    let groupEnd = -1;
    const close = () => {
      for (const item of group) {
        const found = placed.get(item.id);
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
      placed.set(item.id, { column, columns: 1 });
      group.push(item);
      groupEnd = Math.max(groupEnd, item.end);
    }
    close();
  }
  return placed;
}
