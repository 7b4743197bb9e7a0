import {
  type components,
  useCreateStore,
  useDeleteStore,
  useStore,
  useStoreCalendar,
  useStoreMasters,
  useUpdateStore,
} from '@kayoi/api-client';
import { type StoreFormValues, storeFormSchema } from '@kayoi/api-client/forms';
import { holidayHoursLabels, masterMessages, weekdayLabels } from '@kayoi/api-client/messages';
import { addMonths, longMonthLabel, todayInTokyo } from '@kayoi/domain/calendar';
import { convertKana } from '@kayoi/domain/kana';
import { regularClosedDaysLabel } from '@kayoi/domain/store-calendar';
import {
  Badge,
  Button,
  Card,
  Checkbox,
  type DataTableColumn,
  DatePicker,
  DescriptionList,
  ErrorState,
  FieldSpan,
  FormSection,
  RadioGroup,
  Skeleton,
  Stack,
  TextField,
} from '@kayoi/ui';
import { ChevronLeft, ChevronRight, Store as StoreIcon } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { AddressFields } from '../../forms/AddressFields.tsx';
import { toHalfWidth } from '../../forms/address.ts';
import { type EditedRow, newRowKey, RowsEditor } from '../../forms/RowsEditor.tsx';
import { type SchemaForm, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { activeBadge, MasterDetail, MasterRecordLoader } from './MasterDetail.tsx';
import { MasterForm, masterFormPages } from './MasterForm.tsx';
import { MasterListPage, useMasterListParams } from './MasterListPage.tsx';
import { masterAreas } from './masterArea.ts';
import { StoreLogoCard } from './StoreLogoCard.tsx';

type Store = components['schemas']['Store'];
type StoreDetail = components['schemas']['StoreDetail'];
type StoreInput = components['schemas']['StoreInput'];
type CalendarDay = components['schemas']['StoreCalendarDay'];

const area = masterAreas.stores;
const WEEKDAYS = [0, 1, 2, 3, 4, 5, 6] as const;
const dayName = (day: number) => `${weekdayLabels[day]}曜日`;
const thisMonth = () => todayInTokyo().slice(0, 7);

/** master/stores (admins): the chain's stores. */
export function StoreListPage() {
  const { list, params } = useMasterListParams();
  const stores = useStoreMasters(params);
  const columns: DataTableColumn<Store>[] = [
    { id: 'name', header: '店舗名', isRowHeader: true, nowrap: true, cell: (s) => s.name },
    { id: 'address', header: '住所', cell: (s) => s.address ?? '—' },
    { id: 'phone', header: '電話番号', nowrap: true, cell: (s) => s.phone ?? '—' },
    { id: 'is_active', header: '状態', nowrap: true, cell: (s) => activeBadge(s.is_active ?? true) },
  ];
  return (
    <MasterListPage
      area={area}
      list={list}
      query={stores}
      columns={columns}
      searchPlaceholder="店舗名・フリガナ"
      emptyIcon={<StoreIcon aria-hidden="true" />}
      emptyDescription="店舗を登録すると、営業時間・定休日と請求書に載せる事業者情報を設定できます。"
    />
  );
}

const inputOf = (store: StoreDetail): StoreInput => ({
  name: store.name,
  name_kana: store.name_kana ?? '',
  postal_code: store.postal_code ?? '',
  // The server keeps only the 47 prefectures; a record without one is refused by the form, as it should be.
  prefecture: (store.prefecture ?? '') as StoreInput['prefecture'],
  city: store.city ?? '',
  street_address: store.street_address ?? '',
  building: store.building,
  phone: store.phone ?? '',
  email: store.email,
  company_name: store.company_name,
  invoice_registration_number: store.invoice_registration_number,
  business_hours: store.business_hours,
  national_holiday_hours: store.national_holiday_hours,
  closures: store.closures.map(({ starts_on, ends_on, reason }) => ({ starts_on, ends_on, reason })),
  is_active: store.is_active,
});

/** master/stores/{id}: the store, its hours, 定休日, closures and holiday rule, and its month calendar. */
export function StoreDetailPage() {
  const id = Number(useParams().id);
  const store = useStore(id);
  const remove = useDeleteStore();
  const update = useUpdateStore();
  return (
    <MasterRecordLoader area={area} title="店舗詳細" query={store}>
      {(record) => {
        const hoursOf = (day: number) => record.business_hours.find((h) => h.day_of_week === day);
        return (
          <MasterDetail
            area={area}
            record={record}
            {...(record.name_kana ? { subtitle: record.name_kana } : {})}
            remove={remove}
            deletedMessage={masterMessages.storeDeleted}
            deleteWarning=""
            deactivate={() =>
              update.mutateAsync({ id: record.id, input: { ...inputOf(record), is_active: false } })
            }
          >
            <Card title="基本情報">
              <DescriptionList
                items={[
                  { term: '店舗名', description: record.name },
                  { term: 'フリガナ', description: record.name_kana ?? '—' },
                  {
                    term: '住所',
                    description: record.address
                      ? `${record.postal_code ? `〒${record.postal_code} ` : ''}${record.address}`
                      : '—',
                  },
                  { term: '電話番号', description: record.phone ?? '—' },
                  { term: 'メールアドレス', description: record.email ?? '—' },
                ]}
              />
            </Card>
            <Card title="請求書の事業者情報">
              <DescriptionList
                items={[
                  { term: '事業者名', description: record.company_name ?? '—' },
                  { term: '登録番号', description: record.invoice_registration_number ?? '未登録' },
                ]}
              />
            </Card>
            <StoreLogoCard store={record} />
            <Card title="営業時間">
              <DescriptionList
                items={[
                  ...WEEKDAYS.map((day) => {
                    const hours = hoursOf(day);
                    return {
                      term: dayName(day),
                      description: hours ? `${hours.opens_at}〜${hours.closes_at}` : <Badge>定休日</Badge>,
                    };
                  }),
                  { term: '定休日', description: regularClosedDaysLabel(record.business_hours) ?? 'なし' },
                  { term: '祝日', description: holidayHoursLabels[record.national_holiday_hours] },
                  {
                    term: '臨時休業',
                    description:
                      record.closures.length === 0 ? (
                        'なし'
                      ) : (
                        <ul aria-label="臨時休業">
                          {record.closures.map((c) => (
                            <li
                              key={c.id}
                            >{`${c.starts_on.replaceAll('-', '/')}〜${c.ends_on.replaceAll('-', '/')}　${c.reason}`}</li>
                          ))}
                        </ul>
                      ),
                  },
                ]}
              />
            </Card>
            <StoreCalendarCard storeId={record.id} />
          </MasterDetail>
        );
      }}
    </MasterRecordLoader>
  );
}

/** The store's days of a month as the server reckons them (hours, 定休日, closures, holidays), by week. */
function StoreCalendarCard({ storeId }: { storeId: number }) {
  const [month, setMonth] = useState(thisMonth);
  const calendar = useStoreCalendar(storeId, month);
  const step = (months: number) => setMonth(addMonths(`${month}-01`, months).slice(0, 7));
  const weeks: (CalendarDay | null)[][] = [];
  for (const day of calendar.data?.days ?? []) {
    if (weeks.length === 0 || day.day_of_week === 0) weeks.push(Array<CalendarDay | null>(7).fill(null));
    (weeks.at(-1) as (CalendarDay | null)[])[day.day_of_week] = day;
  }
  const title = `${longMonthLabel(month)}の営業カレンダー`;
  return (
    <Card
      title="営業カレンダー"
      actions={
        <Stack $direction="row" $gap={1} $align="center">
          <Button
            variant="ghost"
            size="sm"
            icon={<ChevronLeft aria-hidden="true" />}
            onPress={() => step(-1)}
          >
            前の月
          </Button>
          <Button variant="ghost" size="sm" onPress={() => setMonth(thisMonth())}>
            今月
          </Button>
          <Button
            variant="ghost"
            size="sm"
            icon={<ChevronRight aria-hidden="true" />}
            onPress={() => step(1)}
          >
            次の月
          </Button>
        </Stack>
      }
    >
      {calendar.isError ? (
        <ErrorState
          message="営業カレンダーを読み込めませんでした。"
          onRetry={() => void calendar.refetch()}
        />
      ) : calendar.isPending ? (
        <Skeleton height={240} />
      ) : (
        <table style={{ width: '100%', borderCollapse: 'collapse', tableLayout: 'fixed' }}>
          <caption style={{ textAlign: 'start', fontWeight: 'bold', paddingBottom: 8 }}>{title}</caption>
          <thead>
            <tr>
              {WEEKDAYS.map((day) => (
                <th key={day} scope="col" abbr={dayName(day)}>
                  {weekdayLabels[day]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {weeks.map((week) => (
              <tr key={week.find(Boolean)?.date}>
                {week.map((day, i) =>
                  day ? (
                    <td
                      key={day.date}
                      style={{ verticalAlign: 'top', padding: 4, borderTop: '1px solid currentColor' }}
                    >
                      <div>
                        <strong>{Number(day.date.slice(8))}</strong>
                        {day.holiday_name ? <small>{` ${day.holiday_name}`}</small> : null}
                      </div>
                      <small>
                        {day.is_open ? `${day.opens_at}〜${day.closes_at}` : `休業（${day.note ?? ''}）`}
                      </small>
                    </td>
                  ) : (
                    <td key={`empty-${i}`} />
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

interface HoursValues {
  day_of_week: number;
  opens_at: string;
  closes_at: string;
}

interface ClosureValues extends EditedRow {
  starts_on: string;
  ends_on: string;
  reason: string;
}

interface StoreValues extends Record<string, unknown> {
  name: string;
  name_kana: string;
  postal_code: string;
  prefecture: string;
  city: string;
  street_address: string;
  building: string;
  phone: string;
  email: string;
  company_name: string;
  invoice_registration_number: string;
  business_hours: HoursValues[];
  national_holiday_hours: string;
  closures: ClosureValues[];
  is_active: boolean;
}

const DEFAULT_HOURS = { opens_at: '10:00', closes_at: '21:00' };

const valuesOf = (store?: StoreDetail): StoreValues => ({
  name: store?.name ?? '',
  name_kana: store?.name_kana ?? '',
  postal_code: store?.postal_code ?? '',
  prefecture: store?.prefecture ?? '',
  city: store?.city ?? '',
  street_address: store?.street_address ?? '',
  building: store?.building ?? '',
  phone: store?.phone ?? '',
  email: store?.email ?? '',
  company_name: store?.company_name ?? '',
  invoice_registration_number: store?.invoice_registration_number ?? '',
  business_hours: store
    ? [...store.business_hours].sort((a, b) => a.day_of_week - b.day_of_week)
    : [1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, ...DEFAULT_HOURS })),
  national_holiday_hours: store?.national_holiday_hours ?? 'regular',
  closures:
    store?.closures.map((c) => ({
      key: `closure-${c.id}`,
      starts_on: c.starts_on,
      ends_on: c.ends_on,
      reason: c.reason,
    })) ?? [],
  is_active: store?.is_active ?? true,
});

/** master/stores/new and {id}/edit (admins). */
export const { NewPage: StoreNewPage, EditPage: StoreEditPage } = masterFormPages(area, useStore, StoreForm);

/** 営業時間: a row per weekday, open with its hours or 定休日; a day switched on takes the last day's hours. */
function BusinessHoursFields({ form }: { form: SchemaForm<StoreValues, StoreFormValues> }) {
  const { errors } = form;
  const hours = form.values.business_hours;
  const setHours = (next: HoursValues[]) => {
    form.set(
      'business_hours',
      [...next].sort((a, b) => a.day_of_week - b.day_of_week),
    );
    form.touch('business_hours');
  };
  const hoursField = (index: number, name: 'opens_at' | 'closes_at', label: string) => ({
    label,
    name: `business_hours.${index}.${name}`,
    placeholder: '10:00',
    inputMode: 'numeric' as const,
    value: hours[index]?.[name] ?? '',
    onChange: (value: string) =>
      form.set(
        'business_hours',
        hours.map((h, i) => (i === index ? { ...h, [name]: value } : h)),
      ),
    onBlur: () => {
      form.set(
        'business_hours',
        form.values.business_hours.map((h, i) => (i === index ? { ...h, [name]: toHalfWidth(h[name]) } : h)),
      );
      form.touch('business_hours');
    },
    errorMessage: errors[`business_hours.${index}.${name}`],
  });

  return (
    <>
      {errors.business_hours ? <p role="alert">{errors.business_hours}</p> : null}
      {WEEKDAYS.map((day) => {
        const index = hours.findIndex((h) => h.day_of_week === day);
        const open = index >= 0;
        return (
          <Stack key={day} $direction="row" $gap={3} $align="center" $wrap>
            <Checkbox
              isSelected={open}
              onChange={(on) =>
                setHours(
                  on
                    ? [
                        ...hours,
                        {
                          day_of_week: day,
                          ...(hours.at(-1)
                            ? {
                                opens_at: hours.at(-1)?.opens_at ?? '',
                                closes_at: hours.at(-1)?.closes_at ?? '',
                              }
                            : DEFAULT_HOURS),
                        },
                      ]
                    : hours.filter((h) => h.day_of_week !== day),
                )
              }
            >
              {`${dayName(day)}に営業`}
            </Checkbox>
            {open ? (
              <>
                <TextField {...hoursField(index, 'opens_at', `${dayName(day)}の営業開始時刻`)} />
                <TextField {...hoursField(index, 'closes_at', `${dayName(day)}の営業終了時刻`)} />
              </>
            ) : (
              <Badge>定休日</Badge>
            )}
          </Stack>
        );
      })}
    </>
  );
}

function StoreForm({ record: store }: { record?: StoreDetail | undefined }) {
  const create = useCreateStore();
  const update = useUpdateStore();
  const form = useSchemaForm<StoreValues, StoreFormValues>(storeFormSchema, () => valuesOf(store));
  const { values, errors, text: field } = form;
  const setClosures = (closures: ClosureValues[]) => form.set('closures', closures);
  const closureDate = (index: number, name: 'starts_on' | 'ends_on', label: string) => ({
    label,
    isRequired: true,
    value: values.closures[index]?.[name] || null,
    onChange: (value: string | null) => {
      setClosures(values.closures.map((c, i) => (i === index ? { ...c, [name]: value ?? '' } : c)));
      form.touch('closures');
    },
    errorMessage: errors[`closures.${index}.${name}`],
  });

  return (
    <MasterForm
      area={area}
      record={store}
      form={form}
      toInput={(parsed): StoreInput => parsed}
      create={create}
      update={update}
      messages={{ created: masterMessages.storeCreated, updated: masterMessages.storeUpdated }}
      activeDescription="店舗の切り替え・仮登録フォームで選べます"
    >
      <FormSection title="基本情報">
        <TextField label="店舗名" isRequired placeholder="例）渋谷校" {...field('name')} />
        <TextField
          label="店舗名（カナ）"
          isRequired
          description="ひらがなで入力してもカタカナに変換します"
          {...field('name_kana', convertKana)}
        />
        <TextField label="電話番号" isRequired type="tel" {...field('phone', toHalfWidth)} />
        <TextField label="メールアドレス" type="email" {...field('email')} />
      </FormSection>
      <FormSection title="住所">
        <AddressFields form={form} isRequired initialPostalCode={store?.postal_code ?? ''} />
      </FormSection>
      <FormSection
        title="請求書の事業者情報"
        description="領収書・請求書に載せる適格請求書発行事業者の情報です。"
      >
        <TextField label="事業者名" placeholder="例）株式会社かよい" {...field('company_name')} />
        <TextField
          label="登録番号"
          placeholder="T1234567890123"
          description="「T」と13桁の数字"
          {...field('invoice_registration_number', toHalfWidth)}
        />
      </FormSection>
      <FormSection
        title="営業時間"
        description="営業しない曜日のチェックを外すと、その曜日が定休日になります。"
        columns={1}
      >
        <BusinessHoursFields form={form} />
        <RadioGroup
          label="祝日の営業"
          options={Object.entries(holidayHoursLabels).map(([value, label]) => ({ value, label }))}
          value={values.national_holiday_hours}
          onChange={(value) => form.set('national_holiday_hours', value)}
          errorMessage={errors.national_holiday_hours}
        />
      </FormSection>
      <FormSection
        title="臨時休業"
        description="年末年始・設備点検など、定休日のほかに休む期間です。"
        columns={1}
      >
        <RowsEditor
          rows={values.closures}
          onChange={setClosures}
          rowTitle={(closure, index) => closure.reason.trim() || `臨時休業${index + 1}`}
          newRow={() => ({ key: newRowKey(), starts_on: '', ends_on: '', reason: '' })}
          max={100}
          addLabel="臨時休業を追加"
          emptyText="臨時休業はまだありません。"
          renderRow={(closure, index) => (
            <Stack $direction="row" $gap={3} $wrap>
              <DatePicker {...closureDate(index, 'starts_on', '休業開始日')} />
              <DatePicker {...closureDate(index, 'ends_on', '休業終了日')} />
              <FieldSpan span="full">
                <TextField
                  label="休業理由"
                  isRequired
                  placeholder="例）年末年始休業"
                  name={`closures.${index}.reason`}
                  value={closure.reason}
                  onChange={(value) =>
                    setClosures(values.closures.map((c, i) => (i === index ? { ...c, reason: value } : c)))
                  }
                  onBlur={() => form.touch('closures')}
                  errorMessage={errors[`closures.${index}.reason`]}
                />
              </FieldSpan>
            </Stack>
          )}
        />
      </FormSection>
    </MasterForm>
  );
}
