import { z } from 'zod';
import { normalizeKana } from '../kana.ts';
import { bankMessages as b } from '../messages.ts';
import { charCount, optionalText, requiredText } from './fields.ts';

/** A 全銀 reading: katakana (full-width, as the master writes it), the long-vowel mark, Latin letters, digits and ().-. */
const BANK_KANA = /^[ァ-ヶー\u3000 A-Za-z0-9().\-・]+$/;

const bankKana = z
  .string({ error: b.kanaRequired })
  .overwrite(normalizeKana)
  .min(1, { error: b.kanaRequired })
  .refine((value) => charCount(value) <= 100, { error: b.kanaTooLong })
  .refine((value) => value === '' || BANK_KANA.test(value), { error: b.kanaNotKatakana });

/** An admin's correction of a bank (銀行マスタの修正). */
export const bankFormSchema = z.object({
  name: requiredText({ required: b.nameRequired, tooLong: b.nameTooLong }, 100),
  kana: bankKana,
  is_active: z.boolean(),
});

/** An admin's correction of a branch: renamed, merged (with a note where its accounts went) or closed. */
export const bankBranchFormSchema = bankFormSchema.extend({
  note: optionalText({ max: 200, tooLong: b.noteTooLong }),
});

export type BankFormInput = z.input<typeof bankFormSchema>;
export type BankFormValues = z.output<typeof bankFormSchema>;
export type BankBranchFormInput = z.input<typeof bankBranchFormSchema>;
export type BankBranchFormValues = z.output<typeof bankBranchFormSchema>;
