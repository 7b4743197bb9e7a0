import type { DailyReport, Report, ReportColumn, ReportValueType } from '@kayoi/api-client';

// The reports the stories show: one store (渋谷校) in November 2026, in the common Report shape the server
// answers. Figures are pinned here so the baselines do not follow the mock's spec examples.

const col = (key: string, label: string, type: ReportValueType): ReportColumn => ({ key, label, type });

const base = (report: Report['report'], title: string, from: string, to: string) => ({
  report,
  title,
  period: { from, to },
  comparison: null,
  store: { id: 1, name: '渋谷校' },
  generated_at: '2026-12-01T09:00:00+09:00',
  notes: [] as string[],
});

const PROGRAMS = [
  ['ベビーコース', 412_500, 401_500],
  ['幼児コース', 1_188_000, 1_166_000],
  ['ジュニアコース', 2_640_000, 2_580_000],
  ['選手コース', 528_000, 528_000],
  ['成人コース', 231_000, 214_500],
] as const;

export const SALES: Report = {
  ...base('sales', '売上', '2026-11-01', '2026-11-30'),
  comparison: { from: '2025-11-01', to: '2025-11-30' },
  summary: [
    { key: 'billed', label: '請求額', value: 4_999_500, type: 'yen', previous: 4_782_000 },
    { key: 'collected', label: '入金額', value: 4_890_000, type: 'yen', previous: 4_650_500 },
    { key: 'outstanding', label: '未収額', value: 109_500, type: 'yen' },
    { key: 'tax', label: '消費税', value: 454_500, type: 'yen' },
    { key: 'collection_rate', label: '回収率', value: 97.8, type: 'percent' },
  ],
  charts: [
    {
      key: 'by_program',
      title: 'プログラム別売上',
      kind: 'bar',
      x: col('program', 'プログラム', 'text'),
      series: [col('billed', '請求額', 'yen'), col('collected', '入金額', 'yen')],
      rows: PROGRAMS.map(([program, billed, collected]) => ({ program, billed, collected })),
    },
  ],
  tables: [
    {
      key: 'by_program',
      title: 'プログラム別',
      columns: [
        col('program', 'プログラム', 'text'),
        col('billed', '請求額', 'yen'),
        col('collected', '入金額', 'yen'),
        col('rate', '回収率', 'percent'),
      ],
      rows: PROGRAMS.map(([program, billed, collected]) => ({
        program,
        billed,
        collected,
        rate: Math.round((collected / billed) * 1000) / 10,
      })),
      totals: { billed: 4_999_500, collected: 4_890_000, rate: 97.8 },
    },
    {
      key: 'by_method',
      title: '支払方法別',
      columns: [
        col('method', '支払方法', 'text'),
        col('invoices', '件数', 'int'),
        col('billed', '請求額', 'yen'),
      ],
      rows: [
        { method: '口座振替', invoices: 512, billed: 4_224_000 },
        { method: '現金', invoices: 61, billed: 503_250 },
        { method: 'クレジットカード', invoices: 33, billed: 272_250 },
      ],
      totals: { invoices: 606, billed: 4_999_500 },
    },
  ],
  notes: ['請求額は対象月の請求書（取消を除く）の合計、入金額は期間内の入金の合計です。'],
};

const MONTHS_24 = Array.from({ length: 24 }, (_, i) => {
  const year = 2024 + Math.floor((i + 11) / 12);
  const month = ((i + 11) % 12) + 1;
  return `${year}-${String(month).padStart(2, '0')}`;
});

export const SALES_TRANSITION: Report = {
  ...base('sales-transition', '売上推移', '2025-12-01', '2026-11-30'),
  comparison: { from: '2024-12-01', to: '2025-11-30' },
  summary: [
    { key: 'billed', label: '12か月の請求額', value: 57_480_000, type: 'yen', previous: 54_120_000 },
    { key: 'yoy', label: '前年比', value: 106.2, type: 'percent' },
  ],
  charts: [
    {
      key: 'transition',
      title: '月別売上（前年比較）',
      kind: 'line',
      x: col('month', '月', 'month'),
      series: [col('billed', '請求額', 'yen'), col('previous_billed', '前年同月', 'yen')],
      rows: MONTHS_24.slice(12).map((month, i) => ({
        month,
        billed: 4_600_000 + i * 40_000 + (i % 3) * 25_000,
        previous_billed: 4_350_000 + i * 38_000 + (i % 4) * 20_000,
      })),
    },
  ],
  tables: [
    {
      key: 'transition',
      title: '月別',
      columns: [
        col('month', '月', 'month'),
        col('billed', '請求額', 'yen'),
        col('collected', '入金額', 'yen'),
        col('previous_billed', '前年同月', 'yen'),
        col('yoy', '前年比', 'percent'),
      ],
      rows: MONTHS_24.slice(12).map((month, i) => {
        const billed = 4_600_000 + i * 40_000 + (i % 3) * 25_000;
        const previous = 4_350_000 + i * 38_000 + (i % 4) * 20_000;
        return {
          month,
          billed,
          collected: billed - 80_000,
          previous_billed: previous,
          yoy: Math.round((billed / previous) * 1000) / 10,
        };
      }),
    },
  ],
};

const FISCAL = ['4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月', '1月', '2月', '3月'];

export const MEMBERS: Report = {
  ...base('members', '会員', '2026-04-01', '2026-11-30'),
  comparison: { from: '2025-04-01', to: '2025-11-30' },
  summary: [
    { key: 'enrolled', label: '在籍数（期末）', value: 612, type: 'int', previous: 588 },
    { key: 'joins', label: '入会', value: 96, type: 'int' },
    { key: 'withdrawals', label: '退会', value: 71, type: 'int' },
    { key: 'churn_rate', label: '平均退会率（月）', value: 1.5, type: 'percent', note: '基準 月2%' },
    { key: 'average_tenure_months', label: '平均在籍期間（月）', value: 31.4, type: 'decimal' },
    { key: 'retention_1y', label: '1年継続率', value: 78.2, type: 'percent' },
  ],
  charts: [
    {
      key: 'seasonality',
      title: '季節変動（月末在籍数）',
      kind: 'line',
      x: col('month', '月', 'text'),
      series: [col('this_year', '2026年度', 'int'), col('last_year', '2025年度', 'int')],
      rows: FISCAL.map((month, i) => ({
        month,
        this_year: i < 8 ? 590 + i * 4 - (i > 5 ? 6 : 0) : null,
        last_year: 570 + (i < 6 ? i * 3 : 18 - (i - 6) * 4),
      })),
    },
  ],
  tables: [
    {
      key: 'cohorts',
      title: '入会月別の継続（コホート）',
      columns: [
        col('cohort', '入会月', 'month'),
        col('joins', '入会', 'int'),
        col('after_3', '3か月後', 'int'),
        col('rate_3', '3か月継続率', 'percent'),
        col('after_6', '6か月後', 'int'),
        col('rate_6', '6か月継続率', 'percent'),
        col('after_12', '12か月後', 'int'),
        col('rate_12', '12か月継続率', 'percent'),
      ],
      rows: [
        {
          cohort: '2025-04',
          joins: 38,
          after_3: 35,
          rate_3: 92.1,
          after_6: 29,
          rate_6: 76.3,
          after_12: 27,
          rate_12: 71.1,
        },
        {
          cohort: '2025-05',
          joins: 21,
          after_3: 20,
          rate_3: 95.2,
          after_6: 16,
          rate_6: 76.2,
          after_12: 15,
          rate_12: 71.4,
        },
        {
          cohort: '2026-04',
          joins: 41,
          after_3: 39,
          rate_3: 95.1,
          after_6: 33,
          rate_6: 80.5,
          after_12: null,
          rate_12: null,
        },
      ],
    },
  ],
  notes: ['退会率はその月の退会数 ÷ 前月末の在籍数です。'],
};

export const MEMBER_ACHIEVEMENT: Report = {
  ...base('member-achievement', '進級', '2026-04-01', '2026-11-30'),
  summary: [
    { key: 'promotions', label: '進級者数', value: 248, type: 'int' },
    { key: 'pass_rate', label: '合格率', value: 71.3, type: 'percent' },
    { key: 'median_days', label: '次の級までの中央値', value: 84, type: 'days' },
  ],
  charts: [
    {
      key: 'by_grade',
      title: '級別の進級者数',
      kind: 'bar',
      x: col('grade', '級', 'text'),
      series: [col('promoted', '合格', 'int'), col('failed', '不合格', 'int')],
      rows: ['15級', '14級', '13級', '12級', '11級', '10級'].map((grade, i) => ({
        grade,
        promoted: 52 - i * 6,
        failed: 12 + (i % 3) * 4,
      })),
    },
  ],
  tables: [
    {
      key: 'stuck',
      title: '同じ級に長くいる会員',
      columns: [
        col('member', '会員', 'text'),
        col('grade', '級', 'text'),
        col('since', '現在の級になった日', 'date'),
        col('days', '在級日数', 'days'),
      ],
      rows: [
        { member: '伊藤 さくら', grade: '12級', since: '2025-09-14', days: 436 },
        { member: '山本 蓮', grade: '10級', since: '2025-12-06', days: 353 },
      ],
    },
  ],
};

const HOURS = [10, 11, 14, 15, 16, 17, 18, 19, 20];

export const DAILY: DailyReport = {
  ...base('daily', '日報', '2026-11-20', '2026-11-20'),
  summary: [
    { key: 'checkins', label: '入館数', value: 182, type: 'int' },
    { key: 'lessons', label: '実施レッスン', value: 14, type: 'int' },
    { key: 'attendance_rate', label: '出席率', value: 91.2, type: 'percent' },
    { key: 'makeups', label: '振替出席', value: 6, type: 'int' },
    { key: 'joins', label: '入会', value: 2, type: 'int' },
    { key: 'withdrawals', label: '退会', value: 1, type: 'int' },
    { key: 'trials', label: '体験', value: 3, type: 'int' },
    { key: 'cash_total', label: '現金入金', value: 27_500, type: 'yen' },
  ],
  charts: [
    {
      key: 'checkins_by_hour',
      title: '時間帯別入館数',
      kind: 'bar',
      x: col('hour', '時間帯', 'text'),
      series: [col('checkins', '入館数', 'int')],
      rows: HOURS.map((hour, i) => ({
        hour: `${hour}時`,
        checkins: [8, 12, 9, 31, 42, 38, 22, 14, 6][i] ?? 0,
      })),
    },
  ],
  tables: [
    {
      key: 'lessons',
      title: 'レッスン',
      columns: [
        col('time', '時間', 'text'),
        col('class_name', 'クラス', 'text'),
        col('enrolled', '在籍', 'int'),
        col('present', '出席', 'int'),
        col('absent', '欠席', 'int'),
        col('makeups', '振替', 'int'),
      ],
      rows: [
        { time: '15:00-16:00', class_name: '幼児 金15時', enrolled: 10, present: 9, absent: 1, makeups: 0 },
        {
          time: '16:00-17:00',
          class_name: 'ジュニア 金16時',
          enrolled: 12,
          present: 11,
          absent: 1,
          makeups: 1,
        },
        { time: '17:00-18:00', class_name: '選手 金17時', enrolled: 8, present: 8, absent: 0, makeups: 0 },
      ],
      totals: { enrolled: 30, present: 28, absent: 2, makeups: 1 },
    },
    {
      key: 'cash',
      title: '現金入金',
      columns: [
        col('time', '時刻', 'text'),
        col('member', '会員', 'text'),
        col('item', '内容', 'text'),
        col('amount', '金額', 'yen'),
      ],
      rows: [
        { time: '15:42', member: '佐藤 花子', item: '11月分 月謝', amount: 8_800 },
        { time: '16:10', member: '田中 一郎', item: '入会金・12月分 月謝', amount: 18_700 },
      ],
      totals: { amount: 27_500 },
    },
  ],
  sign_off: null,
};

/** A report with nothing in its period: its figures are zeros, its tables and charts have no rows. */
export const emptyOf = (report: Report): Report => ({
  ...report,
  summary: report.summary.map((figure) => ({ ...figure, value: 0 })),
  charts: report.charts.map((chart) => ({ ...chart, rows: [] })),
  tables: report.tables.map((table) => ({ ...table, rows: [], totals: undefined })),
});

const CHAIN_STORES = [
  [1, '渋谷校', 6_518, 412, 2_610, 2_380, 96, 58, 1],
  [2, '横浜校', 8_904, 548, 3_402, 3_049, 141, 77, 0],
  [3, '大宮校', 4_127, 276, 1_744, 1_530, 88, 41, 2],
] as const;
const lessonColumns = [
  col('lessons', '実施レッスン', 'int'),
  col('places', '出席対象（のべ）', 'int'),
  col('presences', '出席', 'int'),
  col('attendance_rate', '出席率', 'percent'),
  col('absences', '欠席連絡', 'int'),
  col('makeups_used', '振替利用', 'int'),
  col('cancelled_lessons', '休講', 'int'),
];
const rate = (presences: number, places: number) => Math.round((presences * 1000) / places) / 10;

/** The attendance report over a chain of three stores (store=all): the table under the series lists the stores. */
export const ATTENDANCE_CHAIN: Report = {
  ...base('attendance', '出席', '2026-10-01', '2026-10-31'),
  store: { id: null, name: '全店舗' },
  summary: [
    { key: 'check_ins', label: '来館数', value: 19_549, type: 'int' },
    { key: 'visitors', label: '来館会員数', value: 2_164, type: 'int' },
    { key: 'lessons', label: '実施レッスン数', value: 1_236, type: 'int' },
    { key: 'attendance_rate', label: '出席率', value: rate(6_959, 7_756), type: 'percent' },
    { key: 'presences', label: '出席数', value: 6_959, type: 'int' },
    { key: 'absences', label: '欠席連絡', value: 325, type: 'int' },
    { key: 'makeups_used', label: '振替利用', value: 176, type: 'int' },
    { key: 'cancelled_lessons', label: '休講', value: 3, type: 'int' },
  ],
  charts: [],
  tables: [
    {
      key: 'stores',
      title: '店舗別',
      columns: [col('store_name', '店舗', 'text'), col('check_ins', '来館', 'int'), ...lessonColumns],
      rows: CHAIN_STORES.map(
        ([id, name, checkIns, lessons, places, presences, absences, makeups, cancelled]) => ({
          store_id: id,
          store_name: name,
          check_ins: checkIns,
          lessons,
          places,
          presences,
          attendance_rate: rate(presences, places),
          absences,
          makeups_used: makeups,
          cancelled_lessons: cancelled,
        }),
      ),
      totals: {
        store_name: '合計',
        check_ins: 19_549,
        lessons: 1_236,
        places: 7_756,
        presences: 6_959,
        attendance_rate: rate(6_959, 7_756),
        absences: 325,
        makeups_used: 176,
        cancelled_lessons: 3,
      },
    },
  ],
  notes: ['全店舗では店舗別に表示します。クラス別の表は店舗を選ぶと表示されます。'],
};

/** Each store's lanes, hours used and open in October, for the facilities report over the chain. */
const CHAIN_LANES = [
  [1, '渋谷校', 6, 412.5, 1_782],
  [2, '横浜校', 8, 596, 2_376],
  [3, '大宮校', 4, 248, 1_188],
] as const;
const occupancy = (used: number, open: number) => Math.round((used * 1000) / open) / 10;
const heatHours = [16, 17, 18] as const;

/** The facilities report over a chain of three stores (store=all): the stores listed, the free hours counted by store. */
export const FACILITIES_CHAIN: Report = {
  ...base('facilities', '施設', '2026-10-01', '2026-10-31'),
  store: { id: null, name: '全店舗' },
  summary: [
    { key: 'lanes', label: 'レーン・部屋', value: 18, type: 'int' },
    { key: 'used_hours', label: '使用時間', value: 1_256.5, type: 'decimal' },
    { key: 'open_hours', label: '営業時間（延べ）', value: 5_346, type: 'decimal' },
    { key: 'occupancy_rate', label: '稼働率', value: occupancy(1_256.5, 5_346), type: 'percent' },
    { key: 'peak', label: 'ピーク', value: '金 17時台', type: 'text', note: '稼働率 88.9%' },
    { key: 'unused_slots', label: '空き枠（レーン×時間帯）', value: 412, type: 'int' },
  ],
  charts: [],
  tables: [
    {
      key: 'stores',
      title: '店舗別',
      columns: [
        col('store_name', '店舗', 'text'),
        col('lanes', 'レーン数', 'int'),
        col('used_hours', '使用時間', 'decimal'),
        col('open_hours', '営業時間', 'decimal'),
        col('occupancy_rate', '稼働率', 'percent'),
      ],
      rows: CHAIN_LANES.map(([id, name, lanes, used, open]) => ({
        store_id: id,
        store_name: name,
        lanes,
        used_hours: used,
        open_hours: open,
        occupancy_rate: occupancy(used, open),
      })),
      totals: {
        store_name: '合計',
        lanes: 18,
        used_hours: 1_256.5,
        open_hours: 5_346,
        occupancy_rate: occupancy(1_256.5, 5_346),
      },
    },
    {
      key: 'facilities',
      title: '施設別',
      columns: [
        col('facility_name', '施設', 'text'),
        col('lanes', 'レーン数', 'int'),
        col('used_hours', '使用時間', 'decimal'),
        col('occupancy_rate', '稼働率', 'percent'),
      ],
      rows: [
        {
          facility_name: '25mプール',
          lanes: 18,
          used_hours: 1_256.5,
          occupancy_rate: occupancy(1_256.5, 5_346),
        },
      ],
    },
    {
      key: 'unused',
      title: '空き枠（期間中に一度も使われていない時間帯）',
      columns: [
        col('weekday', '曜日', 'text'),
        col('hour', '時', 'int'),
        col('free_lanes', '空きレーン数', 'int'),
        col('free_stores', '空きのある店舗数', 'int'),
      ],
      rows: heatHours.map((hour, i) => ({ weekday: '月', hour, free_lanes: 5 - i, free_stores: 3 - i })),
    },
  ],
  notes: [
    '全店舗では店舗別に表示し、施設は同じ名前をまとめます。レーン別の表と空きレーンの名前は店舗を選ぶと表示されます。',
  ],
};
