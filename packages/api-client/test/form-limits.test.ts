import {
  bankBranchFormSchema,
  bankFormSchema,
  bulletinPostFormSchema,
  changeRequestRejectFormSchema,
  chatMessageFormSchema,
  customerContractFormSchema,
  customerFormSchema,
  customerStatusFormSchema,
  facilityFormSchema,
  familyContactChangeFormSchema,
  familyPasswordChangeFormSchema,
  forgotPasswordFormSchema,
  gradeFormSchema,
  loginFormSchema,
  memberNoticeFormSchema,
  preRegistrationPublicFormSchema,
  preRegistrationStaffEditFormSchema,
  preRegistrationStatusFormSchema,
  programCategoryFormSchema,
  programFormSchema,
  readerDeviceFormSchema,
  resetPasswordFormSchema,
  schoolFormSchema,
  staffFormSchema,
  staffRetireFormSchema,
  storeFormSchema,
  weeklyClassFormSchema,
} from '@kayoi/domain/forms';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import spec from '../src/generated/openapi.json' with { type: 'json' };

// A text limit is written twice: as `maxLength` in the contract (the server's Ajv enforces it on every request) and
// in the form's zod schema (the screen says 「…は50文字以内で入力してください」 before sending). Issue 27: they are
// compared here, field by field, for every form that sends to an operation, so that neither can change alone. A
// form that allowed more than the spec would let the user send what the server refuses in English-free 422s; one
// that allowed less would refuse what the API takes.

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The request body schemas of an operation (JSON and multipart), as bundled. */
function requestSchemas(operationId: string): Node[] {
  for (const item of Object.values((spec as { paths: Record<string, Record<string, unknown>> }).paths)) {
    for (const operation of Object.values(item)) {
      if (!isObject(operation) || operation.operationId !== operationId) continue;
      const content = ((operation.requestBody as Node | undefined)?.content ?? {}) as Record<string, Node>;
      return Object.values(content)
        .map((media) => media.schema)
        .filter(isObject);
    }
  }
  throw new Error(`no operation ${operationId} in the spec`);
}

/**
 * Fields whose format bounds them more tightly than their length in the form: 郵便番号 is 000-0000 (〒 and full-width
 * digits allowed), so no 10-character value passes the form's format whatever the limit.
 */
const BOUNDED_BY_FORMAT = new Set(['postal_code']);

/** Every string property with a `maxLength` (top level, through allOf/oneOf/anyOf), but those a pattern bounds. */
function textLimits(schema: Node, into = new Map<string, number>()): Map<string, number> {
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    for (const part of (schema[key] as Node[] | undefined) ?? []) textLimits(part, into);
  }
  for (const [name, property] of Object.entries((schema.properties ?? {}) as Record<string, Node>)) {
    const variants = [property, ...(((property.oneOf ?? property.anyOf) as Node[] | undefined) ?? [])];
    const text = variants.find((variant) => typeof variant.maxLength === 'number' && !('pattern' in variant));
    if (text && !BOUNDED_BY_FORMAT.has(name))
      into.set(name, Math.min(into.get(name) ?? Number.POSITIVE_INFINITY, text.maxLength as number));
  }
  return into;
}

/** The object a form schema parses, under its transforms (zod 4 keeps the input of a pipe as `in`). */
function fieldsOf(schema: z.ZodType): string[] {
  let current = schema as unknown as { _zod: { def: Node } };
  for (;;) {
    const def = current._zod.def;
    if (def.type === 'object') return Object.keys(def.shape as Node);
    if (def.type === 'pipe') current = def.in as typeof current;
    else throw new Error(`cannot find the fields of a ${String(def.type)} schema`);
  }
}

/** A value of `length` characters that fits the field's other rules, so only its length can be refused. */
function textOf(field: string, length: number): string {
  if (/email/.test(field)) return `${'a'.repeat(length - '@example.jp'.length)}@example.jp`;
  if (/kana|furigana/.test(field)) return 'ア'.repeat(length);
  if (/phone|tel|mobile|fax/.test(field)) return '0'.repeat(length);
  if (/number|code|pin/.test(field)) return '1'.repeat(length);
  if (/password/.test(field)) return `a1${'b'.repeat(length - 2)}`;
  return 'あ'.repeat(length);
}

/** The messages a form gives for `field` alone when it holds `value`. */
function refusals(schema: z.ZodType, field: string, value: string): string[] {
  const result = schema.safeParse({ [field]: value });
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
}

/** Each form schema and the operations its screen sends to (マイページ's sign-in pages check their fields themselves). */
const forms: [name: string, schema: z.ZodType, operations: string[]][] = [
  ['顧客', customerFormSchema, ['createCustomer', 'updateCustomer']],
  ['契約', customerContractFormSchema, ['createCustomerContract', 'updateCustomerContract']],
  ['仮登録（公開フォーム）', preRegistrationPublicFormSchema, ['createPublicPreRegistration']],
  ['仮登録（スタッフ編集）', preRegistrationStaffEditFormSchema, ['updatePreRegistration']],
  ['銀行', bankFormSchema, ['updateBank']],
  ['支店', bankBranchFormSchema, ['updateBankBranch']],
  ['掲示板', bulletinPostFormSchema, ['createBulletinPost', 'updateBulletinPost']],
  ['チャット', chatMessageFormSchema, ['sendChatMessage', 'editChatMessage']],
  ['施設', facilityFormSchema, ['createFacility', 'updateFacility']],
  ['連絡先の変更依頼', familyContactChangeFormSchema, ['createFamilyChangeRequest']],
  ['級', gradeFormSchema, ['createGrade', 'updateGrade']],
  ['お知らせ', memberNoticeFormSchema, ['createMemberNotice']],
  ['プログラム', programFormSchema, ['createProgram', 'updateProgram']],
  ['プログラム分類', programCategoryFormSchema, ['createProgramCategory', 'updateProgramCategory']],
  ['スクール', schoolFormSchema, ['createSchool', 'updateSchool']],
  ['スタッフ', staffFormSchema, ['createStaff', 'updateStaff']],
  ['店舗', storeFormSchema, ['createStore', 'updateStore']],
  ['クラス', weeklyClassFormSchema, ['createClass', 'updateClass']],
  ['リーダー端末', readerDeviceFormSchema, ['enrollReaderDevice']],
  ['ログイン', loginFormSchema, ['loginWithPassword']],
  ['パスワード再設定の依頼', forgotPasswordFormSchema, ['requestPasswordReset']],
  ['パスワード再設定', resetPasswordFormSchema, ['resetPassword']],
  ['パスワード変更（マイページ）', familyPasswordChangeFormSchema, ['changeFamilyPassword']],
  ['顧客のステータス', customerStatusFormSchema, ['changeCustomerStatus']],
  ['仮登録のステータス', preRegistrationStatusFormSchema, ['changePreRegistrationStatus']],
  ['スタッフの退職', staffRetireFormSchema, ['retireStaff']],
  ['変更依頼の却下', changeRequestRejectFormSchema, ['rejectCustomerChangeRequest']],
];

describe.each(forms)('the %s form and the spec', (_name, schema, operations) => {
  const fields = new Set(fieldsOf(schema));
  it.each(operations)(
    'when %s limits a text the form has, then the form takes that many characters and refuses one more',
    (operation) => {
      const limits = [...requestSchemas(operation).map((body) => textLimits(body))].flatMap((map) => [
        ...map,
      ]);
      const shared = limits.filter(([field]) => fields.has(field));
      const disagreements = shared.flatMap(([field, max]) => {
        const atLimit = refusals(schema, field, textOf(field, max));
        const over = refusals(schema, field, textOf(field, max + 1));
        if (atLimit.length > 0)
          return [`${field}: the spec takes ${max}, the form refuses it (${atLimit.join(' / ')})`];
        if (over.length === 0) return [`${field}: the spec takes ${max}, the form takes ${max + 1}`];
        return [];
      });
      expect(disagreements).toEqual([]);
      // The comparison covered something: a form with no limited text in common with its operation is a wrong pair.
      expect(shared.length).toBeGreaterThan(0);
    },
  );
});
