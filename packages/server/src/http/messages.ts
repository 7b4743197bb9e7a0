import {
  customReportMessages,
  fieldLabels,
  fieldMessages,
  formatMessage,
  type MasterForm,
  masterFieldLabels,
  masterFormatMessages,
  serverMessages,
  validationMessages,
} from '@kayoi/domain/messages';

export { serverMessages };

/** The request's body as a whole (`_`: a schema error at its root, a JSON array where an object belongs). */
export const BODY_LABEL = 'リクエストの本文';
/** A body the operation needs that was not sent at all. */
export const BODY_MISSING = 'リクエストの本文がありません';

export const fieldLabel = (field: string): string =>
  field === '_' ? BODY_LABEL : ((fieldLabels as Record<string, string>)[field] ?? field);

/**
 * The names whose forms have their own words for one left out or blank (`端末名は必須です`): the schema's
 * required and not-blank rules answer in those words, as the form's own check did before them.
 */
const OWN_REQUIRED: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  enrollReaderDevice: { name: serverMessages.deviceNameRequired },
  createChatRoom: { name: serverMessages.chatRoomNameRequired },
  updateChatRoom: { name: serverMessages.chatRoomNameRequired },
  createCustomReport: { name: customReportMessages.nameRequired },
  updateCustomReport: { name: customReportMessages.nameRequired },
};

/** The form's own message for a required field of `operationId` left out or blank, if it has one. */
export const ownRequiredMessage = (operationId: string | undefined, field: string): string | undefined =>
  operationId === undefined ? undefined : OWN_REQUIRED[operationId]?.[field];

/** The master forms (issue 13) by the operations that take them: their fields have the form's own labels. */
const MASTER_FORMS: Readonly<Record<string, MasterForm>> = {
  createStore: 'store',
  updateStore: 'store',
  createFacility: 'facility',
  updateFacility: 'facility',
  createSchool: 'school',
  updateSchool: 'school',
  createProgramCategory: 'programCategory',
  updateProgramCategory: 'programCategory',
  createProgram: 'program',
  updateProgram: 'program',
  createGrade: 'grade',
  updateGrade: 'grade',
};

/**
 * What a field is called and how its format is worded for one operation: a master form's own label (by the
 * field's path without indices, `lanes.name`, then its name) and format message, else the common ones.
 */
export function fieldWording(
  operationId: string | undefined,
  path: string,
  name: string,
): { label: string; format?: string } {
  const form = operationId === undefined ? undefined : MASTER_FORMS[operationId];
  if (!form) return { label: fieldLabel(name) };
  const labels: Readonly<Record<string, string>> = masterFieldLabels[form];
  const unindexed = path
    .split('.')
    .filter((part) => !/^\d+$/.test(part))
    .join('.');
  const format = (masterFormatMessages as Readonly<Record<string, string>>)[name];
  return { label: labels[unindexed] ?? labels[name] ?? fieldLabel(name), ...(format ? { format } : {}) };
}

/** The Japanese message for one failed schema rule of one field (the server's side of the seed's §5). */
export function validationMessage(
  keyword: string,
  field: string,
  label: string,
  params: Record<string, unknown>,
  format?: string,
): string {
  if (field === 'email' && keyword === 'format') return fieldMessages.invalidEmail;
  // A master form's field with its own wording for a wrong format or choice (電話番号は数字とハイフンで…).
  if (format && (keyword === 'pattern' || keyword === 'enum' || keyword === 'format')) return format;
  // The store selector: any wrong store id reads as 'choose a store' (seed §5).
  if (field === 'store_id') return serverMessages.storeRequired;
  // A status select left empty or sent with an unknown value: the status dialogs' wording (seed §5).
  if (field === 'status' && (keyword === 'required' || keyword === 'enum')) {
    return validationMessages.preRegistrationStatus.statusRequired;
  }
  const fill = (template: string) =>
    formatMessage(template, { field: label, max: String(params.limit), min: String(params.limit) });
  switch (keyword) {
    case 'required':
    case 'x-not-blank':
      return fill(fieldMessages.required);
    case 'maxLength':
      return fill(fieldMessages.tooLong);
    case 'minLength':
      return Number(params.limit) <= 1 ? fill(fieldMessages.required) : fill(fieldMessages.tooShort);
    case 'minimum':
    case 'exclusiveMinimum':
      return fill(fieldMessages.tooSmall);
    case 'maximum':
    case 'exclusiveMaximum':
      return fill(fieldMessages.tooLarge);
    case 'enum':
    case 'const':
      return fill(fieldMessages.invalidChoice);
    case 'type':
      return params.type === 'integer' || params.type === 'number'
        ? fill(fieldMessages.notNumeric)
        : fill(fieldMessages.invalidFormat);
    default:
      return fill(fieldMessages.invalidFormat);
  }
}
