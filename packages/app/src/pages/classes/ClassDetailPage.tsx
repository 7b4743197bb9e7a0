import {
  isApiError,
  type Lesson,
  useClass,
  useClassEnrollments,
  useClasses,
  useClearLessonException,
  useCustomers,
  useDeleteClass,
  useEndClassEnrollment,
  useEnrollInClass,
  useFacilities,
  useLessons,
  useMoveClassEnrollment,
  useSetLessonException,
  useStaffs,
  type WeeklyClass,
} from '@kayoi/api-client';
import { mutationMessages } from '@kayoi/api-client/messages';
import { addDays, formatJapaneseDate, todayInTokyo, weekdayOf } from '@kayoi/domain/calendar';
import { classMessages, formatMessage } from '@kayoi/domain/messages';
import {
  Alert,
  Badge,
  type BadgeTone,
  Button,
  Card,
  Checkbox,
  ConfirmDialog,
  DataTable,
  DescriptionList,
  PageHeader,
  Select,
  Skeleton,
  Stack,
  TextField,
  useToast,
} from '@kayoi/ui';
import { ChevronLeft, ChevronRight, Megaphone, Pencil, Printer } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';
import { RecordQuery } from '../RecordStates.tsx';
import { coachItems, SHOW_ALL_STAFF } from './coachItems.ts';
import { LessonMakeups } from './LessonMakeups.tsx';
import { enrolment, laneNames, timeRange, weekdayNames } from './timetable.ts';
import { WaitlistTable } from './WaitlistTable.tsx';

const PARENT = { label: 'スクール', href: '/schools' };
const lessonStatus: Record<Lesson['status'], { label: string; tone: BadgeTone }> = {
  scheduled: { label: '予定', tone: 'info' },
  moved: { label: '変更あり', tone: 'warning' },
  cancelled: { label: '休講', tone: 'danger' },
};

/** The class's next lesson day from today (Tokyo): the day itself when it meets today. */
const nextLessonDay = (weekday: number) => {
  const today = todayInTokyo();
  return addDays(today, (weekday - weekdayOf(today) + 7) % 7);
};

/** /classes/{id}: the class, one day's lesson of it (休講, 代行, another lane) and who is enrolled. */
export function ClassDetailPage() {
  const id = Number(useParams().id);
  const item = useClass(id);
  return (
    <RecordQuery query={item} title="クラス詳細" parent={PARENT} noun="クラス">
      {(record: WeeklyClass) => <ClassDetail record={record} />}
    </RecordQuery>
  );
}

function ClassDetail({ record }: { record: WeeklyClass }) {
  const navigate = useNavigate();
  const user = useSessionUser();
  const toast = useToast();
  const deactivate = useDeleteClass();
  const [confirming, setConfirming] = useState(false);
  const grades =
    record.min_grade || record.max_grade
      ? `${record.min_grade?.name ?? ''}〜${record.max_grade?.name ?? ''}`
      : '指定なし';
  const term =
    record.starts_on || record.ends_on
      ? `${record.starts_on ? formatJapaneseDate(record.starts_on) : ''}〜${record.ends_on ? formatJapaneseDate(record.ends_on) : ''}`
      : '期間の定めなし';
  return (
    <>
      <PageHeader
        title={record.name}
        description={`${weekdayNames[record.day_of_week]} ${timeRange(record)}`}
        breadcrumbs={[
          { label: 'スクール', href: record.school ? `/schools?school=${record.school.id}` : '/schools' },
          { label: record.name },
        ]}
        actions={
          <Stack $direction="row" $gap={2}>
            {record.is_active && may(user.role, 'deleteClass') ? (
              <Button variant="danger" onPress={() => setConfirming(true)}>
                無効にする
              </Button>
            ) : null}
            <Button
              icon={<Printer aria-hidden="true" />}
              onPress={() => navigate(`/classes/${record.id}/roster`)}
            >
              名簿を印刷
            </Button>
            <Button
              icon={<Pencil aria-hidden="true" />}
              onPress={() => navigate(`/classes/${record.id}/edit`)}
            >
              編集
            </Button>
          </Stack>
        }
      />
      <Stack $gap={4}>
        <Card title="基本情報">
          <DescriptionList
            items={[
              { term: 'スクール', description: record.school?.name ?? '—' },
              { term: 'プログラム', description: record.program?.name ?? '—' },
              { term: '曜日・時間', description: `${weekdayNames[record.day_of_week]} ${timeRange(record)}` },
              { term: '施設・レーン', description: `${record.facility?.name ?? '—'}・${laneNames(record)}` },
              { term: 'メインコーチ', description: record.instructor?.name ?? '—' },
              { term: 'アシスタントコーチ', description: record.assistant_instructor?.name ?? '—' },
              {
                term: '在籍',
                description: `${enrolment(record)}${record.waitlist_count > 0 ? `・キャンセル待ち${record.waitlist_count}名` : ''}`,
              },
              { term: '対象級', description: grades },
              { term: '期間', description: term },
              { term: '状態', description: record.is_active ? '有効' : '無効' },
              { term: 'メモ', description: record.notes ?? '—' },
            ]}
          />
        </Card>
        <LessonOfDay record={record} />
        <Roster record={record} />
      </Stack>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title="クラスを無効にしますか？"
        message="時間割から外れ、以後のレッスンは作られません。在籍とその履歴は残ります。"
        confirmLabel="無効にする"
        tone="danger"
        isConfirming={deactivate.isPending}
        onConfirm={() =>
          deactivate.mutate(record.id, {
            onSuccess: () => {
              setConfirming(false);
              toast.success(classMessages.deactivated);
            },
            onError: (error) => {
              setConfirming(false);
              toast.error(failureText(error, mutationMessages.deleteFailed));
            },
          })
        }
      />
    </>
  );
}

/** Another lane of the class's facility for one day (the facility is read only when the class has one). */
function useLaneItems(record: WeeklyClass) {
  const facilities = useFacilities({ per_page: 100 });
  const facility = facilities.data?.data.find((entry) => entry.id === record.facility?.id);
  return (facility?.lanes ?? [])
    .filter((entry) => entry.is_active)
    .map((entry) => ({ id: String(entry.id), label: entry.name }));
}

/** 休講 / 代行: the families of the class hear of it from a notice the server drafts (issue 32), for managers. */
function LessonNoticeAction({ classId, date, lesson }: { classId: number; date: string; lesson: Lesson }) {
  const navigate = useNavigate();
  const user = useSessionUser();
  if (!(lesson.status === 'cancelled' || lesson.substitute_instructor)) return null;
  if (!may(user.role, 'getLessonNoticeDraft')) return null;
  return (
    <Button
      icon={<Megaphone aria-hidden="true" />}
      onPress={() => navigate(`${href('member-notices/new')}?class_id=${classId}&date=${date}`)}
    >
      {lesson.status === 'cancelled' ? '休講のお知らせを作成' : '代行のお知らせを作成'}
    </Button>
  );
}

/** One day's lesson of the class: its counts, and 休講 / 代行・レーン変更 / 元に戻す for that day only. */
function LessonOfDay({ record }: { record: WeeklyClass }) {
  const user = useSessionUser();
  const toast = useToast();
  const [date, setDate] = useState(() => nextLessonDay(record.day_of_week));
  const day = useLessons({ date });
  const roster = useClassEnrollments(record.id);
  const staffs = useStaffs();
  const laneItems = useLaneItems(record);
  const change = useSetLessonException();
  const clear = useClearLessonException();
  const [editing, setEditing] = useState(false);
  const [substitute, setSubstitute] = useState<string | null>(null);
  const [allStaff, setAllStaff] = useState(false);
  const [lane, setLane] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const lesson = day.data?.lessons.find((entry) => entry.class_id === record.id);
  const ref = { classId: record.id, date };
  const failed = (error: Error) => {
    const message = failureText(error, mutationMessages.updateFailed);
    setRefusal(message);
    toast.error(message);
  };
  const done = (message: string) => () => {
    setRefusal(null);
    setEditing(false);
    toast.success(message);
  };
  const move = (days: number) => {
    setDate(addDays(date, days));
    setEditing(false);
    setRefusal(null);
  };

  let body: React.ReactNode;
  if (day.error)
    body = <Alert tone="danger">{failureText(day.error, 'レッスンを読み込めませんでした。')}</Alert>;
  else if (day.isPending) body = <Skeleton height={80} />;
  else if (!day.data?.is_open) body = <p>休業日です（{day.data?.closed_note ?? ''}）</p>;
  else if (!lesson) body = <p>この日のレッスンはありません（期間外または無効）</p>;
  else
    body = (
      <Stack $gap={3}>
        <LessonFigures lesson={lesson} />
        {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
        <Stack $direction="row" $gap={2} $wrap>
          {lesson.status !== 'cancelled' && may(user.role, 'cancelLesson') ? (
            <Button
              variant="danger"
              isLoading={change.isPending}
              onPress={() =>
                change.mutate(
                  { ...ref, input: { kind: 'cancelled', reason: reason || null } },
                  { onSuccess: done(classMessages.lessonChanged), onError: failed },
                )
              }
            >
              休講にする
            </Button>
          ) : null}
          {lesson.status !== 'cancelled' ? (
            <Button onPress={() => setEditing((open) => !open)} aria-expanded={editing}>
              代行・レーン変更
            </Button>
          ) : null}
          <LessonNoticeAction classId={record.id} date={date} lesson={lesson} />
          {lesson.status !== 'scheduled' ? (
            <Button
              variant="ghost"
              isLoading={clear.isPending}
              onPress={() =>
                clear.mutate(ref, { onSuccess: done(classMessages.lessonRestored), onError: failed })
              }
            >
              元に戻す
            </Button>
          ) : null}
        </Stack>
        {editing ? (
          <Stack $direction="row" $gap={3} $wrap $align="end">
            <Select
              label="代行コーチ"
              items={[
                { id: 'none', label: '変更しない' },
                ...coachItems(staffs.data, { showAll: allStaff, chosen: [substitute] }),
              ]}
              selectedKey={substitute ?? 'none'}
              onSelectionChange={(key) => setSubstitute(key === 'none' || key === null ? null : String(key))}
            />
            <Checkbox isSelected={allStaff} onChange={setAllStaff}>
              {SHOW_ALL_STAFF}
            </Checkbox>
            <Select
              label="この日のレーン"
              items={[{ id: 'none', label: '変更しない' }, ...laneItems]}
              selectedKey={lane ?? 'none'}
              onSelectionChange={(key) => setLane(key === 'none' || key === null ? null : String(key))}
            />
            <TextField label="理由" value={reason} onChange={setReason} />
            <Button
              variant="primary"
              isLoading={change.isPending}
              isDisabled={substitute === null && lane === null}
              onPress={() =>
                change.mutate(
                  {
                    ...ref,
                    input: {
                      kind: 'moved',
                      reason: reason || null,
                      substitute_instructor_id: substitute ? Number(substitute) : null,
                      lane_id: lane ? Number(lane) : null,
                    },
                  },
                  { onSuccess: done(classMessages.lessonChanged), onError: failed },
                )
              }
            >
              変更する
            </Button>
          </Stack>
        ) : null}
        {lesson.status === 'cancelled' ? null : (
          <LessonMakeups record={record} date={date} members={roster.data?.enrollments ?? []} />
        )}
      </Stack>
    );

  return (
    <Card
      title={`レッスン ${formatJapaneseDate(date)}`}
      actions={<WeekActions classId={record.id} date={date} onMove={move} />}
    >
      {body}
    </Card>
  );
}

function LessonFigures({ lesson }: { lesson: Lesson }) {
  return (
    <DescriptionList
      items={[
        {
          term: '状態',
          description: (
            <Badge tone={lessonStatus[lesson.status].tone}>{lessonStatus[lesson.status].label}</Badge>
          ),
        },
        { term: '時間', description: timeRange(lesson) },
        { term: 'レーン', description: laneNames(lesson) },
        {
          term: 'コーチ',
          description: lesson.substitute_instructor
            ? `${lesson.substitute_instructor.name}（代行）`
            : (lesson.instructor?.name ?? '—'),
        },
        {
          term: '人数',
          description: `在籍${lesson.enrolled}名・欠席${lesson.absent}名・振替${lesson.makeups}名・予約${lesson.booked}/${lesson.capacity}名・出席${lesson.present}名`,
        },
        { term: '理由', description: lesson.exception_reason ?? '—' },
      ]}
    />
  );
}

/** 前の週 / 次の週, and the day's roster to print. */
function WeekActions({
  classId,
  date,
  onMove: move,
}: {
  classId: number;
  date: string;
  onMove: (days: number) => void;
}) {
  const navigate = useNavigate();
  return (
    <Stack $direction="row" $gap={1} $wrap>
      <Button variant="ghost" icon={<ChevronLeft aria-hidden="true" />} onPress={() => move(-7)}>
        前の週
      </Button>
      <Button variant="ghost" icon={<ChevronRight aria-hidden="true" />} onPress={() => move(7)}>
        次の週
      </Button>
      <Button
        variant="ghost"
        icon={<Printer aria-hidden="true" />}
        onPress={() => navigate(`/classes/${classId}/roster?date=${date}`)}
      >
        この日の名簿
      </Button>
    </Stack>
  );
}

/** Who is in the class: enrol a member (full → キャンセル待ち), 曜日変更 to another class, end an enrolment. */
function Roster({ record }: { record: WeeklyClass }) {
  const toast = useToast();
  const roster = useClassEnrollments(record.id);
  const enrol = useEnrollInClass();
  const end = useEndClassEnrollment();
  const moveTo = useMoveClassEnrollment();
  const [search, setSearch] = useState('');
  const [customer, setCustomer] = useState<string | null>(null);
  const [full, setFull] = useState<string | null>(null);
  const [moving, setMoving] = useState<number | null>(null);
  const found = useCustomers({ search, per_page: 10 });
  const siblings = useClasses(record.school ? { school_id: record.school.id } : {});
  const others = (siblings.data ?? []).filter(
    (other) => other.id !== record.id && other.program?.id === record.program?.id && other.is_active,
  );
  const members = roster.data?.enrollments ?? [];
  const waitlist = roster.data?.waitlist ?? [];
  const send = (customerId: string | null, joinWaitlist: boolean) => {
    if (!customerId) return;
    // What was typed for this member: cleared when they are in, unless the next name is being typed already.
    const typed = search;
    setCustomer(customerId);
    enrol.mutate(
      { classId: record.id, input: { customer_id: Number(customerId), join_waitlist: joinWaitlist } },
      {
        onSuccess: (result) => {
          setFull(null);
          setCustomer(null);
          setSearch((now) => (now === typed ? '' : now));
          toast.success(
            result.status === 'enrolled'
              ? formatMessage(classMessages.enrolled, { name: result.enrollment?.name ?? '' })
              : formatMessage(classMessages.waitlisted, {
                  name: result.waitlist_entry?.name ?? '',
                  position: result.waitlist_entry?.position ?? '',
                }),
          );
        },
        onError: (error) => {
          const message = failureText(error, mutationMessages.createFailed);
          if (isApiError(error) && error.status === 409) setFull(message);
          else toast.error(message);
        },
      },
    );
  };

  return (
    <Card title={`在籍者（${enrolment(record)}）`}>
      <Stack $gap={3}>
        <TextField
          label="会員を検索して登録"
          description="氏名・カナ・会員番号"
          value={search}
          onChange={(value) => {
            setSearch(value);
            setFull(null);
          }}
        />
        {search.trim() ? (
          <FoundMembers
            found={found.data?.data ?? []}
            isEnrolling={(id) => enrol.isPending && customer === String(id)}
            onEnrol={(id) => send(String(id), false)}
          />
        ) : null}
        {full ? (
          <Alert tone="warning" title="定員に達しています">
            {full}
            <Button onPress={() => send(customer, true)} isLoading={enrol.isPending}>
              キャンセル待ちに登録
            </Button>
          </Alert>
        ) : null}
        {roster.error ? (
          <Alert tone="danger">{failureText(roster.error, '在籍者を読み込めませんでした。')}</Alert>
        ) : null}
        <DataTable
          aria-label="在籍者"
          rows={members}
          getRowId={(row) => row.id}
          isLoading={roster.isPending}
          emptyState="在籍者はいません"
          columns={[
            { id: 'name', header: '氏名', isRowHeader: true, cell: (row) => row.name },
            { id: 'number', header: '会員番号', nowrap: true, cell: (row) => row.member_number },
            { id: 'grade', header: '級', nowrap: true, cell: (row) => row.grade?.name ?? '—' },
            {
              id: 'since',
              header: '在籍開始',
              nowrap: true,
              cell: (row) => formatJapaneseDate(row.enrolled_on),
            },
            {
              id: 'actions',
              header: '操作',
              nowrap: true,
              cell: (row) =>
                moving === row.customer_id ? (
                  <Select
                    label={`${row.name}さんの移動先`}
                    items={others.map((other) => ({
                      id: String(other.id),
                      label: `${other.name}（${weekdayNames[other.day_of_week]} ${timeRange(other)}）`,
                    }))}
                    onSelectionChange={(key) =>
                      key !== null &&
                      moveTo.mutate(
                        {
                          classId: record.id,
                          customerId: row.customer_id,
                          input: { to_class_id: Number(key) },
                        },
                        {
                          onSuccess: () => {
                            setMoving(null);
                            toast.success(classMessages.updated);
                          },
                          onError: (error) => toast.error(failureText(error, mutationMessages.updateFailed)),
                        },
                      )
                    }
                  />
                ) : (
                  <MemberActions
                    canMove={others.length > 0}
                    onMove={() => setMoving(row.customer_id)}
                    onEnd={() =>
                      end.mutate(
                        { classId: record.id, customerId: row.customer_id },
                        {
                          onSuccess: () =>
                            toast.success(formatMessage(classMessages.enrolmentEnded, { name: row.name })),
                          onError: (error) => toast.error(failureText(error, mutationMessages.deleteFailed)),
                        },
                      )
                    }
                  />
                ),
            },
          ]}
        />
        {waitlist.length > 0 ? <WaitlistTable record={record} waitlist={waitlist} /> : null}
      </Stack>
    </Card>
  );
}

/** The members the search found (the first five), each with 登録. */
function FoundMembers({
  found,
  isEnrolling,
  onEnrol,
}: {
  found: readonly { id: number; name: string; member_number: string }[];
  isEnrolling: (id: number) => boolean;
  onEnrol: (id: number) => void;
}) {
  return (
    <ul aria-label="検索結果" style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
      {found.slice(0, 5).map((c) => (
        <li key={c.id}>
          <Stack $direction="row" $gap={2} $align="center">
            <span>
              {c.name}（{c.member_number}）
            </span>
            <Button
              size="sm"
              aria-label={`${c.name}さんを登録`}
              isLoading={isEnrolling(c.id)}
              onPress={() => onEnrol(c.id)}
            >
              登録
            </Button>
          </Stack>
        </li>
      ))}
    </ul>
  );
}

/** 曜日変更 (when the program has another class) and 在籍終了 for one member. */
function MemberActions({
  canMove,
  onMove,
  onEnd,
}: {
  canMove: boolean;
  onMove: () => void;
  onEnd: () => void;
}) {
  return (
    <Stack $direction="row" $gap={1}>
      <Button size="sm" onPress={onMove} isDisabled={!canMove}>
        曜日変更
      </Button>
      <Button size="sm" variant="ghost" onPress={onEnd}>
        在籍終了
      </Button>
    </Stack>
  );
}
