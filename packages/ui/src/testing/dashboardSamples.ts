// Sample figures for the dashboard kit's stories (a Friday afternoon at a mid-sized swim school).

import type { Insight } from '../InsightsCard/InsightsCard.tsx';
import type { OccupancyLists, OccupancyRecord } from '../OccupancyPanel/OccupancyPanel.tsx';
import type { ScheduleClass } from '../ScheduleTimeline/ScheduleTimeline.tsx';

const NAMES = [
  '山田 花子',
  '佐藤 蓮',
  '鈴木 陽葵',
  '高橋 湊',
  '田中 結菜',
  '伊藤 大和',
  '渡辺 凛',
  '中村 悠真',
  '小林 さくら',
  '加藤 颯',
];

export const sampleRecord = (i: number, inside: boolean): OccupancyRecord => {
  const inMinutes = 15 * 60 + 5 + i * 7;
  const hhmm = (m: number) =>
    `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  const stay = 45 + i * 9;
  return {
    id: 100 + i,
    customer_name: NAMES[i % NAMES.length] as string,
    check_in_time: hhmm(inMinutes),
    check_out_time: inside ? null : hhmm(inMinutes + stay),
    stay_duration: inside ? null : stay,
    duration_minutes: inside ? 65 - i * 5 : stay,
  };
};

export const sampleOccupancy: OccupancyLists = {
  current_checkins: [0, 1, 2, 3, 4].map((i) => sampleRecord(i, true)),
  recent_checkins: [0, 1, 2, 3, 4, 5].map((i) => sampleRecord(i, i < 5)),
  recent_checkouts: [5, 6, 7].map((i) => sampleRecord(i, false)),
  longest_stays: [7, 6, 5, 0].map((i) => sampleRecord(i, i === 0)),
};

export const emptyOccupancy: OccupancyLists = {
  current_checkins: [],
  recent_checkins: [],
  recent_checkouts: [],
  longest_stays: [],
};

export const sampleSchedule: ScheduleClass[] = [
  {
    id: 1,
    class_name: 'ベビースイミング',
    instructor_name: '山田 太郎',
    start_time: '10:00',
    end_time: '11:00',
    enrolled: 10,
    capacity: 12,
    attendance_rate: 90,
    attendance_basis: 'today',
  },
  {
    id: 2,
    class_name: 'ジュニアコース',
    instructor_name: '佐藤 美咲',
    start_time: '16:00',
    end_time: '17:00',
    enrolled: 18,
    capacity: 20,
    attendance_rate: 72.2,
    attendance_basis: 'today',
  },
  {
    id: 3,
    class_name: '選手育成コース',
    instructor_name: '鈴木 健太',
    start_time: '16:30',
    end_time: '18:00',
    enrolled: 11,
    capacity: 12,
    attendance_rate: 54.5,
    attendance_basis: 'recent',
  },
  {
    id: 4,
    class_name: 'ジュニアコース（上級）',
    instructor_name: null,
    start_time: '17:00',
    end_time: '18:00',
    enrolled: 15,
    capacity: 20,
    attendance_rate: 81.3,
    attendance_basis: 'recent',
  },
  {
    id: 5,
    class_name: '成人フィットネス',
    instructor_name: '高橋 葵',
    start_time: '19:30',
    end_time: '21:00',
    enrolled: 14,
    capacity: 16,
    attendance_rate: 60,
    attendance_basis: 'none',
  },
];

export const sampleInsights: Insight[] = [
  {
    id: 'week_forecast',
    kind: 'prediction',
    title: '今週の入館予測',
    message: '今週の残り（土）の入館は約96名の見込みです。今週の合計は約560名になります。',
    confidence: 75,
    basis: '過去8週に同じ方法で予測した結果が実績の±15%以内だった割合',
  },
  {
    id: 'class_capacity',
    kind: 'recommendation',
    title: 'クラスの増枠を検討',
    message:
      '「ジュニアコース（土11:00）」は定員20名に19名が在籍しています（95%）。増枠やクラスの追加を検討してください。',
    confidence: 100,
    basis: '直近4回のレッスンのうち出席が定員の80%以上だった割合',
  },
  {
    id: 'attendance_drop',
    kind: 'alert',
    title: '来館が減っている会員',
    message:
      '直近4週の来館が前の4週の半分以下になった会員が3名います（佐藤 蓮さん、鈴木 陽葵さん ほか）。声かけや振替の案内を検討してください。',
    confidence: 67,
    basis: '4週前に同じ条件で挙がった3名のうち、その後も来館が戻らなかった割合',
  },
];

/** A Friday: this week's Saturday is still to come. */
export const sampleWeekly = {
  this_week: [58, 72, 95, 88, 91, 104, 0].map((count, i) => ({
    label: '日月火水木金土'[i] as string,
    count,
    is_future: i === 6,
  })),
  last_week: [61, 70, 90, 85, 93, 99, 120].map((count, i) => ({
    label: '日月火水木金土'[i] as string,
    count,
    is_future: false,
  })),
};

export const sampleTrend = [
  { month: '2026-06', label: '6月', rate: 78.4 },
  { month: '2026-07', label: '7月', rate: 81.2 },
  { month: '2026-08', label: '8月', rate: 74.9 },
  { month: '2026-09', label: '9月', rate: 80.5 },
  { month: '2026-10', label: '10月', rate: 83.1 },
  { month: '2026-11', label: '11月', rate: 85.7 },
];
