import spec from '@kayoi/api-client/spec' with { type: 'json' };
import * as forms from '@kayoi/domain/forms';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

// The forms (packages/domain, zod) and the contract (openapi/, enforced by the server through Ajv and the
// multipart handlers) each hold the input limits. This keeps them the same number: for every plain text field
// the spec bounds, the form accepts a value of exactly maxLength characters and refuses one more.

type Node = Record<string, unknown>;
const isObject = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Each form and the request schema (by title) of the operations it fills. */
const FORMS: [keyof typeof forms, string][] = [
  ['loginFormSchema', 'LoginInput'],
  ['nfcIdFormSchema', 'NfcLoginInput'],
  ['forgotPasswordFormSchema', 'ForgotPasswordInput'],
  ['resetPasswordFormSchema', 'ResetPasswordInput'],
  ['cardPinFormSchema', 'CardPinInput'],
  ['storeFormSchema', 'StoreInput'],
  ['facilityFormSchema', 'FacilityInput'],
  ['schoolFormSchema', 'SchoolInput'],
  ['programCategoryFormSchema', 'ProgramCategoryInput'],
  ['programFormSchema', 'ProgramInput'],
  ['gradeFormSchema', 'GradeInput'],
  ['weeklyClassFormSchema', 'WeeklyClassInput'],
  ['staffFormSchema', 'StaffInput'],
  ['staffRetireFormSchema', 'StaffRetireInput'],
  ['bankFormSchema', 'BankInput'],
  ['bankBranchFormSchema', 'BankBranchInput'],
  ['preRegistrationPublicFormSchema', 'PreRegistrationInput'],
  ['preRegistrationStaffEditFormSchema', 'PreRegistrationUpdateInput'],
  ['preRegistrationStatusFormSchema', 'PreRegistrationStatusChange'],
  ['customerFormSchema', 'CustomerFields'],
  ['customerStatusFormSchema', 'CustomerStatusChange'],
  ['customerContractFormSchema', 'CustomerContractInput'],
  ['bulletinPostFormSchema', 'BulletinPostInput'],
  ['chatMessageFormSchema', 'ChatMessageInput'],
  ['readerDeviceFormSchema', 'ReaderDeviceInput'],
  ['familyContactChangeFormSchema', 'ContactChangeRequestInput'],
  ['changeRequestRejectFormSchema', 'ContactChangeRejectInput'],
  ['familyPasswordChangeFormSchema', 'FamilyPasswordChangeInput'],
];

/** The request schemas of the bundled spec, by title. */
function requestSchemas(): Map<string, Node> {
  const found = new Map<string, Node>();
  const document = spec as unknown as { paths: Record<string, Record<string, Node>> };
  for (const item of Object.values(document.paths))
    for (const operation of Object.values(item)) {
      const content =
        isObject(operation) && isObject(operation.requestBody) ? operation.requestBody.content : null;
      if (!isObject(content)) continue;
      for (const media of Object.values(content)) {
        const schema = isObject(media) ? media.schema : null;
        if (isObject(schema) && typeof schema.title === 'string') found.set(schema.title, schema);
      }
    }
  return found;
}

/** A schema's properties, its allOf parts merged. */
function propertiesOf(schema: Node): Record<string, Node> {
  const own = isObject(schema.properties) ? (schema.properties as Record<string, Node>) : {};
  const parts = Array.isArray(schema.allOf) ? schema.allOf.filter(isObject) : [];
  return Object.assign({}, ...parts.map(propertiesOf), own);
}

/** Text fields bounded only by length: no format, pattern or enum of their own that a probe would trip on. */
const plainLimit = (schema: Node): number | null => {
  const variants = Array.isArray(schema.anyOf) ? schema.anyOf.filter(isObject) : [schema];
  const text = variants.find((variant) => [variant.type].flat().includes('string'));
  if (!text || typeof text.maxLength !== 'number') return null;
  if (['format', 'pattern', 'enum', 'const'].some((key) => key in text)) return null;
  return text.maxLength;
};

// Values of a length that a field of each kind can take: plain text, kana, digits (phones, numbers).
const PROBES = [(n: number) => 'ア'.repeat(n), (n: number) => '1'.repeat(n), (n: number) => 'a'.repeat(n)];

/** The form's messages for one field given this value (the other fields left out). */
const fieldErrors = (form: z.ZodType, field: string, value: string) => {
  const result = form.safeParse({ [field]: value });
  return result.success
    ? []
    : result.error.issues.filter((issue) => issue.path[0] === field).map((issue) => issue.message);
};

function mismatches(): string[] {
  const schemas = requestSchemas();
  const problems: string[] = [];
  for (const [formName, title] of FORMS) {
    const form = Object.entries(forms).find(([name]) => name === formName)?.[1] as unknown as z.ZodType;
    const schema = schemas.get(title);
    if (!schema) {
      problems.push(`${title}: no request schema of that title in the spec`);
      continue;
    }
    for (const [field, property] of Object.entries(propertiesOf(schema))) {
      const limit = plainLimit(property);
      if (limit === null) continue;
      const formShape = (form as unknown as { shape?: Record<string, unknown> }).shape;
      if (formShape && !(field in formShape)) continue;
      const at = PROBES.flatMap((probe) => fieldErrors(form, field, probe(limit)));
      const over = PROBES.map((probe) => fieldErrors(form, field, probe(limit + 1)));
      // Its "…文字以内で入力してください" is the form's length rule speaking (a format rule may refuse a probe too).
      if (at.some((message) => message.includes('以内')))
        problems.push(`${formName}.${field}: the form refuses ${limit} characters, the spec's maxLength`);
      if (over.some((messages) => messages.length === 0))
        problems.push(
          `${formName}.${field}: the form accepts ${limit + 1} characters, over the spec's maxLength`,
        );
      const tooLong = over.flat().filter((message) => message.includes('以内'));
      if (tooLong.some((message) => !message.includes(`${limit}文字以内`)))
        problems.push(`${formName}.${field}: the form's message (${tooLong[0]}) does not say ${limit}`);
    }
  }
  return problems;
}

describe('the forms and the spec hold the same input limits', () => {
  it('when each form field the spec bounds is probed at maxLength and one over, then the form takes the first and refuses the second', () => {
    expect(mismatches()).toEqual([]);
  });
});
