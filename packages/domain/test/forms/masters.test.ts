import { describe } from 'vitest';
import {
  createProgramFormSchema,
  facilityFormSchema,
  gradeFormSchema,
  programCategoryFormSchema,
  schoolFormSchema,
  storeFormSchema,
} from '../../src/forms/index.ts';
import { itAccepts, itRejects } from './helpers.ts';

// 2026-11-22 10:00 in Tokyo (01:00 UTC).
const now = () => new Date('2026-11-22T01:00:00Z');

describe('store form', () => {
  const valid = {
    name: '渋谷校',
    name_kana: 'シブヤコウ',
    postal_code: '150-0041',
    prefecture: '東京都',
    city: '渋谷区',
    street_address: '神南1-2-3',
    phone: '03-6416-3820',
  };
  itRejects(storeFormSchema, valid, [
    { when: 'the name is empty', patch: { name: ' ' }, path: 'name', messages: ['店舗名は必須です'] },
    {
      when: 'the name has 101 characters',
      patch: { name: '校'.repeat(101) },
      path: 'name',
      messages: ['店舗名は100文字以内で入力してください'],
    },
    {
      when: 'the kana is kanji',
      patch: { name_kana: '渋谷校' },
      path: 'name_kana',
      messages: ['店舗名（カナ）は全角カタカナで入力してください'],
    },
    {
      when: 'the postal code has letters',
      patch: { postal_code: '150-00AB' },
      path: 'postal_code',
      messages: ['郵便番号は000-0000の形式で入力してください'],
    },
    {
      when: 'the prefecture is not one of the 47',
      patch: { prefecture: '東京' },
      path: 'prefecture',
      messages: ['都道府県を選択してください'],
    },
    {
      when: 'the phone has letters',
      patch: { phone: '03-ABCD-3820' },
      path: 'phone',
      messages: ['電話番号は数字とハイフンで入力してください'],
    },
    {
      when: 'the registration number has 12 digits',
      patch: { invoice_registration_number: 'T712345678901', company_name: '株式会社かよい' },
      path: 'invoice_registration_number',
      messages: ['登録番号は「T」と13桁の数字で入力してください'],
    },
    {
      when: 'the registration number fails its check digit',
      patch: { invoice_registration_number: 'T8123456789012', company_name: '株式会社かよい' },
      path: 'invoice_registration_number',
      messages: ['登録番号が正しくありません。番号をもう一度ご確認ください'],
    },
    {
      when: 'a registration number comes without the company name',
      patch: { invoice_registration_number: 'T7123456789012' },
      path: 'company_name',
      messages: ['登録番号を入力する場合は事業者名も入力してください'],
    },
    {
      when: 'the store closes before it opens',
      patch: { business_hours: [{ day_of_week: 1, opens_at: '21:30', closes_at: '10:00' }] },
      path: 'business_hours.0.closes_at',
      messages: ['営業終了時刻は営業開始時刻より後の時刻を指定してください'],
    },
    {
      when: 'an opening time is not HH:MM',
      patch: { business_hours: [{ day_of_week: 1, opens_at: '10時', closes_at: '21:30' }] },
      path: 'business_hours.0.opens_at',
      messages: ['営業開始時刻は00:00の形式で入力してください'],
    },
    {
      when: 'a weekday has hours twice',
      patch: {
        business_hours: [
          { day_of_week: 1, opens_at: '10:00', closes_at: '12:00' },
          { day_of_week: 1, opens_at: '13:00', closes_at: '21:00' },
        ],
      },
      path: 'business_hours.1.day_of_week',
      messages: ['同じ曜日の営業時間が2つあります'],
    },
    {
      when: 'a closure ends before it starts',
      patch: { closures: [{ starts_on: '2027-01-03', ends_on: '2026-12-29', reason: '年末年始休業' }] },
      path: 'closures.0.ends_on',
      messages: ['休業終了日は休業開始日以降の日付を指定してください'],
    },
    {
      when: 'a closure has no reason',
      patch: { closures: [{ starts_on: '2026-12-29', ends_on: '2027-01-03', reason: '' }] },
      path: 'closures.0.reason',
      messages: ['休業理由は必須です'],
    },
    {
      when: 'a closure lasts more than 366 days',
      patch: { closures: [{ starts_on: '2026-01-01', ends_on: '2027-01-02', reason: '改装工事' }] },
      path: 'closures.0.ends_on',
      messages: ['臨時休業の期間は366日以内で指定してください'],
    },
    {
      when: 'two closures overlap',
      patch: {
        closures: [
          { starts_on: '2026-12-29', ends_on: '2027-01-03', reason: '年末年始休業' },
          { starts_on: '2027-01-03', ends_on: '2027-01-05', reason: '設備点検' },
        ],
      },
      path: 'closures.1.starts_on',
      messages: ['臨時休業の期間が他の臨時休業と重なっています'],
    },
    {
      when: 'the holiday rule is unknown',
      patch: { national_holiday_hours: 'sometimes' },
      path: 'national_holiday_hours',
      messages: ['祝日の営業の値が正しくありません'],
    },
  ]);
  itAccepts(storeFormSchema, valid, [
    {
      when: 'the kana is typed in hiragana and the postal code without a hyphen in full width',
      patch: { name_kana: 'しぶやこう', postal_code: '１５０００４１' },
      output: { name_kana: 'シブヤコウ', postal_code: '150-0041' },
    },
    {
      when: 'the registration number is typed with spaces, hyphens and a lower-case t',
      patch: { invoice_registration_number: 't 7123-4567-8901-2', company_name: '株式会社かよい' },
      output: { invoice_registration_number: 'T7123456789012' },
    },
    {
      when: 'nothing optional is given',
      patch: {},
      output: { business_hours: [], closures: [], national_holiday_hours: 'regular', is_active: true },
    },
  ]);
});

describe('facility form', () => {
  const valid = { name: '25mプール', kind: 'pool' };
  itRejects(facilityFormSchema, valid, [
    { when: 'the name is missing', patch: { name: '' }, path: 'name', messages: ['施設名は必須です'] },
    {
      when: 'the kind is unknown',
      patch: { kind: 'sauna' },
      path: 'kind',
      messages: ['種類の値が正しくありません'],
    },
    {
      when: 'a lane has no number',
      patch: { lanes: [{ name: '第1レーン' }] },
      path: 'lanes.0.number',
      messages: ['レーン番号は必須です'],
    },
    {
      when: 'two lanes share a number',
      patch: { lanes: [{ number: 1 }, { number: 1 }] },
      path: 'lanes.1.number',
      messages: ['同じレーン番号が2つあります'],
    },
    {
      when: 'a lane is 12.25 m long',
      patch: { lanes: [{ number: 1, length_m: 12.25 }] },
      path: 'lanes.0.length_m',
      messages: ['長さ（m）は小数第1位までで入力してください'],
    },
    {
      when: 'the deep end is shallower than the shallow end',
      patch: { lanes: [{ number: 1, min_depth_cm: 130, max_depth_cm: 100 }] },
      path: 'lanes.0.max_depth_cm',
      messages: ['水深（深い側）は水深（浅い側）以上で入力してください'],
    },
    {
      when: 'the capacity is 0',
      patch: { capacity: 0 },
      path: 'capacity',
      messages: ['定員は1以上で入力してください'],
    },
  ]);
  itAccepts(facilityFormSchema, valid, [
    {
      when: 'a lane has only its number, typed as text',
      patch: { lanes: [{ number: '3', length_m: '12.5' }] },
      output: {
        lanes: [{ number: 3, name: '第3レーン', length_m: 12.5, is_shared: false, is_active: true }],
      },
    },
  ]);
});

describe('school and category forms', () => {
  itRejects(schoolFormSchema, { name: 'スイミング', discipline: 'swimming' }, [
    {
      when: 'the discipline is missing',
      patch: { discipline: '' },
      path: 'discipline',
      messages: ['種目は必須です'],
    },
    {
      when: 'the name has 51 characters',
      patch: { name: 'ス'.repeat(51) },
      path: 'name',
      messages: ['スクール名は50文字以内で入力してください'],
    },
  ]);
  itRejects(programCategoryFormSchema, { school_id: 1, name: 'ジュニア' }, [
    {
      when: 'no school is chosen',
      patch: { school_id: '' },
      path: 'school_id',
      messages: ['スクールは必須です'],
    },
    { when: 'the name is missing', patch: { name: '' }, path: 'name', messages: ['カテゴリ名は必須です'] },
  ]);
});

describe('program form', () => {
  const schema = createProgramFormSchema(now);
  const valid = { school_id: 1, category_id: 2, name: 'ジュニア週1', monthly_fee: 7700 };
  itRejects(schema, valid, [
    {
      when: 'the monthly fee is negative',
      patch: { monthly_fee: -1 },
      path: 'monthly_fee',
      messages: ['月謝は0以上で入力してください'],
    },
    {
      when: 'the monthly fee is over a million yen',
      patch: { monthly_fee: 1_000_001 },
      path: 'monthly_fee',
      messages: ['月謝は1000000以下で入力してください'],
    },
    {
      when: 'the entrance fee has a fraction',
      patch: { entrance_fee: 1100.5 },
      path: 'entrance_fee',
      messages: ['入会金は数値である必要があります'],
    },
    {
      when: 'the monthly fee is missing',
      patch: { monthly_fee: '' },
      path: 'monthly_fee',
      messages: ['月謝は必須です'],
    },
    {
      when: 'the age range is reversed',
      patch: { min_age: 12, max_age: 6 },
      path: 'max_age',
      messages: ['対象年齢（上限）は対象年齢（下限）以上で入力してください'],
    },
    {
      when: 'the fee takes effect in a past month',
      patch: { fee_effective_month: '2026-10' },
      path: 'fee_effective_month',
      messages: ['料金の適用開始月は今月以降を指定してください'],
    },
    {
      when: 'the fee month is not YYYY-MM',
      patch: { fee_effective_month: '2027/04' },
      path: 'fee_effective_month',
      messages: ['料金の適用開始月は2026-04の形式で入力してください'],
    },
    {
      when: 'the tax rate is 8 %',
      patch: { tax_rate: 8 },
      path: 'tax_rate',
      messages: ['消費税率の値が正しくありません'],
    },
    {
      when: 'eight lessons a week are asked for',
      patch: { lessons_per_week: 8 },
      path: 'lessons_per_week',
      messages: ['週のレッスン回数は7以下で入力してください'],
    },
  ]);
  itAccepts(schema, valid, [
    {
      when: 'only the monthly fee is given',
      patch: {},
      output: {
        entrance_fee: 0,
        annual_fee: 0,
        pause_fee: 0,
        tax_rate: 10,
        lessons_per_week: 1,
        lesson_minutes: 60,
        min_age: null,
        max_grade_id: null,
        is_active: true,
      },
    },
    {
      when: 'fees arrive as text with full-width digits and the fee starts this month',
      patch: { monthly_fee: '１２１００', entrance_fee: '11000', fee_effective_month: '2026-11' },
      output: { monthly_fee: 12_100, entrance_fee: 11_000, fee_effective_month: '2026-11' },
    },
  ]);
});

describe('grade form', () => {
  const valid = { school_id: 1, name: '25級', sort_order: 1 };
  itRejects(gradeFormSchema, valid, [
    { when: 'the name is missing', patch: { name: '' }, path: 'name', messages: ['級名は必須です'] },
    {
      when: 'the cap colour is a colour name',
      patch: { cap_color_hex: 'red' },
      path: 'cap_color_hex',
      messages: ['キャップの色コードは#と6桁の英数字（例: #E53935）で入力してください'],
    },
    {
      when: 'a skill is listed twice',
      patch: { skills: [{ name: 'けのび 5m' }, { name: 'けのび 5m' }] },
      path: 'skills.1.name',
      messages: ['同じ検定項目が2つあります'],
    },
    {
      when: 'a skill has no name',
      patch: { skills: [{ name: '' }] },
      path: 'skills.0.name',
      messages: ['検定項目名は必須です'],
    },
    {
      when: 'the order is 0',
      patch: { sort_order: 0 },
      path: 'sort_order',
      messages: ['順番は1以上で入力してください'],
    },
  ]);
  itAccepts(gradeFormSchema, valid, [
    {
      when: 'the colour code is lower case and the order left empty',
      patch: { cap_color_hex: '#e53935', sort_order: '' },
      output: { cap_color_hex: '#E53935', sort_order: null, skills: [] },
    },
  ]);
});
