import { describe } from 'vitest';
import {
  createCustomerFormSchema,
  createCustomerStatusFormSchema,
  customerContractFormSchema,
} from '../../src/forms/index.ts';
import { itAccepts, itRejects } from './helpers.ts';

// 2026-11-22 10:00 in Tokyo (01:00 UTC).
const now = () => new Date('2026-11-22T01:00:00Z');

describe('customer form', () => {
  const schema = createCustomerFormSchema(now);
  const valid = {
    family_name: '佐藤',
    given_name: '健太',
    family_name_kana: 'サトウ',
    given_name_kana: 'ケンタ',
    birth_date: '1990-04-01',
  };
  itRejects(schema, valid, [
    {
      when: 'the family name is missing',
      patch: { family_name: '' },
      path: 'family_name',
      messages: ['姓は必須です'],
    },
    {
      when: 'the given name has 51 characters',
      patch: { given_name: '健'.repeat(51) },
      path: 'given_name',
      messages: ['名は50文字以内で入力してください'],
    },
    {
      when: 'the kana is kanji',
      patch: { family_name_kana: '佐藤' },
      path: 'family_name_kana',
      messages: ['姓（カナ）は全角カタカナで入力してください'],
    },
    {
      when: 'the birth date is today',
      patch: { birth_date: '2026-11-22' },
      path: 'birth_date',
      messages: ['生年月日は今日より前の日付を指定してください'],
    },
    {
      when: 'the birth date does not exist',
      patch: { birth_date: '2015-02-29' },
      path: 'birth_date',
      messages: ['生年月日は正しい日付を入力してください'],
    },
    {
      when: 'a 17-year-old has no guardian',
      patch: { birth_date: '2008-11-23' },
      path: 'guardian_name',
      messages: ['未成年の場合は保護者氏名は必須です'],
    },
    {
      when: 'the member number has a space',
      patch: { member_number: 'A 1' },
      path: 'member_number',
      messages: ['会員番号は半角英数字とハイフンで入力してください'],
    },
    {
      when: 'the member number starts with a hyphen (a negative number to a spreadsheet)',
      patch: { member_number: '-5' },
      path: 'member_number',
      messages: ['会員番号のハイフンは英数字と英数字の間にだけ使えます'],
    },
    {
      when: 'the member number ends with a hyphen or doubles one',
      patch: { member_number: 'M--1-' },
      path: 'member_number',
      messages: ['会員番号のハイフンは英数字と英数字の間にだけ使えます'],
    },
    {
      when: 'the member number has 21 characters',
      patch: { member_number: '1'.repeat(21) },
      path: 'member_number',
      messages: ['会員番号は20文字以内で入力してください'],
    },
    {
      when: 'the mobile has letters',
      patch: { mobile: '090-abcd' },
      path: 'mobile',
      messages: ['携帯電話番号は数字とハイフンで入力してください'],
    },
    {
      when: 'the e-mail is not an address',
      patch: { email: 'sato@' },
      path: 'email',
      messages: ['正しいメールアドレスを入力してください'],
    },
    {
      when: 'the postal code is short',
      patch: { postal_code: '150-004' },
      path: 'postal_code',
      messages: ['郵便番号は000-0000の形式で入力してください'],
    },
    {
      when: 'the memo has 201 characters',
      patch: { memo: 'あ'.repeat(201) },
      path: 'memo',
      messages: ['申し送りメモは200文字以内で入力してください'],
    },
    {
      when: 'the notes have 2001 characters',
      patch: { notes: 'あ'.repeat(2001) },
      path: 'notes',
      messages: ['メモは2000文字以内で入力してください'],
    },
    {
      when: 'the gender is unknown',
      patch: { gender: 'x' },
      path: 'gender',
      messages: ['性別の値が正しくありません'],
    },
  ]);
  itAccepts(schema, valid, [
    {
      when: 'the kana is typed in hiragana',
      patch: { family_name_kana: 'さとう' },
      output: { family_name_kana: 'サトウ' },
    },
    { when: 'the member number has hyphens between its parts', patch: { member_number: 'SB-2024-001' } },
    { when: 'the member number is a long number', patch: { member_number: '99999999999999999999' } },
    { when: 'an 18-year-old (birthday today) has no guardian', patch: { birth_date: '2008-11-22' } },
    { when: 'a child has a guardian', patch: { birth_date: '2015-06-12', guardian_name: '佐藤 一郎' } },
    {
      when: 'the birth date and gender are left empty',
      patch: { birth_date: '', gender: '' },
      output: { birth_date: undefined, gender: undefined },
    },
    {
      when: 'the phone is typed full-width',
      patch: { phone: '０３－１２３４－５６７８' },
      output: { phone: '03-1234-5678' },
    },
  ]);
});

describe('customer status dialog', () => {
  const schema = createCustomerStatusFormSchema(now);
  itRejects(schema, { status: 'paused', reason: '怪我' }, [
    {
      when: 'no status is chosen',
      patch: { status: undefined },
      path: 'status',
      messages: ['ステータスを選択してください'],
    },
    {
      when: '休会 has no reason',
      patch: { reason: '' },
      path: 'reason',
      messages: ['理由を入力してください'],
    },
    {
      when: 'the day is tomorrow',
      patch: { effective_on: '2026-11-23' },
      path: 'effective_on',
      messages: ['適用日は今日以前の日付を指定してください'],
    },
    {
      when: 'the reason has 501 characters',
      patch: { reason: 'あ'.repeat(501) },
      path: 'reason',
      messages: ['理由は500文字以内で入力してください'],
    },
  ]);
  itAccepts(schema, { status: 'paused', reason: '怪我' }, [
    { when: 'the day is today', patch: { effective_on: '2026-11-22' } },
    { when: '在籍 needs no reason', patch: { status: 'active', reason: '' } },
  ]);
});

describe('contract dialog', () => {
  const valid = { plan_name: 'ジュニア 週1', monthly_fee: '8800', starts_on: '2026-12-01' };
  itRejects(customerContractFormSchema, valid, [
    {
      when: 'the plan name is missing',
      patch: { plan_name: '' },
      path: 'plan_name',
      messages: ['プラン名は必須です'],
    },
    {
      when: 'the fee is missing',
      patch: { monthly_fee: '' },
      path: 'monthly_fee',
      messages: ['月額は必須です'],
    },
    {
      when: 'the fee is negative',
      patch: { monthly_fee: '-1' },
      path: 'monthly_fee',
      messages: ['月額は0以上で入力してください'],
    },
    {
      when: 'the fee has decimals',
      patch: { monthly_fee: '8800.5' },
      path: 'monthly_fee',
      messages: ['月額は数値である必要があります'],
    },
    {
      when: 'the end is before the start',
      patch: { ends_on: '2026-11-30' },
      path: 'ends_on',
      messages: ['終了日は開始日以降の日付を指定してください'],
    },
    {
      when: 'a slot ends before it starts',
      patch: { time_slots: [{ day_of_week: 3, start_time: '17:00', end_time: '16:00' }] },
      path: 'time_slots.0.end_time',
      messages: ['終了時刻は開始時刻より後の時刻を指定してください'],
    },
  ]);
  itAccepts(customerContractFormSchema, valid, [
    { when: 'the fee is 0', patch: { monthly_fee: '0' }, output: { monthly_fee: 0 } },
    { when: 'the end is the start day', patch: { ends_on: '2026-12-01' } },
  ]);
});
