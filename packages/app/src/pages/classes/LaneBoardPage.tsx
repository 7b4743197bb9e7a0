import {
  isApiError,
  useClasses,
  useFacilities,
  usePrograms,
  useUpdateClass,
  type WeeklyClass,
} from '@kayoi/api-client';
import { mutationMessages } from '@kayoi/api-client/messages';
import { minutesOf, todayInTokyo, weekdayOf } from '@kayoi/domain/calendar';
import {
  Alert,
  type BoardLane,
  type BoardPlacement,
  Button,
  Card,
  conflictsOf,
  EmptyState,
  ErrorState,
  LaneBoard,
  PageHeader,
  Select,
  Skeleton,
  Stack,
  useToast,
} from '@kayoi/ui';
import { Plus, Save, Undo2, Waves } from 'lucide-react';
import { type ComponentProps, type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';
import { useTrialBadges, withTrialBadge } from './laneTrials.ts';
import { classScreenTexts as t } from './messages.ts';
import { boardClassOf, movedInput, timeRange, weekdayNames } from './timetable.ts';

const ALL = 'all';
const HOUR = 60;
const weekdayItems = weekdayNames.map((label, day) => ({ id: String(day), label }));

/** The board's day: 09:00–21:00, widened to whole hours around any class outside it. */
function dayOf(classes: readonly WeeklyClass[]) {
  let start = 9 * HOUR;
  let end = 21 * HOUR;
  for (const item of classes) {
    start = Math.min(start, Math.floor(minutesOf(item.start_time) / HOUR) * HOUR);
    end = Math.max(end, Math.ceil(minutesOf(item.end_time) / HOUR) * HOUR);
  }
  return { start, end };
}

/**
 * /lane-assignment/class-lanes: a facility's lanes on one weekday. The user's moves are a draft on the page
 * (the board draws what it is given) until 保存 sends each changed class; a clash the server refuses (409)
 * shows its message naming the other class and keeps the draft.
 */
export function LaneBoardPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const { params, setParams, facilities, pools, facilityId, facility, weekday, coach } = useBoardPlace();
  // The day's classes, kept to those in this facility's lanes (a class may name its lanes without its facility).
  const classes = useClasses({ weekday });
  const list = useMemo(() => {
    const laneIds = new Set((facility?.lanes ?? []).map((lane) => lane.id));
    return (classes.data ?? []).filter(
      (item) =>
        (facility !== undefined && item.facility?.id === facility.id) ||
        item.lanes.some((lane) => laneIds.has(lane.id)),
    );
  }, [classes.data, facility]);
  const { draft, refusal, forbidden, saving, change, save, revert } = useLaneDraft(list, facility);
  const readOnly = forbidden || !may(user.role, 'editTimetable');

  const select = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(name);
    else next.set(name, value);
    // A new facility or day is another board: its draft would be the old one's.
    if (name !== 'coach') revert();
    setParams(next, { replace: true });
  };

  const lanes: BoardLane[] = useMemo(
    () =>
      (facility?.lanes ?? [])
        .filter((lane) => lane.is_active)
        .map((lane) => ({ id: lane.id, name: lane.name, isShared: lane.is_shared })),
    [facility],
  );
  const trials = useTrialBadges(weekday);
  const blocks = useMemo(
    () => list.flatMap((item) => withTrialBadge(boardClassOf(item, draft.get(item.id)), trials) ?? []),
    [list, draft, trials],
  );
  const conflicts = useMemo(() => conflictsOf(blocks, lanes), [blocks, lanes]);
  const coaches = useMemo(
    () => [...new Set(list.flatMap((item) => (item.instructor ? [item.instructor.name] : [])))],
    [list],
  );
  const day = useMemo(() => dayOf(list), [list]);

  const label = `${facility?.name ?? ''} ${weekdayNames[weekday] ?? ''}`.trim();
  const addHref = `/classes/new?${new URLSearchParams({
    weekday: String(weekday),
    ...(facilityId ? { facility: String(facilityId) } : {}),
  })}`;

  return (
    <>
      <PageHeader
        title={t.board}
        breadcrumbs={[{ label: 'スクール管理' }, { label: t.board }]}
        actions={
          readOnly ? null : (
            <Button variant="primary" icon={<Plus aria-hidden="true" />} onPress={() => navigate(addHref)}>
              {t.addClass}
            </Button>
          )
        }
      />
      <Stack $gap={4}>
        <BoardFilters
          pools={pools}
          facilityId={facilityId}
          weekday={weekday}
          coach={coach}
          coaches={coaches}
          onSelect={select}
        >
          {readOnly ? null : (
            <DraftButtons changed={draft.size} saving={saving} onRevert={revert} onSave={() => void save()} />
          )}
        </BoardFilters>
        {readOnly ? (
          <Alert tone="info" role="status">
            {t.readOnly}
          </Alert>
        ) : null}
        {refusal ? (
          <Alert tone="danger" title="保存できませんでした">
            {refusal}
          </Alert>
        ) : null}
        {draft.size > 0 && !refusal ? (
          <Alert tone={conflicts.size > 0 ? 'warning' : 'info'} role="status">
            {t.changed(draft.size)}
            {conflicts.size > 0 ? `。${t.conflicts}` : ''}
          </Alert>
        ) : null}
        <BoardBody
          facilities={facilities}
          classes={classes}
          hasFacility={facility !== undefined}
          list={list}
          readOnly={readOnly}
          board={{
            label,
            lanes,
            classes: blocks,
            dayStart: day.start,
            dayEnd: day.end,
            coach,
            isReadOnly: readOnly || saving,
            onChange: change,
          }}
        />
      </Stack>
    </>
  );
}

/** Which facility, weekday and coach the board shows; `children`: the draft's buttons. */
function BoardFilters({
  pools,
  facilityId,
  weekday,
  coach,
  coaches,
  onSelect: select,
  children,
}: {
  pools: readonly { id: number; name: string }[];
  facilityId: number | undefined;
  weekday: number;
  coach: string | null;
  coaches: readonly string[];
  onSelect: (name: string, value: string | null) => void;
  children: ReactNode;
}) {
  return (
    <Card>
      <Stack $direction="row" $gap={4} $wrap $align="end">
        <Select
          label={t.facility}
          items={pools.map((item) => ({ id: String(item.id), label: item.name }))}
          selectedKey={facilityId ? String(facilityId) : null}
          onSelectionChange={(key) => select('facility', key === null ? null : String(key))}
          isDisabled={pools.length === 0}
        />
        <Select
          label={t.weekday}
          items={weekdayItems}
          selectedKey={String(weekday)}
          onSelectionChange={(key) => select('weekday', key === null ? null : String(key))}
        />
        <Select
          label={t.coach}
          items={[{ id: ALL, label: t.allCoaches }, ...coaches.map((name) => ({ id: name, label: name }))]}
          selectedKey={coach ?? ALL}
          onSelectionChange={(key) => select('coach', key === null || key === ALL ? null : String(key))}
        />
        {children}
      </Stack>
    </Card>
  );
}

/** The board, or why there is none yet (loading, no facility with lanes, a failure). */
function BoardBody({
  facilities,
  classes,
  hasFacility,
  list,
  readOnly,
  board,
}: {
  facilities: ReturnType<typeof useFacilities>;
  classes: ReturnType<typeof useClasses>;
  hasFacility: boolean;
  list: readonly WeeklyClass[];
  readOnly: boolean;
  board: ComponentProps<typeof LaneBoard>;
}) {
  if (facilities.error) {
    return (
      <ErrorState
        message={failureText(facilities.error, t.loadFailed)}
        onRetry={() => void facilities.refetch()}
      />
    );
  }
  if (facilities.isPending) return <Skeleton height={480} />;
  if (!hasFacility) {
    return (
      <EmptyState icon={<Waves aria-hidden="true" />} title={t.noFacility} description={t.noFacilityHelp} />
    );
  }
  if (classes.error) {
    return (
      <ErrorState message={failureText(classes.error, t.loadFailed)} onRetry={() => void classes.refetch()} />
    );
  }
  if (classes.isPending) return <Skeleton height={480} />;
  return (
    <Stack $gap={3}>
      {list.length === 0 ? (
        <EmptyState title={t.noClasses} description={readOnly ? undefined : t.noClassesHelp} />
      ) : null}
      <LaneBoard {...board} />
      <LanelessClasses list={list} />
    </Stack>
  );
}

/** Which board the address asks for: the facility (the first with lanes by default), the weekday, the coach. */
function useBoardPlace() {
  const [params, setParams] = useSearchParams();
  const facilities = useFacilities({ per_page: 100 });
  const pools = useMemo(
    () => (facilities.data?.data ?? []).filter((item) => item.is_active && item.lanes.length > 0),
    [facilities.data],
  );
  const facilityId = Number(params.get('facility')) || pools[0]?.id;
  const facility = pools.find((item) => item.id === facilityId);
  const weekdayParam = params.get('weekday');
  const weekday =
    weekdayParam !== null && /^[0-6]$/.test(weekdayParam) ? Number(weekdayParam) : weekdayOf(todayInTokyo());
  const coach = params.get('coach');
  return { params, setParams, facilities, pools, facilityId, facility, weekday, coach };
}

/** The user's moves on the board, kept until 保存 sends them; a refusal keeps what was not saved. */
function useLaneDraft(list: readonly WeeklyClass[], facility: { id: number } | undefined) {
  const toast = useToast();
  const update = useUpdateClass();
  const programs = usePrograms({ per_page: 100 });
  const schoolOf = useMemo(
    () => new Map((programs.data?.data ?? []).map((program) => [program.id, program.school.id])),
    [programs.data],
  );
  const [draft, setDraft] = useState<ReadonlyMap<number, BoardPlacement>>(new Map());
  const [refusal, setRefusal] = useState<string | null>(null);
  const [forbidden, setForbidden] = useState(false);
  const [saving, setSaving] = useState(false);

  const revert = () => {
    setDraft(new Map());
    setRefusal(null);
  };

  const change = (placement: BoardPlacement) => {
    setRefusal(null);
    setDraft((current) => {
      const next = new Map(current);
      const item = list.find((entry) => entry.id === placement.id);
      const lanesBefore = item?.lanes.map((lane) => lane.id).join() ?? '';
      const lanesAfter = (placement.laneIds ?? [placement.laneId]).join();
      const back =
        item &&
        item.lanes[0]?.id === placement.laneId &&
        (item.lanes.length > 1 ? lanesBefore === lanesAfter : true) &&
        minutesOf(item.start_time) === placement.start &&
        minutesOf(item.end_time) === placement.end;
      if (back) next.delete(placement.id);
      else next.set(placement.id, placement);
      return next;
    });
  };

  /** Each changed class in turn; the first refusal stops, what was saved leaves the draft. */
  const save = async () => {
    setSaving(true);
    setRefusal(null);
    const left = new Map(draft);
    let saved = 0;
    try {
      for (const [id, placement] of draft) {
        const item = list.find((entry) => entry.id === id);
        if (!item || !facility) {
          left.delete(id);
          continue;
        }
        const input = movedInput(item, placement, facility.id);
        // A class whose record lacks its school (older data) takes its program's.
        if (!item.school) input.school_id = schoolOf.get(item.program?.id ?? 0) ?? input.school_id;
        await update.mutateAsync({ id, input });
        left.delete(id);
        saved += 1;
      }
      toast.success(t.saved(saved));
    } catch (error) {
      if (isApiError(error) && error.status === 403) setForbidden(true);
      // A 422 names its fields: say which, so a record the board cannot save is not a mystery.
      const fields = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
      setRefusal([failureText(error, mutationMessages.updateFailed), ...fields].join('：'));
    } finally {
      setDraft(left);
      setSaving(false);
    }
  };

  return { draft, refusal, forbidden, saving, change, save, revert };
}

function DraftButtons({
  changed,
  saving,
  onRevert,
  onSave,
}: {
  changed: number;
  saving: boolean;
  onRevert: () => void;
  onSave: () => void;
}) {
  return (
    <Stack $direction="row" $gap={2}>
      <Button
        variant="ghost"
        icon={<Undo2 aria-hidden="true" />}
        isDisabled={changed === 0 || saving}
        onPress={onRevert}
      >
        {t.revert}
      </Button>
      <Button
        variant="primary"
        icon={<Save aria-hidden="true" />}
        isDisabled={changed === 0}
        isLoading={saving}
        onPress={onSave}
      >
        {t.save}
      </Button>
    </Stack>
  );
}

/** The day's classes of this facility that have no lane yet: links to give them one. */
function LanelessClasses({ list }: { list: readonly WeeklyClass[] }) {
  const laneless = list.filter((item) => item.lanes.length === 0);
  if (laneless.length === 0) return null;
  return (
    <Card title={t.noLane}>
      <ul>
        {laneless.map((item) => (
          <li key={item.id}>
            <Link to={`/classes/${item.id}`}>{item.name}</Link>（{timeRange(item)}）
          </li>
        ))}
      </ul>
    </Card>
  );
}
