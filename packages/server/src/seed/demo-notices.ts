import { addDays, type Day, dayOf, HOUR_MS, weekdayOf } from '@kayoi/domain/calendar';
import type { Database, Queryable } from '../db/database.ts';
import { saveException } from '../modules/classes/lesson-repository.ts';
import { grantCancelledCredits, rulesOfClass } from '../modules/classes/makeup-repository.ts';
import { createMemberNoticeRepository } from '../modules/member-notices/repository.ts';
import { lessonNoticeDraft } from '../modules/member-notices/use-cases.ts';

const DAY = 24 * HOUR_MS;

// The demo's お知らせ to families (issue 32), published by 渋谷校 (after the マイページ accounts exist): 年末年始 to
// every store by the administrator, December's 進級テスト to the store by the manager, and a 休講 — a lesson next
// week of the documented guardian's child's class, cancelled as the desk cancels one (the exception and the
// members' makeup credits), with the notice the class page drafts for it. The guardian has read the oldest only;
// about half of the other families have read each.

interface DemoNotice {
  title: string;
  body: string;
  audience: { kind: 'all' | 'store' | 'class'; classId: number | null; label: string };
  by: number;
  ago: number;
}

/** The next day on or after `from` on the weekday. */
const nextOn = (from: Day, weekday: number) => addDays(from, (weekday - weekdayOf(from) + 7) % 7);

export async function loadNoticesDemo(
  tx: Queryable,
  base: { now: Date; storeId: number; guardian: string },
): Promise<{ notices: number }> {
  const { rows: people } = await tx.query<{ admin: number; manager: number; store_name: string }>(
    `select (select id from staffs where email = 'admin@demo.kayoi.jp') as admin,
            (select id from staffs where email = 'manager@demo.kayoi.jp') as manager,
            (select name from stores where id = $1) as store_name`,
    [base.storeId],
  );
  const who = people[0] as { admin: number; manager: number; store_name: string };
  const options = { ...base, storeName: who.store_name, admin: who.admin, manager: who.manager };
  const { now, storeId } = options;
  const repo = createMemberNoticeRepository(tx);
  const notices: DemoNotice[] = [
    {
      title: '年末年始の休館のお知らせ',
      body: '12月29日(火)から1月3日(日)まで、全店休館いたします。\n1月4日(月)から通常どおりレッスンを行います。\n振替レッスンのご予約は12月20日(日)までにお願いいたします。',
      audience: { kind: 'all', classId: null, label: '全店舗の全会員' },
      by: options.admin,
      ago: 10 * DAY,
    },
    {
      title: '12月の進級テストについて',
      body: '12月の進級テストは、12月14日(月)から19日(土)の各クラスのレッスン中に行います。\n当日は水着・キャップ・ゴーグルをご用意ください。結果はマイページの「進級」でお知らせします。',
      audience: { kind: 'store', classId: null, label: `${options.storeName}の全会員` },
      by: options.manager,
      ago: 3 * DAY,
    },
  ];
  const cancelled = await cancelledLesson(tx, options);
  if (cancelled) notices.push(cancelled);

  const guardian = await tx.query<{ id: number }>('select id from family_accounts where email = $1', [
    options.guardian,
  ]);
  const guardianId = guardian.rows[0]?.id;
  for (const [i, notice] of notices.entries()) {
    const at = new Date(now.getTime() - notice.ago);
    const id = await repo.publish(
      {
        storeId,
        title: notice.title,
        body: notice.body,
        audience: { ...notice.audience, gradeId: null, customerId: null },
        staffId: notice.by,
      },
      dayOf(at),
      at,
    );
    if (id === null) continue;
    // Every other family has read it within a day; the guardian only the oldest.
    await tx.query(
      `update member_notice_recipients set read_at = $2::timestamptz + (account_id % 20) * interval '1 hour'
        where notice_id = $1 and account_id % 2 = 0 and account_id <> coalesce($3, 0)`,
      [id, at, guardianId ?? null],
    );
    if (i === 0 && guardianId) await repo.markRead(guardianId, id, new Date(at.getTime() + 9 * HOUR_MS));
  }
  return { notices: notices.length };
}

/** 休講 of next week's lesson of the guardian's first child's class, and the notice the class page drafts for it. */
async function cancelledLesson(
  tx: Queryable,
  options: { now: Date; storeId: number; manager: number; guardian: string },
): Promise<DemoNotice | null> {
  const { rows } = await tx.query<{ class_id: number; day_of_week: number; name: string }>(
    `select k.id as class_id, k.day_of_week, k.name from family_accounts a
       join family_links l on l.account_id = a.id
       join class_enrollments e on e.customer_id = l.customer_id and e.ended_on is null
       join classes k on k.id = e.class_id and k.store_id = $2 and k.is_active
      where a.email = $1 order by l.customer_id, k.id limit 1`,
    [options.guardian, options.storeId],
  );
  const lesson = rows[0];
  if (!lesson) return null;
  const day = nextOn(addDays(dayOf(options.now), 7), lesson.day_of_week);
  await saveException(
    tx,
    options.storeId,
    lesson.class_id,
    day,
    {
      kind: 'cancelled',
      reason: 'プール設備点検のため',
      substitute_instructor_id: null,
      lane_id: null,
      start_time: null,
      end_time: null,
    },
    options.manager,
  );
  const rules = await rulesOfClass(tx, lesson.class_id);
  await grantCancelledCredits(tx, options.storeId, lesson.class_id, day, rules.cancelled_validity_months);
  const draft = await lessonNoticeDraft(
    { db: tx as Database, repo: createMemberNoticeRepository(tx), now: () => options.now },
    { staffId: options.manager, role: 'manager', storeId: options.storeId },
    lesson.class_id,
    day,
  );
  return {
    title: draft.title,
    body: draft.body,
    audience: { kind: 'class', classId: lesson.class_id, label: `${lesson.name}のクラス` },
    by: options.manager,
    ago: 6 * HOUR_MS,
  };
}
