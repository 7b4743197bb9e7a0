import {
  type components,
  useCreateProgramCategory,
  useCreateSchool,
  useDeleteProgramCategory,
  useDeleteSchool,
  useProgramCategories,
  useProgramCategory,
  useSchool,
  useSchools,
  useUpdateProgramCategory,
  useUpdateSchool,
} from '@kayoi/api-client';
import {
  disciplines,
  type ProgramCategoryFormValues,
  programCategoryFormSchema,
  type SchoolFormValues,
  schoolFormSchema,
} from '@kayoi/api-client/forms';
import { disciplineLabels, masterMessages } from '@kayoi/api-client/messages';
import {
  Card,
  type DataTableColumn,
  DescriptionList,
  FieldSpan,
  FormSection,
  formatCount,
  Select,
  TextArea,
  TextField,
} from '@kayoi/ui';
import { GraduationCap, Tags } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { toHalfWidth } from '../../forms/address.ts';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import { href } from '../../routes/table.ts';
import { activeBadge, MasterDetail, MasterRecordLoader } from './MasterDetail.tsx';
import { MasterForm, masterFormPages } from './MasterForm.tsx';
import { ChoiceFilter, MasterListPage, useMasterListParams } from './MasterListPage.tsx';
import { masterAreas } from './masterArea.ts';
import { useSchoolItems } from './masterOptions.ts';
import { SchoolRulesCard } from './SchoolRulesCard.tsx';

// スクール and プログラムカテゴリ: the two small masters a school's programs hang from.

type School = components['schemas']['School'];
type SchoolDetail = components['schemas']['SchoolDetail'];
type SchoolInput = components['schemas']['SchoolInput'];
type Category = components['schemas']['ProgramCategory'];
type CategoryDetail = components['schemas']['ProgramCategoryDetail'];
type CategoryInput = components['schemas']['ProgramCategoryInput'];

const schools = masterAreas.schools;
const categories = masterAreas.programCategories;
const disciplineItems = disciplines.map((d) => ({ id: d, label: disciplineLabels[d] }));
const count = (n: number, unit: string) => `${formatCount(n)}${unit}`;
/** A count that opens the list it counts, filtered to this record. */
const countLink = (n: number, unit: string, path: string, filter: string, id: number) => (
  <Link to={`${href(path)}?${filter}=${id}`}>{count(n, unit)}</Link>
);
const preWrap = (text: string | null) => <span style={{ whiteSpace: 'pre-wrap' }}>{text ?? '—'}</span>;

/** master/schools: the disciplines the store teaches, with what each holds. */
export function SchoolListPage() {
  const { list, params } = useMasterListParams();
  const query = useSchools(params);
  const columns: DataTableColumn<School>[] = [
    { id: 'name', header: 'スクール名', isRowHeader: true, cell: (s) => s.name },
    { id: 'discipline', header: '種目', nowrap: true, cell: (s) => disciplineLabels[s.discipline] },
    {
      id: 'categories',
      header: 'カテゴリ',
      nowrap: true,
      align: 'end',
      cell: (s) => count(s.category_count, '件'),
    },
    {
      id: 'programs',
      header: 'プログラム',
      nowrap: true,
      align: 'end',
      cell: (s) => count(s.program_count, '件'),
    },
    { id: 'grades', header: '級', nowrap: true, align: 'end', cell: (s) => count(s.grade_count, '件') },
    { id: 'is_active', header: '状態', nowrap: true, cell: (s) => activeBadge(s.is_active) },
  ];
  return (
    <MasterListPage
      area={schools}
      list={list}
      query={query}
      columns={columns}
      searchPlaceholder="スクール名"
      emptyIcon={<GraduationCap aria-hidden="true" />}
      emptyDescription="スイミング・体操など、教える種目ごとにスクールを登録してください。級とプログラムはスクールごとに作ります。"
    />
  );
}

const schoolInputOf = (school: SchoolDetail): SchoolInput => ({
  name: school.name,
  discipline: school.discipline,
  description: school.description,
  sort_order: school.sort_order,
  is_active: school.is_active,
});

/** master/schools/{id}: the school and what hangs from it (each count opens its list). */
export function SchoolDetailPage() {
  const id = Number(useParams().id);
  const school = useSchool(id);
  const remove = useDeleteSchool();
  const update = useUpdateSchool();
  return (
    <MasterRecordLoader area={schools} title="スクール詳細" query={school}>
      {(record) => (
        <MasterDetail
          area={schools}
          record={record}
          subtitle={disciplineLabels[record.discipline]}
          remove={remove}
          deletedMessage={masterMessages.schoolDeleted}
          deleteWarning=""
          deactivate={() =>
            update.mutateAsync({ id: record.id, input: { ...schoolInputOf(record), is_active: false } })
          }
        >
          <Card title="基本情報">
            <DescriptionList
              items={[
                { term: '種目', description: disciplineLabels[record.discipline] },
                {
                  term: 'カテゴリ',
                  description: countLink(
                    record.category_count,
                    '件',
                    categories.base,
                    'school_id',
                    record.id,
                  ),
                },
                {
                  term: 'プログラム',
                  description: countLink(
                    record.program_count,
                    '件',
                    'master/programs',
                    'school_id',
                    record.id,
                  ),
                },
                {
                  term: '級',
                  description: countLink(record.grade_count, '件', 'master/grades', 'school_id', record.id),
                },
                { term: '表示順', description: record.sort_order },
                { term: '説明', description: preWrap(record.description) },
              ]}
            />
          </Card>
          <SchoolRulesCard schoolId={record.id} />
        </MasterDetail>
      )}
    </MasterRecordLoader>
  );
}

interface SchoolValues extends Record<string, unknown> {
  name: string;
  discipline: string;
  description: string;
  sort_order: string;
  is_active: boolean;
}

/** master/schools/new and {id}/edit. */
export const { NewPage: SchoolNewPage, EditPage: SchoolEditPage } = masterFormPages(
  schools,
  useSchool,
  SchoolForm,
);

function SchoolForm({ record: school }: { record?: SchoolDetail | undefined }) {
  const create = useCreateSchool();
  const update = useUpdateSchool();
  const form = useSchemaForm<SchoolValues, SchoolFormValues>(schoolFormSchema, () => ({
    name: school?.name ?? '',
    discipline: school?.discipline ?? 'swimming',
    description: school?.description ?? '',
    sort_order: String(school?.sort_order ?? 0),
    is_active: school?.is_active ?? true,
  }));
  const { values, errors, text: field } = form;
  return (
    <MasterForm
      area={schools}
      record={school}
      form={form}
      toInput={(parsed): SchoolInput => parsed}
      create={create}
      update={update}
      messages={{ created: masterMessages.schoolCreated, updated: masterMessages.schoolUpdated }}
      activeDescription="プログラム・級の登録で選べます"
    >
      <FormSection title="基本情報">
        <TextField label="スクール名" isRequired placeholder="例）スイミング" {...field('name')} />
        <Select
          label="種目"
          isRequired
          items={disciplineItems}
          selectedKey={values.discipline || null}
          onSelectionChange={(key) => form.set('discipline', key === null ? '' : String(key))}
          errorMessage={errors.discipline}
        />
        <TextField
          label="表示順"
          inputMode="numeric"
          description="小さい順に一覧に並びます"
          {...field('sort_order', toHalfWidth)}
        />
        <FieldSpan span="full">
          <TextArea label="説明" maxCharacters={500} {...field('description')} />
        </FieldSpan>
      </FormSection>
    </MasterForm>
  );
}

/** master/program-categories: ベビー, 幼児, ジュニア … of each school, with their programs. */
export function ProgramCategoryListPage() {
  const { list, params } = useMasterListParams(['school_id'] as const);
  const schoolId = Number(list.get('school_id')) || undefined;
  const query = useProgramCategories({ ...params, ...(schoolId ? { school_id: schoolId } : {}) });
  const schoolItems = useSchoolItems();
  const columns: DataTableColumn<Category>[] = [
    { id: 'name', header: 'カテゴリ名', isRowHeader: true, cell: (c) => c.name },
    { id: 'school', header: 'スクール', nowrap: true, cell: (c) => c.school.name },
    {
      id: 'programs',
      header: 'プログラム',
      nowrap: true,
      align: 'end',
      cell: (c) => count(c.program_count, '件'),
    },
    { id: 'is_active', header: '状態', nowrap: true, cell: (c) => activeBadge(c.is_active) },
  ];
  return (
    <MasterListPage
      area={categories}
      list={list}
      query={query}
      columns={columns}
      searchPlaceholder="カテゴリ名"
      emptyIcon={<Tags aria-hidden="true" />}
      emptyDescription="ベビー・幼児・ジュニア・成人など、プログラムを分ける区分をスクールごとに登録してください。"
      filters={
        <ChoiceFilter
          label="スクール"
          items={schoolItems.items}
          isLoading={schoolItems.isLoading}
          value={schoolId ? String(schoolId) : ''}
          onChange={(value) => list.update({ school_id: value })}
        />
      }
    />
  );
}

const categoryInputOf = (category: CategoryDetail): CategoryInput => ({
  school_id: category.school.id,
  name: category.name,
  description: category.description,
  sort_order: category.sort_order,
  is_active: category.is_active,
});

/** master/program-categories/{id}: the category, its school and programs, who made and changed it. */
export function ProgramCategoryDetailPage() {
  const id = Number(useParams().id);
  const category = useProgramCategory(id);
  const remove = useDeleteProgramCategory();
  const update = useUpdateProgramCategory();
  return (
    <MasterRecordLoader area={categories} title="プログラムカテゴリ詳細" query={category}>
      {(record) => (
        <MasterDetail
          area={categories}
          record={record}
          subtitle={record.school.name}
          remove={remove}
          deletedMessage={masterMessages.programCategoryDeleted}
          deleteWarning=""
          deactivate={() =>
            update.mutateAsync({ id: record.id, input: { ...categoryInputOf(record), is_active: false } })
          }
        >
          <Card title="基本情報">
            <DescriptionList
              items={[
                { term: 'スクール', description: record.school.name },
                {
                  term: 'プログラム',
                  description: countLink(
                    record.program_count,
                    '件',
                    'master/programs',
                    'category_id',
                    record.id,
                  ),
                },
                { term: '表示順', description: record.sort_order },
                { term: '説明', description: preWrap(record.description) },
              ]}
            />
          </Card>
        </MasterDetail>
      )}
    </MasterRecordLoader>
  );
}

interface CategoryValues extends Record<string, unknown> {
  school_id: string;
  name: string;
  description: string;
  sort_order: string;
  is_active: boolean;
}

/** master/program-categories/new and {id}/edit. */
export const { NewPage: ProgramCategoryNewPage, EditPage: ProgramCategoryEditPage } = masterFormPages(
  categories,
  useProgramCategory,
  CategoryForm,
);

function CategoryForm({ record: category }: { record?: CategoryDetail | undefined }) {
  const create = useCreateProgramCategory();
  const update = useUpdateProgramCategory();
  const schoolItems = useSchoolItems();
  const form = useSchemaForm<CategoryValues, ProgramCategoryFormValues>(programCategoryFormSchema, () => ({
    school_id: category ? String(category.school.id) : '',
    name: category?.name ?? '',
    description: category?.description ?? '',
    sort_order: String(category?.sort_order ?? 0),
    is_active: category?.is_active ?? true,
  }));
  const { values, errors, text: field } = form;
  return (
    <MasterForm
      area={categories}
      record={category}
      form={form}
      toInput={(parsed): CategoryInput => parsed}
      create={create}
      update={update}
      messages={{
        created: masterMessages.programCategoryCreated,
        updated: masterMessages.programCategoryUpdated,
      }}
      activeDescription="プログラムの登録で選べます"
    >
      <FormSection title="基本情報">
        <Select
          label="スクール"
          isRequired
          items={schoolItems.items}
          isLoading={schoolItems.isLoading}
          selectedKey={values.school_id || null}
          onSelectionChange={(key) => form.set('school_id', key === null ? '' : String(key))}
          errorMessage={errors.school_id}
        />
        <TextField label="カテゴリ名" isRequired placeholder="例）ジュニア" {...field('name')} />
        <TextField
          label="表示順"
          inputMode="numeric"
          description="小さい順に一覧に並びます"
          {...field('sort_order', toHalfWidth)}
        />
        <FieldSpan span="full">
          <TextArea label="説明" maxCharacters={500} {...field('description')} />
        </FieldSpan>
      </FormSection>
    </MasterForm>
  );
}
