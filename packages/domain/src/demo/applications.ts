import { DAY_MS, dayOf, dayStartOf, isoTokyo, MINUTE_MS } from '../calendar.ts';
import { type FixtureGender, STORES } from './school.ts';

// The Storybook school's applications (仮登録) from the public form, in every status, for both stores.

export type ApplicationStatus = 'pending' | 'confirmed' | 'converted' | 'cancelled';

/** An application as the API shows it, with `with_avatar` for the photo the applicant sent. */
export interface FixtureApplication {
  id: number;
  store_id: number;
  store: string | null;
  with_avatar: boolean;
  family_name: string;
  given_name: string;
  family_name_kana: string;
  given_name_kana: string;
  birth_date: string;
  gender: FixtureGender;
  phone: string | null;
  mobile: string;
  email: string;
  postal_code: string;
  region: string | null;
  prefecture: string;
  city: string;
  street_address: string;
  building: string | null;
  desired_program_id: number | null;
  desired_join_date: string | null;
  desired_visit_date: string | null;
  notes: string | null;
  status: ApplicationStatus;
  status_notes: string | null;
  converted_customer_id: number | null;
  confirmed_at: string | null;
  converted_at: string | null;
  created_at: string;
  updated_at: string;
}

interface Applicant {
  store_id: number;
  family_name: string;
  given_name: string;
  family_name_kana: string;
  given_name_kana: string;
  /** Age in years on the day of submission. */
  age: number;
  gender: FixtureGender;
  mobile: string;
  phone: string | null;
  email: string;
  postal_code: string;
  prefecture: string;
  city: string;
  street_address: string;
  building: string | null;
  desired_program_id: number | null;
  notes: string | null;
  status: ApplicationStatus;
  status_notes?: string;
  /** Days before now the form was sent, and at which time of day (minutes after midnight). */
  sent: readonly [days: number, minutes: number];
  /** Days after submission the desired join / visit dates are. */
  join_in?: number;
  visit_in?: number;
  with_avatar?: boolean;
}

// One applicant per line of the review list, in every status, for both stores; phone numbers as real ones
// look (not 090-1234-5678), each address a town its postal code names.
const APPLICANTS: readonly Applicant[] = [
  {
    store_id: 1,
    family_name: '山田',
    given_name: '花音',
    family_name_kana: 'ヤマダ',
    given_name_kana: 'カノン',
    age: 8,
    gender: 'female',
    mobile: '090-4718-2635',
    phone: null,
    email: 'yamada.family@example.jp',
    postal_code: '150-0043',
    prefecture: '東京都',
    city: '渋谷区',
    street_address: '道玄坂1-2-3',
    building: '道玄坂ハイツ101',
    desired_program_id: 3,
    notes: '水に顔をつけるのが苦手です',
    status: 'pending',
    sent: [0, 9 * 60 + 12],
    join_in: 11,
    visit_in: 7,
    with_avatar: true,
  },
  {
    store_id: 1,
    family_name: '佐藤',
    given_name: '蓮',
    family_name_kana: 'サトウ',
    given_name_kana: 'レン',
    age: 5,
    gender: 'male',
    mobile: '080-3952-1187',
    phone: '03-3461-5807',
    email: 'sato.ren.mama@example.jp',
    postal_code: '1500041',
    prefecture: '東京都',
    city: '渋谷区',
    street_address: '神南2-4-1',
    building: null,
    desired_program_id: 2,
    notes: null,
    status: 'pending',
    sent: [1, 21 * 60 + 40],
    join_in: 14,
  },
  {
    store_id: 1,
    family_name: '鈴木',
    given_name: '陽葵',
    family_name_kana: 'スズキ',
    given_name_kana: 'ヒマリ',
    age: 10,
    gender: 'female',
    mobile: '070-6631-4029',
    phone: null,
    email: 'suzuki.h@example.jp',
    postal_code: '151-0053',
    prefecture: '東京都',
    city: '渋谷区',
    street_address: '代々木3-22-7',
    building: '代々木パークサイド502',
    desired_program_id: 4,
    notes: '以前に別のスクールで選手コースに在籍していました',
    status: 'confirmed',
    status_notes: '電話で来館日を確認済み',
    sent: [3, 13 * 60 + 5],
    join_in: 10,
    visit_in: 5,
  },
  {
    store_id: 1,
    family_name: '高橋',
    given_name: '湊',
    family_name_kana: 'タカハシ',
    given_name_kana: 'ミナト',
    age: 7,
    gender: 'male',
    mobile: '090-2286-7413',
    phone: null,
    email: 'takahashi.minato@example.jp',
    postal_code: '153-0042',
    prefecture: '東京都',
    city: '目黒区',
    street_address: '青葉台1-15-3',
    building: null,
    desired_program_id: 3,
    notes: null,
    status: 'converted',
    sent: [12, 10 * 60 + 30],
    join_in: 8,
  },
  {
    store_id: 1,
    family_name: '田中',
    given_name: '結菜',
    family_name_kana: 'タナカ',
    given_name_kana: 'ユイナ',
    age: 4,
    gender: 'female',
    mobile: '080-7145-3360',
    phone: null,
    email: 'tanaka.yuina@example.jp',
    postal_code: '150-0012',
    prefecture: '東京都',
    city: '渋谷区',
    street_address: '広尾5-8-14',
    building: '広尾ガーデン203',
    desired_program_id: 2,
    notes: null,
    status: 'cancelled',
    status_notes: 'ご家庭の都合により入会見送り',
    sent: [9, 16 * 60 + 45],
  },
  {
    store_id: 1,
    family_name: '中村',
    given_name: '悠真',
    family_name_kana: 'ナカムラ',
    given_name_kana: 'ユウマ',
    age: 11,
    gender: 'male',
    mobile: '090-8837-1592',
    phone: null,
    email: 'nakamura.yuma@example.jp',
    postal_code: '150-0001',
    prefecture: '東京都',
    city: '渋谷区',
    street_address: '神宮前4-3-15',
    building: null,
    desired_program_id: 3,
    notes: '土曜日のクラスを希望',
    status: 'pending',
    sent: [2, 8 * 60 + 55],
    join_in: 20,
    visit_in: 6,
  },
  {
    store_id: 1,
    family_name: '吉田',
    given_name: '陽子',
    family_name_kana: 'ヨシダ',
    given_name_kana: 'ヨウコ',
    age: 42,
    gender: 'female',
    mobile: '090-5524-9078',
    phone: '03-5466-1932',
    email: 'yoshida.yoko@example.jp',
    postal_code: '150-0022',
    prefecture: '東京都',
    city: '渋谷区',
    street_address: '恵比寿南1-9-2',
    building: 'エビスコート8F',
    desired_program_id: 5,
    notes: '平日夜のクラスを希望します',
    status: 'pending',
    sent: [4, 20 * 60 + 10],
    join_in: 9,
  },
  {
    store_id: 1,
    family_name: '松本',
    given_name: '拓海',
    family_name_kana: 'マツモト',
    given_name_kana: 'タクミ',
    age: 9,
    gender: 'male',
    mobile: '080-4409-6651',
    phone: null,
    email: 'matsumoto.t@example.jp',
    postal_code: '150-0031',
    prefecture: '東京都',
    city: '渋谷区',
    street_address: '桜丘町26-1',
    building: null,
    desired_program_id: 3,
    notes: null,
    status: 'confirmed',
    status_notes: '体験レッスン参加済み',
    sent: [6, 11 * 60 + 20],
    join_in: 6,
  },
  {
    store_id: 1,
    family_name: '小林',
    given_name: '芽依',
    family_name_kana: 'コバヤシ',
    given_name_kana: 'メイ',
    age: 2,
    gender: 'female',
    mobile: '070-2178-8846',
    phone: null,
    email: 'kobayashi.mei@example.jp',
    postal_code: '151-0066',
    prefecture: '東京都',
    city: '渋谷区',
    street_address: '西原3-1-8',
    building: null,
    desired_program_id: 1,
    notes: '保護者と一緒に入水します',
    status: 'cancelled',
    status_notes: '他スクールに決定',
    sent: [20, 14 * 60],
  },
  {
    store_id: 1,
    family_name: '加藤',
    given_name: '颯',
    family_name_kana: 'カトウ',
    given_name_kana: 'ハヤテ',
    age: 12,
    gender: 'male',
    mobile: '090-3361-0285',
    phone: null,
    email: 'kato.hayate@example.jp',
    postal_code: '150-0047',
    prefecture: '東京都',
    city: '渋谷区',
    street_address: '神山町7-4',
    building: null,
    desired_program_id: 4,
    notes: null,
    status: 'converted',
    sent: [30, 10 * 60 + 5],
    join_in: 5,
  },
  {
    store_id: 2,
    family_name: '伊藤',
    given_name: '大和',
    family_name_kana: 'イトウ',
    given_name_kana: 'ヤマト',
    age: 6,
    gender: 'male',
    mobile: '080-6093-2714',
    phone: '045-311-6479',
    email: 'ito.yamato@example.jp',
    postal_code: '220-0011',
    prefecture: '神奈川県',
    city: '横浜市西区',
    street_address: '高島2-10-5',
    building: 'ベイサイド高島704',
    desired_program_id: 3,
    notes: null,
    status: 'pending',
    sent: [1, 12 * 60 + 30],
    join_in: 12,
    visit_in: 4,
  },
  {
    store_id: 2,
    family_name: '渡辺',
    given_name: 'さくら',
    family_name_kana: 'ワタナベ',
    given_name_kana: 'サクラ',
    age: 3,
    gender: 'female',
    mobile: '090-7750-3148',
    phone: null,
    email: 'watanabe.sakura@example.jp',
    postal_code: '220-0004',
    prefecture: '神奈川県',
    city: '横浜市西区',
    street_address: '北幸1-5-10',
    building: null,
    desired_program_id: 2,
    notes: '見学を希望します',
    status: 'confirmed',
    status_notes: '見学日を11月最終週で調整中',
    sent: [5, 15 * 60 + 50],
    visit_in: 8,
  },
];

/** The review list's records as the API answers them; ids follow submission order (oldest first). */
export function buildApplications(
  now: number,
  convertedCustomerIds: readonly number[],
): FixtureApplication[] {
  const today = dayStartOf(now);
  const ordered = [...APPLICANTS].sort((a, b) => b.sent[0] - a.sent[0] || a.sent[1] - b.sent[1]);
  let converted = 0;
  return ordered.map((applicant, index) => {
    const id = index + 1;
    const sentDay = today - applicant.sent[0] * DAY_MS;
    const sentAt = Math.min(now - MINUTE_MS, sentDay + applicant.sent[1] * MINUTE_MS);
    const confirmedAt = ['confirmed', 'converted'].includes(applicant.status)
      ? sentAt + 26 * 60 * MINUTE_MS
      : null;
    const convertedAt = applicant.status === 'converted' ? sentAt + 5 * DAY_MS : null;
    const updatedAt = Math.min(
      now,
      convertedAt ?? confirmedAt ?? sentAt + (applicant.status === 'cancelled' ? DAY_MS : 0),
    );
    const convertedCustomerId =
      applicant.status === 'converted'
        ? (convertedCustomerIds[converted++ % convertedCustomerIds.length] ?? null)
        : null;
    const store = STORES.find((s) => s.id === applicant.store_id);
    return {
      id,
      store_id: applicant.store_id,
      store: store?.name ?? null,
      with_avatar: applicant.with_avatar === true,
      family_name: applicant.family_name,
      given_name: applicant.given_name,
      family_name_kana: applicant.family_name_kana,
      given_name_kana: applicant.given_name_kana,
      birth_date: dayOf(sentDay - (applicant.age * 365 + 100 + id * 7) * DAY_MS),
      gender: applicant.gender,
      phone: applicant.phone,
      mobile: applicant.mobile,
      email: applicant.email,
      postal_code: applicant.postal_code,
      region: null,
      prefecture: applicant.prefecture,
      city: applicant.city,
      street_address: applicant.street_address,
      building: applicant.building,
      desired_program_id: applicant.desired_program_id,
      desired_join_date: applicant.join_in === undefined ? null : dayOf(sentDay + applicant.join_in * DAY_MS),
      desired_visit_date:
        applicant.visit_in === undefined ? null : dayOf(sentDay + applicant.visit_in * DAY_MS),
      notes: applicant.notes,
      status: applicant.status,
      status_notes: applicant.status_notes ?? null,
      converted_customer_id: convertedCustomerId,
      confirmed_at: confirmedAt === null ? null : isoTokyo(Math.min(now, confirmedAt)),
      converted_at: convertedAt === null ? null : isoTokyo(Math.min(now, convertedAt)),
      created_at: isoTokyo(sentAt),
      updated_at: isoTokyo(updatedAt),
    };
  });
}
