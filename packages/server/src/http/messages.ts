import {
  fieldLabels,
  fieldMessages,
  formatMessage,
  serverMessages,
  validationMessages,
} from '@kayoi/domain/messages';

export { serverMessages };

export const fieldLabel = (field: string): string => (fieldLabels as Record<string, string>)[field] ?? field;

/** The Japanese message for one failed schema rule of one field (the server's side of the seed's §5). */
export function validationMessage(
  keyword: string,
  field: string,
  label: string,
  params: Record<string, unknown>,
): string {
  if (field === 'email' && keyword === 'format') return fieldMessages.invalidEmail;
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
