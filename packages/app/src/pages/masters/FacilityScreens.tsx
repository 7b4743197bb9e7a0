import {
  type components,
  type ListFacilitiesParams,
  useCreateFacility,
  useDeleteFacility,
  useFacilities,
  useFacility,
  useUpdateFacility,
} from '@kayoi/api-client';
import {
  type FacilityFormValues,
  facilityFormSchema,
  facilityKinds,
  LANES_MAX,
} from '@kayoi/api-client/forms';
import { facilityKindLabels, masterMessages } from '@kayoi/api-client/messages';
import {
  Badge,
  Card,
  Checkbox,
  DataTable,
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
import { Waves } from 'lucide-react';
import { useParams } from 'react-router';
import { toHalfWidth } from '../../forms/address.ts';
import { type EditedRow, newRowKey, RowsEditor } from '../../forms/RowsEditor.tsx';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import { activeBadge, MasterDetail, MasterRecordLoader } from './MasterDetail.tsx';
import { MasterForm, masterFormPages } from './MasterForm.tsx';
import { ChoiceFilter, MasterListPage, useMasterListParams } from './MasterListPage.tsx';
import { masterAreas } from './masterArea.ts';

type Facility = components['schemas']['Facility'];
type FacilityDetail = components['schemas']['FacilityDetail'];
type FacilityInput = components['schemas']['FacilityInput'];
type Lane = components['schemas']['FacilityLane'];
type Kind = Facility['kind'];

const area = masterAreas.facilities;
const isKind = (value: string): value is Kind => (facilityKinds as readonly string[]).includes(value);
const kindItems = facilityKinds.map((kind) => ({ id: kind, label: facilityKindLabels[kind] }));
const orDash = (value: number | string | null, unit = '') => (value === null ? '—' : `${value}${unit}`);
const depthOf = (lane: Pick<Lane, 'min_depth_cm' | 'max_depth_cm'>) =>
  lane.min_depth_cm === null && lane.max_depth_cm === null
    ? '—'
    : `${lane.min_depth_cm ?? '—'}〜${lane.max_depth_cm ?? '—'}cm`;

/** master/facilities: the store's pools, studios and rooms, with how many lanes each has. */
export function FacilityListPage() {
  const { list, params } = useMasterListParams(['kind'] as const);
  const kind = list.get('kind');
  const facilities = useFacilities({
    ...params,
    ...(isKind(kind) ? { kind } : {}),
  } satisfies ListFacilitiesParams);
  const columns: DataTableColumn<Facility>[] = [
    { id: 'name', header: '施設名', isRowHeader: true, cell: (f) => f.name },
    { id: 'kind', header: '種類', nowrap: true, cell: (f) => facilityKindLabels[f.kind] },
    {
      id: 'lanes',
      header: 'レーン',
      nowrap: true,
      align: 'end',
      cell: (f) => (f.lanes.length > 0 ? `${formatCount(f.lanes.length)}レーン` : '—'),
    },
    { id: 'capacity', header: '定員', nowrap: true, align: 'end', cell: (f) => orDash(f.capacity, '名') },
    { id: 'is_active', header: '状態', nowrap: true, cell: (f) => activeBadge(f.is_active) },
  ];
  return (
    <MasterListPage
      area={area}
      list={list}
      query={facilities}
      columns={columns}
      searchPlaceholder="施設名"
      emptyIcon={<Waves aria-hidden="true" />}
      emptyDescription="プールやスタジオを登録すると、レーンごとにクラスを割り当てられます。"
      filters={
        <ChoiceFilter
          label="種類"
          items={kindItems}
          value={isKind(kind) ? kind : ''}
          onChange={(value) => list.update({ kind: value })}
        />
      }
    />
  );
}

/** The record as the form sends it, e.g. to deactivate it without touching the rest. */
const inputOf = (facility: FacilityDetail): FacilityInput => ({
  name: facility.name,
  kind: facility.kind,
  capacity: facility.capacity,
  notes: facility.notes,
  sort_order: facility.sort_order,
  is_active: facility.is_active,
  lanes: facility.lanes.map(({ class_count: _, ...lane }) => lane),
});

/** master/facilities/{id}: the facility, its lanes, and who made and changed it. */
export function FacilityDetailPage() {
  const id = Number(useParams().id);
  const facility = useFacility(id);
  const remove = useDeleteFacility();
  const update = useUpdateFacility();
  return (
    <MasterRecordLoader area={area} title="施設詳細" query={facility}>
      {(record) => (
        <MasterDetail
          area={area}
          record={record}
          subtitle={facilityKindLabels[record.kind]}
          remove={remove}
          deletedMessage={masterMessages.facilityDeleted}
          deleteWarning="レーンもすべて削除されます。"
          deactivate={() =>
            update.mutateAsync({ id: record.id, input: { ...inputOf(record), is_active: false } })
          }
        >
          <Card title="基本情報">
            <DescriptionList
              items={[
                { term: '種類', description: facilityKindLabels[record.kind] },
                { term: '定員', description: orDash(record.capacity, '名') },
                { term: '表示順', description: record.sort_order },
                {
                  term: 'メモ',
                  description: <span style={{ whiteSpace: 'pre-wrap' }}>{record.notes ?? '—'}</span>,
                },
              ]}
            />
          </Card>
          <Card title={`レーン（${record.lanes.length}）`}>
            <DataTable
              aria-label="レーン"
              rows={record.lanes}
              getRowId={(lane) => lane.id}
              emptyState="レーンはまだありません"
              columns={[
                { id: 'number', header: '番号', nowrap: true, align: 'end', cell: (l) => l.number },
                { id: 'name', header: 'レーン名', isRowHeader: true, cell: (l) => l.name },
                {
                  id: 'length',
                  header: '長さ',
                  nowrap: true,
                  align: 'end',
                  cell: (l) => orDash(l.length_m, 'm'),
                },
                { id: 'depth', header: '水深', nowrap: true, cell: depthOf },
                {
                  id: 'capacity',
                  header: '定員',
                  nowrap: true,
                  align: 'end',
                  cell: (l) => orDash(l.capacity, '名'),
                },
                {
                  id: 'shared',
                  header: '共用',
                  nowrap: true,
                  cell: (l) => (l.is_shared ? <Badge tone="info">共用</Badge> : '—'),
                },
                {
                  id: 'classes',
                  header: 'クラス',
                  nowrap: true,
                  align: 'end',
                  cell: (l) => `${l.class_count}件`,
                },
                { id: 'is_active', header: '状態', nowrap: true, cell: (l) => activeBadge(l.is_active) },
              ]}
            />
          </Card>
        </MasterDetail>
      )}
    </MasterRecordLoader>
  );
}

interface LaneValues extends EditedRow {
  id: number | null;
  number: string;
  name: string;
  length_m: string;
  min_depth_cm: string;
  max_depth_cm: string;
  capacity: string;
  is_shared: boolean;
  is_active: boolean;
  /** Classes in the lane: while there are any, it cannot be removed (only deactivated). */
  class_count: number;
}

interface FacilityValues extends Record<string, unknown> {
  name: string;
  kind: string;
  capacity: string;
  notes: string;
  sort_order: string;
  is_active: boolean;
  lanes: LaneValues[];
}

const text = (value: number | string | null) => (value === null ? '' : String(value));

const laneValues = (lane: Lane): LaneValues => ({
  key: `lane-${lane.id}`,
  id: lane.id,
  number: String(lane.number),
  name: lane.name,
  length_m: text(lane.length_m),
  min_depth_cm: text(lane.min_depth_cm),
  max_depth_cm: text(lane.max_depth_cm),
  capacity: text(lane.capacity),
  is_shared: lane.is_shared,
  is_active: lane.is_active,
  class_count: lane.class_count,
});

const valuesOf = (facility?: FacilityDetail): FacilityValues => ({
  name: facility?.name ?? '',
  kind: facility?.kind ?? 'pool',
  capacity: text(facility?.capacity ?? null),
  notes: facility?.notes ?? '',
  sort_order: String(facility?.sort_order ?? 0),
  is_active: facility?.is_active ?? true,
  lanes: facility?.lanes.map(laneValues) ?? [],
});

/** 第3レーン, or the name the school gave it. */
const DEFAULT_NAME = /^第\d+レーン$/;
const laneTitle = (lane: LaneValues, index: number) =>
  lane.name.trim() || `第${lane.number.trim() || index + 1}レーン`;

/** A new lane after the last: the next number, the same length and depth as the lane before it. */
const newLane = (lanes: LaneValues[]): LaneValues => {
  const last = lanes.at(-1);
  const next = Math.max(0, ...lanes.map((lane) => Number(lane.number) || 0)) + 1;
  return {
    key: newRowKey(),
    id: null,
    number: String(next),
    name: '',
    length_m: last?.length_m ?? '',
    min_depth_cm: last?.min_depth_cm ?? '',
    max_depth_cm: last?.max_depth_cm ?? '',
    capacity: last?.capacity ?? '',
    is_shared: false,
    is_active: true,
    class_count: 0,
  };
};

/**
 * Lanes are shown and kept in number order, so moving a lane gives it the number of the place it moves to: the
 * numbers stay where they were, the lanes take them in their new order (a name like 第2レーン follows its number).
 */
const moveLane = (lanes: LaneValues[], from: number, to: number) => {
  const numbers = lanes.map((lane) => lane.number);
  const moved = [...lanes];
  const [lane] = moved.splice(from, 1);
  if (lane) moved.splice(to, 0, lane);
  return moved.map((l, i) => {
    const number = numbers[i] ?? l.number;
    return { ...l, number, name: DEFAULT_NAME.test(l.name) ? `第${number}レーン` : l.name };
  });
};

/** master/facilities/new and {id}/edit: the facility and its lanes, edited in one form. */
export const { NewPage: FacilityNewPage, EditPage: FacilityEditPage } = masterFormPages(
  area,
  useFacility,
  FacilityForm,
);

function FacilityForm({ record: facility }: { record?: FacilityDetail | undefined }) {
  const create = useCreateFacility();
  const update = useUpdateFacility();
  const form = useSchemaForm<FacilityValues, FacilityFormValues>(facilityFormSchema, () =>
    valuesOf(facility),
  );
  const { values, errors, text: field } = form;
  const setLanes = (lanes: LaneValues[]) => {
    form.set('lanes', lanes);
  };
  const laneField = (index: number, name: keyof LaneValues & string, onLeave?: (value: string) => string) => {
    const lane = values.lanes[index] as LaneValues;
    return {
      name: `lanes.${index}.${name}`,
      value: String(lane[name] ?? ''),
      onChange: (value: string) =>
        setLanes(values.lanes.map((l, i) => (i === index ? { ...l, [name]: value } : l))),
      onBlur: () => {
        if (onLeave) {
          const current = form.values.lanes[index];
          if (current) {
            setLanes(
              form.values.lanes.map((l, i) =>
                i === index ? { ...l, [name]: onLeave(String(l[name] ?? '')) } : l,
              ),
            );
          }
        }
        form.touch('lanes');
      },
      errorMessage: errors[`lanes.${index}.${name}`],
    };
  };
  const laneFlag = (index: number, name: 'is_shared' | 'is_active') => ({
    isSelected: (values.lanes[index] as LaneValues)[name],
    onChange: (on: boolean) => setLanes(values.lanes.map((l, i) => (i === index ? { ...l, [name]: on } : l))),
  });

  return (
    <MasterForm
      area={area}
      record={facility}
      form={form}
      toInput={(parsed): FacilityInput => parsed}
      create={create}
      update={update}
      messages={{ created: masterMessages.facilityCreated, updated: masterMessages.facilityUpdated }}
      activeDescription="クラスの割り当てに使えます"
    >
      <FormSection title="基本情報">
        <TextField label="施設名" isRequired placeholder="例）25mプール" {...field('name')} />
        <Select
          label="種類"
          isRequired
          items={kindItems}
          selectedKey={values.kind || null}
          onSelectionChange={(key) => form.set('kind', key === null ? '' : String(key))}
          errorMessage={errors.kind}
        />
        <TextField
          label="定員"
          inputMode="numeric"
          description="同時に利用できる人数"
          {...field('capacity', toHalfWidth)}
        />
        <TextField
          label="表示順"
          inputMode="numeric"
          description="小さい順に一覧に並びます"
          {...field('sort_order', toHalfWidth)}
        />
        <FieldSpan span="full">
          <TextArea label="メモ" maxCharacters={500} {...field('notes')} />
        </FieldSpan>
      </FormSection>
      <FormSection
        title="レーン"
        description="プールのレーン、スタジオの区画です。クラスが使っているレーンは削除できません（無効にしてください）。"
        columns={1}
      >
        <RowsEditor
          rows={values.lanes}
          onChange={setLanes}
          rowTitle={laneTitle}
          newRow={newLane}
          onMove={moveLane}
          max={LANES_MAX}
          addLabel="レーンを追加"
          emptyText="レーンはまだありません。プールならレーンごとに追加してください。"
          canRemove={(lane) => lane.class_count === 0}
          renderRow={(lane, index) => (
            <Stack $gap={3}>
              {errors[`lanes.${index}`] ? <p role="alert">{errors[`lanes.${index}`]}</p> : null}
              <Stack $direction="row" $gap={3} $wrap>
                <TextField
                  label="レーン番号"
                  isRequired
                  inputMode="numeric"
                  {...laneField(index, 'number', toHalfWidth)}
                />
                <TextField
                  label="レーン名"
                  placeholder={`第${lane.number || index + 1}レーン`}
                  {...laneField(index, 'name')}
                />
                <TextField
                  label="長さ（m）"
                  inputMode="decimal"
                  {...laneField(index, 'length_m', toHalfWidth)}
                />
                <TextField
                  label="水深（浅い側・cm）"
                  inputMode="numeric"
                  {...laneField(index, 'min_depth_cm', toHalfWidth)}
                />
                <TextField
                  label="水深（深い側・cm）"
                  inputMode="numeric"
                  {...laneField(index, 'max_depth_cm', toHalfWidth)}
                />
                <TextField
                  label="レーンの定員"
                  inputMode="numeric"
                  {...laneField(index, 'capacity', toHalfWidth)}
                />
              </Stack>
              <Stack $direction="row" $gap={4} $wrap $align="center">
                <Checkbox {...laneFlag(index, 'is_shared')}>共用レーン（一般開放・他クラスと共用）</Checkbox>
                <Checkbox {...laneFlag(index, 'is_active')}>有効</Checkbox>
                {lane.class_count > 0 ? <span>{`${lane.class_count}件のクラスで使用中`}</span> : null}
              </Stack>
            </Stack>
          )}
        />
      </FormSection>
    </MasterForm>
  );
}
