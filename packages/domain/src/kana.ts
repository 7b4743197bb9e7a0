// Kana and character width. People type names in hiragana or half-width katakana; the school keeps full-width
// katakana (フリガナ), searches without caring for script, width, case or spaces, and writes half-width katakana
// where old formats ask for it (全銀 bank transfer files).

const IDEOGRAPHIC_SPACE = '\u3000';
const HIRAGANA_TO_KATAKANA_SHIFT = 0x60;

/** Full-width katakana ァ-ヶ, the long-vowel mark ー, and full-width or half-width spaces. */
export const KATAKANA_NAME = /^[ァ-ヶー\u3000 ]+$/;

/** ぁ-ゖ → ァ-ヶ and ゝゞ → ヽヾ: the two blocks sit 0x60 apart. Anything else stays as it is. */
export function hiraganaToKatakana(input: string): string {
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
 * Half-width katakana → full-width (ｶﾞ → ガ, via NFKC), hiragana → katakana, then trim. NFKC also makes
 * full-width letters and digits ASCII. The second NFKC pass composes a katakana with a following combining
 * voiced mark that had no precomposed hiragana (わ゙ → ヷ), which keeps the function idempotent.
 */
export function normalizeKana(input: string): string {
  return nfkcKeepingIdeographicSpace(hiraganaToKatakana(nfkcKeepingIdeographicSpace(input))).trim();
}

/**
 * What a kana field shows after the user leaves it: hiragana and half-width katakana become full-width
 * katakana when the whole value then is katakana (やまだ → ヤマダ, ﾔﾏﾀﾞ → ヤマダ); anything else (漢字, Latin)
 * stays as typed, so the form's message can say what is wrong with it.
 */
export function convertKana(value: string): string {
  const converted = normalizeKana(value);
  return KATAKANA_NAME.test(converted) ? converted : value;
}

/**
 * The search key of a name, kana, phone or member number: kana- and width-blind, lower case, without spaces
 * or hyphens, so that a key's substring match finds 'ﾔﾏﾀﾞ', 'やまだ' and 'ヤマダ' alike. The database folds the
 * stored side with its own `kayoi_search_key` (migration 0030); a server test holds the two to the same answers.
 */
export const searchKey = (text: string) => normalizeKana(text).toLowerCase().replace(/[\s-]/g, '');

const SMALL_KANA = 'ァィゥェォッャュョヮヵヶ';
const LARGE_KANA = 'アイウエオツヤユヨワカケ';

/**
 * The usual forms of a financial institution's name, folded to the short form the 全銀 master writes (城南信用金庫
 * is 城南信金 there, ジヨウナンシンキン in kana), in kanji and in kana (after small kana are made large). 銀行 and
 * ギンコウ go: the master names no bank with them (みずほ, 三菱ＵＦＪ).
 */
const LONG_FORMS: readonly [RegExp, string][] = [
  [/信用金庫/g, '信金'],
  [/シンヨウキンコ/g, 'シンキン'],
  [/信用組合/g, '信組'],
  [/シンヨウクミアイ/g, 'シンクミ'],
  [/労働金庫/g, '労金'],
  [/ロウドウキンコ/g, 'ロウキン'],
  [/農業協同組合/g, '農協'],
  [/ノウギヨウキヨウドウクミアイ/g, 'ノウキヨウ'],
  [/漁業協同組合/g, '漁協'],
  [/ギヨギヨウキヨウドウクミアイ/g, 'ギヨキヨウ'],
  [/銀行|ギンコウ/g, ''],
];

/**
 * The search key of the bank master: `searchKey`, with small kana made large, because the 全銀 readings have
 * none (東京 is トウキヨウ there), so とうきょう and トウキヨウ meet; long-vowel marks dropped (the master writes
 * ミツビシユ－エフジエイ with a full-width minus, people type ユーエフジェイ); and the long forms of the names folded
 * to the master's short ones (信用金庫 → 信金, 信用組合 → 信組, 労働金庫 → 労金, 銀行 dropped). The stored side
 * (banks.search_text) is written with it by the server, the query folded by it; one function, both sides.
 */
export const bankSearchKey = (text: string) => {
  let key = searchKey(text)
    .replace(/[ァィゥェォッャュョヮヵヶ]/g, (char) => LARGE_KANA[SMALL_KANA.indexOf(char)] as string)
    .replace(/[ー‐－―−]/g, '');
  for (const [form, short] of LONG_FORMS) key = key.replace(form, short);
  return key;
};

/** The version of `bankSearchKey`'s fold: rows keyed by an older one are keyed again by the server. */
export const BANK_SEARCH_KEY_VERSION = 2;

// Full-width → half-width katakana, built from Unicode's own half-width forms (U+FF61–U+FF9F, whose NFKC is the
// full-width character): a voiced or semi-voiced kana becomes its base and ﾞ or ﾟ.
const HALF_VOICED = '\uff9e';
const HALF_SEMI_VOICED = '\uff9f';
const toHalfWidth: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>([
    [IDEOGRAPHIC_SPACE, ' '],
    ['\u309b', HALF_VOICED], // ゛ on its own
    ['\u309c', HALF_SEMI_VOICED], // ゜ on its own
  ]);
  for (let code = 0xff61; code <= 0xff9f; code++) {
    const half = String.fromCharCode(code);
    const full = half.normalize('NFKC');
    if (!map.has(full)) map.set(full, half);
    const voiced = `${full}\u3099`.normalize('NFC');
    if (voiced.length === 1) map.set(voiced, half + HALF_VOICED);
    const semiVoiced = `${full}\u309a`.normalize('NFC');
    if (semiVoiced.length === 1) map.set(semiVoiced, half + HALF_SEMI_VOICED);
  }
  return map;
})();

/**
 * Full-width katakana (and hiragana) → half-width katakana: ガッコウ → ｶﾞｯｺｳ, ー → ｰ, 。「」、・ → ｡｢｣､･, a
 * full-width space → ' '. Characters without a half-width form (ヵ, ヶ, ヮ, ヰ, ヱ, 漢字) stay as they are; a bank
 * file's own character set is its writer's to check.
 */
export function toHalfWidthKatakana(input: string): string {
  let out = '';
  for (const char of hiraganaToKatakana(input.normalize('NFC'))) out += toHalfWidth.get(char) ?? char;
  return out;
}
