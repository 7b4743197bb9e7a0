import { z } from 'zod';
import { charCount } from './fields.ts';

// Kana name fields accept what people actually type (hiragana, half-width katakana) and store full-width
// katakana, so the schema normalises first and checks second.

const IDEOGRAPHIC_SPACE = '\u3000';
const HIRAGANA_TO_KATAKANA_SHIFT = 0x60;

/** Full-width katakana ァ-ヶ, the long-vowel mark ー, and full-width or half-width spaces. */
export const KATAKANA_NAME = /^[ァ-ヶー\u3000 ]+$/;

/** ぁ-ゖ → ァ-ヶ and ゝゞ → ヽヾ: the two blocks sit 0x60 apart. */
function hiraganaToKatakana(input: string): string {
  return input.replace(/[ぁ-ゖゝゞ]/g, (char) =>
    String.fromCharCode(char.charCodeAt(0) + HIRAGANA_TO_KATAKANA_SHIFT),
  );
}

/** NFKC, except that a full-width space stays full-width (NFKC would make it U+0020). */
function nfkcKeepingIdeographicSpace(input: string): string {
  return input
    .split(IDEOGRAPHIC_SPACE)
    .map((part) => part.normalize('NFKC'))
    .join(IDEOGRAPHIC_SPACE);
}

/**
 * Half-width katakana → full-width (ｶﾞ → ガ, via NFKC), hiragana → katakana, then trim. The second NFKC pass
 * composes a katakana with a following combining voiced mark that had no precomposed hiragana (わ゙ → ヷ),
 * which keeps the function idempotent.
 */
export function normalizeKana(input: string): string {
  return nfkcKeepingIdeographicSpace(hiraganaToKatakana(nfkcKeepingIdeographicSpace(input))).trim();
}

/** A required kana name: normalised, then at most `max` characters of full-width katakana. */
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
