import { clockOf } from '@kayoi/domain/calendar';
import { ChevronLeft, ChevronRight, Link2, TriangleAlert } from 'lucide-react';
import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { isTextDropItem, useDrag, useDrop } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { Badge } from '../Badge/Badge.tsx';
import { focusRing, tabularNumbers, visuallyHidden } from '../theme/mixins.ts';
import {
  type BoardClass,
  type BoardLane,
  type BoardPlacement,
  conflictsOf,
  type LaneRun,
  laneColumnsOf,
  laneKey,
  laneRunsOf,
  lanesOf,
  moveTo,
  resizeTo,
  shiftLanes,
  snap,
} from './layout.ts';

export interface LaneBoardProps {
  /** The board's name, e.g. 「第1プール 月曜日」. */
  label: string;
  lanes: readonly BoardLane[];
  classes: readonly BoardClass[];
  /** The day's first and last minute shown (default 09:00–21:00). */
  dayStart?: number;
  dayEnd?: number;
  /** Rows of this many minutes (default 15). */
  step?: number;
  /** Height of one row in pixels (default 16). */
  rowHeight?: number;
  /** Classes of other coaches are dimmed (the coach filter); null shows everyone. */
  coach?: string | null;
  /** A move or resize the user made: the board draws what it is given, so the page keeps the draft. */
  onChange?: (placement: BoardPlacement) => void;
  isReadOnly?: boolean;
}

/** What a drop hands over (react-aria's DropEvent, which the package does not export by name). */
type DropEvent = Parameters<NonNullable<Parameters<typeof useDrop>[0]['onDrop']>>[0];

const DRAG_TYPE = 'application/x-kayoi-class';
const LANE_WIDTH = 168;
const GUTTER = 56;

/** The board's frame: the lanes scroll sideways inside it, never the page. */
const Frame = styled.div`
  position: relative;
  min-width: 0;
  max-width: 100%;
`;
const Scroller = styled.div`
  overflow: auto;
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.base};
  &:focus-visible {
    ${focusRing}
  }
`;
/** A shadow at an edge the lanes go on past: there is more board that way. */
const Fade = styled.div<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 1px;
  bottom: 1px;
  ${({ $side }) => $side}: ${({ $side }) => ($side === 'left' ? `${GUTTER + 1}px` : '1px')};
  width: 32px;
  z-index: 4;
  pointer-events: none;
  background: linear-gradient(
    to ${({ $side }) => ($side === 'left' ? 'right' : 'left')},
    ${({ theme }) => theme.color.border.strong},
    transparent
  );
  opacity: 0.5;
`;
/** Above the board when it is wider than its frame: which lanes are out of sight, and a way there. */
const More = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: ${({ theme }) => theme.space(0, 0, 2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  button {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(1)};
    padding: ${({ theme }) => theme.space(1, 3)};
    border-radius: ${({ theme }) => theme.radius.pill};
    border: 1px solid ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.text};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.bold};
    cursor: pointer;
    &:focus-visible {
      ${focusRing}
    }
  }
  button:only-child {
    margin-left: auto;
  }
  svg {
    width: 16px;
    height: 16px;
  }
`;
const Grid = styled.div<{ $lanes: number }>`
  display: grid;
  grid-template-columns: ${GUTTER}px repeat(${({ $lanes }) => $lanes}, minmax(${LANE_WIDTH}px, 1fr));
  min-width: fit-content;
`;
const LaneHead = styled.div`
  position: sticky;
  top: 0;
  z-index: 2;
  padding: ${({ theme }) => theme.space(2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text.primary};
  background: ${({ theme }) => theme.color.surface.raised};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  border-left: 1px solid ${({ theme }) => theme.color.border.subtle};
  small {
    display: block;
    font-weight: ${({ theme }) => theme.font.weight.regular};
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;
const Corner = styled.div`
  position: sticky;
  top: 0;
  left: 0;
  z-index: 3;
  background: ${({ theme }) => theme.color.surface.raised};
  border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
`;
const Gutter = styled.div`
  /* The times stay in view while the lanes scroll sideways. */
  position: sticky;
  left: 0;
  z-index: 2;
  background: ${({ theme }) => theme.color.surface.base};
  ${tabularNumbers}
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.secondary};
  span {
    position: absolute;
    right: ${({ theme }) => theme.space(2)};
    transform: translateY(-50%);
  }
  span:first-child {
    transform: none;
  }
`;
const Lane = styled.div<{ $rowHeight: number; $hour: number }>`
  position: relative;
  border-left: 1px solid ${({ theme }) => theme.color.border.subtle};
  /* A line every hour, a fainter one every row. */
  background-image:
    linear-gradient(${({ theme }) => theme.color.border.default} 1px, transparent 1px),
    linear-gradient(${({ theme }) => theme.color.border.subtle} 1px, transparent 1px);
  background-size:
    100% ${({ $hour }) => $hour}px,
    100% ${({ $rowHeight }) => $rowHeight}px;
`;
const DropArea = styled.div<{ $active: boolean }>`
  position: absolute;
  inset: 0;
  outline: none;
  ${({ $active, theme }) =>
    $active &&
    css`
      background: ${theme.color.accent.subtle};
      box-shadow: inset 0 0 0 2px ${theme.color.accent.solid};
    `}
  &:focus-visible {
    ${focusRing}
    outline-offset: -2px;
  }
`;
const Block = styled.div<{ $conflict: boolean; $dimmed: boolean; $dragging: boolean; $passive: boolean }>`
  position: absolute;
  /* Above the drop areas of the lanes a wide block covers. */
  z-index: 1;
  box-sizing: border-box;
  overflow: hidden;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme, $conflict }) => theme.color.status[$conflict ? 'danger' : 'info'].border};
  border-left: 4px solid ${({ theme, $conflict }) => theme.color.status[$conflict ? 'danger' : 'info'].solid};
  background: ${({ theme, $conflict }) => theme.color.status[$conflict ? 'danger' : 'info'].subtle};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.35;
  cursor: ${({ $passive }) => ($passive ? 'default' : 'grab')};
  opacity: ${({ $dimmed, $dragging }) => ($dragging ? 0.45 : $dimmed ? 0.35 : 1)};
  /* While a class is dragged, drops go to the lane under the pointer, not to the classes drawn on it. */
  pointer-events: ${({ $passive }) => ($passive ? 'none' : 'auto')};
  ${tabularNumbers}
  &:focus-visible {
    ${focusRing}
    z-index: 1;
  }
  strong {
    display: block;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  span {
    display: block;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    color: ${({ theme }) => theme.color.text.secondary};
  }
  .lanes {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    color: ${({ theme }) => theme.color.status.info.text};
  }
  .conflict {
    display: inline-flex;
    align-items: center;
    gap: 2px;
    color: ${({ theme }) => theme.color.status.danger.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  svg {
    width: 12px;
    height: 12px;
  }
`;
/** Said, not shown: the separators and the lane that make the class's name read as a sentence. */
const Spoken = styled.span`
  && {
    ${visuallyHidden}
  }
`;
const Handle = styled.div`
  position: absolute;
  left: 0;
  right: 0;
  bottom: 0;
  height: 6px;
  cursor: ns-resize;
  touch-action: none;
`;
const Help = styled.p`
  margin: ${({ theme }) => theme.space(0, 0, 2)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.secondary};
`;

const timeRange = (item: { start: number; end: number }) => `${clockOf(item.start)}〜${clockOf(item.end)}`;

/**
 * A facility's lanes on one weekday: lanes as columns, the day's time in rows of 15 minutes, classes as blocks.
 * A class is dragged to another lane or time by mouse, touch or keyboard (react-aria drag and drop: Enter picks
 * it up, Tab chooses the lane, Enter drops it there at the same time), moved with the arrow keys (↑↓ 15 minutes,
 * ←→ a lane) and made longer or shorter with Shift+↑↓ or its lower edge. Two classes in one lane at the same
 * time are marked 重複 before anything is saved.
 */
export function LaneBoard({
  label,
  lanes,
  classes,
  dayStart = 9 * 60,
  dayEnd = 21 * 60,
  step = 15,
  rowHeight = 16,
  coach = null,
  onChange,
  isReadOnly = false,
}: LaneBoardProps) {
  const helpId = useId();
  const [dragging, setDragging] = useState<number | null>(null);
  const { resizing, resizingNow, setResizing } = useResizing();
  const { root, refocus } = useFocusFollows();
  /** The last input: a keyboard drop keeps the class's time, a pointer drop takes the time under the pointer. */
  const modality = useRef<'keyboard' | 'pointer'>('pointer');
  /** Where in the class the pointer took hold of it (px from its top), and in which of its lanes. */
  const grab = useRef(0);
  const grabLane = useRef<number | null>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const hidden = useHiddenLanes(scroller);
  const { perMinute, day, height, shown, conflicts, columns, titleOf, laneIndex } = useBoardGeometry({
    classes,
    lanes,
    resizing,
    dayStart,
    dayEnd,
    rowHeight,
    step,
  });
  const change = useChange(classes, onChange);
  const editable = !isReadOnly && onChange !== undefined;

  const onKeyDown = (item: BoardClass, event: KeyboardEvent) => {
    if (!editable) return;
    const next = keyboardMove(item, event, { lanes, step, dayEnd, day });
    if (!next) return;
    event.preventDefault();
    refocus.current = item.id;
    change(next);
  };

  const drop = (laneId: number, event: DropEvent) => {
    const item = event.items.find(isTextDropItem);
    if (!item) return;
    void item.getText(DRAG_TYPE).then((text: string) => {
      const found = classes.find((entry) => entry.id === Number(text));
      if (!found) return;
      const keyboard = modality.current === 'keyboard';
      if (keyboard) refocus.current = found.id;
      const start = keyboard ? found.start : dayStart + snap((event.y - grab.current) / perMinute, step);
      // The lane held (the class's first lane from the keyboard) lands on the lane dropped on; the class's
      // other lanes keep their places beside it.
      const held = keyboard ? found.laneId : (grabLane.current ?? found.laneId);
      const offset = (laneIndex.get(laneId) ?? 0) - (laneIndex.get(held) ?? 0);
      const moved = shiftLanes(found, lanes, offset);
      if (!moved) return;
      change(moveTo({ ...found, ...moved }, moved.laneId, start, day));
    });
  };

  return (
    <div
      ref={root}
      onKeyDownCapture={() => {
        modality.current = 'keyboard';
      }}
      onPointerDownCapture={() => {
        modality.current = 'pointer';
      }}
    >
      {editable ? (
        <Help id={helpId}>
          ドラッグでレーン・時間を移動、下端で長さを変更。キーボード：↑↓で15分、←→でレーン、Shift+↑↓で長さ、Enterでドラッグを開始
        </Help>
      ) : null}
      <HiddenLanes hidden={hidden} />
      <Frame>
        {/* Focusable, so the arrow keys scroll the lanes sideways (axe: a scrolling region takes the keyboard). */}
        <Scroller ref={scroller} role="region" aria-label={label} tabIndex={0} onScroll={hidden.measure}>
          <Grid $lanes={lanes.length}>
            <Corner />
            <LaneHeads lanes={lanes} />
            <HourGutter height={height} dayStart={dayStart} dayEnd={dayEnd} perMinute={perMinute} />
            {lanes.map((lane) => (
              <LaneColumn
                key={lane.id}
                lane={lane}
                height={height}
                rowHeight={rowHeight}
                hourHeight={60 * perMinute}
                isDragging={dragging !== null}
                isEditable={editable}
                onDrop={(event) => drop(lane.id, event)}
              >
                {shown
                  .flatMap((item) =>
                    laneRunsOf(item, lanes)
                      .filter((run) => run.laneId === lane.id)
                      .map((run) => ({ item, run })),
                  )
                  .map(({ item, run }) => (
                    <ClassBlock
                      key={item.id}
                      item={item}
                      run={run}
                      isSplit={laneRunsOf(item, lanes).length > 1}
                      laneName={lanesOf(item)
                        .map((id) => lanes.find((entry) => entry.id === id)?.name)
                        .filter(Boolean)
                        .join('・')}
                      top={(item.start - dayStart) * perMinute}
                      column={columns.get(laneKey(item.id, lane.id)) ?? { column: 0, columns: 1 }}
                      height={(item.end - item.start) * perMinute}
                      conflictWith={(conflicts.get(item.id) ?? []).map((id) => titleOf.get(id) ?? '')}
                      isDimmed={coach !== null && item.coach !== coach}
                      isDragging={dragging === item.id}
                      isPassive={dragging !== null}
                      isEditable={editable}
                      describedBy={editable ? helpId : undefined}
                      onDragStart={(y, laneOffset) => {
                        grab.current = y;
                        grabLane.current = lanes[run.index + laneOffset]?.id ?? item.laneId;
                        setDragging(item.id);
                      }}
                      onDragEnd={() => setDragging(null)}
                      onKeyDown={(event) => onKeyDown(item, event)}
                      onResize={(end) => setResizing(resizeTo(item, snap(end, step), step, dayEnd))}
                      onResizeEnd={() => {
                        if (resizingNow.current) change(resizingNow.current);
                        setResizing(null);
                      }}
                      startOf={(clientY, laneTop) => dayStart + (clientY - laneTop) / perMinute}
                    />
                  ))}
              </LaneColumn>
            ))}
          </Grid>
        </Scroller>
        {hidden.before ? <Fade $side="left" aria-hidden data-scroll-cue="left" /> : null}
        {hidden.after ? <Fade $side="right" aria-hidden data-scroll-cue="right" /> : null}
      </Frame>
    </div>
  );
}

/** Minutes to pixels, and the classes as drawn: with the one being resized, their clashes and side-by-side places. */
function useBoardGeometry(board: {
  classes: readonly BoardClass[];
  lanes: readonly BoardLane[];
  resizing: BoardPlacement | null;
  dayStart: number;
  dayEnd: number;
  rowHeight: number;
  step: number;
}) {
  const { classes, lanes, resizing, dayStart, dayEnd, rowHeight, step } = board;
  const perMinute = rowHeight / step;
  const day = useMemo(() => ({ start: dayStart, end: dayEnd }), [dayStart, dayEnd]);
  const height = (dayEnd - dayStart) * perMinute;
  const shown = useMemo(
    () => classes.map((item) => (resizing?.id === item.id ? { ...item, ...resizing } : item)),
    [classes, resizing],
  );
  const conflicts = useMemo(() => conflictsOf(shown, lanes), [shown, lanes]);
  const columns = useMemo(() => laneColumnsOf(shown), [shown]);
  const titleOf = useMemo(() => new Map(classes.map((item) => [item.id, item.title])), [classes]);
  const laneIndex = useMemo(() => new Map(lanes.map((lane, i) => [lane.id, i])), [lanes]);
  return { perMinute, day, height, shown, conflicts, columns, titleOf, laneIndex };
}

/** Tells `onChange` of a class placed anywhere but where it already is. */
function useChange(classes: readonly BoardClass[], onChange: LaneBoardProps['onChange']) {
  return useCallback(
    (next: BoardPlacement) => {
      const current = classes.find((item) => item.id === next.id);
      if (
        !current ||
        (current.laneId === next.laneId && current.start === next.start && current.end === next.end)
      )
        return;
      onChange?.(next);
    },
    [classes, onChange],
  );
}

/** The class being made longer or shorter, drawn so; its latest placement also held for the pointer's release. */
function useResizing() {
  const [resizing, setResizingState] = useState<BoardPlacement | null>(null);
  /** The same, for the pointer's release (it may come before React has drawn the last move). */
  const resizingNow = useRef<BoardPlacement | null>(null);
  const setResizing = (next: BoardPlacement | null) => {
    resizingNow.current = next;
    setResizingState(next);
  };
  return { resizing, resizingNow, setResizing };
}

/** The board's element, and the class to focus once it is drawn anew (a class moved by keyboard). */
function useFocusFollows() {
  const root = useRef<HTMLDivElement>(null);
  /** A class moved by keyboard is drawn anew in its new lane: focus follows it there. */
  const refocus = useRef<number | null>(null);
  useEffect(() => {
    const id = refocus.current;
    if (id === null) return;
    const element = root.current?.querySelector<HTMLElement>(`[data-class="${id}"]`);
    if (element && document.activeElement !== element) element.focus();
    refocus.current = null;
  });
  return { root, refocus };
}

/**
 * Where the arrow keys take a class: ↑↓ 15 minutes (with Shift, its end: longer or shorter), ←→ a lane; null for
 * any other key or a move off the board.
 */
function keyboardMove(
  item: BoardClass,
  event: KeyboardEvent,
  board: { lanes: readonly BoardLane[]; step: number; dayEnd: number; day: { start: number; end: number } },
): BoardPlacement | null {
  const { lanes, step, dayEnd, day } = board;
  const placement = {
    id: item.id,
    laneId: item.laneId,
    ...(item.laneIds ? { laneIds: item.laneIds } : {}),
    start: item.start,
    end: item.end,
  };
  let next: BoardPlacement | null = null;
  if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
    const delta = event.key === 'ArrowUp' ? -step : step;
    next = event.shiftKey
      ? resizeTo(placement, item.end + delta, step, dayEnd)
      : moveTo(placement, item.laneId, item.start + delta, day);
  } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
    // A class in several lanes moves with all of them, while all stay on the board.
    const moved = shiftLanes(item, lanes, event.key === 'ArrowLeft' ? -1 : 1);
    if (moved) next = moveTo({ ...placement, ...moved }, moved.laneId, item.start, day);
  }
  return next;
}

/** Buttons that scroll the lanes the frame cuts off into view. */
function HiddenLanes({ hidden }: { hidden: ReturnType<typeof useHiddenLanes> }) {
  if (!(hidden.before || hidden.after)) return null;
  return (
    <More>
      {hidden.before ? (
        <button type="button" onClick={() => hidden.reveal('before')}>
          <ChevronLeft aria-hidden />
          {laneRange(hidden.before)}
        </button>
      ) : null}
      {hidden.after ? (
        <button type="button" onClick={() => hidden.reveal('after')}>
          {laneRange(hidden.after)}
          <ChevronRight aria-hidden />
        </button>
      ) : null}
    </More>
  );
}

/** The lanes' names across the board's top (共用: shared with free swimming). */
function LaneHeads({ lanes }: { lanes: readonly BoardLane[] }) {
  return (
    <>
      {lanes.map((lane) => (
        <LaneHead key={lane.id} data-lane-head={lane.id}>
          {lane.name}
          {lane.isShared ? <small>共用</small> : null}
        </LaneHead>
      ))}
    </>
  );
}

/** The hours down the board's side. */
function HourGutter({
  height,
  dayStart,
  dayEnd,
  perMinute,
}: {
  height: number;
  dayStart: number;
  dayEnd: number;
  perMinute: number;
}) {
  const hours: number[] = [];
  for (let m = Math.ceil(dayStart / 60) * 60; m < dayEnd; m += 60) hours.push(m);
  return (
    <Gutter style={{ height }} aria-hidden>
      {hours.map((m) => (
        <span key={m} style={{ top: (m - dayStart) * perMinute }}>
          {clockOf(m)}
        </span>
      ))}
    </Gutter>
  );
}

/** 「レーン5–6」: lanes by their place on the board, counted from 1. */
const laneRange = ({ first, last }: { first: number; last: number }) =>
  first === last ? `レーン${first}` : `レーン${first}–${last}`;

type HiddenRange = { first: number; last: number } | null;

/**
 * Which lanes the frame cuts off on either side (by their place, from 1), measured on scroll and resize, and a
 * way to bring them into view. A lane counts as hidden when less than half of it shows.
 */
function useHiddenLanes(ref: React.RefObject<HTMLDivElement | null>) {
  const [state, setState] = useState<{ before: HiddenRange; after: HiddenRange }>({
    before: null,
    after: null,
  });
  const measure = useCallback(() => {
    const element = ref.current;
    if (!element) return;
    const frame = element.getBoundingClientRect();
    const heads = [...element.querySelectorAll<HTMLElement>('[data-lane-head]')];
    let before: HiddenRange = null;
    let after: HiddenRange = null;
    heads.forEach((head, i) => {
      const box = head.getBoundingClientRect();
      const middle = box.left + box.width / 2;
      if (middle < frame.left + GUTTER) before = { first: before?.first ?? i + 1, last: i + 1 };
      else if (middle > frame.right) after = { first: after?.first ?? i + 1, last: i + 1 };
    });
    setState((current) =>
      JSON.stringify(current) === JSON.stringify({ before, after }) ? current : { before, after },
    );
  }, [ref]);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    measure();
    // The frame (a window resized) and the lanes inside it (lanes added or removed).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [ref, measure]);
  const reveal = (side: 'before' | 'after') => {
    const element = ref.current;
    if (!element) return;
    element.scrollTo({ left: side === 'before' ? 0 : element.scrollWidth });
    measure();
  };
  return { ...state, measure, reveal };
}

function LaneColumn({
  lane,
  height,
  rowHeight,
  hourHeight,
  isDragging,
  isEditable,
  onDrop,
  children,
}: {
  lane: BoardLane;
  height: number;
  rowHeight: number;
  hourHeight: number;
  isDragging: boolean;
  isEditable: boolean;
  onDrop: (event: DropEvent) => void;
  children: React.ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { dropProps, isDropTarget } = useDrop({
    ref,
    isDisabled: !isEditable,
    getDropOperation: (types) => (types.has(DRAG_TYPE) ? 'move' : 'cancel'),
    onDrop,
  });
  return (
    <Lane $rowHeight={rowHeight} $hour={hourHeight} style={{ height }} data-lane={lane.id}>
      {/* The drop target for keyboard and screen-reader drags (react-aria focuses it while a class is carried). */}
      <DropArea
        {...dropProps}
        ref={ref}
        role="button"
        tabIndex={-1}
        aria-label={`${lane.name}へ移動`}
        aria-hidden={isDragging ? undefined : true}
        $active={isDropTarget}
      />
      {children}
    </Lane>
  );
}

function ClassBlock({
  item,
  run,
  isSplit = false,
  laneName,
  top,
  column,
  height,
  conflictWith,
  isDimmed,
  isDragging,
  isPassive,
  isEditable,
  describedBy,
  onDragStart,
  onDragEnd,
  onKeyDown,
  onResize,
  onResizeEnd,
  startOf,
}: {
  item: BoardClass;
  /** The lanes this block covers; a class in lanes apart has a block in each, the first lane's speaking. */
  run: LaneRun;
  /** Its lanes are apart (a block in each): each block names them all, so they read as one class. */
  isSplit?: boolean;
  laneName: string;
  top: number;
  /** Its column among the classes it overlaps in the lane. */
  column: { column: number; columns: number };
  height: number;
  conflictWith: string[];
  isDimmed: boolean;
  isDragging: boolean;
  isPassive: boolean;
  isEditable: boolean;
  describedBy: string | undefined;
  /** Where the pointer holds the class: px from its top, and which of the block's lanes (0 = its first). */
  onDragStart: (y: number, laneOffset: number) => void;
  onDragEnd: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
  onResize: (end: number) => void;
  onResizeEnd: () => void;
  startOf: (clientY: number, laneTop: number) => number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { dragProps } = useDrag({
    isDisabled: !isEditable,
    getItems: () => [{ [DRAG_TYPE]: String(item.id), 'text/plain': item.title }],
    getAllowedDropOperations: () => ['move'],
    // Where the pointer holds the class, from its top (the event is in viewport coordinates).
    onDragStart: (event) => {
      const box = ref.current?.getBoundingClientRect();
      const laneWidth = (box?.width ?? 1) / run.span;
      const laneOffset = Math.min(
        run.span - 1,
        Math.max(0, Math.floor((event.x - (box?.left ?? 0)) / laneWidth)),
      );
      onDragStart(event.y - (box?.top ?? event.y), laneOffset);
    },
    onDragEnd,
  });
  const blockId = useId();
  const conflict = conflictWith.length > 0;
  const resizeFrom = (event: PointerEvent<HTMLDivElement>) => {
    const laneTop = ref.current?.parentElement?.getBoundingClientRect().top ?? 0;
    onResize(startOf(event.clientY, laneTop));
  };
  return (
    <Block
      {...(isEditable ? dragProps : {})}
      ref={ref}
      role={isEditable ? 'button' : 'group'}
      id={blockId}
      aria-labelledby={isEditable ? undefined : blockId}
      // The class's other block (lanes apart) is the same class drawn again: one tab stop, one name.
      tabIndex={run.isPrimary ? 0 : -1}
      aria-hidden={run.isPrimary ? undefined : true}
      aria-describedby={
        [isEditable ? dragProps['aria-describedby'] : undefined, describedBy].filter(Boolean).join(' ') ||
        undefined
      }
      {...(run.isPrimary ? { 'data-class': item.id } : { 'data-class-part': item.id })}
      data-span={run.span}
      $conflict={conflict}
      $dimmed={isDimmed}
      $dragging={isDragging}
      $passive={isPassive}
      style={{
        top,
        height: Math.max(height, 12),
        // Side by side with the classes it overlaps: 4 px from the lane's edges, 2 px between them.
        // A block over neighbouring lanes is as wide as they are (the lanes are equal columns).
        left: `calc(4px + (${run.span * 100}% - 8px) * ${column.column / column.columns})`,
        width: `calc((${run.span * 100}% - 8px) / ${column.columns} - ${column.columns > 1 ? 2 : 0}px)`,
      }}
      onKeyDown={onKeyDown}
    >
      <BlockText item={item} laneName={laneName} isSplit={isSplit} conflictWith={conflictWith} />
      {isEditable ? <ResizeHandle onMove={resizeFrom} onEnd={onResizeEnd} /> : null}
    </Block>
  );
}

/**
 * What the block says, and a screen reader reads as the class's name: 小学生 初級、16:00〜17:00・田中 翔太、第1コース、…
 * (its note, its badge, and the classes it clashes with).
 */
function BlockText({
  item,
  laneName,
  isSplit,
  conflictWith,
}: {
  item: BoardClass;
  laneName: string;
  isSplit: boolean;
  conflictWith: string[];
}) {
  return (
    <>
      <strong>{item.title}</strong>
      <Spoken>、</Spoken>
      <span>
        {timeRange(item)}
        {item.coach ? `・${item.coach}` : ''}
      </span>
      <Spoken>、{laneName}</Spoken>
      {isSplit ? (
        <span className="lanes" aria-hidden>
          <Link2 aria-hidden />
          {laneName}
        </span>
      ) : null}
      {item.note ? (
        <>
          <Spoken>、</Spoken>
          <span>{item.note}</span>
        </>
      ) : null}
      {item.badge ? (
        <>
          <Spoken>、</Spoken>
          <Badge tone="info">{item.badge}</Badge>
        </>
      ) : null}
      {conflictWith.length > 0 ? (
        <>
          <Spoken>、</Spoken>
          <span className="conflict">
            <TriangleAlert aria-hidden />
            重複
          </span>
          <Spoken>：{conflictWith.join('、')}</Spoken>
        </>
      ) : null}
    </>
  );
}

/** The block's lower edge: dragged by a pointer, it makes the class longer or shorter. */
function ResizeHandle({
  onMove,
  onEnd: onResizeEnd,
}: {
  onMove: (event: PointerEvent<HTMLDivElement>) => void;
  onEnd: () => void;
}) {
  /** The pointer holding the lower edge, while the class is being resized. */
  const held = useRef<number | null>(null);
  return (
    <Handle
      aria-hidden
      data-resize-handle
      onDragStart={(event) => {
        // The edge resizes; it does not start dragging the class.
        event.preventDefault();
        event.stopPropagation();
      }}
      onPointerDown={(event) => {
        event.stopPropagation();
        held.current = event.pointerId;
        // Captured, the edge follows the pointer beyond the class (a pen or mouse the page cannot capture
        // still resizes while it stays over the edge).
        try {
          event.currentTarget.setPointerCapture(event.pointerId);
        } catch {
          // Not capturable (already released): the move and up events still reach the edge.
        }
      }}
      onPointerMove={(event) => {
        if (held.current === event.pointerId) onMove(event);
      }}
      onPointerUp={(event) => {
        if (held.current !== event.pointerId) return;
        held.current = null;
        onResizeEnd();
      }}
      onPointerCancel={() => {
        held.current = null;
        onResizeEnd();
      }}
    />
  );
}
