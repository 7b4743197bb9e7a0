import { describe, expect, it } from 'vitest';
import { convertKana } from './kana.ts';

describe('convertKana', () => {
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
