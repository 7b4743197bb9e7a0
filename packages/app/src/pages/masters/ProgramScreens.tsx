import {
  type components,
  type ListProgramsParams,
  useCreateProgram,
  useDeleteProgram,
  useProgram,
  usePrograms,
  useUpdateProgram,
} from '@kayoi/api-client';
import { createProgramFormSchema, type ProgramFormValues } from '@kayoi/api-client/forms';
import { masterMessages } from '@kayoi/api-client/messages';
import { addMonths, longMonthLabel, todayInTokyo } from '@kayoi/domain/calendar';
import { ageRangeLabel } from '@kayoi/domain/labels';
import {
  Badge,
  Card,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  FieldSpan,
  FormSection,
  formatCount,
  formatDateTime,
  formatYen,
  Select,
  Skeleton,
  Stack,
  TextArea,
  TextField,
} from '@kayoi/ui';
import { BookOpen } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useParams } from 'react-router';
import { toHalfWidth } from '../../forms/address.ts';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import { activeBadge, MasterDetail, MasterRecordLoader } from './MasterDetail.tsx';
import { MasterForm, masterFormPages } from './MasterForm.tsx';
import { MasterImportButton } from './MasterImportDialog.tsx';
import { ChoiceFilter, MasterListPage, useMasterListParams } from './MasterListPage.tsx';
import { masterAreas } from './masterArea.ts';
import { useCategoryItems, useGradeItems, useSchoolItems } from './masterOptions.ts';

type Program = components['schemas']['Program'];
type ProgramDetail = components['schemas']['ProgramDetail'];
type ProgramInput = components['schemas']['ProgramInput'];
type ProgramFee = components['schemas']['ProgramFee'];

const area = masterAreas.programs;
const thisMonth = () => todayInTokyo().slice(0, 7);
const monthAfter = (month: string, months: number) => addMonths(`${month}-01`, months).slice(0, 7);
const yen = (value: number | null) => (value === null ? '—' : formatYen(value));
const gradeRange = (p: Pick<Program, 'min_grade' | 'max_grade'>) =>
  p.min_grade === null && p.max_grade === null
    ? '指定なし'
    : `${p.min_grade?.name ?? ''}〜${p.max_grade?.name ?? ''}`;
const idOf = (value: string) => Number(value) || undefined;

/** master/programs: the courses of the store's schools, with this month's 月謝 and how many members are in them. */
export function ProgramListPage() {
  const { list, params } = useMasterListParams(['school_id', 'category_id'] as const);
  const schoolId = idOf(list.get('school_id'));
  const categoryId = idOf(list.get('category_id'));
  const programs = usePrograms({
    ...params,
    ...(schoolId ? { school_id: schoolId } : {}),
    ...(categoryId ? { category_id: categoryId } : {}),
  } satisfies ListProgramsParams);
  const schools = useSchoolItems();
  const categories = useCategoryItems(schoolId);
  const columns: DataTableColumn<Program>[] = [
    { id: 'name', header: 'プログラム名', isRowHeader: true, cell: (p) => p.name },
    { id: 'school', header: 'スクール', nowrap: true, cell: (p) => p.school.name },
    { id: 'category', header: 'カテゴリ', nowrap: true, cell: (p) => p.category.name },
    {
      id: 'monthly_fee',
      header: '月謝（税込）',
      nowrap: true,
      align: 'end',
      cell: (p) => yen(p.monthly_fee),
    },
    {
      id: 'lessons',
      header: 'レッスン',
      nowrap: true,
      cell: (p) => `週${p.lessons_per_week}回・${p.lesson_minutes}分`,
    },
    { id: 'age', header: '対象年齢', nowrap: true, cell: ageRangeLabel },
    {
      id: 'members',
      header: '契約中',
      nowrap: true,
      align: 'end',
      cell: (p) => `${formatCount(p.member_count)}名`,
    },
    { id: 'is_active', header: '状態', nowrap: true, cell: (p) => activeBadge(p.is_active) },
  ];
  return (
    <MasterListPage
      area={area}
      list={list}
      query={programs}
      columns={columns}
      searchPlaceholder="プログラム名"
      emptyIcon={<BookOpen aria-hidden="true" />}
      moreActions={<MasterImportButton kind="programs" />}
      emptyDescription="スクールとカテゴリを登録してから、月謝とともにプログラムを登録してください。"
      filters={
        <>
          <ChoiceFilter
            label="スクール"
            items={schools.items}
            isLoading={schools.isLoading}
            value={schoolId ? String(schoolId) : ''}
            onChange={(value) => list.update({ school_id: value, category_id: null })}
          />
          <ChoiceFilter
            label="カテゴリ"
            isDisabled={!schoolId}
            items={categories.items}
            isLoading={categories.isLoading}
            value={categoryId ? String(categoryId) : ''}
            onChange={(value) => list.update({ category_id: value })}
          />
        </>
      }
    />
  );
}

/** The record as the form sends it: its fees of this month, so saving it unchanged changes no fee. */
const inputOf = (program: ProgramDetail): ProgramInput => ({
  school_id: program.school.id,
  category_id: program.category.id,
  name: program.name,
  description: program.description,
  monthly_fee: program.monthly_fee ?? 0,
  entrance_fee: program.entrance_fee ?? 0,
  annual_fee: program.annual_fee ?? 0,
  pause_fee: program.pause_fee ?? 0,
  lessons_per_week: program.lessons_per_week,
  lesson_minutes: program.lesson_minutes,
  min_age: program.min_age,
  max_age: program.max_age,
  min_grade_id: program.min_grade?.id ?? null,
  max_grade_id: program.max_grade?.id ?? null,
  sort_order: program.sort_order,
  is_active: program.is_active,
});

/** master/programs/{id}: the program, its fees in any month, the fee history, who made and changed it. */
export function ProgramDetailPage() {
  const id = Number(useParams().id);
  const program = useProgram(id);
  const remove = useDeleteProgram();
  const update = useUpdateProgram();
  return (
    <MasterRecordLoader area={area} title="プログラム詳細" query={program}>
      {(record) => (
        <MasterDetail
          area={area}
          record={record}
          subtitle={`${record.school.name}・${record.category.name}`}
          remove={remove}
          deletedMessage={masterMessages.programDeleted}
          deleteWarning="料金履歴も削除されます。"
          deactivate={() =>
            update.mutateAsync({ id: record.id, input: { ...inputOf(record), is_active: false } })
          }
        >
          <Card title="基本情報">
            <DescriptionList
              items={[
                { term: 'スクール', description: record.school.name },
                { term: 'カテゴリ', description: record.category.name },
                {
                  term: 'レッスン',
                  description: `週${record.lessons_per_week}回・1回${record.lesson_minutes}分`,
                },
                { term: '対象年齢', description: ageRangeLabel(record) },
                { term: '対象級', description: gradeRange(record) },
                { term: '契約中の会員', description: `${formatCount(record.member_count)}名` },
                { term: '表示順', description: record.sort_order },
                {
                  term: '説明',
                  description: <span style={{ whiteSpace: 'pre-wrap' }}>{record.description ?? '—'}</span>,
                },
              ]}
            />
          </Card>
          <FeesOfMonth program={record} />
          <FeeHistory history={record.fee_history} />
        </MasterDetail>
      )}
    </MasterRecordLoader>
  );
}

/** The months a fee can be asked about: those of the history, and a year either side of this month. */
function monthsAround(history: ProgramFee[]) {
  const now = thisMonth();
  const months = new Set(history.map((fee) => fee.effective_month));
  for (let i = -12; i <= 12; i += 1) months.add(monthAfter(now, i));
  return [...months].sort();
}

function FeesOfMonth({ program }: { program: ProgramDetail }) {
  const [month, setMonth] = useState(thisMonth);
  const asked = useProgram(program.id, month === thisMonth() ? undefined : month);
  const fees = asked.data ?? program;
  const months = useMemo(() => monthsAround(program.fee_history), [program.fee_history]);
  return (
    <Card
      title="料金"
      actions={
        <Select
          label="表示する月"
          items={months.map((m) => ({
            id: m,
            label: `${longMonthLabel(m)}${m === thisMonth() ? '（今月）' : ''}`,
          }))}
          selectedKey={month}
          onSelectionChange={(key) => key !== null && setMonth(String(key))}
        />
      }
    >
      {asked.isPending ? (
        <Skeleton height={120} />
      ) : (
        <Stack $gap={3}>
          <p>{`${longMonthLabel(fees.fee_month)}の料金（税込・消費税${fees.tax_rate ?? 10}%）`}</p>
          {fees.monthly_fee === null ? (
            <p>この月にはまだ料金がありません。</p>
          ) : (
            <DescriptionList
              items={[
                { term: '月謝', description: yen(fees.monthly_fee) },
                { term: '入会金', description: yen(fees.entrance_fee) },
                { term: '年会費', description: yen(fees.annual_fee) },
                { term: '休会費（月額）', description: yen(fees.pause_fee) },
              ]}
            />
          )}
        </Stack>
      )}
    </Card>
  );
}

/** Every fee period, the latest first: the one in force now and a scheduled change are marked. */
function FeeHistory({ history }: { history: ProgramFee[] }) {
  const now = thisMonth();
  const inForce = history.find((fee) => fee.effective_month <= now)?.effective_month;
  return (
    <Card title="料金履歴">
      <DataTable
        aria-label="料金履歴"
        rows={history}
        getRowId={(fee) => fee.effective_month}
        emptyState="料金の記録はまだありません"
        columns={[
          {
            id: 'month',
            header: '適用開始月',
            isRowHeader: true,
            nowrap: true,
            cell: (fee) => (
              <Stack $direction="row" $gap={2} $align="center">
                <span>{longMonthLabel(fee.effective_month)}</span>
                {fee.effective_month > now ? <Badge tone="info">予定</Badge> : null}
                {fee.effective_month === inForce ? <Badge tone="success">適用中</Badge> : null}
              </Stack>
            ),
          },
          {
            id: 'monthly',
            header: '月謝',
            nowrap: true,
            align: 'end',
            cell: (fee) => formatYen(fee.monthly_fee),
          },
          {
            id: 'entrance',
            header: '入会金',
            nowrap: true,
            align: 'end',
            cell: (fee) => formatYen(fee.entrance_fee),
          },
          {
            id: 'annual',
            header: '年会費',
            nowrap: true,
            align: 'end',
            cell: (fee) => formatYen(fee.annual_fee),
          },
          {
            id: 'pause',
            header: '休会費',
            nowrap: true,
            align: 'end',
            cell: (fee) => formatYen(fee.pause_fee),
          },
          {
            id: 'by',
            header: '登録',
            nowrap: true,
            cell: (fee) => `${formatDateTime(fee.created_at)}　${fee.created_by?.name ?? '—'}`,
          },
        ]}
      />
    </Card>
  );
}

interface ProgramValues extends Record<string, unknown> {
  school_id: string;
  category_id: string;
  name: string;
  description: string;
  monthly_fee: string;
  entrance_fee: string;
  annual_fee: string;
  pause_fee: string;
  fee_effective_month: string;
  lessons_per_week: string;
  lesson_minutes: string;
  min_age: string;
  max_age: string;
  min_grade_id: string;
  max_grade_id: string;
  sort_order: string;
  is_active: boolean;
}

const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const valuesOf = (program?: ProgramDetail): ProgramValues => ({
  school_id: text(program?.school.id),
  category_id: text(program?.category.id),
  name: program?.name ?? '',
  description: program?.description ?? '',
  monthly_fee: text(program?.monthly_fee),
  entrance_fee: text(program?.entrance_fee ?? 0),
  annual_fee: text(program?.annual_fee ?? 0),
  pause_fee: text(program?.pause_fee ?? 0),
  fee_effective_month: thisMonth(),
  lessons_per_week: text(program?.lessons_per_week ?? 1),
  lesson_minutes: text(program?.lesson_minutes ?? 60),
  min_age: text(program?.min_age),
  max_age: text(program?.max_age),
  min_grade_id: text(program?.min_grade?.id),
  max_grade_id: text(program?.max_grade?.id),
  sort_order: text(program?.sort_order ?? 0),
  is_active: program?.is_active ?? true,
});

const NONE = 'none';

/** master/programs/new and {id}/edit: the program and its fees, which take effect from a chosen month. */
export const { NewPage: ProgramNewPage, EditPage: ProgramEditPage } = masterFormPages(
  area,
  useProgram,
  ProgramForm,
);

function ProgramForm({ record: program }: { record?: ProgramDetail | undefined }) {
  const create = useCreateProgram();
  const update = useUpdateProgram();
  const schema = useMemo(() => createProgramFormSchema(), []);
  const form = useSchemaForm<ProgramValues, ProgramFormValues>(schema, () => valuesOf(program));
  const { values, errors, text: field } = form;
  const schoolId = idOf(values.school_id);
  const schools = useSchoolItems();
  const categories = useCategoryItems(schoolId);
  const grades = useGradeItems(schoolId);
  const now = thisMonth();
  const months = Array.from({ length: 13 }, (_, i) => monthAfter(now, i));
  const choice = (name: 'min_grade_id' | 'max_grade_id', label: string) => (
    <Select
      label={label}
      items={[{ id: NONE, label: '指定なし' }, ...grades.items]}
      isLoading={grades.isLoading}
      isDisabled={!schoolId}
      selectedKey={values[name] || NONE}
      onSelectionChange={(key) => form.set(name, key === NONE || key === null ? '' : String(key))}
      errorMessage={errors[name]}
    />
  );
  const fee = (
    name: 'monthly_fee' | 'entrance_fee' | 'annual_fee' | 'pause_fee',
    label: string,
    isRequired = false,
  ) => (
    <TextField
      label={label}
      isRequired={isRequired}
      inputMode="numeric"
      description="円・税込"
      {...field(name, toHalfWidth)}
    />
  );

  return (
    <MasterForm
      area={area}
      record={program}
      form={form}
      toInput={(parsed): ProgramInput => parsed}
      create={create}
      update={update}
      messages={{ created: masterMessages.programCreated, updated: masterMessages.programUpdated }}
      activeDescription="新しい契約・仮登録で選べます"
    >
      <FormSection title="基本情報">
        <Select
          label="スクール"
          isRequired
          items={schools.items}
          isLoading={schools.isLoading}
          selectedKey={values.school_id || null}
          onSelectionChange={(key) =>
            form.patch({
              school_id: key === null ? '' : String(key),
              category_id: '',
              min_grade_id: '',
              max_grade_id: '',
            })
          }
          errorMessage={errors.school_id}
        />
        <Select
          label="カテゴリ"
          isRequired
          isDisabled={!schoolId}
          items={categories.items}
          isLoading={categories.isLoading}
          selectedKey={values.category_id || null}
          onSelectionChange={(key) => form.set('category_id', key === null ? '' : String(key))}
          errorMessage={errors.category_id}
          {...(schoolId ? {} : { description: '先にスクールを選んでください' })}
        />
        <FieldSpan span="full">
          <TextField label="プログラム名" isRequired placeholder="例）ジュニア 週1回" {...field('name')} />
        </FieldSpan>
        <FieldSpan span="full">
          <TextArea label="説明" maxCharacters={1000} {...field('description')} />
        </FieldSpan>
      </FormSection>
      <FormSection
        title="料金"
        description={
          program
            ? '料金を変えると、選んだ月から新しい料金になります。それより前の月の料金は履歴に残ります。'
            : '金額は消費税（10%）込みの円で入力してください。'
        }
      >
        {fee('monthly_fee', '月謝', true)}
        <Select
          label="料金の適用開始月"
          items={months.map((m) => ({
            id: m,
            label: `${longMonthLabel(m)}${m === now ? '（今月）' : ''}から`,
          }))}
          selectedKey={values.fee_effective_month || now}
          onSelectionChange={(key) => form.set('fee_effective_month', key === null ? '' : String(key))}
          errorMessage={errors.fee_effective_month}
        />
        {fee('entrance_fee', '入会金')}
        {fee('annual_fee', '年会費')}
        {fee('pause_fee', '休会費')}
      </FormSection>
      <FormSection title="レッスンと対象" columns={2}>
        <TextField label="週のレッスン回数" inputMode="numeric" {...field('lessons_per_week', toHalfWidth)} />
        <TextField label="レッスン時間（分）" inputMode="numeric" {...field('lesson_minutes', toHalfWidth)} />
        <TextField label="対象年齢（下限）" inputMode="numeric" {...field('min_age', toHalfWidth)} />
        <TextField label="対象年齢（上限）" inputMode="numeric" {...field('max_age', toHalfWidth)} />
        {choice('min_grade_id', '対象級（下限）')}
        {choice('max_grade_id', '対象級（上限）')}
        <TextField
          label="表示順"
          inputMode="numeric"
          description="小さい順に一覧に並びます"
          {...field('sort_order', toHalfWidth)}
        />
      </FormSection>
    </MasterForm>
  );
}
