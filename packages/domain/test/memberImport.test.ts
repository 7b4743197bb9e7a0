import { describe, expect, it } from 'vitest';
import {
  customerImportSample,
  foldHeader,
  readImportClassSlot,
  readImportGender,
  readImportStatus,
  readImportTime,
  readImportWeekday,
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

describe('the course’s cells (issue 29)', () => {
  it('when a file has course columns, then プログラム, クラス, 曜日 and 開始時刻 are matched and クラス級 stays the grade', () => {
    expect(suggestImportMapping(['コース名', 'クラス', '曜日', '開始時刻', 'クラス級', '入会日'])).toEqual([
      'program',
      'class',
      'class_weekday',
      'class_start_time',
      'grade',
      'joined_on',
    ]);
  });

  it.each([
    ['火', 2],
    ['火曜', 2],
    ['火曜日', 2],
    ['（日）', 0],
    ['Sat', 6],
    ['', null],
    ['火木', undefined],
    ['8', undefined],
  ])('reads the weekday %s', (text, weekday) => {
    expect(readImportWeekday(text)).toBe(weekday);
  });

  it.each([
    ['16:00', '16:00'],
    ['9:05', '09:05'],
    ['１６：３０', '16:30'],
    ['16時', '16:00'],
    ['16時30分', '16:30'],
    ['16時半', '16:30'],
    ['16:00:00', '16:00'],
    ['0.6875', '16:30'],
    ['', null],
    ['25:00', undefined],
    ['夕方', undefined],
  ])('reads the time %s', (text, time) => {
    expect(readImportTime(text)).toBe(time);
  });

  it.each([
    ['火 16:00', { weekday: 2, startTime: '16:00' }],
    ['火曜日16時', { weekday: 2, startTime: '16:00' }],
    ['(水)17:30', { weekday: 3, startTime: '17:30' }],
    ['土 10:00〜11:00', { weekday: 6, startTime: '10:00' }],
    ['16:00 金', { weekday: 5, startTime: '16:00' }],
    ['ジュニアA', undefined],
    ['月曜クラス', undefined],
    ['ジュニア火', undefined],
  ])('reads the class cell %s as a weekday and start time, or as a name', (text, slot) => {
    expect(readImportClassSlot(text)).toEqual(slot);
  });
});

describe('the sample file', () => {
  it('when its headers are read, then every column has its field and none twice', () => {
    const [header = ''] = customerImportSample.split('\r\n');
    const fields = suggestImportMapping(header.split(','));
    expect(fields).not.toContain(null);
    expect(new Set(fields).size).toBe(fields.length);
    expect(fields).toEqual(expect.arrayContaining(['program', 'class', 'grade', 'joined_on']));
  });
});
