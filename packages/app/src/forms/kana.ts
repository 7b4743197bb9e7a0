import { KATAKANA_NAME, normalizeKana } from '@kayoi/api-client/forms';

/**
 * What a kana field shows after the user leaves it: hiragana and half-width katakana become full-width
 * katakana when the whole value then is katakana (やまだ → ヤマダ, ﾔﾏﾀﾞ → ヤマダ); anything else (漢字, Latin)
 * stays as typed, so the schema's message can say what is wrong with it.
 */
export function convertKana(value: string): string {
  const converted = normalizeKana(value);
  return KATAKANA_NAME.test(converted) ? converted : value;
}
