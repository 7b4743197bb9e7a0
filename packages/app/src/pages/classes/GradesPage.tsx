import {
  listClassEnrollmentsQueryOptions,
  type PromotionResult,
  type PromotionTest,
  useClasses,
  useCreatePromotionTest,
  useGrades,
  useMoveClassEnrollment,
  usePromotionResults,
  usePromotionTests,
  useRecordPromotionResults,
  useSchools,
} from '@kayoi/api-client';
import { mutationMessages } from '@kayoi/api-client/messages';
import { formatJapaneseDate, todayInTokyo } from '@kayoi/domain/calendar';
import { classMessages, formatMessage } from '@kayoi/domain/messages';
import {
  Alert,
  Badge,
  Button,
  Card,
  Checkbox,
  DataTable,
  DatePicker,
  EmptyState,
  ErrorState,
  Modal,
  PageHeader,
  Select,
  Skeleton,
  Stack,
  TextField,
  useToast,
  visuallyHidden,
} from '@kayoi/ui';
import { useQuery } from '@tanstack/react-query';
import { Award, Printer } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import styled from 'styled-components';
import { failureText } from '../../forms/failure.ts';
import { Certificate } from './Certificate.tsx';
import { timeRange, weekdayNames } from './timetable.ts';

/**
 * /school-management/grades: a school's promotion test days (進級テスト), the results of one (pass moves the
 * member a grade; a class change it proposes is accepted in one click), results entered per class roster, and
 * the 進級認定証 of a passed member printed on an A6 card.
 */
export function GradesPage() {
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const schools = useSchools({ per_page: 100 });
  const list = schools.data?.data ?? [];
  const schoolId = Number(params.get('school')) || list[0]?.id;
  const school = list.find((s) => s.id === schoolId);
  const tests = usePromotionTests(schoolId ? { school_id: schoolId } : {});
  const testId = Number(params.get('test')) || tests.data?.[0]?.id;
  const test = tests.data?.find((t) => t.id === testId);
  const create = useCreatePromotionTest();
  const [heldOn, setHeldOn] = useState<string | null>(todayInTokyo());
  const [name, setName] = useState('');
  const choose = (next: Record<string, string>) =>
    setParams({ ...Object.fromEntries(params), ...next }, { replace: true });

  let body: React.ReactNode;
  if (schools.error || tests.error)
    body = (
      <ErrorState
        message={failureText(schools.error ?? tests.error, '進級テストを読み込めませんでした。')}
        onRetry={() => void (schools.error ? schools.refetch() : tests.refetch())}
      />
    );
  else if (schools.isPending || tests.isPending) body = <Skeleton height={320} />;
  else if (!school)
    body = (
      <EmptyState title="スクールがありません" description="スクールマスタでスクールを登録してください。" />
    );
  else if (!test)
    body = (
      <EmptyState
        icon={<Award aria-hidden="true" />}
        title="進級テストはまだありません"
        description="テスト日を登録してください。"
      />
    );
  else body = <TestResults test={test} school={school.name} />;

  return (
    <>
      <PageHeader title="級・進級管理" breadcrumbs={[{ label: 'スクール管理' }, { label: '級・進級管理' }]} />
      <Stack $gap={4}>
        <Card>
          <Stack $direction="row" $gap={4} $wrap $align="end">
            <Select
              label="スクール"
              items={list.map((s) => ({ id: String(s.id), label: s.name }))}
              selectedKey={schoolId ? String(schoolId) : null}
              onSelectionChange={(key) =>
                key !== null && setParams({ school: String(key) }, { replace: true })
              }
              isLoading={schools.isPending}
            />
            <Select
              label="進級テスト"
              items={(tests.data ?? []).map((t) => ({
                id: String(t.id),
                label: `${t.name}（${formatJapaneseDate(t.held_on)}）`,
              }))}
              selectedKey={testId ? String(testId) : null}
              onSelectionChange={(key) => key !== null && choose({ test: String(key) })}
              isLoading={tests.isPending}
            />
          </Stack>
        </Card>
        {school ? (
          <Card title="テスト日を登録">
            <Stack $direction="row" $gap={3} $wrap $align="end">
              <DatePicker label="実施日" value={heldOn} onChange={setHeldOn} isRequired />
              <TextField label="名称" placeholder="進級テスト" value={name} onChange={setName} />
              <Button
                variant="primary"
                isDisabled={!heldOn}
                isLoading={create.isPending}
                onPress={() =>
                  heldOn &&
                  create.mutate(
                    { school_id: school.id, held_on: heldOn, name: name || null },
                    {
                      onSuccess: (created) => {
                        setName('');
                        toast.success(classMessages.testCreated);
                        choose({ test: String(created.id) });
                      },
                      onError: (error) => toast.error(failureText(error, mutationMessages.createFailed)),
                    },
                  )
                }
              >
                登録
              </Button>
            </Stack>
          </Card>
        ) : null}
        {body}
      </Stack>
    </>
  );
}

function TestResults({ test, school }: { test: PromotionTest; school: string }) {
  const toast = useToast();
  const results = usePromotionResults(test.id);
  const move = useMoveClassEnrollment();
  const [printing, setPrinting] = useState<PromotionResult | null>(null);
  const accept = (result: PromotionResult) => {
    const change = result.class_change;
    if (!change?.to_class) return;
    move.mutate(
      {
        classId: change.from_class.id,
        customerId: result.customer_id,
        input: { to_class_id: change.to_class.id, moves_on: change.moves_on },
      },
      {
        onSuccess: () =>
          toast.success(
            formatMessage(classMessages.moved, {
              name: result.customer_name,
              to: change.to_class?.name ?? '',
            }),
          ),
        onError: (error) => toast.error(failureText(error, mutationMessages.updateFailed)),
      },
    );
  };
  return (
    <Stack $gap={4}>
      <Card
        title={`${test.name}（${formatJapaneseDate(test.held_on)}）の結果：合格${test.passed_count}名／${test.result_count}名`}
      >
        {results.error ? (
          <Alert tone="danger">{failureText(results.error, '結果を読み込めませんでした。')}</Alert>
        ) : null}
        <DataTable
          aria-label="進級テストの結果"
          rows={results.data ?? []}
          getRowId={(row) => row.id}
          isLoading={results.isPending}
          emptyState="まだ結果がありません"
          columns={[
            { id: 'name', header: '氏名', isRowHeader: true, cell: (row) => row.customer_name },
            { id: 'tested', header: '受験級', nowrap: true, cell: (row) => row.tested_grade?.name ?? '—' },
            { id: 'skills', header: '課題', cell: (row) => <SkillChecks result={row} /> },
            {
              id: 'passed',
              header: '結果',
              nowrap: true,
              cell: (row) =>
                row.passed ? <Badge tone="success">合格</Badge> : <Badge tone="neutral">不合格</Badge>,
            },
            { id: 'new', header: '新しい級', nowrap: true, cell: (row) => row.new_grade?.name ?? '—' },
            {
              id: 'change',
              header: 'クラス変更の提案',
              cell: (row) =>
                row.class_change ? (
                  row.class_change.to_class ? (
                    <Stack $direction="row" $gap={1} $align="center">
                      <span>
                        {row.class_change.from_class.name} → {row.class_change.to_class.name}（
                        {formatJapaneseDate(row.class_change.moves_on)}から）
                      </span>
                      <Button
                        size="sm"
                        onPress={() => accept(row)}
                        aria-label={`${row.customer_name}さんのクラス変更を受け入れる`}
                      >
                        受け入れる
                      </Button>
                    </Stack>
                  ) : (
                    '合うクラスがありません'
                  )
                ) : (
                  '—'
                ),
            },
            {
              id: 'print',
              header: '認定証',
              nowrap: true,
              cell: (row) =>
                row.passed && row.new_grade ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    icon={<Printer aria-hidden="true" />}
                    aria-label={`${row.customer_name}さんの進級認定証を印刷`}
                    onPress={() => setPrinting(row)}
                  >
                    印刷
                  </Button>
                ) : null,
            },
          ]}
        />
      </Card>
      <RecordResults test={test} />
      <Modal
        isOpen={printing !== null}
        onOpenChange={(open) => !open && setPrinting(null)}
        title="進級認定証"
      >
        {printing?.new_grade ? (
          <Stack $gap={3} $align="center">
            <Certificate
              name={printing.customer_name}
              grade={printing.new_grade.name}
              date={test.held_on}
              school={school}
            />
            <Button variant="primary" icon={<Printer aria-hidden="true" />} onPress={() => window.print()}>
              印刷する（A6・はがきサイズ）
            </Button>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}

/** The skills checked in a result: each of the tested grade's, ○ passed or × not, in the grade's order. */
function SkillChecks({ result }: { result: PromotionResult }) {
  if (result.skills.length === 0) return <>—</>;
  return (
    <SkillList aria-label={`${result.customer_name}さんの課題`}>
      {result.skills.map((skill) => (
        <li key={`${skill.id}-${skill.name}`}>
          <Badge tone={skill.passed ? 'success' : 'neutral'}>
            {skill.passed ? '○' : '×'} {skill.name}
            <VisuallyHidden>{skill.passed ? '（合格）' : '（未合格）'}</VisuallyHidden>
          </Badge>
        </li>
      ))}
    </SkillList>
  );
}

interface Mark {
  passed?: boolean;
  skills: number[];
}

/**
 * The coach's results for one class's members: the skills of each member's grade checked off (one checkbox per
 * skill) and 合格 / 不合格, sent together for the members given a result.
 */
function RecordResults({ test }: { test: PromotionTest }) {
  const toast = useToast();
  const classes = useClasses({ school_id: test.school.id });
  const grades = useGrades({ school_id: test.school.id, per_page: 100 });
  const [classId, setClassId] = useState<number | null>(null);
  // The roster is asked for once a class is chosen (there is no class 0 to ask about before).
  const roster = useQuery({ ...listClassEnrollmentsQueryOptions(classId ?? 0), enabled: classId !== null });
  const record = useRecordPromotionResults();
  const [marks, setMarks] = useState<Record<number, Mark>>({});
  const members = classId ? (roster.data?.enrollments ?? []) : [];
  const decided = Object.entries(marks).filter(([, mark]) => mark.passed !== undefined);
  const skillsOf = (gradeId: number | undefined) =>
    (grades.data?.data ?? []).find((g) => g.id === gradeId)?.skills ?? [];
  const update = (customerId: number, change: (mark: Mark) => Mark) =>
    setMarks((current) => ({ ...current, [customerId]: change(current[customerId] ?? { skills: [] }) }));
  return (
    <Card title="結果を入力（クラスごと）">
      <Stack $gap={3}>
        <Select
          label="クラス"
          items={(classes.data ?? []).map((c) => ({
            id: String(c.id),
            label: `${c.name}（${weekdayNames[c.day_of_week]} ${timeRange(c)}）`,
          }))}
          isLoading={classes.isPending}
          selectedKey={classId ? String(classId) : null}
          onSelectionChange={(key) => {
            setClassId(key === null ? null : Number(key));
            setMarks({});
          }}
        />
        {classId ? (
          <DataTable
            aria-label="受験者"
            rows={members}
            getRowId={(row) => row.customer_id}
            isLoading={roster.isPending}
            emptyState="在籍者はいません"
            columns={[
              { id: 'name', header: '氏名', isRowHeader: true, cell: (row) => row.name },
              { id: 'grade', header: '現在の級', nowrap: true, cell: (row) => row.grade?.name ?? '—' },
              {
                id: 'skills',
                header: '合格した課題',
                cell: (row) => {
                  const skills = skillsOf(row.grade?.id);
                  if (skills.length === 0) return '—';
                  const checked = marks[row.customer_id]?.skills ?? [];
                  return (
                    <SkillBoxes role="group" aria-label={`${row.name}さんの合格した課題`}>
                      {skills.map((skill) => (
                        <Checkbox
                          key={skill.id}
                          isSelected={checked.includes(skill.id)}
                          onChange={(on) =>
                            update(row.customer_id, (mark) => ({
                              ...mark,
                              skills: on
                                ? [...mark.skills, skill.id]
                                : mark.skills.filter((id) => id !== skill.id),
                            }))
                          }
                        >
                          {skill.name}
                        </Checkbox>
                      ))}
                    </SkillBoxes>
                  );
                },
              },
              {
                id: 'mark',
                header: '結果',
                nowrap: true,
                cell: (row) => {
                  const passed = marks[row.customer_id]?.passed;
                  return (
                    <Select
                      label={`${row.name}さんの結果`}
                      hideLabel
                      items={[
                        { id: 'none', label: '未入力' },
                        { id: 'pass', label: '合格' },
                        { id: 'fail', label: '不合格' },
                      ]}
                      selectedKey={passed === undefined ? 'none' : passed ? 'pass' : 'fail'}
                      onSelectionChange={(key) =>
                        update(row.customer_id, (mark) => {
                          const { passed: _, ...rest } = mark;
                          return key === 'none' || key === null ? rest : { ...rest, passed: key === 'pass' };
                        })
                      }
                    />
                  );
                },
              },
            ]}
          />
        ) : null}
        <Stack $direction="row" $gap={2}>
          <Button
            variant="primary"
            isDisabled={decided.length === 0}
            isLoading={record.isPending}
            onPress={() =>
              record.mutate(
                {
                  testId: test.id,
                  input: {
                    results: decided.map(([customer, mark]) => ({
                      customer_id: Number(customer),
                      passed: mark.passed === true,
                      skill_ids: mark.skills,
                    })),
                  },
                },
                {
                  onSuccess: () => {
                    setMarks({});
                    toast.success(classMessages.resultsRecorded);
                  },
                  onError: (error) => toast.error(failureText(error, mutationMessages.createFailed)),
                },
              )
            }
          >
            結果を登録（{decided.length}名）
          </Button>
        </Stack>
      </Stack>
    </Card>
  );
}

const SkillList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;

const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

const SkillBoxes = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space(3)};
  row-gap: ${({ theme }) => theme.space(1)};
`;
