import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES } from '../../src/constants.ts';
import {
  createPreRegistrationPublicFormSchema,
  createPreRegistrationStaffEditFormSchema,
  preRegistrationPublicFormSchema,
  preRegistrationStatusFormSchema,
} from '../../src/forms/index.ts';
import { validationMessages } from '../../src/messages.ts';
import { type Acceptance, issuesByPath, itAccepts, itRejects, type Rejection } from './helpers.ts';

const m = validationMessages.preRegistration;
const { email, store } = validationMessages;

// 2025-06-15T15:00:00Z is 2025-06-16 00:00 in Tokyo, while the UTC date is still the 15th.
const TOKYO_MIDNIGHT = new Date('2025-06-15T15:00:00.000Z');
// One millisecond earlier it is still 2025-06-15 in Tokyo.
const TOKYO_LAST_MS = new Date('2025-06-15T14:59:59.999Z');

const schemaAt = (now: Date) => createPreRegistrationPublicFormSchema(() => now);
const publicSchema = schemaAt(TOKYO_MIDNIGHT);

const valid = {
  store_id: 1,
  family_name: '山田',
  given_name: '花子',
  family_name_kana: 'ヤマダ',
  given_name_kana: 'ハナコ',
  birth_date: '2015-04-01',
  gender: 'female',
  phone: '03-1234-5678',
  mobile: '090-1234-5678',
  email: 'hanako@example.com',
  postal_code: '150-0001',
  region: '関東',
  prefecture: '東京都',
  city: '渋谷区',
  street_address: '神宮前1-2-3',
  building: 'スイムビル3F',
  desired_program_id: 4,
  desired_join_date: '2025-07-01',
  desired_visit_date: '2025-06-20',
  guardian_name: '山田 洋子',
  guardian_name_kana: 'ヤマダ ヨウコ',
  guardian_relationship: '母',
  guardian_phone: '090-8765-4321',
  notes: '水が苦手です',
  confirmation: true,
};

const noGuardian = {
  guardian_name: undefined,
  guardian_name_kana: undefined,
  guardian_relationship: undefined,
  guardian_phone: undefined,
};

const png = (bytes: number, name = 'face.png', type = 'image/png') =>
  new File([new Uint8Array(bytes)], name, { type });

/** A Blob-like value with only the properties the schema reads. */
const blobLike = (size: number, type: string, name?: string) => ({ size, type, name });

const x = (n: number) => 'x'.repeat(n);

/** Rows every field shares between the public and the staff form. */
const sharedAcceptances: readonly Acceptance[] = [
  { when: 'the store id is a numeric string', patch: { store_id: '7' }, output: { store_id: 7 } },
  // avatar
  { when: 'no avatar is chosen', patch: { avatar: undefined } },
  { when: 'the avatar is null', patch: { avatar: null } },
  { when: 'the avatar is an empty file list', patch: { avatar: [] } },
  { when: 'the avatar is a png of exactly 2,048,000 bytes', patch: { avatar: png(AVATAR_MAX_BYTES) } },
  { when: 'the avatar is a jpeg', patch: { avatar: png(10, 'face.jpeg', 'image/jpeg') } },
  { when: 'the avatar is a gif', patch: { avatar: png(10, 'face.gif', 'image/gif') } },
  { when: 'the avatar has no type but a .JPG name', patch: { avatar: png(10, 'FACE.JPG', '') } },
  { when: 'the avatar is a Blob-like object', patch: { avatar: blobLike(10, 'image/png') } },
  { when: 'the avatar is a one-file list', patch: { avatar: [png(10)] } },
  {
    when: 'the avatar is a FileList-like object',
    patch: { avatar: { length: 1, item: (i: number) => (i === 0 ? png(10) : null) } },
  },
  // names
  { when: 'the family name is exactly 50 characters', patch: { family_name: '山'.repeat(50) } },
  { when: 'the given name is exactly 50 characters', patch: { given_name: '花'.repeat(50) } },
  {
    when: 'the family name has surrounding spaces',
    patch: { family_name: ' 山田 ' },
    output: { family_name: '山田' },
  },
  // kana
  {
    when: 'the kana is full-width katakana',
    patch: { family_name_kana: 'ヤマダ' },
    output: { family_name_kana: 'ヤマダ' },
  },
  {
    when: 'the kana is hiragana',
    patch: { family_name_kana: 'やまだ' },
    output: { family_name_kana: 'ヤマダ' },
  },
  {
    when: 'the kana is half-width katakana with a voiced mark',
    patch: { given_name_kana: 'ｶﾞｸ' },
    output: { given_name_kana: 'ガク' },
  },
  {
    when: 'the kana is half-width katakana with a semi-voiced mark',
    patch: { given_name_kana: 'ﾎﾟﾝﾀ' },
    output: { given_name_kana: 'ポンタ' },
  },
  {
    when: 'the kana has a full-width space inside and spaces around',
    patch: { family_name_kana: ' ヤマダ　ハナ ' },
    output: { family_name_kana: 'ヤマダ　ハナ' },
  },
  { when: 'the kana has a half-width space inside', patch: { given_name_kana: 'ハナ コ' } },
  { when: 'the kana has the long-vowel mark', patch: { given_name_kana: 'ルーシー' } },
  { when: 'the kana is exactly 50 characters', patch: { family_name_kana: 'ア'.repeat(50) } },
  // birth date
  { when: 'the birth date is yesterday in Tokyo', patch: { birth_date: '2025-06-15' } },
  { when: 'the birth date is 29 February of a leap year', patch: { birth_date: '2024-02-29' } },
  // gender
  { when: 'the gender is male', patch: { gender: 'male' } },
  { when: 'the gender is other', patch: { gender: 'other' } },
  // phones
  { when: 'the phone is left empty', patch: { phone: '' }, output: { phone: undefined } },
  { when: 'the phone is missing', patch: { phone: undefined } },
  { when: 'the phone is null', patch: { phone: null } },
  { when: 'the phone is digits only', patch: { phone: '0312345678' } },
  { when: 'the phone is exactly 20 characters', patch: { phone: '0'.repeat(20) } },
  {
    when: 'the phone is typed in full-width digits and hyphens',
    patch: { phone: '０３－１２３４－５６７８' },
    output: { phone: '03-1234-5678' },
  },
  {
    when: 'the phone is written with parentheses, as is usual in Japan',
    patch: { phone: '03(1234)5678' },
    output: { phone: '03-1234-5678' },
  },
  {
    when: 'the phone is written with its country code',
    patch: { phone: '+81-3-1234-5678' },
    output: { phone: '03-1234-5678' },
  },
  {
    when: 'the mobile has spaces inside',
    patch: { mobile: '090 1234 5678' },
    output: { mobile: '090-1234-5678' },
  },
  { when: 'the mobile is exactly 20 characters', patch: { mobile: '0'.repeat(20) } },
  {
    when: 'the mobile is typed in full-width',
    patch: { mobile: '０９０１２３４５６７８' },
    output: { mobile: '09012345678' },
  },
  // e-mail
  { when: 'the e-mail is exactly 100 characters', patch: { email: `${x(88)}@example.com` } },
  // postal code
  {
    when: 'the postal code has no hyphen',
    patch: { postal_code: '1500001' },
    output: { postal_code: '150-0001' },
  },
  {
    when: 'the postal code has a space for the hyphen',
    patch: { postal_code: '150 0001' },
    output: { postal_code: '150-0001' },
  },
  {
    when: 'the postal code is written with 〒 in full width',
    patch: { postal_code: '〒１５０－０００１' },
    output: { postal_code: '150-0001' },
  },
  {
    when: 'the postal code is full-width',
    patch: { postal_code: '１５０－０００１' },
    output: { postal_code: '150-0001' },
  },
  // address
  { when: 'the region is left empty', patch: { region: '' }, output: { region: undefined } },
  { when: 'the region is exactly 50 characters', patch: { region: x(50) } },
  { when: 'the prefecture is exactly 20 characters', patch: { prefecture: x(20) } },
  { when: 'the city is exactly 50 characters', patch: { city: x(50) } },
  { when: 'the street address is exactly 100 characters', patch: { street_address: x(100) } },
  { when: 'the building is missing', patch: { building: undefined } },
  { when: 'the building is exactly 100 characters', patch: { building: x(100) } },
  // desired program and dates
  { when: 'no program is chosen', patch: { desired_program_id: undefined } },
  { when: 'the program is null', patch: { desired_program_id: null }, output: { desired_program_id: null } },
  {
    when: 'the program select is empty',
    patch: { desired_program_id: '' },
    output: { desired_program_id: null },
  },
  {
    when: 'the program is a numeric string',
    patch: { desired_program_id: '5' },
    output: { desired_program_id: 5 },
  },
  { when: 'the join date is today in Tokyo', patch: { desired_join_date: '2025-06-16' } },
  {
    when: 'the join date is left empty',
    patch: { desired_join_date: '' },
    output: { desired_join_date: undefined },
  },
  { when: 'the visit date is today in Tokyo', patch: { desired_visit_date: '2025-06-16' } },
  { when: 'the visit date is missing', patch: { desired_visit_date: undefined } },
  // notes
  { when: 'the notes are missing', patch: { notes: undefined } },
  { when: 'the notes are as long as allowed', patch: { notes: 'あ'.repeat(2000) } },
];

const sharedRejections: readonly Rejection[] = [
  // notes: the spec's maxLength (2000)
  {
    when: 'the notes are too long',
    patch: { notes: 'あ'.repeat(2001) },
    path: 'notes',
    messages: [m.notesTooLong],
  },
  // store
  { when: 'no store is chosen', patch: { store_id: '' }, path: 'store_id', messages: [store.required] },
  {
    when: 'the store id is missing',
    patch: { store_id: undefined },
    path: 'store_id',
    messages: [store.required],
  },
  {
    when: 'the store id is not numeric',
    patch: { store_id: 'abc' },
    path: 'store_id',
    messages: [store.notNumeric],
  },
  { when: 'the store id is 0', patch: { store_id: 0 }, path: 'store_id', messages: [store.notNumeric] },
  {
    when: 'the store id is a fraction',
    patch: { store_id: 1.5 },
    path: 'store_id',
    messages: [store.notNumeric],
  },
  // avatar
  {
    when: 'the avatar is 2,048,001 bytes',
    patch: { avatar: png(AVATAR_MAX_BYTES + 1) },
    path: 'avatar',
    messages: [m.avatarTooLarge],
  },
  {
    when: 'the avatar is a pdf',
    patch: { avatar: png(10, 'form.pdf', 'application/pdf') },
    path: 'avatar',
    messages: [m.avatarNotImage],
  },
  {
    when: 'the avatar is a webp image',
    patch: { avatar: png(10, 'face.webp', 'image/webp') },
    path: 'avatar',
    messages: [m.avatarNotImage],
  },
  {
    when: 'the avatar is a large pdf',
    patch: { avatar: blobLike(AVATAR_MAX_BYTES + 1, 'application/pdf', 'big.pdf') },
    path: 'avatar',
    messages: [m.avatarTooLarge, m.avatarNotImage],
  },
  {
    when: 'the avatar is a string',
    patch: { avatar: 'face.png' },
    path: 'avatar',
    messages: [m.avatarNotImage],
  },
  // names
  {
    when: 'the family name is empty',
    patch: { family_name: '' },
    path: 'family_name',
    messages: [m.familyNameRequired],
  },
  {
    when: 'the family name is only spaces',
    patch: { family_name: '\u3000 ' },
    path: 'family_name',
    messages: [m.familyNameRequired],
  },
  {
    when: 'the family name is 51 characters',
    patch: { family_name: '山'.repeat(51) },
    path: 'family_name',
    messages: [m.familyNameTooLong],
  },
  {
    when: 'the given name is missing',
    patch: { given_name: undefined },
    path: 'given_name',
    messages: [m.givenNameRequired],
  },
  {
    when: 'the given name is 51 characters',
    patch: { given_name: '花'.repeat(51) },
    path: 'given_name',
    messages: [m.givenNameTooLong],
  },
  // kana
  {
    when: 'the family kana is empty',
    patch: { family_name_kana: '' },
    path: 'family_name_kana',
    messages: [m.familyNameKanaRequired],
  },
  {
    when: 'the family kana is only spaces',
    patch: { family_name_kana: '　 ' },
    path: 'family_name_kana',
    messages: [m.familyNameKanaRequired],
  },
  {
    when: 'the family kana is latin',
    patch: { family_name_kana: 'Yamada' },
    path: 'family_name_kana',
    messages: [m.familyNameKanaNotKatakana],
  },
  {
    when: 'the family kana is kanji',
    patch: { family_name_kana: '山田' },
    path: 'family_name_kana',
    messages: [m.familyNameKanaNotKatakana],
  },
  {
    when: 'the family kana has a middle dot',
    patch: { family_name_kana: 'ジョン・スミス' },
    path: 'family_name_kana',
    messages: [m.familyNameKanaNotKatakana],
  },
  {
    when: 'the family kana is 51 characters',
    patch: { family_name_kana: 'ア'.repeat(51) },
    path: 'family_name_kana',
    messages: [m.familyNameKanaTooLong],
  },
  {
    when: 'the given kana is missing',
    patch: { given_name_kana: undefined },
    path: 'given_name_kana',
    messages: [m.givenNameKanaRequired],
  },
  {
    when: 'the given kana is latin',
    patch: { given_name_kana: 'Hanako' },
    path: 'given_name_kana',
    messages: [m.givenNameKanaNotKatakana],
  },
  {
    when: 'the given kana is 51 hiragana',
    patch: { given_name_kana: 'あ'.repeat(51) },
    path: 'given_name_kana',
    messages: [m.givenNameKanaTooLong],
  },
  // birth date
  {
    when: 'the birth date is empty',
    patch: { birth_date: '' },
    path: 'birth_date',
    messages: [m.birthDateRequired],
  },
  {
    when: 'the birth date is missing',
    patch: { birth_date: undefined },
    path: 'birth_date',
    messages: [m.birthDateRequired],
  },
  {
    when: 'the birth date is 30 February',
    patch: { birth_date: '2015-02-30' },
    path: 'birth_date',
    messages: [m.birthDateInvalid],
  },
  {
    when: 'the birth date is 29 February of a common year',
    patch: { birth_date: '2023-02-29' },
    path: 'birth_date',
    messages: [m.birthDateInvalid],
  },
  {
    when: 'the birth date uses slashes',
    patch: { birth_date: '2015/04/01' },
    path: 'birth_date',
    messages: [m.birthDateInvalid],
  },
  {
    when: 'the birth date is today in Tokyo (though still yesterday in UTC)',
    patch: { birth_date: '2025-06-16' },
    path: 'birth_date',
    messages: [m.birthDateNotPast],
  },
  {
    when: 'the birth date is in the future',
    patch: { birth_date: '2030-01-01' },
    path: 'birth_date',
    messages: [m.birthDateNotPast],
  },
  // gender
  { when: 'the gender is not chosen', patch: { gender: '' }, path: 'gender', messages: [m.genderRequired] },
  {
    when: 'the gender is missing',
    patch: { gender: undefined },
    path: 'gender',
    messages: [m.genderRequired],
  },
  {
    when: 'the gender is unknown',
    patch: { gender: 'unknown' },
    path: 'gender',
    messages: [m.genderRequired],
  },
  // phones
  {
    when: 'the phone is 21 characters',
    patch: { phone: '0'.repeat(21) },
    path: 'phone',
    messages: [m.phoneTooLong],
  },
  {
    when: 'the phone has letters',
    patch: { phone: '03-1234-ABCD' },
    path: 'phone',
    messages: [m.phoneInvalid],
  },
  {
    when: 'the phone has a plus sign inside',
    patch: { phone: '03+1234-5678' },
    path: 'phone',
    messages: [m.phoneInvalid],
  },
  { when: 'the mobile is empty', patch: { mobile: '' }, path: 'mobile', messages: [m.mobileRequired] },
  {
    when: 'the mobile is missing',
    patch: { mobile: undefined },
    path: 'mobile',
    messages: [m.mobileRequired],
  },
  {
    when: 'the mobile is 21 characters',
    patch: { mobile: '0'.repeat(21) },
    path: 'mobile',
    messages: [m.mobileTooLong],
  },
  {
    when: 'the mobile has letters',
    patch: { mobile: '090-abcd-5678' },
    path: 'mobile',
    messages: [m.mobileInvalid],
  },
  {
    when: 'the mobile has letters',
    patch: { mobile: '090 1234 567O' },
    path: 'mobile',
    messages: [m.mobileInvalid],
  },
  // e-mail
  { when: 'the e-mail is empty', patch: { email: '' }, path: 'email', messages: [email.required] },
  { when: 'the e-mail is invalid', patch: { email: 'hanako' }, path: 'email', messages: [email.invalid] },
  {
    when: 'the e-mail is 101 characters',
    patch: { email: `${x(89)}@example.com` },
    path: 'email',
    messages: [email.tooLong],
  },
  // postal code
  {
    when: 'the postal code is empty',
    patch: { postal_code: '' },
    path: 'postal_code',
    messages: [m.postalCodeRequired],
  },
  {
    when: 'the postal code is missing',
    patch: { postal_code: undefined },
    path: 'postal_code',
    messages: [m.postalCodeRequired],
  },
  {
    when: 'the postal code has 6 digits',
    patch: { postal_code: '150-001' },
    path: 'postal_code',
    messages: [m.postalCodeInvalid],
  },
  {
    when: 'the postal code has the hyphen in the wrong place',
    patch: { postal_code: '15-00001' },
    path: 'postal_code',
    messages: [m.postalCodeInvalid],
  },
  {
    when: 'the postal code has a hyphen in the wrong place',
    patch: { postal_code: '1500-001' },
    path: 'postal_code',
    messages: [m.postalCodeInvalid],
  },
  {
    when: 'the postal code is 11 characters',
    patch: { postal_code: '150-0001-00' },
    path: 'postal_code',
    messages: [m.postalCodeTooLong],
  },
  // address
  {
    when: 'the region is 51 characters',
    patch: { region: x(51) },
    path: 'region',
    messages: [m.regionTooLong],
  },
  {
    when: 'the prefecture is empty',
    patch: { prefecture: '' },
    path: 'prefecture',
    messages: [m.prefectureRequired],
  },
  {
    when: 'the prefecture is 21 characters',
    patch: { prefecture: x(21) },
    path: 'prefecture',
    messages: [m.prefectureTooLong],
  },
  { when: 'the city is empty', patch: { city: '' }, path: 'city', messages: [m.cityRequired] },
  { when: 'the city is 51 characters', patch: { city: x(51) }, path: 'city', messages: [m.cityTooLong] },
  {
    when: 'the street address is empty',
    patch: { street_address: '' },
    path: 'street_address',
    messages: [m.streetAddressRequired],
  },
  {
    when: 'the street address is 101 characters',
    patch: { street_address: x(101) },
    path: 'street_address',
    messages: [m.streetAddressTooLong],
  },
  {
    when: 'the building is 101 characters',
    patch: { building: x(101) },
    path: 'building',
    messages: [m.buildingTooLong],
  },
  // desired program and dates
  {
    when: 'the program is not numeric',
    patch: { desired_program_id: 'swim' },
    path: 'desired_program_id',
    messages: [m.desiredProgramNotNumeric],
  },
  {
    when: 'the program is 0',
    patch: { desired_program_id: 0 },
    path: 'desired_program_id',
    messages: [m.desiredProgramNotNumeric],
  },
  {
    when: 'the join date is yesterday in Tokyo',
    patch: { desired_join_date: '2025-06-15' },
    path: 'desired_join_date',
    messages: [m.desiredJoinDateInPast],
  },
  {
    when: 'the join date is not a real date',
    patch: { desired_join_date: '2025-06-31' },
    path: 'desired_join_date',
    messages: [m.desiredJoinDateInvalid],
  },
  {
    when: 'the visit date is yesterday in Tokyo',
    patch: { desired_visit_date: '2025-06-15' },
    path: 'desired_visit_date',
    messages: [m.desiredVisitDateInPast],
  },
  {
    when: 'the visit date is not a date',
    patch: { desired_visit_date: 'next week' },
    path: 'desired_visit_date',
    messages: [m.desiredVisitDateInvalid],
  },
];

describe('preRegistrationPublicFormSchema (now = 2025-06-16 00:00 Tokyo)', () => {
  itAccepts(publicSchema, valid, [
    { when: 'every field is valid', patch: {}, output: valid },
    ...sharedAcceptances,
    ...['true', '1', 'on'].map((value) => ({
      when: `the consent arrives as the multipart value '${value}'`,
      patch: { confirmation: value },
      output: { confirmation: true },
    })),
  ]);
  itRejects(publicSchema, valid, [
    ...sharedRejections,
    {
      when: 'the privacy terms are not agreed to',
      patch: { confirmation: false },
      path: 'confirmation',
      messages: [m.confirmationRequired],
    },
    {
      when: 'the consent is missing',
      patch: { confirmation: undefined },
      path: 'confirmation',
      messages: [m.confirmationRequired],
    },
    ...['false', '0', 'off', 'yes'].map((value) => ({
      when: `the consent is the form value '${value}'`,
      patch: { confirmation: value },
      path: 'confirmation',
      messages: [m.confirmationRequired],
    })),
  ]);

  it('when only the required fields are given, then the output has no optional keys', () => {
    const {
      phone,
      region,
      building,
      desired_program_id,
      desired_join_date,
      desired_visit_date,
      notes,
      ...required
    } = valid;
    expect(publicSchema.parse(required)).toEqual(required);
  });
});

describe('pre-registration dates one millisecond before midnight in Tokyo (2025-06-15 23:59:59.999)', () => {
  const schema = schemaAt(TOKYO_LAST_MS);
  const at = (patch: Record<string, unknown>) => issuesByPath(schema, { ...valid, ...patch });

  it('when the birth date is 2025-06-15 (today in Tokyo), then it is rejected', () => {
    expect(at({ birth_date: '2025-06-15' })).toEqual({ birth_date: [m.birthDateNotPast] });
  });
  it('when the birth date is 2025-06-14 (yesterday in Tokyo), then it is accepted', () => {
    expect(at({ birth_date: '2025-06-14' })).toEqual({});
  });
  it('when the join date is 2025-06-15 (today in Tokyo), then it is accepted', () => {
    expect(at({ desired_join_date: '2025-06-15' })).toEqual({});
  });
  it('when the join date is 2025-06-14 (yesterday in Tokyo), then it is rejected', () => {
    expect(at({ desired_join_date: '2025-06-14' })).toEqual({ desired_join_date: [m.desiredJoinDateInPast] });
  });
  it('when the visit date is 2025-06-14 (yesterday in Tokyo), then it is rejected', () => {
    expect(at({ desired_visit_date: '2025-06-14' })).toEqual({
      desired_visit_date: [m.desiredVisitDateInPast],
    });
  });
});

describe('createPreRegistrationPublicFormSchema clock', () => {
  it('when the clock moves past midnight in Tokyo, then the same schema instance judges "today" anew', () => {
    let now = TOKYO_LAST_MS;
    const schema = createPreRegistrationPublicFormSchema(() => now);
    const input = { ...valid, birth_date: '2025-06-15' };
    expect(issuesByPath(schema, input)).toEqual({ birth_date: [m.birthDateNotPast] });
    now = TOKYO_MIDNIGHT;
    expect(issuesByPath(schema, input)).toEqual({});
  });

  it('when the default instance is used, then it judges dates by the real clock', () => {
    expect(
      issuesByPath(preRegistrationPublicFormSchema, {
        ...valid,
        desired_join_date: undefined,
        desired_visit_date: undefined,
      }),
    ).toEqual({});
    expect(
      issuesByPath(preRegistrationPublicFormSchema, {
        ...valid,
        birth_date: '2999-01-01',
        desired_join_date: '2999-01-01',
        desired_visit_date: '1999-01-01',
      }),
    ).toEqual({ birth_date: [m.birthDateNotPast], desired_visit_date: [m.desiredVisitDateInPast] });
  });
});

describe('preRegistrationStaffEditFormSchema (now = 2025-06-16 00:00 Tokyo)', () => {
  const staffSchema = createPreRegistrationStaffEditFormSchema(() => TOKYO_MIDNIGHT);
  const { confirmation: _, ...staffValid } = valid;

  itAccepts(staffSchema, staffValid, [
    { when: 'every field is valid and there is no consent field', patch: {}, output: staffValid },
    ...sharedAcceptances,
    { when: 'a consent value is sent anyway', patch: { confirmation: false } },
    {
      when: 'the status is set to confirmed',
      patch: { status: 'confirmed' },
      output: { status: 'confirmed' },
    },
    { when: 'the status is left out', patch: { status: undefined } },
  ]);
  itRejects(staffSchema, staffValid, [
    ...sharedRejections,
    {
      when: 'the status is unknown',
      patch: { status: 'archived' },
      path: 'status',
      messages: [m.statusInvalid],
    },
    {
      when: 'the status is converted (reached only through the convert action)',
      patch: { status: 'converted' },
      path: 'status',
      messages: [m.statusInvalid],
    },
  ]);

  it('when a consent value is sent anyway, then it is dropped from the output', () => {
    expect(staffSchema.parse({ ...staffValid, confirmation: false })).not.toHaveProperty('confirmation');
  });
});

describe('the guardian (保護者) of an applicant under 18 on the public form (now = 2025-06-16 00:00 Tokyo)', () => {
  const allMissing = {
    guardian_name: [m.guardianNameRequired],
    guardian_name_kana: [m.guardianNameKanaRequired],
    guardian_relationship: [m.guardianRelationshipRequired],
    guardian_phone: [m.guardianPhoneRequired],
  };

  it('when a 10-year-old applies without a guardian, then all four guardian fields are required', () => {
    expect(issuesByPath(publicSchema, { ...valid, ...noGuardian })).toEqual(allMissing);
  });
  it('when the guardian fields are sent empty, then they are required all the same', () => {
    const empty = {
      guardian_name: '',
      guardian_name_kana: '',
      guardian_relationship: ' ',
      guardian_phone: '',
    };
    expect(issuesByPath(publicSchema, { ...valid, ...empty })).toEqual(allMissing);
  });
  it('when only the relationship is missing, then only it is asked for', () => {
    expect(issuesByPath(publicSchema, { ...valid, guardian_relationship: undefined })).toEqual({
      guardian_relationship: [m.guardianRelationshipRequired],
    });
  });
  it('when an adult applies without a guardian, then it is accepted and the output has no guardian', () => {
    const adult = { ...valid, ...noGuardian, birth_date: '1990-04-01' };
    expect(issuesByPath(publicSchema, adult)).toEqual({});
    expect(publicSchema.parse(adult).guardian_name).toBeUndefined();
  });
  it('when the applicant turns 18 today in Tokyo, then no guardian is needed', () => {
    expect(issuesByPath(publicSchema, { ...valid, ...noGuardian, birth_date: '2007-06-16' })).toEqual({});
  });
  it('when the applicant turns 18 tomorrow, then a guardian is needed', () => {
    expect(issuesByPath(publicSchema, { ...valid, ...noGuardian, birth_date: '2007-06-17' })).toEqual(
      allMissing,
    );
  });
  it('when it is still the day before the 18th birthday in Tokyo (though the same UTC day), then a guardian is needed', () => {
    const input = { ...valid, ...noGuardian, birth_date: '2007-06-16' };
    expect(issuesByPath(schemaAt(TOKYO_LAST_MS), input)).toEqual(allMissing);
  });
  it('when another field is wrong, then the missing guardian is reported with it', () => {
    expect(issuesByPath(publicSchema, { ...valid, ...noGuardian, email: 'hanako' })).toEqual({
      email: [email.invalid],
      ...allMissing,
    });
  });
  it('when the consent box is still unticked, then the missing guardian is reported with it (the form shows all at once)', () => {
    expect(issuesByPath(publicSchema, { ...valid, ...noGuardian, confirmation: false })).toEqual({
      confirmation: [m.confirmationRequired],
      ...allMissing,
    });
  });
  it('when the birth date is not valid, then only the birth date is reported', () => {
    expect(issuesByPath(publicSchema, { ...valid, ...noGuardian, birth_date: '2015-02-30' })).toEqual({
      birth_date: [m.birthDateInvalid],
    });
  });
  it('when the guardian kana is typed in hiragana and the phone in full-width digits, then they are normalised', () => {
    expect(
      publicSchema.parse({
        ...valid,
        guardian_name_kana: 'やまだ ようこ',
        guardian_phone: '０９０－８７６５－４３２１',
      }),
    ).toMatchObject({ guardian_name_kana: 'ヤマダ ヨウコ', guardian_phone: '090-8765-4321' });
  });
  it.each([
    [
      'the guardian kana has latin letters',
      { guardian_name_kana: 'Yamada' },
      'guardian_name_kana',
      m.guardianNameKanaNotKatakana,
    ],
    [
      'the guardian name is 51 characters',
      { guardian_name: '山'.repeat(51) },
      'guardian_name',
      m.guardianNameTooLong,
    ],
    [
      'the relationship is 21 characters',
      { guardian_relationship: x(21) },
      'guardian_relationship',
      m.guardianRelationshipTooLong,
    ],
    [
      'the guardian phone has letters',
      { guardian_phone: '090-abcd-1234' },
      'guardian_phone',
      m.guardianPhoneInvalid,
    ],
    [
      'the guardian phone is 21 characters',
      { guardian_phone: '0'.repeat(21) },
      'guardian_phone',
      m.guardianPhoneTooLong,
    ],
  ])('when %s, then it is rejected', (_, patch, path, message) => {
    expect(issuesByPath(publicSchema, { ...valid, ...patch })).toEqual({ [path]: [message] });
  });
  it("when staff edit a child's application without a guardian, then it is accepted (they may not know one yet)", () => {
    const staffSchema = createPreRegistrationStaffEditFormSchema(() => TOKYO_MIDNIGHT);
    const { confirmation: _, ...staffValid } = valid;
    expect(issuesByPath(staffSchema, { ...staffValid, ...noGuardian })).toEqual({});
  });
});

describe('preRegistrationStatusFormSchema', () => {
  const statusMessages = validationMessages.preRegistrationStatus;
  const statusValid = { status: 'confirmed', notes: '電話で確認済み' };

  itAccepts(preRegistrationStatusFormSchema, statusValid, [
    { when: 'a status and a note are given', patch: {}, output: statusValid },
    ...['pending', 'confirmed', 'cancelled'].map((status) => ({
      when: `the status is ${status}`,
      patch: { status },
    })),
    { when: 'the note is left empty', patch: { notes: '' }, output: { notes: undefined } },
    { when: 'the note is missing', patch: { notes: undefined } },
    { when: 'the note is exactly 1000 characters', patch: { notes: 'あ'.repeat(1000) } },
  ]);
  itRejects(preRegistrationStatusFormSchema, statusValid, [
    {
      when: 'no status is chosen',
      patch: { status: '' },
      path: 'status',
      messages: [statusMessages.statusRequired],
    },
    {
      when: 'the status is missing',
      patch: { status: undefined },
      path: 'status',
      messages: [statusMessages.statusRequired],
    },
    {
      when: 'the status is unknown',
      patch: { status: 'done' },
      path: 'status',
      messages: [statusMessages.statusRequired],
    },
    {
      when: 'the status is converted (reached only through the convert action)',
      patch: { status: 'converted' },
      path: 'status',
      messages: [statusMessages.statusRequired],
    },
    {
      when: 'the note is 1001 characters',
      patch: { notes: 'あ'.repeat(1001) },
      path: 'notes',
      messages: [statusMessages.notesTooLong],
    },
  ]);
});
