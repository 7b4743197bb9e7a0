import {
  isApiError,
  useClass,
  useCreateClass,
  useFacilities,
  usePrograms,
  useStaffs,
  useUpdateClass,
  type WeeklyClass,
  type WeeklyClassInput,
} from '@kayoi/api-client';
import {
  weeklyClassFieldLabels as L,
  type WeeklyClassFormValues,
  weeklyClassFormSchema,
} from '@kayoi/api-client/forms';
import { mutationMessages } from '@kayoi/api-client/messages';
import { isValidIsoDate, todayInTokyo } from '@kayoi/domain/calendar';
import { classMessages } from '@kayoi/domain/messages';
import {
  Alert,
  Button,
  Checkbox,
  DatePicker,
  FieldSpan,
  FormActions,
  FormSection,
  PageHeader,
  Select,
  type SelectItem,
  Switch,
  TextArea,
  TextField,
  useToast,
} from '@kayoi/ui';
import { Save } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { toHalfWidth } from '../../forms/address.ts';
import { failureText } from '../../forms/failure.ts';
import { useUnsavedChangesWarning } from '../../forms/UnsavedChangesGuard.tsx';
import { type SchemaForm, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { choicesOf, useGradeItems, useSchoolItems } from '../masters/masterOptions.ts';
import { RecordQuery } from '../RecordStates.tsx';
import { coachItems, SHOW_ALL_STAFF } from './coachItems.ts';
import { weekdayNames } from './timetable.ts';

type Values = {
  school_id: string;
  program_id: string;
  name: string;
  day_of_week: string;
  start_time: string;
  end_time: string;
  facility_id: string;
  lane_ids: string[];
  instructor_id: string;
  assistant_instructor_id: string;
  capacity: string;
  min_grade_id: string;
  max_grade_id: string;
  starts_on: string;
  ends_on: string;
  notes: string;
  is_active: boolean;
};

const NONE = 'none';

const Lanes = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(2, 4)};
  margin: 0;
  padding: 0;
  border: none;
  legend {
    margin-bottom: ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text.primary};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;
const text = (value: number | string | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

const startsOnPreset = (preset: URLSearchParams) => {
  const day = preset.get('starts_on');
  return day && isValidIsoDate(day) ? day : undefined;
};

function valuesOf(item: WeeklyClass | undefined, preset: URLSearchParams): Values {
  return {
    school_id: text(item?.school?.id),
    program_id: text(item?.program?.id),
    name: item?.name ?? '',
    day_of_week: text(item?.day_of_week ?? preset.get('weekday') ?? 1),
    start_time: item?.start_time ?? '',
    end_time: item?.end_time ?? '',
    facility_id: text(item?.facility?.id ?? preset.get('facility')),
    lane_ids: (item?.lanes ?? []).map((lane) => String(lane.id)),
    instructor_id: text(item?.instructor?.id),
    assistant_instructor_id: text(item?.assistant_instructor?.id),
    capacity: text(item?.capacity ?? 10),
    min_grade_id: text(item?.min_grade?.id),
    max_grade_id: text(item?.max_grade?.id),
    // A new class starts today unless the link says otherwise (issue 28: no lesson before its 開始日).
    starts_on: item?.starts_on ?? startsOnPreset(preset) ?? todayInTokyo(),
    ends_on: item?.ends_on ?? '',
    notes: item?.notes ?? '',
    is_active: item?.is_active ?? true,
  };
}

const toInput = (parsed: WeeklyClassFormValues): WeeklyClassInput => parsed;

/** /classes/new and /classes/{id}/edit: a weekly class; a clash the server refuses (409) is said on the form. */
function ClassForm({ record }: { record?: WeeklyClass | undefined }) {
  const navigate = useNavigate();
  const toast = useToast();
  const [preset] = useSearchParams();
  const create = useCreateClass();
  const update = useUpdateClass();
  const form = useSchemaForm<Values, WeeklyClassFormValues>(weeklyClassFormSchema, () =>
    valuesOf(record, preset),
  );
  useUnsavedChangesWarning(form);
  const { values, errors, text: field } = form;
  const [refusal, setRefusal] = useState<string | null>(null);
  const schoolId = Number(values.school_id) || undefined;
  const grades = useGradeItems(schoolId);
  const facilities = useFacilities({ per_page: 100 });
  const facilityChoices = choicesOf(facilities);
  const staffs = useStaffs();
  const facility = facilities.data?.data.find((item) => String(item.id) === values.facility_id);
  const [allStaff, setAllStaff] = useState(false);
  const coaches = coachItems(staffs.data, {
    showAll: allStaff,
    chosen: [values.instructor_id, values.assistant_instructor_id],
  });
  const saving = create.isPending || update.isPending;
  const title = record ? `${record.name}を編集` : 'クラス登録';
  const back = record ? `/classes/${record.id}` : '/lane-assignment/class-lanes';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setRefusal(null);
    const parsed = form.validate();
    if (parsed === null) return;
    const done = (message: string) => (saved: { id: number }) => {
      form.markSaved();
      toast.success(message);
      navigate(`/classes/${saved.id}`);
    };
    const failed = (fallback: string) => (error: Error) => {
      form.refused(error);
      if (isApiError(error) && error.status === 409) setRefusal(failureText(error, fallback));
      toast.error(failureText(error, fallback));
    };
    if (record) {
      update.mutate(
        { id: record.id, input: toInput(parsed) },
        { onSuccess: done(classMessages.updated), onError: failed(mutationMessages.updateFailed) },
      );
    } else {
      create.mutate(toInput(parsed), {
        onSuccess: done(classMessages.created),
        onError: failed(mutationMessages.createFailed),
      });
    }
  };

  const choice = (
    name: 'min_grade_id' | 'max_grade_id' | 'instructor_id' | 'assistant_instructor_id',
    items: SelectItem[],
    isDisabled = false,
    isLoading = false,
  ) => (
    <Select
      label={L[name]}
      items={[{ id: NONE, label: '指定なし' }, ...items]}
      isDisabled={isDisabled}
      isLoading={isLoading}
      selectedKey={values[name] || NONE}
      onSelectionChange={(key) => form.set(name, key === NONE || key === null ? '' : String(key))}
      errorMessage={errors[name]}
    />
  );

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: 'スクール管理' },
          { label: 'クラス・レーン割当', href: '/lane-assignment/class-lanes' },
          ...(record ? [{ label: record.name, href: back }, { label: '編集' }] : [{ label: '新規登録' }]),
        ]}
      />
      <Form ref={form.formRef} validationBehavior="aria" onSubmit={submit} aria-label={title}>
        {refusal ? (
          <Alert tone="danger" title="保存できませんでした">
            {refusal}
          </Alert>
        ) : null}
        <BasicsSection form={form} schoolId={schoolId} />
        <ScheduleSection form={form} />
        <FormSection title="施設・レーン・コーチ">
          <Select
            label={L.facility_id}
            items={[{ id: NONE, label: '指定なし' }, ...facilityChoices.items]}
            isLoading={facilityChoices.isLoading}
            selectedKey={values.facility_id || NONE}
            onSelectionChange={(key) =>
              form.patch({ facility_id: key === NONE || key === null ? '' : String(key), lane_ids: [] })
            }
            errorMessage={errors.facility_id}
          />
          <FieldSpan span="full">
            <LaneChoice form={form} lanes={facility?.lanes ?? []} />
          </FieldSpan>
          {choice('instructor_id', coaches, false, staffs.isPending)}
          {choice('assistant_instructor_id', coaches, false, staffs.isPending)}
          <FieldSpan span="full">
            <Checkbox isSelected={allStaff} onChange={setAllStaff}>
              {SHOW_ALL_STAFF}
            </Checkbox>
          </FieldSpan>
        </FormSection>
        <FormSection title="対象級・メモ">
          {choice('min_grade_id', grades.items, !schoolId, grades.isLoading)}
          {choice('max_grade_id', grades.items, !schoolId, grades.isLoading)}
          <FieldSpan span="full">
            <TextArea label={L.notes} {...field('notes')} />
          </FieldSpan>
        </FormSection>
        <FormSection title="状態" columns={1}>
          <Switch isSelected={values.is_active} onChange={(on) => form.set('is_active', on)}>
            有効（時間割に載り、レッスンが作られます）
          </Switch>
        </FormSection>
        <FormActions>
          <Button variant="ghost" onPress={() => navigate(back)} isDisabled={saving}>
            やめる
          </Button>
          <Button type="submit" variant="primary" icon={<Save aria-hidden="true" />} isLoading={saving}>
            {record ? '保存' : '登録'}
          </Button>
        </FormActions>
      </Form>
    </>
  );
}

type ClassFormState = SchemaForm<Values, WeeklyClassFormValues>;

/** The school and program (a new school clears the program and the grade range), name and capacity. */
function BasicsSection({ form, schoolId }: { form: ClassFormState; schoolId: number | undefined }) {
  const { values, errors, text: field } = form;
  const schools = useSchoolItems();
  const programs = choicesOf(usePrograms({ per_page: 100, ...(schoolId ? { school_id: schoolId } : {}) }));
  return (
    <FormSection title="基本情報">
      <Select
        label={L.school_id}
        isRequired
        items={schools.items}
        isLoading={schools.isLoading}
        selectedKey={values.school_id || null}
        onSelectionChange={(key) =>
          form.patch({
            school_id: key === null ? '' : String(key),
            program_id: '',
            min_grade_id: '',
            max_grade_id: '',
          })
        }
        errorMessage={errors.school_id}
      />
      <Select
        label={L.program_id}
        isRequired
        isDisabled={!schoolId}
        items={programs.items}
        isLoading={Boolean(schoolId) && programs.isLoading}
        selectedKey={values.program_id || null}
        onSelectionChange={(key) => form.set('program_id', key === null ? '' : String(key))}
        errorMessage={errors.program_id}
      />
      <TextField label={L.name} isRequired {...field('name')} />
      <TextField
        label={L.capacity}
        isRequired
        inputMode="numeric"
        description="名"
        {...field('capacity', toHalfWidth)}
      />
    </FormSection>
  );
}

function ScheduleSection({ form }: { form: ClassFormState }) {
  const { values, errors, text: field } = form;
  return (
    <FormSection title="曜日・時間">
      <Select
        label={L.day_of_week}
        isRequired
        items={weekdayNames.map((label, day) => ({ id: String(day), label }))}
        selectedKey={values.day_of_week}
        onSelectionChange={(key) => form.set('day_of_week', key === null ? '' : String(key))}
        errorMessage={errors.day_of_week}
      />
      <span />
      <TextField
        label={L.start_time}
        isRequired
        placeholder="16:00"
        description="HH:MM"
        {...field('start_time', toHalfWidth)}
      />
      <TextField
        label={L.end_time}
        isRequired
        placeholder="17:00"
        description="HH:MM"
        {...field('end_time', toHalfWidth)}
      />
      <DatePicker
        label={L.starts_on}
        value={values.starts_on || null}
        onChange={(day) => form.set('starts_on', day ?? '')}
        errorMessage={errors.starts_on}
      />
      <DatePicker
        label={L.ends_on}
        value={values.ends_on || null}
        onChange={(day) => form.set('ends_on', day ?? '')}
        errorMessage={errors.ends_on}
      />
    </FormSection>
  );
}

/** The facility's lanes the class takes, ticked (a class may take several). */
function LaneChoice({
  form,
  lanes,
}: {
  form: ClassFormState;
  lanes: readonly { id: number; name: string; is_shared: boolean }[];
}) {
  const { values, errors } = form;
  return (
    <Lanes aria-describedby={errors.lane_ids ? 'class-lanes-error' : undefined}>
      <legend>{L.lane_ids}</legend>
      {lanes.length === 0 ? <p>施設を選ぶとレーンを選べます</p> : null}
      {lanes.map((lane) => (
        <Checkbox
          key={lane.id}
          isSelected={values.lane_ids.includes(String(lane.id))}
          onChange={(on) =>
            form.set(
              'lane_ids',
              on
                ? [...values.lane_ids, String(lane.id)]
                : values.lane_ids.filter((id) => id !== String(lane.id)),
            )
          }
        >
          {lane.name}
          {lane.is_shared ? '（共用）' : ''}
        </Checkbox>
      ))}
      {errors.lane_ids ? (
        <p id="class-lanes-error" role="alert">
          {errors.lane_ids}
        </p>
      ) : null}
    </Lanes>
  );
}

export const ClassNewPage = () => <ClassForm />;

export function ClassEditPage() {
  const id = Number(useParams().id);
  const item = useClass(id);
  return (
    <RecordQuery
      query={item}
      title="クラス編集"
      parent={{ label: 'クラス・レーン割当', href: '/lane-assignment/class-lanes' }}
      noun="クラス"
    >
      {(record: WeeklyClass) => <ClassForm record={record} />}
    </RecordQuery>
  );
}
