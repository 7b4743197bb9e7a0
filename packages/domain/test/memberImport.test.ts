import { describe, expect, it } from 'vitest';
import {
  foldHeader,
  readImportGender,
  readImportStatus,
  splitAddress,
  splitFullName,
  suggestImportMapping,
} from '../src/memberImport.ts';

describe('suggestImportMapping', () => {
  it('when headers are written as other systems write them, then each column gets its field', () => {
    expect(
      suggestImportMapping([
        '会員番号',
        '氏名（漢字）',
        'ふりがな',
        '生年月日',
        '性別',
        '電話番号',
        '携帯',
        'Ｅ－ｍａｉｌ',
        '〒',
        '住所',
        '保護者氏名',
        '入会日',
        '級',
        'ステータス',
        '備考',
        '好きな色',
      ]),
    ).toEqual([
      'member_number',
      'full_name',
      'full_name_kana',
      'birth_date',
      'gender',
      'phone',
      'mobile',
      'email',
      'postal_code',
      'address',
      'guardian_name',
      'joined_on',
      'grade',
      'status',
      'notes',
      null,
    ]);
  });

  it('when names come in separate columns, then 姓・名・セイ・メイ are matched, half-width kana too', () => {
    expect(suggestImportMapping(['姓', '名', 'ｾｲ', 'ﾒｲ', '会員NO'])).toEqual([
      'family_name',
      'given_name',
      'family_name_kana',
      'given_name_kana',
      'member_number',
    ]);
  });

  it('when two columns suggest one field, then only the first gets it', () => {
    expect(suggestImportMapping(['電話番号', 'TEL'])).toEqual(['phone', null]);
  });

  it('folds width, script, case, spaces and brackets', () => {
    expect(foldHeader(' フリガナ（カナ） ')).toBe('フリガナカナ');
    expect(foldHeader('ｍａｉｌ')).toBe('MAIL');
  });
});

describe('cells', () => {
  it.each([
    ['男', 'male'],
    ['男性', 'male'],
    ['M', 'male'],
    ['ｆ', 'female'],
    ['女', 'female'],
    ['その他', 'other'],
    ['', null],
    ['不明な値', undefined],
  ])('when 性別 is %s, then %s', (text, gender) => {
    expect(readImportGender(text)).toBe(gender);
  });

  it.each([
    ['在籍', 'active'],
    ['休会中', 'paused'],
    ['退会', 'withdrawn'],
    ['', null],
    ['?', undefined],
  ])('when ステータス is %s, then %s', (text, status) => {
    expect(readImportStatus(text)).toBe(status);
  });

  it('splits a full name at its first space, full- or half-width', () => {
    expect(splitFullName('山田 花子')).toEqual({ family: '山田', given: '花子' });
    expect(splitFullName('山田　花子')).toEqual({ family: '山田', given: '花子' });
    expect(splitFullName('山田花子')).toEqual({ family: '山田花子', given: '' });
  });

  it('splits an address into 都道府県, 市区町村 and the rest', () => {
    expect(splitAddress('東京都渋谷区道玄坂1-2-3')).toEqual({
      prefecture: '東京都',
      city: '渋谷区',
      street: '道玄坂1-2-3',
    });
    expect(splitAddress('神奈川県横浜市青葉区青葉台1-1')).toEqual({
      prefecture: '神奈川県',
      city: '横浜市青葉区',
      street: '青葉台1-1',
    });
    expect(splitAddress('北海道札幌市中央区北1条西2丁目')).toMatchObject({
      prefecture: '北海道',
      city: '札幌市中央区',
    });
    expect(splitAddress('道玄坂1-2-3')).toEqual({ prefecture: '', city: '', street: '道玄坂1-2-3' });
  });
});
