import { describe, expect, it } from 'vitest';
import { bankSearchKey } from '../src/kana.ts';

describe('bankSearchKey', () => {
  it('when a reading is typed in any script or width, with small kana or not, then it meets the 全銀 reading', () => {
    const master = bankSearchKey('トウキヨウ');
    for (const typed of ['とうきょう', 'トウキョウ', 'ﾄｳｷｮｳ', 'ﾄｳｷﾖｳ', 'とうきよう']) {
      expect(bankSearchKey(typed)).toBe(master);
    }
  });

  it("folds the master's full-width Latin and marks as searchKey does", () => {
    expect(bankSearchKey('ミツビシユ－エフジエイ')).toBe(
      bankSearchKey('みつびしゆーえふじえい').replace('ー', ''),
    );
    expect(bankSearchKey('三菱ＵＦＪ')).toBe('三菱ufj');
  });
});
