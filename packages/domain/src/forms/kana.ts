import { z } from 'zod';
import { KATAKANA_NAME, normalizeKana } from '../kana.ts';
import { charCount } from './fields.ts';

/**
 * A required kana name. Kana fields accept what people actually type (hiragana, half-width katakana) and store
 * full-width katakana, so the field normalises first and checks second: at most `max` characters of full-width
 * katakana.
 */
export function kanaNameField(
  messages: { required: string; tooLong: string; notKatakana: string },
  max: number,
) {
  return z
    .string({ error: messages.required })
    .overwrite(normalizeKana)
    .min(1, { error: messages.required })
    .refine((value) => charCount(value) <= max, { error: messages.tooLong })
    .refine((value) => value === '' || KATAKANA_NAME.test(value), { error: messages.notKatakana });
}
