import type { MemberNoticeAudienceKind } from '@kayoi/api-client';

/** お知らせ to families (issue 32): the staff screens' words, in one place. */
export const noticeMessages = {
  noun: 'お知らせ',
  listTitle: 'お知らせ（会員向け）',
  newTitle: 'お知らせの作成',
  listFailed: 'お知らせを読み込めませんでした。',
  empty: 'まだお知らせがありません',
  emptyFiltered: '条件に合うお知らせはありません',
  emptyDescription:
    'ご家族のマイページに届くお知らせです。店舗全体・クラス・級・ご家族ごとに送れます（スタッフ向けは掲示板へ）。',
  publishFailed: 'お知らせを公開できませんでした',
  withdrawFailed: 'お知らせを取り下げできませんでした',
  withdrawn: '取り下げ済み',
  draftFailed: '休講・代行のお知らせの下書きを作れませんでした。',
  withdrawConfirm:
    '取り下げると、ご家族のマイページには表示されなくなります。スタッフの一覧には取り下げた記録が残ります。',
} as const;

export const audienceKindLabels: Record<MemberNoticeAudienceKind, string> = {
  all: '全店舗の全会員',
  store: 'この店舗の全会員',
  class: 'クラスの会員',
  grade: '級の会員',
  family: '一家族',
};

/** 既読 n / 対象 m. */
export const readCountText = (notice: { read_count: number; recipient_count: number }) =>
  `既読 ${notice.read_count} / 対象 ${notice.recipient_count}`;
