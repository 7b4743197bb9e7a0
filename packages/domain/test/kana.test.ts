import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  convertKana,
  hiraganaToKatakana,
  KATAKANA_NAME,
  normalizeKana,
  searchKey,
  toHalfWidthKatakana,
} from '../src/kana.ts';

const range = (from: string, to: string): string[] => {
  const chars: string[] = [];
  for (let code = from.charCodeAt(0); code <= to.charCodeAt(0); code++) chars.push(String.fromCharCode(code));
  return chars;
};

const HIRAGANA = range('ぁ', 'ゖ');
const KATAKANA = [...range('ァ', 'ヶ'), 'ー'];
/** Half-width katakana letters ｦ-ﾝ plus ｰ, and the pairs whose voiced form lies in ァ-ヶ (ﾜﾞ → ヷ does not). */
const HALF_WIDTH = [
  ...range('ｦ', 'ﾝ'),
  'ｰ',
  ...[...'ｶｷｸｹｺｻｼｽｾｿﾀﾁﾂﾃﾄﾊﾋﾌﾍﾎｳ'].map((char) => `${char}ﾞ`),
  ...[...'ﾊﾋﾌﾍﾎ'].map((char) => `${char}ﾟ`),
];
const SPACES = [' ', '\u3000'];

const katakanaString = fc.string({ unit: fc.constantFrom(...KATAKANA), minLength: 1 });
const hiraganaString = fc.string({ unit: fc.constantFrom(...HIRAGANA), minLength: 1 });
/** What a person may type into a kana field: any mix of the three scripts and spaces. */
const kanaInput = fc.string({ unit: fc.constantFrom(...HIRAGANA, ...KATAKANA, ...HALF_WIDTH, ...SPACES) });
const anyString = fc.oneof(fc.string({ unit: 'binary' }), fc.string({ unit: 'grapheme' }), kanaInput);

describe('normalizeKana', () => {
  it.each([
    ['hiragana', 'やまだ', 'ヤマダ'],
    ['hiragana with voiced and small letters', 'がっこう', 'ガッコウ'],
    ['hiragana ゔ, ゕ, ゖ', 'ゔゕゖ', 'ヴヵヶ'],
    ['hiragana iteration marks', 'ゝゞ', 'ヽヾ'],
    ['half-width katakana with a voiced mark', 'ｶﾞｯｺｳ', 'ガッコウ'],
    ['half-width katakana with a semi-voiced mark', 'ﾊﾟﾝ', 'パン'],
    ['half-width ｳﾞ', 'ｳﾞｧｲｵﾘﾝ', 'ヴァイオリン'],
    ['half-width long-vowel mark', 'ﾙｰｼｰ', 'ルーシー'],
    ['half-width katakana with a half-width space', 'ﾔﾏﾀﾞ ﾀﾛｳ', 'ヤマダ タロウ'],
    ['a full-width space inside, kept full-width', 'ヤマダ　タロウ', 'ヤマダ　タロウ'],
    ['surrounding half-width and full-width spaces', '　 ヤマダ \u3000', 'ヤマダ'],
    ['mixed scripts', 'やまﾀﾞ　タロウ', 'ヤマダ　タロウ'],
    ['hiragana わ with a combining voiced mark', 'わ\u3099', 'ヷ'],
    ['latin, left for the check to refuse', 'Yamada', 'Yamada'],
    ['full-width latin, made half-width', 'ＹＡＭＡＤＡ', 'YAMADA'],
    ['kanji, left for the check to refuse', '山田', '山田'],
  ])('when the input is %s, then it becomes the expected katakana', (_, input, expected) => {
    expect(normalizeKana(input)).toBe(expected);
  });

  it('when normalised twice, then the second pass changes nothing (any string)', () => {
    fc.assert(
      fc.property(anyString, (input) => {
        const once = normalizeKana(input);
        expect(normalizeKana(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('when the input is already full-width katakana, then it comes back unchanged', () => {
    fc.assert(
      fc.property(katakanaString, (input) => {
        expect(normalizeKana(input)).toBe(input);
      }),
    );
  });

  it('when full-width katakana has spaces inside, then they are kept as typed', () => {
    fc.assert(
      fc.property(katakanaString, fc.constantFrom(...SPACES), katakanaString, (left, space, right) => {
        const input = `${left}${space}${right}`;
        expect(normalizeKana(input)).toBe(input);
      }),
    );
  });

  it('when the input is hiragana, then each character maps to the katakana 0x60 above it', () => {
    fc.assert(
      fc.property(hiraganaString, (input) => {
        const output = [...normalizeKana(input)];
        expect(output).toHaveLength(input.length);
        output.forEach((char, i) => {
          expect(char.charCodeAt(0)).toBe(input.charCodeAt(i) + 0x60);
        });
      }),
    );
  });

  it('when the input is any mix of kana and spaces, then every output character is in the allowed set', () => {
    fc.assert(
      fc.property(kanaInput, (input) => {
        const output = normalizeKana(input);
        expect(output === '' || KATAKANA_NAME.test(output)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('hiraganaToKatakana', () => {
  it.each([
    ['ゃ', 'ャ'],
    ['きゃっと', 'キャット'],
    ['ゆーこ', 'ユーコ'],
    ['ゝゞ', 'ヽヾ'],
    ['山田たろう', '山田タロウ'],
  ])('when %j is converted, then it reads %j', (input, expected) => {
    expect(hiraganaToKatakana(input)).toBe(expected);
  });
});

describe('convertKana (what a kana field shows once left)', () => {
  it.each([
    ['やまだ', 'ヤマダ'],
    ['ﾔﾏﾀﾞ', 'ヤマダ'],
    ['ｶﾞｯｺｳ', 'ガッコウ'],
    ['  はなこ ', 'ハナコ'],
    ['やまだ　はなこ', 'ヤマダ　ハナコ'],
    ['ヤマダ', 'ヤマダ'],
    ['ゆーこ', 'ユーコ'],
  ])('when %j is left, then it shows %j', (typed, shown) => {
    expect(convertKana(typed)).toBe(shown);
  });

  it.each(['山田', 'Yamada', 'やま田', ''])(
    'when %j cannot become katakana as a whole, then it stays as typed for the message',
    (typed) => {
      expect(convertKana(typed)).toBe(typed);
    },
  );
});

describe('toHalfWidthKatakana (for bank files)', () => {
  it.each([
    ['ガッコウ', 'ｶﾞｯｺｳ'],
    ['パン', 'ﾊﾟﾝ'],
    ['ヴァイオリン', 'ｳﾞｧｲｵﾘﾝ'],
    ['キャンセル', 'ｷｬﾝｾﾙ'],
    ['ユーコ', 'ﾕｰｺ'],
    ['やまだ　はなこ', 'ﾔﾏﾀﾞ ﾊﾅｺ'],
    ['。「」、・', '｡｢｣､･'],
    ['ヵヶ', 'ヵヶ'],
    ['ABC123', 'ABC123'],
  ])('when %j is written half-width, then it reads %j', (input, expected) => {
    expect(toHalfWidthKatakana(input)).toBe(expected);
  });

  it('when a katakana name is written half-width and read back, then it is the same name', () => {
    fc.assert(
      fc.property(katakanaString, (name) => {
        const back = normalizeKana(toHalfWidthKatakana(name));
        // ヵ, ヶ, ヮ, ヰ and ヱ have no half-width form and stay; everything else goes there and back.
        expect(back).toBe(name);
      }),
    );
  });
});

describe('searchKey', () => {
  it('when a name is typed in any script, width, case or spacing, then its key is the same', () => {
    const keys = ['ヤマダ ハナコ', 'やまだ　はなこ', 'ﾔﾏﾀﾞﾊﾅｺ', 'ヤマダハナコ'].map(searchKey);
    expect(new Set(keys)).toEqual(new Set(['ヤマダハナコ']));
    expect(searchKey('ＡＢ-１２ 3')).toBe('ab123');
  });
});
