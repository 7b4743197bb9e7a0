import { HOUR_MS } from '@kayoi/domain/calendar';
import type { Queryable } from '../db/database.ts';
import { createFamilyMessageRepository } from '../modules/family-messages/repository.ts';

const DAY = 24 * HOUR_MS;

// The demo's お問い合わせ (issue 32), with 渋谷校's desk (after the マイページ accounts exist): the documented guardian
// asked about December's 進級テスト and the desk answered (the answer not read yet: ホーム shows it); another family
// asks about booking a 振替 before 年末年始 (not read by the desk yet: the menu counts it); a third asked about the
// cap of the next 級 and the conversation is closed, read on both sides.

interface DemoLine {
  /** The family's or the desk's (by the manager or the front-desk staff). */
  from: 'family' | 'manager' | 'staff';
  body: string;
  /** How long before `now` it was written. */
  ago: number;
  /** How long after it was written the other side read it; absent = not read yet. */
  readAfter?: number;
}

const GUARDIAN_THREAD: DemoLine[] = [
  {
    from: 'family',
    body: 'いつもお世話になっております。12月の進級テストは、普段通っている曜日のクラスで受けるのでしょうか。その週は火曜日に用事があり、別の曜日に振り替えて受けることはできますか。',
    ago: 2 * DAY + 3 * HOUR_MS,
    readAfter: 14 * HOUR_MS,
  },
  {
    from: 'manager',
    body: 'お問い合わせありがとうございます。進級テストは12月14日(月)から19日(土)の各クラスのレッスン中に行います。火曜日にご都合が悪い場合は、同じコースの別の曜日に振替予約をしていただければ、そのクラスで受けていただけます。振替のご予約はマイページの「欠席・振替」からお願いいたします。',
    ago: 2 * DAY - 11 * HOUR_MS,
  },
];

const MAKEUP_THREAD: DemoLine[] = [
  {
    from: 'family',
    body: '年末年始の休館前に振替レッスンを受けたいのですが、12月26日(土)の午前のクラスに空きはありますでしょうか。よろしくお願いいたします。',
    ago: 5 * HOUR_MS,
  },
];

const CAP_THREAD: DemoLine[] = [
  {
    from: 'family',
    body: '先日の進級テストで合格しました。次の級のキャップはどちらで購入できますか。',
    ago: 6 * DAY,
    readAfter: 2 * HOUR_MS,
  },
  {
    from: 'staff',
    body: '合格おめでとうございます。新しいキャップは受付で販売しております（1,100円）。次回のレッスンの際にお声がけください。',
    ago: 6 * DAY - 3 * HOUR_MS,
    readAfter: 4 * HOUR_MS,
  },
  {
    from: 'family',
    body: '承知しました。次回受付で購入します。ありがとうございました。',
    ago: 6 * DAY - 8 * HOUR_MS,
    readAfter: 15 * HOUR_MS,
  },
];

async function writeThread(
  tx: Queryable,
  thread: { accountId: number; storeId: number; staff: Record<'manager' | 'staff', number> },
  lines: DemoLine[],
  now: Date,
) {
  const repo = createFamilyMessageRepository(tx);
  const first = new Date(now.getTime() - (lines[0]?.ago ?? 0));
  const threadId = await repo.threadFor(thread.accountId, thread.storeId, first);
  for (const line of lines) {
    const at = new Date(now.getTime() - line.ago);
    const staffId = line.from === 'family' ? null : thread.staff[line.from];
    const id = await repo.add(
      threadId,
      { author: line.from === 'family' ? 'family' : 'staff', staffId, body: line.body },
      at,
    );
    if (line.readAfter !== undefined) {
      await tx.query('update family_messages set read_at = $2 where id = $1', [
        id,
        new Date(at.getTime() + line.readAfter),
      ]);
    }
  }
  return threadId;
}

export async function loadMessagesDemo(
  tx: Queryable,
  base: { now: Date; storeId: number; guardian: string },
): Promise<{ threads: number }> {
  const { rows: people } = await tx.query<{ manager: number; staff: number | null }>(
    `select (select id from staffs where email = 'manager@demo.kayoi.jp') as manager,
            (select id from staffs where email = 'staff@demo.kayoi.jp') as staff`,
  );
  const who = people[0] as { manager: number; staff: number | null };
  const staff = { manager: who.manager, staff: who.staff ?? who.manager };
  // The guardian, and two other families of the store (the first accounts linked to its members).
  const { rows: accounts } = await tx.query<{ id: number; guardian: boolean }>(
    `(select a.id, true as guardian from family_accounts a where a.email = $1)
     union all
     (select distinct l.account_id, false from family_links l join family_accounts a on a.id = l.account_id
       where l.store_id = $2 and a.email <> $1 and a.email <> 'member@demo.kayoi.jp'
       order by l.account_id limit 2)`,
    [base.guardian, base.storeId],
  );
  const guardian = accounts.find((a) => a.guardian);
  const others = accounts.filter((a) => !a.guardian);
  const plan: [number | undefined, DemoLine[]][] = [
    [others[1]?.id, CAP_THREAD],
    [guardian?.id, GUARDIAN_THREAD],
    [others[0]?.id, MAKEUP_THREAD],
  ];
  let threads = 0;
  for (const [accountId, lines] of plan) {
    if (accountId === undefined) continue;
    await writeThread(tx, { accountId, storeId: base.storeId, staff }, lines, base.now);
    threads += 1;
  }
  return { threads };
}
