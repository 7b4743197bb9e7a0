// The first-run guide (はじめに): the steps a new school takes before its first month, in the order they build
// on each other. Each step is ticked from the school's data by the server (never from clicks); the app links
// each to its screen. The keys are the contract's (SetupGuideStep.key).

export const SETUP_GUIDE_STEPS = [
  'store',
  'facilities',
  'programs',
  'grades',
  'staff',
  'classes',
  'members',
  'billing',
  'backup',
] as const;

export type SetupGuideStepKey = (typeof SETUP_GUIDE_STEPS)[number];

/** What each step asks for, as the checklist reads it. */
export const setupGuideStepLabels: Record<SetupGuideStepKey, { title: string; done_when: string }> = {
  store: { title: '店舗情報と営業時間', done_when: '電話番号・住所と営業時間を登録' },
  facilities: { title: '施設とレーン', done_when: '施設を1つ以上（プールはレーンも）登録' },
  programs: { title: 'プログラムと料金', done_when: '月謝のあるプログラムを1つ以上登録' },
  grades: { title: '級', done_when: '級を1つ以上登録' },
  staff: { title: 'スタッフ', done_when: '管理者以外のスタッフを1名以上登録' },
  classes: { title: 'クラス', done_when: 'クラスを1つ以上登録' },
  members: { title: '会員（データ移行または新規登録）', done_when: '会員を1名以上登録' },
  billing: { title: '請求設定と口座振替', done_when: '請求設定と口座振替の委託者情報を保存' },
  backup: { title: '最初のバックアップ', done_when: '検証済みのバックアップを1つ作成' },
};
