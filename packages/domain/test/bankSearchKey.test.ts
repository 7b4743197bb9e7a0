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

describe('bankSearchKey of the usual forms of a name', () => {
  const finds = (typed: string, master: { name: string; kana: string }) =>
    bankSearchKey(`${master.name}|${master.kana}`).includes(bankSearchKey(typed));

  it.each([
    '城南信用金庫',
    '城南信金',
    'ジョウナンシンキン',
    'じょうなん',
    'ｼﾞｮｳﾅﾝｼﾝｷﾝ',
    'じょうなんしんようきんこ',
    '城南 信用金庫',
  ])('when %s is typed, then 城南信金 (ジヨウナンシンキン) is found', (typed) => {
    expect(finds(typed, { name: '城南信金', kana: 'ジヨウナンシンキン' })).toBe(true);
  });

  it.each([
    '三菱UFJ銀行',
    '三菱ＵＦＪ',
    '三菱ufj',
    'ミツビシユーエフジエイ',
    'みつびしゆーえふじぇい',
    'ﾐﾂﾋﾞｼﾕｰｴﾌｼﾞｪｲ',
  ])('when %s is typed, then 三菱ＵＦＪ (ミツビシユ－エフジエイ) is found', (typed) => {
    expect(finds(typed, { name: '三菱ＵＦＪ', kana: 'ミツビシユ－エフジエイ' })).toBe(true);
  });

  it.each([
    ['第一勧業信用組合', { name: '第一勧業信組', kana: 'ダイイチカンギヨウシンクミ' }],
    ['だいいちかんぎょうしんようくみあい', { name: '第一勧業信組', kana: 'ダイイチカンギヨウシンクミ' }],
    ['中央労働金庫', { name: '中央労金', kana: 'チユウオウロウキン' }],
    ['ちゅうおうろうどうきんこ', { name: '中央労金', kana: 'チユウオウロウキン' }],
    ['横浜銀行', { name: '横浜', kana: 'ヨコハマ' }],
    ['よこはまぎんこう', { name: '横浜', kana: 'ヨコハマ' }],
    ['今金町農業協同組合', { name: '今金町農協', kana: 'イマガネチヨウノウキヨウ' }],
  ])('when %s is typed, then %o is found', (typed, master) => {
    expect(finds(typed, master)).toBe(true);
  });

  it('when another bank is typed, then 城南信金 is not found', () => {
    expect(finds('城北信用金庫', { name: '城南信金', kana: 'ジヨウナンシンキン' })).toBe(false);
  });
});
