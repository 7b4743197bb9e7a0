import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

// お問い合わせ (issue 32): one thread per family account and store of its members, between the family and that
// store's desk (not the staff chat). The family writes to its members' stores only; the desk of the store reads,
// replies under the staff's display name and marks read; each side sees the other's 既読. The desk's screens hear
// family_thread.changed. Test clock: Sunday 2026-11-22, 10:00 Tokyo (moved by the tests).

const PASSWORD = 'messages-2026-swim';
const ISO_TOKYO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?\+09:00$/;

describe.each(databaseTargets)('お問い合わせ on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  let admin: string;
  let staffA: string;
  let staffNameA: string;
  let managerB: string;
  const kids: Record<'hinata' | 'sora' | 'other' | 'spammer', number> = {
    hinata: 0,
    sora: 0,
    other: 0,
    spammer: 0,
  };
  const families: Record<'sato' | 'storeB' | 'spammer', string> = { sato: '', storeB: '', spammer: '' };
  let sequence = 0;

  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;

  async function customer(storeId: number, given: string, guardian: string | null = '佐藤 美和') {
    sequence += 1;
    return one(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         birth_date, status, joined_on, guardian_name)
       values ($1, $2, '佐藤', $3, 'サトウ', 'ヒナタ', '2017-05-01', 'active', '2025-04-01', $4)
       returning id`,
      [storeId, `M${sequence}`, given, guardian],
    );
  }

  /** A family account invited from the member's record and accepted; answers its session token. */
  async function family(customerId: number, inviter: string) {
    sequence += 1;
    const email = `messages-${sequence}@test.kayoi.jp`;
    const invited = await t.request({
      method: 'POST',
      url: `/api/customers/${customerId}/family-invitations`,
      token: inviter,
      payload: { email },
    });
    expect(invited.status, JSON.stringify(invited.body)).toBe(200);
    const mail = [...t.outbox].reverse().find((m) => m.to === email);
    const link = /\/my\/invitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1] as string;
    const accepted = await t.request({
      method: 'POST',
      url: '/api/family/auth/accept-invitation',
      payload: { token: link, password: PASSWORD, password_confirmation: PASSWORD },
    });
    expect(accepted.status).toBe(200);
    return accepted.body.data.token as string;
  }

  const write = (token: string, storeId: number, body: string) =>
    t.request({ method: 'POST', url: '/api/family/messages', token, payload: { store_id: storeId, body } });
  const messagesOf = async (token: string) => {
    const response = await t.request({ method: 'GET', url: '/api/family/messages', token });
    expect(response.status).toBe(200);
    return response.body.data as {
      stores: { id: number; name: string }[];
      messages: {
        id: number;
        thread_id: number;
        author: string;
        staff_name: string | null;
        body: string;
        created_at: string;
        read_at: string | null;
      }[];
      unread_count: number;
    };
  };
  const inbox = async (token: string) => {
    const response = await t.request({ method: 'GET', url: '/api/family-threads', token });
    expect(response.status).toBe(200);
    return response.body.data as {
      id: number;
      family: { name: string; members: { id: number; name: string }[] };
      unread_count: number;
      last_message: { author: string; body: string };
    }[];
  };
  const unread = async (token: string) =>
    (await t.request({ method: 'GET', url: '/api/family-threads/unread', token })).body.data;

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    storeB = await t.createStore('新宿校');
    admin = await t.login((await t.createStaff({ role: 'admin', storeId: storeA })).email);
    const staff = await t.createStaff({ role: 'staff', storeId: storeA });
    staffA = await t.login(staff.email);
    staffNameA = (await t.db.query<{ name: string }>('select name from staffs where id = $1', [staff.id]))
      .rows[0]?.name as string;
    managerB = await t.login((await t.createStaff({ role: 'manager', storeId: storeB })).email);
    kids.hinata = await customer(storeA, '陽向');
    kids.sora = await customer(storeA, '空');
    kids.other = await customer(storeB, '蓮', '鈴木 恵');
    kids.spammer = await customer(storeA, '海', null);
    families.sato = await family(kids.hinata, admin);
    families.storeB = await family(kids.other, managerB);
    families.spammer = await family(kids.spammer, admin);
    // The sibling under the same account.
    const { rows } = await t.db.query<{ account_id: number }>(
      'select account_id from family_links where customer_id = $1',
      [kids.hinata],
    );
    await t.db.query(
      `insert into family_links (account_id, customer_id, store_id, relationship) values ($1, $2, $3, 'guardian')`,
      [rows[0]?.account_id, kids.sora, storeA],
    );
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when a family writes, then the desk of its store sees the thread unread with the family and its members, and the store hears it', async () => {
    const heard: { type: string; payload?: unknown }[] = [];
    const stop = t.app.kayoi.events.subscribe({ store: storeA }, (event) => heard.push(event));
    const heardB: { type: string }[] = [];
    const stopB = t.app.kayoi.events.subscribe({ store: storeB }, (event) => heardB.push(event));

    const sent = await write(families.sato, storeA, '  12月の進級テストは何曜日に受けられますか。  ');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.message).toBe('メッセージを送信しました');
    expect(sent.body.data).toMatchObject({
      author: 'family',
      staff_name: null,
      body: '12月の進級テストは何曜日に受けられますか。',
      store: { id: storeA, name: '渋谷校' },
      read_at: null,
    });
    expect(sent.body.data.created_at).toMatch(ISO_TOKYO);
    expect(sent.body.data.created_at).toBe('2026-11-22T10:00:00+09:00');

    const mine = await messagesOf(families.sato);
    expect(mine.stores).toEqual([{ id: storeA, name: '渋谷校' }]);
    expect(mine.messages.map((m) => m.body)).toEqual(['12月の進級テストは何曜日に受けられますか。']);
    expect(mine.unread_count).toBe(0);

    const threads = await inbox(staffA);
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({
      id: sent.body.data.thread_id,
      family: {
        name: '佐藤 美和',
        members: [
          { id: kids.hinata, name: '佐藤 陽向' },
          { id: kids.sora, name: '佐藤 空' },
        ],
      },
      unread_count: 1,
      last_message: { author: 'family', body: '12月の進級テストは何曜日に受けられますか。' },
    });
    expect(await unread(staffA)).toEqual({ unread_threads: 1, unread_messages: 1 });
    stop();
    stopB();
    expect(heard.filter((e) => e.type === 'family_thread.changed').map((e) => e.payload)).toEqual([
      { thread_id: sent.body.data.thread_id, action: 'message' },
    ]);
    expect(heardB.filter((e) => e.type === 'family_thread.changed')).toEqual([]);
  });

  it('when the desk reads and replies, then the family sees 既読 and the reply under the staff name, and the desk sees the family read it', async () => {
    const thread = (await inbox(staffA))[0]?.id as number;
    const heard: { type: string; payload?: unknown }[] = [];
    const stop = t.app.kayoi.events.subscribe({ store: storeA }, (event) => heard.push(event));
    t.clock.advance(15 * 60_000);

    const opened = await t.request({ method: 'GET', url: `/api/family-threads/${thread}`, token: staffA });
    expect(opened.status).toBe(200);
    expect(opened.body.data.messages).toHaveLength(1);
    const read = await t.request({
      method: 'POST',
      url: `/api/family-threads/${thread}/read`,
      token: staffA,
    });
    expect(read.status).toBe(200);
    expect(read.body.data).toEqual({ unread_threads: 0, unread_messages: 0 });
    expect((await messagesOf(families.sato)).messages[0]?.read_at).toBe('2026-11-22T10:15:00+09:00');

    t.clock.advance(60_000);
    const replied = await t.request({
      method: 'POST',
      url: `/api/family-threads/${thread}/messages`,
      token: staffA,
      payload: { body: 'お問い合わせありがとうございます。いつもの火曜日のクラスで受けていただけます。' },
    });
    expect(replied.status, JSON.stringify(replied.body)).toBe(201);
    expect(replied.body.data).toMatchObject({ author: 'staff', staff_name: staffNameA, read_at: null });

    const mine = await messagesOf(families.sato);
    expect(mine.unread_count).toBe(1);
    expect(mine.messages.map((m) => [m.author, m.staff_name])).toEqual([
      ['family', null],
      ['staff', staffNameA],
    ]);
    // The first read's instant stays.
    expect(mine.messages[0]?.read_at).toBe('2026-11-22T10:15:00+09:00');

    t.clock.advance(60_000);
    const familyRead = await t.request({
      method: 'POST',
      url: '/api/family/messages/read',
      token: families.sato,
    });
    expect(familyRead.status).toBe(200);
    expect(familyRead.body.data).toEqual({ unread_count: 0 });
    const detail = await t.request({ method: 'GET', url: `/api/family-threads/${thread}`, token: staffA });
    expect(detail.body.data.messages[1]).toMatchObject({
      author: 'staff',
      read_at: '2026-11-22T10:17:00+09:00',
    });
    stop();
    expect(heard.filter((e) => e.type === 'family_thread.changed').map((e) => e.payload)).toEqual([
      { thread_id: thread, action: 'read' },
      { thread_id: thread, action: 'reply' },
      { thread_id: thread, action: 'read' },
    ]);
  });

  it('when threads wait, then the unread ones come first', async () => {
    t.clock.advance(60_000);
    const asked = await write(families.spammer, storeA, '振替の予約方法を教えてください。');
    expect(asked.status).toBe(201);
    t.clock.advance(60_000);
    // The older thread gets a newer message, but it is read by the desk; the unread one stays first.
    const threads = await inbox(staffA);
    const sato = threads.find((thread) => thread.family.name === '佐藤 美和')?.id as number;
    await t.request({
      method: 'POST',
      url: `/api/family-threads/${sato}/messages`,
      token: staffA,
      payload: { body: 'ご不明な点があればお気軽にどうぞ。' },
    });
    const ordered = await inbox(staffA);
    expect(ordered.map((thread) => [thread.family.name, thread.unread_count])).toEqual([
      ['佐藤 様', 1],
      ['佐藤 美和', 0],
    ]);
  });

  it('when someone reaches past their own threads, then the answer is 404 both ways', async () => {
    const thread = (await inbox(staffA))[0]?.id as number;
    // Another store's desk, whatever the id.
    expect(await inbox(managerB)).toEqual([]);
    expect(await unread(managerB)).toEqual({ unread_threads: 0, unread_messages: 0 });
    for (const request of [
      { method: 'GET' as const, url: `/api/family-threads/${thread}` },
      { method: 'POST' as const, url: `/api/family-threads/${thread}/read` },
      {
        method: 'POST' as const,
        url: `/api/family-threads/${thread}/messages`,
        payload: { body: '失礼します' },
      },
    ]) {
      const response = await t.request({ ...request, token: managerB });
      expect(response.status, request.url).toBe(404);
      expect(response.body.message).toBe('メッセージのやりとりが見つかりません');
    }
    // A family writing to a store that is not its members', whatever the id.
    for (const storeId of [storeB, 999_999]) {
      const response = await write(families.sato, storeId, '新宿校へのお問い合わせ');
      expect(response.status).toBe(404);
    }
    // Another family sees nothing of these threads.
    const other = await messagesOf(families.storeB);
    expect(other.messages).toEqual([]);
    expect(other.stores).toEqual([{ id: storeB, name: '新宿校' }]);
    // A family token is no staff token, nor the reverse.
    expect(
      (await t.request({ method: 'GET', url: '/api/family-threads', token: families.sato })).status,
    ).toBe(401);
    expect((await t.request({ method: 'GET', url: '/api/family/messages', token: staffA })).status).toBe(401);
  });

  it('when the text is empty, only spaces or too long, then it is refused with a Japanese message', async () => {
    const thread = (await inbox(staffA))[0]?.id as number;
    for (const [body, message] of [
      ['', '本文は必須です'],
      ['   \n ', '本文を入力してください'],
      ['あ'.repeat(1001), '本文は1000文字以内で入力してください'],
    ] as const) {
      const familySide = await write(families.sato, storeA, body);
      expect(familySide.status, body).toBe(422);
      expect(JSON.stringify(familySide.body)).toContain(message);
      const deskSide = await t.request({
        method: 'POST',
        url: `/api/family-threads/${thread}/messages`,
        token: staffA,
        payload: { body },
      });
      expect(deskSide.status, body).toBe(422);
      expect(JSON.stringify(deskSide.body)).toContain(message);
    }
    expect((await write(families.sato, storeA, 'あ'.repeat(1000))).status).toBe(201);
  });

  it('when a family writes too often, then it waits (429) and may write again after the window', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await write(families.storeB, storeB, `お問い合わせ ${i + 1}`)).status);
    }
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
    const refused = await write(families.storeB, storeB, 'もう一度');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      '短い時間に多くのメッセージが送信されました。しばらく待ってから送信してください',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another family is not held back by it.
    expect((await write(families.sato, storeA, '別のご家族です')).status).toBe(201);
    t.clock.advance(10 * 60_000 + 1000);
    expect((await write(families.storeB, storeB, '時間をおいて送ります')).status).toBe(201);
    expect((await messagesOf(families.storeB)).messages).toHaveLength(11);
  });
});
