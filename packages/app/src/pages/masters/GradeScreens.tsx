import {
  type components,
  type ListGradesParams,
  useCreateGrade,
  useDeleteGrade,
  useGrade,
  useGrades,
  useUpdateGrade,
} from '@kayoi/api-client';
import { CAP_COLOR, type GradeFormValues, gradeFormSchema, SKILLS_MAX } from '@kayoi/api-client/forms';
import { masterMessages } from '@kayoi/api-client/messages';
import {
  Button,
  Card,
  type DataTableColumn,
  DescriptionList,
  FieldSpan,
  FormSection,
  formatCount,
  Select,
  Stack,
  TextArea,
  TextField,
} from '@kayoi/ui';
import { Award, Table2 } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { toHalfWidth } from '../../forms/address.ts';
import { type EditedRow, newRowKey, RowsEditor } from '../../forms/RowsEditor.tsx';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import { href } from '../../routes/table.ts';
import { activeBadge, MasterDetail, MasterRecordLoader } from './MasterDetail.tsx';
import { MasterForm, masterFormPages } from './MasterForm.tsx';
import { MasterImportButton } from './MasterImportDialog.tsx';
import { ChoiceFilter, MasterListPage, useMasterListParams } from './MasterListPage.tsx';
import { masterAreas } from './masterArea.ts';
import { useSchoolItems } from './masterOptions.ts';

type Grade = components['schemas']['Grade'];
type GradeDetail = components['schemas']['GradeDetail'];
type GradeInput = components['schemas']['GradeInput'];

const area = masterAreas.grades;

/**
 * The cap a grade is shown by: a swatch of the school's colour (data, not a theme colour) beside its name, so
 * the colour is never the only way to tell it.
 */
function Cap({ name, hex }: { name: string | null; hex: string | null }) {
  if (!name && !hex) return <>—</>;
  return (
    <Stack $direction="row" $gap={2} $align="center">
      {hex && CAP_COLOR.test(hex) ? (
        <span
          aria-hidden="true"
          style={{
            display: 'inline-block',
            width: '1em',
            height: '1em',
            borderRadius: '50%',
            background: hex,
            boxShadow: 'inset 0 0 0 1px currentColor',
            flexShrink: 0,
          }}
        />
      ) : null}
      <span>{name ?? hex}</span>
    </Stack>
  );
}

/** master/grades: the grade systems of the store's schools, in each school's order. */
export function GradeListPage() {
  const { list, params } = useMasterListParams(['school_id'] as const);
  const schoolId = Number(list.get('school_id')) || undefined;
  const grades = useGrades({
    ...params,
    ...(schoolId ? { school_id: schoolId } : {}),
  } satisfies ListGradesParams);
  const schools = useSchoolItems();
  const navigate = useNavigate();
  const columns: DataTableColumn<Grade>[] = [
    { id: 'sort_order', header: '順番', nowrap: true, align: 'end', cell: (g) => g.sort_order },
    { id: 'name', header: '級名', isRowHeader: true, nowrap: true, cell: (g) => g.name },
    { id: 'school', header: 'スクール', nowrap: true, cell: (g) => g.school.name },
    {
      id: 'cap',
      header: 'キャップ',
      nowrap: true,
      cell: (g) => <Cap name={g.cap_color_name} hex={g.cap_color_hex} />,
    },
    { id: 'skills', header: '検定項目', nowrap: true, align: 'end', cell: (g) => `${g.skills.length}項目` },
    {
      id: 'members',
      header: '取得者',
      nowrap: true,
      align: 'end',
      cell: (g) => `${formatCount(g.member_count)}名`,
    },
    { id: 'is_active', header: '状態', nowrap: true, cell: (g) => activeBadge(g.is_active) },
  ];
  return (
    <MasterListPage
      area={area}
      list={list}
      query={grades}
      columns={columns}
      searchPlaceholder="級名"
      emptyIcon={<Award aria-hidden="true" />}
      moreActions={
        <>
          <Button icon={<Table2 aria-hidden="true" />} onPress={() => navigate(href('master/grades/ladder'))}>
            一括登録（表で入力）
          </Button>
          <MasterImportButton kind="grades" />
        </>
      }
      emptyDescription="スクールごとに、初めての会員が取る級から順に登録してください（例: 25級 … 1級、選手）。"
      filters={
        <ChoiceFilter
          label="スクール"
          items={schools.items}
          isLoading={schools.isLoading}
          value={schoolId ? String(schoolId) : ''}
          onChange={(value) => list.update({ school_id: value })}
        />
      }
    />
  );
}

const inputOf = (grade: GradeDetail): GradeInput => ({
  school_id: grade.school.id,
  name: grade.name,
  sort_order: grade.sort_order,
  cap_color_name: grade.cap_color_name,
  cap_color_hex: grade.cap_color_hex,
  description: grade.description,
  skills: grade.skills.map(({ id, name, description }) => ({ id, name, description })),
  is_active: grade.is_active,
});

/** master/grades/{id}: the grade, its cap, the skills its promotion test checks, and who made and changed it. */
export function GradeDetailPage() {
  const id = Number(useParams().id);
  const grade = useGrade(id);
  const remove = useDeleteGrade();
  const update = useUpdateGrade();
  return (
    <MasterRecordLoader area={area} title="級詳細" query={grade}>
      {(record) => (
        <MasterDetail
          area={area}
          record={record}
          subtitle={record.school.name}
          remove={remove}
          deletedMessage={masterMessages.gradeDeleted}
          deleteWarning="検定項目も削除されます。"
          deactivate={() =>
            update.mutateAsync({ id: record.id, input: { ...inputOf(record), is_active: false } })
          }
        >
          <Card title="基本情報">
            <DescriptionList
              items={[
                { term: 'スクール', description: record.school.name },
                { term: '順番', description: `${record.sort_order}番目` },
                {
                  term: 'キャップの色',
                  description: (
                    <Stack $direction="row" $gap={2} $align="center">
                      <Cap name={record.cap_color_name} hex={record.cap_color_hex} />
                      {record.cap_color_hex ? <small>{record.cap_color_hex}</small> : null}
                    </Stack>
                  ),
                },
                { term: '取得している会員', description: `${formatCount(record.member_count)}名` },
                {
                  term: '説明',
                  description: <span style={{ whiteSpace: 'pre-wrap' }}>{record.description ?? '—'}</span>,
                },
              ]}
            />
          </Card>
          <Card title={`検定項目（${record.skills.length}）`}>
            {record.skills.length === 0 ? (
              <p>検定項目はまだありません。</p>
            ) : (
              <ol aria-label="検定項目">
                {record.skills.map((skill) => (
                  <li key={skill.id}>
                    {skill.name}
                    {skill.description ? <small>{`　${skill.description}`}</small> : null}
                  </li>
                ))}
              </ol>
            )}
          </Card>
        </MasterDetail>
      )}
    </MasterRecordLoader>
  );
}

interface SkillValues extends EditedRow {
  id: number | null;
  name: string;
  description: string;
}

interface GradeValues extends Record<string, unknown> {
  school_id: string;
  name: string;
  sort_order: string;
  cap_color_name: string;
  cap_color_hex: string;
  description: string;
  skills: SkillValues[];
  is_active: boolean;
}

const valuesOf = (grade?: GradeDetail): GradeValues => ({
  school_id: grade ? String(grade.school.id) : '',
  name: grade?.name ?? '',
  sort_order: grade ? String(grade.sort_order) : '',
  cap_color_name: grade?.cap_color_name ?? '',
  cap_color_hex: grade?.cap_color_hex ?? '',
  description: grade?.description ?? '',
  skills:
    grade?.skills.map((skill) => ({
      key: `skill-${skill.id}`,
      id: skill.id,
      name: skill.name,
      description: skill.description ?? '',
    })) ?? [],
  is_active: grade?.is_active ?? true,
});

/** master/grades/new and {id}/edit: the grade, its cap colour and the skills its test checks, in order. */
export const { NewPage: GradeNewPage, EditPage: GradeEditPage } = masterFormPages(area, useGrade, GradeForm);

function GradeForm({ record: grade }: { record?: GradeDetail | undefined }) {
  const create = useCreateGrade();
  const update = useUpdateGrade();
  const form = useSchemaForm<GradeValues, GradeFormValues>(gradeFormSchema, () => valuesOf(grade));
  const { values, errors, text: field } = form;
  const schools = useSchoolItems();
  const setSkills = (skills: SkillValues[]) => form.set('skills', skills);
  const skillField = (index: number, name: 'name' | 'description') => ({
    name: `skills.${index}.${name}`,
    value: values.skills[index]?.[name] ?? '',
    onChange: (value: string) =>
      setSkills(values.skills.map((skill, i) => (i === index ? { ...skill, [name]: value } : skill))),
    onBlur: () => form.touch('skills'),
    errorMessage: errors[`skills.${index}.${name}`],
  });

  return (
    <MasterForm
      area={area}
      record={grade}
      form={form}
      toInput={(parsed): GradeInput => parsed}
      create={create}
      update={update}
      messages={{ created: masterMessages.gradeCreated, updated: masterMessages.gradeUpdated }}
      activeDescription="会員の級・プログラムの対象級に選べます"
    >
      <FormSection title="基本情報">
        <Select
          label="スクール"
          isRequired
          items={schools.items}
          isLoading={schools.isLoading}
          selectedKey={values.school_id || null}
          onSelectionChange={(key) => form.set('school_id', key === null ? '' : String(key))}
          errorMessage={errors.school_id}
        />
        <TextField label="級名" isRequired placeholder="例）25級" {...field('name')} />
        <TextField
          label="順番"
          inputMode="numeric"
          description="1が初めての会員が取る級です。空欄なら最後に加えます"
          {...field('sort_order', toHalfWidth)}
        />
        <FieldSpan span="full">
          <TextArea label="説明" maxCharacters={500} {...field('description')} />
        </FieldSpan>
      </FormSection>
      <FormSection title="キャップ" description="スイミングでは級をキャップの色で見分けます。">
        <TextField label="キャップの色" placeholder="例）赤" {...field('cap_color_name')} />
        <TextField
          label="キャップの色コード"
          placeholder="#E53935"
          description="#と6桁の英数字"
          {...field('cap_color_hex', toHalfWidth)}
        />
        <FieldSpan span="full">
          <Stack $direction="row" $gap={2} $align="center">
            <span>見本:</span>
            <Cap name={values.cap_color_name || null} hex={values.cap_color_hex || null} />
          </Stack>
        </FieldSpan>
      </FormSection>
      <FormSection
        title="検定項目"
        description="進級テストで確かめる項目を、テストの順に並べてください。"
        columns={1}
      >
        <RowsEditor
          rows={values.skills}
          onChange={setSkills}
          rowTitle={(skill, index) =>
            `検定項目${index + 1}${skill.name.trim() ? `「${skill.name.trim()}」` : ''}`
          }
          newRow={() => ({ key: newRowKey(), id: null, name: '', description: '' })}
          max={SKILLS_MAX}
          addLabel="検定項目を追加"
          emptyText="検定項目はまだありません。"
          renderRow={(_, index) => (
            <Stack $direction="row" $gap={3} $wrap>
              <TextField
                label="検定項目名"
                isRequired
                placeholder="例）けのび 5m"
                {...skillField(index, 'name')}
              />
              <TextField label="検定項目の説明" {...skillField(index, 'description')} />
            </Stack>
          )}
        />
      </FormSection>
    </MasterForm>
  );
}
