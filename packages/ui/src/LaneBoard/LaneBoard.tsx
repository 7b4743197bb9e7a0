import { clockOf } from '@kayoi/domain/calendar';
import { TriangleAlert } from 'lucide-react';
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
import { focusRing, tabularNumbers, visuallyHidden } from '../theme/mixins.ts';
import {
  type BoardClass,
  type BoardLane,
  type BoardPlacement,
  columnsOf,
  conflictsOf,
  moveTo,
  resizeTo,
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

const Scroller = styled.div`
  overflow: auto;
  max-width: 100%;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.base};
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
  position: relative;
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
  const [resizing, setResizingState] = useState<BoardPlacement | null>(null);
  /** The same, for the pointer's release (it may come before React has drawn the last move). */
  const resizingNow = useRef<BoardPlacement | null>(null);
  const setResizing = (next: BoardPlacement | null) => {
    resizingNow.current = next;
    setResizingState(next);
  };
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
  /** The last input: a keyboard drop keeps the class's time, a pointer drop takes the time under the pointer. */
  const modality = useRef<'keyboard' | 'pointer'>('pointer');
  /** Where in the class the pointer took hold of it (px from its top). */
  const grab = useRef(0);
  const perMinute = rowHeight / step;
  const day = useMemo(() => ({ start: dayStart, end: dayEnd }), [dayStart, dayEnd]);
  const height = (dayEnd - dayStart) * perMinute;
  const shown = useMemo(
    () => classes.map((item) => (resizing?.id === item.id ? { ...item, ...resizing } : item)),
    [classes, resizing],
  );
  const conflicts = useMemo(() => conflictsOf(shown, lanes), [shown, lanes]);
  const columns = useMemo(() => columnsOf(shown), [shown]);
  const titleOf = useMemo(() => new Map(classes.map((item) => [item.id, item.title])), [classes]);
  const laneIndex = useMemo(() => new Map(lanes.map((lane, i) => [lane.id, i])), [lanes]);
  const change = useCallback(
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
  const editable = !isReadOnly && onChange !== undefined;

  const onKeyDown = (item: BoardClass, event: KeyboardEvent) => {
    if (!editable) return;
    const lane = laneIndex.get(item.laneId) ?? 0;
    const placement = { id: item.id, laneId: item.laneId, start: item.start, end: item.end };
    let next: BoardPlacement | null = null;
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      const delta = event.key === 'ArrowUp' ? -step : step;
      next = event.shiftKey
        ? resizeTo(placement, item.end + delta, step, dayEnd)
        : moveTo(placement, item.laneId, item.start + delta, day);
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      const target = lanes[lane + (event.key === 'ArrowLeft' ? -1 : 1)];
      if (target) next = moveTo(placement, target.id, item.start, day);
    }
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
      if (modality.current === 'keyboard') refocus.current = found.id;
      const start =
        modality.current === 'keyboard'
          ? found.start
          : dayStart + snap((event.y - grab.current) / perMinute, step);
      change(moveTo(found, laneId, start, day));
    });
  };

  const hours: number[] = [];
  for (let m = Math.ceil(dayStart / 60) * 60; m < dayEnd; m += 60) hours.push(m);

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
      <Scroller role="region" aria-label={label} tabIndex={-1}>
        <Grid $lanes={lanes.length}>
          <Corner />
          {lanes.map((lane) => (
            <LaneHead key={lane.id}>
              {lane.name}
              {lane.isShared ? <small>共用</small> : null}
            </LaneHead>
          ))}
          <Gutter style={{ height }} aria-hidden>
            {hours.map((m) => (
              <span key={m} style={{ top: (m - dayStart) * perMinute }}>
                {clockOf(m)}
              </span>
            ))}
          </Gutter>
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
                .filter((item) => item.laneId === lane.id)
                .map((item) => (
                  <ClassBlock
                    key={item.id}
                    item={item}
                    laneName={lane.name}
                    top={(item.start - dayStart) * perMinute}
                    column={columns.get(item.id) ?? { column: 0, columns: 1 }}
                    height={(item.end - item.start) * perMinute}
                    conflictWith={(conflicts.get(item.id) ?? []).map((id) => titleOf.get(id) ?? '')}
                    isDimmed={coach !== null && item.coach !== coach}
                    isDragging={dragging === item.id}
                    isPassive={dragging !== null}
                    isEditable={editable}
                    describedBy={editable ? helpId : undefined}
                    onDragStart={(y) => {
                      grab.current = y;
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
    </div>
  );
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
  onDragStart: (y: number) => void;
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
    onDragStart: (event) => onDragStart(event.y - (ref.current?.getBoundingClientRect().top ?? event.y)),
    onDragEnd,
  });
  const blockId = useId();
  /** The pointer holding the lower edge, while the class is being resized. */
  const held = useRef<number | null>(null);
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
      tabIndex={0}
      aria-describedby={
        [isEditable ? dragProps['aria-describedby'] : undefined, describedBy].filter(Boolean).join(' ') ||
        undefined
      }
      data-class={item.id}
      $conflict={conflict}
      $dimmed={isDimmed}
      $dragging={isDragging}
      $passive={isPassive}
      style={{
        top,
        height: Math.max(height, 12),
        // Side by side with the classes it overlaps: 4 px from the lane's edges, 2 px between them.
        left: `calc(4px + (100% - 8px) * ${column.column / column.columns})`,
        width: `calc((100% - 8px) / ${column.columns} - ${column.columns > 1 ? 2 : 0}px)`,
      }}
      onKeyDown={onKeyDown}
    >
      {/* The name a screen reader gives the class is its text: 小学生 初級、16:00〜17:00・田中 翔太、第1コース、… */}
      <strong>{item.title}</strong>
      <Spoken>、</Spoken>
      <span>
        {timeRange(item)}
        {item.coach ? `・${item.coach}` : ''}
      </span>
      <Spoken>、{laneName}</Spoken>
      {item.note ? (
        <>
          <Spoken>、</Spoken>
          <span>{item.note}</span>
        </>
      ) : null}
      {conflict ? (
        <>
          <Spoken>、</Spoken>
          <span className="conflict">
            <TriangleAlert aria-hidden />
            重複
          </span>
          <Spoken>：{conflictWith.join('、')}</Spoken>
        </>
      ) : null}
      {isEditable ? (
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
            if (held.current === event.pointerId) resizeFrom(event);
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
      ) : null}
    </Block>
  );
}
