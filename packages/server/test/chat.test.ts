import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../src/events/bus.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { GIF_BYTES, multipart } from './support/forms.ts';

/*
 * Staff chat (issue 17): rooms of every type, the participant-only rule (404 for anyone else, whatever their
 * role), messages with edits, tombstones and mentions, history pages by id without gaps or duplicates, unread
 * counts and read marks (also when reads and sends cross), search, the send rate limit, hostile text, events.
 */

interface Person {
  id: number;
  name: string;
  token: string;
}

describe.each(databaseTargets)('chat on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  let admin: Person;
  let manager: Person;
  let yamada: Person;
  let suzuki: Person;
  let tanaka: Person;
  let staffB: Person;
  const heard: LiveEvent[] = [];

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    storeB = await t.createStore('横浜校');
    const person = async (role: 'admin' | 'manager' | 'staff', storeId: number, name?: string) => {
      const staff = await t.createStaff({ role, storeId });
      if (name) await t.db.query('update staffs set name = $2 where id = $1', [staff.id, name]);
      const row = await t.db.query<{ name: string }>('select name from staffs where id = $1', [staff.id]);
      return { id: staff.id, name: row.rows[0]?.name as string, token: await t.login(staff.email) };
    };
    admin = await person('admin', storeA);
    manager = await person('manager', storeA, '佐藤 健一');
    yamada = await person('staff', storeA, '山田 太郎');
    suzuki = await person('staff', storeA, '鈴木 美咲');
    tanaka = await person('staff', storeA, '田中 翔');
    staffB = await person('staff', storeB);
    const original = t.app.kayoi.events.publish.bind(t.app.kayoi.events);
    t.app.kayoi.events.publish = (event) => {
      heard.push(event as LiveEvent);
      original(event);
    };
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  const call = (
    who: Person,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.request({ method, url, token: who.token, ...(payload ? { payload } : {}) });
  const newRoom = async (who: Person, input: object) => {
    const response = await call(who, 'POST', '/api/v3/chat/rooms', input);
    expect([200, 201], JSON.stringify(response.body)).toContain(response.status);
    return response.body.data as { id: number; participants: { id: number }[] };
  };
  const send = (who: Person, roomId: number, body: string) =>
    call(who, 'POST', `/api/v3/chat/rooms/${roomId}/messages`, { body });
  const history = (who: Person, roomId: number, query = '') =>
    call(who, 'GET', `/api/v3/chat/rooms/${roomId}/messages${query}`);
  const stats = async (who: Person) => (await call(who, 'GET', '/api/v3/chat/statistics')).body.data;

  it('when a group room is made, then its participants see it and nobody else — not even an admin — can read or write it (404)', async () => {
    const room = await newRoom(yamada, {
      type: 'group',
      name: '渋谷校 コーチ連絡',
      description: 'レッスン運営の連絡用',
      icon: 'swimmer',
      participants: [suzuki.id],
    });
    expect(room.participants.map((p) => p.id).sort()).toEqual([yamada.id, suzuki.id].sort());
    expect((await send(suzuki, room.id, 'よろしくお願いします')).status).toBe(201);
    for (const outsider of [tanaka, manager, admin, staffB]) {
      const calls = [
        call(outsider, 'GET', `/api/v3/chat/rooms/${room.id}`),
        history(outsider, room.id),
        send(outsider, room.id, 'のぞき見'),
        call(outsider, 'POST', `/api/v3/chat/rooms/${room.id}/mark-read`),
        call(outsider, 'PUT', `/api/v3/chat/rooms/${room.id}`, { name: '乗っ取り' }),
      ];
      for (const response of await Promise.all(calls)) {
        expect(response.status).toBe(404);
        expect(JSON.stringify(response.body)).not.toContain('コーチ連絡');
      }
    }
    expect((await call(manager, 'DELETE', `/api/v3/chat/rooms/${room.id}`)).status).toBe(404);
    const list = await call(tanaka, 'GET', '/api/v3/chat/rooms');
    expect(list.body.data.map((r: { id: number }) => r.id)).not.toContain(room.id);
    // Following its topic is refused to outsiders too.
    const stream = await call(tanaka, 'GET', `/api/events?topics=chat-room:${room.id}`);
    expect(stream.status).toBe(403);
  });

  it('when two staff open a direct chat twice, then they share one room; a third cannot join it', async () => {
    const first = await call(yamada, 'POST', '/api/v3/chat/rooms', {
      type: 'direct',
      name: '山田・田中',
      participants: [tanaka.id],
    });
    expect(first.status).toBe(201);
    const again = await call(tanaka, 'POST', '/api/v3/chat/rooms', {
      type: 'direct',
      name: '田中・山田',
      participants: [yamada.id],
    });
    expect(again.status).toBe(200);
    expect(again.body.data.id).toBe(first.body.data.id);
    // Each side sees the room under the other person's name.
    expect(first.body.data.name).toBe(tanaka.name);
    expect(again.body.data.name).toBe(yamada.name);
    const three = await call(yamada, 'POST', '/api/v3/chat/rooms', {
      type: 'direct',
      name: '三人',
      participants: [tanaka.id, suzuki.id],
    });
    expect(three.status).toBe(422);
    expect(three.body.errors.participants).toEqual(['1対1のチャットは相手を1人だけ選んでください']);
    expect((await call(suzuki, 'POST', `/api/v3/chat/rooms/${first.body.data.id}/join`)).status).toBe(404);
    // Neither side renames it for both.
    const renamed = await call(tanaka, 'PUT', `/api/v3/chat/rooms/${first.body.data.id}`, {
      name: '秘密の相談',
      icon: 'star',
    });
    expect(renamed.status).toBe(422);
    expect(renamed.body.errors).toEqual({
      name: ['1対1のチャットの名前・説明・アイコンは変更できません'],
      icon: ['1対1のチャットの名前・説明・アイコンは変更できません'],
    });
    const foreign = await call(yamada, 'POST', '/api/v3/chat/rooms', {
      type: 'direct',
      name: '他店',
      participants: [staffB.id],
    });
    expect(foreign.status).toBe(422);
  });

  it('when a store room is made, then every active staff member of the store is in it, staff cannot make one, and nobody leaves it', async () => {
    expect((await call(yamada, 'POST', '/api/v3/chat/rooms', { type: 'store', name: '全体' })).status).toBe(
      403,
    );
    expect(
      (await call(yamada, 'POST', '/api/v3/chat/rooms', { type: 'announcement', name: '告知' })).status,
    ).toBe(403);
    const room = await newRoom(manager, { type: 'store', name: '渋谷校 全体連絡' });
    expect(room.participants.map((p) => p.id)).toEqual(
      expect.arrayContaining([admin.id, manager.id, yamada.id, suzuki.id, tanaka.id]),
    );
    expect(room.participants.map((p) => p.id)).not.toContain(staffB.id);
    const leave = await call(yamada, 'POST', `/api/v3/chat/rooms/${room.id}/leave`);
    expect(leave.status).toBe(409);
    expect((await call(staffB, 'POST', `/api/v3/chat/rooms/${room.id}/join`)).status).toBe(404);
    expect((await call(yamada, 'PUT', `/api/v3/chat/rooms/${room.id}`, { name: '改名' })).status).toBe(403);
  });

  it('when a room is open to the store, then staff find it with joinable=1, join it and leave it again', async () => {
    const room = await newRoom(manager, { type: 'group', name: '夏季短期教室 準備' });
    const joinable = await call(tanaka, 'GET', '/api/v3/chat/rooms?joinable=1');
    expect(joinable.body.data.map((r: { id: number }) => r.id)).toContain(room.id);
    expect(joinable.body.data.find((r: { id: number }) => r.id === room.id).last_message).toBeNull();
    expect(
      (await call(staffB, 'GET', '/api/v3/chat/rooms?joinable=1')).body.data.map((r: { id: number }) => r.id),
    ).not.toContain(room.id);
    const joined = await call(tanaka, 'POST', `/api/v3/chat/rooms/${room.id}/join`);
    expect(joined.status).toBe(200);
    expect(joined.body.message).toBe('チャットルームに参加しました');
    expect((await call(tanaka, 'POST', `/api/v3/chat/rooms/${room.id}/join`)).status).toBe(200);
    expect((await call(tanaka, 'POST', `/api/v3/chat/rooms/${room.id}/leave`)).status).toBe(200);
    expect((await history(tanaka, room.id)).status).toBe(404);
    expect((await call(tanaka, 'POST', `/api/v3/chat/rooms/${room.id}/leave`)).status).toBe(200);
  });

  it('when a room is archived, then it keeps its history but takes no messages; only managers and admins archive', async () => {
    const room = await newRoom(yamada, { type: 'group', name: 'アーカイブ予定', participants: [manager.id] });
    await send(yamada, room.id, '最後の連絡');
    expect((await call(yamada, 'PUT', `/api/v3/chat/rooms/${room.id}`, { is_active: false })).status).toBe(
      403,
    );
    const archived = await call(manager, 'PUT', `/api/v3/chat/rooms/${room.id}`, { is_active: false });
    expect(archived.status).toBe(200);
    expect(archived.body.data.is_active).toBe(false);
    const refused = await send(yamada, room.id, 'まだ送れる？');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('このチャットルームはアーカイブされています');
    expect((await history(yamada, room.id)).body.data.map((m: { body: string }) => m.body)).toEqual([
      '最後の連絡',
    ]);
    expect(
      (await call(yamada, 'GET', '/api/v3/chat/rooms?is_active=0')).body.data.map(
        (r: { id: number }) => r.id,
      ),
    ).toContain(room.id);
  });

  it('when participants are added and removed, then only managers, admins and the creator remove others', async () => {
    const room = await newRoom(yamada, { type: 'group', name: '参加者テスト' });
    const added = await call(yamada, 'PUT', `/api/v3/chat/rooms/${room.id}`, {
      add_participants: [suzuki.id, tanaka.id],
    });
    expect(added.body.data.participants.map((p: { id: number }) => p.id).sort()).toEqual(
      [yamada.id, suzuki.id, tanaka.id].sort(),
    );
    expect(
      (await call(suzuki, 'PUT', `/api/v3/chat/rooms/${room.id}`, { remove_participants: [tanaka.id] }))
        .status,
    ).toBe(403);
    const removed = await call(yamada, 'PUT', `/api/v3/chat/rooms/${room.id}`, {
      remove_participants: [tanaka.id],
    });
    expect(removed.body.data.participants.map((p: { id: number }) => p.id)).not.toContain(tanaka.id);
    expect((await history(tanaka, room.id)).status).toBe(404);
    expect(
      (await call(yamada, 'PUT', `/api/v3/chat/rooms/${room.id}`, { add_participants: [staffB.id] })).status,
    ).toBe(422);
  });

  it('when messages are sent, edited and deleted, then edits are marked, deletes leave tombstones, and only the sender edits', async () => {
    const room = await newRoom(yamada, {
      type: 'group',
      name: '編集テスト',
      participants: [suzuki.id, manager.id],
    });
    const sent = await send(yamada, room.id, '明日の17時クラスの代行をお願いできますか？');
    expect(sent.status).toBe(201);
    const id = sent.body.data.id;
    const patch = (who: Person, body: string) =>
      call(who, 'PATCH', `/api/v3/chat/rooms/${room.id}/messages/${id}`, { body });
    expect((await patch(suzuki, '改ざん')).status).toBe(403);
    const edited = await patch(yamada, '明日の17時と18時のクラスの代行をお願いできますか？');
    expect(edited.status).toBe(200);
    expect(edited.body.data.edited_at).not.toBeNull();
    expect((await call(suzuki, 'DELETE', `/api/v3/chat/rooms/${room.id}/messages/${id}`)).status).toBe(403);
    const deleted = await call(manager, 'DELETE', `/api/v3/chat/rooms/${room.id}/messages/${id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toMatchObject({ id, body: '', mentions: [] });
    expect(deleted.body.data.deleted_at).not.toBeNull();
    expect((await call(yamada, 'DELETE', `/api/v3/chat/rooms/${room.id}/messages/${id}`)).status).toBe(200);
    expect((await patch(yamada, '復活')).status).toBe(409);
    const page = await history(suzuki, room.id);
    expect(page.body.data).toEqual([
      expect.objectContaining({ id, body: '', deleted_at: expect.any(String) }),
    ]);
    expect((await call(yamada, 'DELETE', `/api/v3/chat/rooms/${room.id}/messages/999999`)).status).toBe(404);
    const other = await newRoom(suzuki, { type: 'group', name: '別ルーム', participants: [yamada.id] });
    expect(
      (await call(yamada, 'PATCH', `/api/v3/chat/rooms/${other.id}/messages/${id}`, { body: 'x' })).status,
    ).toBe(404);
    expect(heard.map((e) => e.type)).toEqual(
      expect.arrayContaining(['chat_message.created', 'chat_message.updated', 'chat_message.deleted']),
    );
  });

  it('when the history is read in pages before and after a cursor, then every message comes once, in id order', async () => {
    const room = await newRoom(yamada, { type: 'group', name: 'ページング', participants: [suzuki.id] });
    const sent: number[] = [];
    for (let i = 1; i <= 23; i += 1)
      sent.push((await send(i % 2 ? yamada : suzuki, room.id, `連絡${i}`)).body.data.id);
    const seen: number[] = [];
    let query = '?limit=5';
    for (;;) {
      const page = await history(suzuki, room.id, query);
      const ids = page.body.data.map((m: { id: number }) => m.id);
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      seen.unshift(...ids);
      if (!page.body.meta.has_more) {
        expect(page.body.meta.next_before_id).toBeNull();
        break;
      }
      query = `?limit=5&before_id=${page.body.meta.next_before_id}`;
    }
    expect(seen).toEqual(sent);
    // A reconnection catches up from the newest id it holds.
    const caughtUp: number[] = [];
    let after = sent[10] as number;
    for (;;) {
      const page = await history(suzuki, room.id, `?limit=4&after_id=${after}`);
      caughtUp.push(...page.body.data.map((m: { id: number }) => m.id));
      if (!page.body.meta.has_more) break;
      after = page.body.meta.next_after_id;
    }
    expect(caughtUp).toEqual(sent.slice(11));
    expect((await history(suzuki, room.id, `?after_id=${sent.at(-1)}`)).body.data).toEqual([]);
    expect((await history(suzuki, room.id, '?after_id=1&before_id=5')).status).toBe(422);
  });

  it('when messages are sent while others mark the room read, then no read mark moves backwards and unread counts stay exact', async () => {
    const room = await newRoom(yamada, {
      type: 'group',
      name: '同時送信',
      participants: [suzuki.id, tanaka.id],
    });
    await Promise.all([
      ...Array.from({ length: 10 }, (_, i) => send(i % 2 ? yamada : tanaka, room.id, `同時${i}`)),
      ...Array.from({ length: 5 }, () => call(suzuki, 'POST', `/api/v3/chat/rooms/${room.id}/mark-read`)),
    ]);
    const ids: number[] = (await history(suzuki, room.id)).body.data.map((m: { id: number }) => m.id);
    expect(ids).toHaveLength(10);
    expect(new Set(ids).size).toBe(10);
    const detail = await call(suzuki, 'GET', `/api/v3/chat/rooms/${room.id}`);
    const mark = detail.body.data.last_read_message_id ?? 0;
    expect(detail.body.data.unread_count).toBe(ids.filter((id) => id > mark).length);
    await call(suzuki, 'POST', `/api/v3/chat/rooms/${room.id}/mark-read`);
    const after = await call(suzuki, 'GET', `/api/v3/chat/rooms/${room.id}`);
    expect(after.body.data.unread_count).toBe(0);
    expect(after.body.data.last_read_message_id).toBe(ids.at(-1));
    // Sending is reading: the sender has nothing unread.
    expect((await call(tanaka, 'GET', `/api/v3/chat/rooms/${room.id}`)).body.data.unread_count).toBeLessThan(
      10,
    );
  });

  it('when someone writes, then the others’ unread counts and badges rise, mentions are told, and mark-read clears them', async () => {
    const room = await newRoom(yamada, {
      type: 'group',
      name: '未読テスト',
      participants: [suzuki.id, tanaka.id],
    });
    await call(suzuki, 'POST', `/api/v3/chat/rooms/${room.id}/mark-read`);
    const before = await stats(suzuki);
    heard.length = 0;
    await send(yamada, room.id, '@鈴木 美咲 明日の件お願いします');
    await send(yamada, room.id, '@鈴木美咲 念のため');
    const third = await send(yamada, room.id, '皆さんよろしく');
    expect(third.body.data.mentions).toEqual([]);
    const after = await stats(suzuki);
    expect(after.unread_messages).toBe(before.unread_messages + 3);
    expect(after.unread_mentions).toBe(before.unread_mentions + 2);
    expect((await stats(yamada)).unread_messages).toBe((await stats(yamada)).unread_messages);
    const rooms = await call(suzuki, 'GET', '/api/v3/chat/rooms');
    const listed = rooms.body.data.find((r: { id: number }) => r.id === room.id);
    expect(listed).toMatchObject({ unread_count: 3, last_message: { body: '皆さんよろしく' } });
    expect(rooms.body.data[0].id).toBe(room.id);
    expect(heard).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'chat_message.created', topic: `chat-room:${room.id}` }),
        expect.objectContaining({
          type: 'chat_inbox.changed',
          topic: `chat-inbox:${suzuki.id}`,
          payload: expect.objectContaining({ room_id: room.id, reason: 'mention' }),
        }),
        expect.objectContaining({
          type: 'chat_inbox.changed',
          topic: `chat-inbox:${tanaka.id}`,
          payload: expect.objectContaining({ room_id: room.id, reason: 'message' }),
        }),
      ]),
    );
    expect(heard.some((e) => 'topic' in e && e.topic === `chat-inbox:${yamada.id}`)).toBe(false);
    const read = await call(suzuki, 'POST', `/api/v3/chat/rooms/${room.id}/mark-read`);
    expect(read.body.data).toMatchObject({ room_id: room.id, unread_count: 0 });
    expect((await stats(suzuki)).unread_messages).toBe(before.unread_messages);
    expect(heard).toContainEqual(
      expect.objectContaining({
        type: 'chat_room.read',
        payload: { room_id: room.id, staff_id: suzuki.id, last_read_message_id: third.body.data.id },
      }),
    );
    const header = await call(yamada, 'GET', `/api/v3/chat/rooms/${room.id}`);
    expect(
      header.body.data.participants.find((p: { id: number }) => p.id === suzuki.id).last_read_message_id,
    ).toBe(third.body.data.id);
  });

  it('when searching, then Japanese substrings match in a room and across the caller’s rooms only', async () => {
    const mine = await newRoom(yamada, { type: 'group', name: '検索A', participants: [suzuki.id] });
    const theirs = await newRoom(tanaka, { type: 'group', name: '検索B', participants: [manager.id] });
    await send(yamada, mine.id, '選手コースは第2レーンに変更です');
    await send(suzuki, mine.id, '100%_確認しました');
    await send(tanaka, theirs.id, '選手コースの保護者会');
    const inRoom = await history(suzuki, mine.id, `?search=${encodeURIComponent('レーン')}`);
    expect(inRoom.body.data.map((m: { body: string }) => m.body)).toEqual([
      '選手コースは第2レーンに変更です',
    ]);
    const across = await call(
      yamada,
      'GET',
      `/api/v3/chat/messages/search?q=${encodeURIComponent('選手コース')}`,
    );
    expect(across.body.data.map((m: { room_id: number }) => m.room_id)).toEqual([mine.id]);
    const literal = await call(suzuki, 'GET', `/api/v3/chat/messages/search?q=${encodeURIComponent('%_')}`);
    expect(literal.body.data.map((m: { body: string }) => m.body)).toEqual(['100%_確認しました']);
    expect((await call(suzuki, 'GET', '/api/v3/chat/messages/search?q=')).status).toBe(422);
    const rooms = await call(yamada, 'GET', `/api/v3/chat/rooms?search=${encodeURIComponent('検索')}`);
    expect(rooms.body.data.map((r: { name: string }) => r.name)).toEqual(['検索A']);
  });

  it('when text is hostile, then it is kept as typed; blank, too long and NUL are refused in the envelope', async () => {
    const room = await newRoom(yamada, {
      type: 'group',
      name: '<img src=x onerror=alert(1)>',
      participants: [suzuki.id],
    });
    const hostile = '<script>alert(1)</script> [リンク](javascript:alert(1)) ‮gnp.exe 😀🏊‍♀️\n改行';
    const sent = await send(yamada, room.id, hostile);
    expect(sent.body.data.body).toBe(hostile);
    expect((await call(suzuki, 'GET', `/api/v3/chat/rooms/${room.id}`)).body.data.name).toBe(
      '<img src=x onerror=alert(1)>',
    );
    const blank = await send(yamada, room.id, '   ');
    expect(blank.status).toBe(422);
    expect(blank.body.errors.body).toEqual(['メッセージを入力してください']);
    const long = await send(yamada, room.id, 'あ'.repeat(4001));
    expect(long.status).toBe(422);
    expect(long.body.errors.body[0]).toMatch(/4000文字以内/);
    expect((await send(yamada, room.id, 'あ'.repeat(4000))).status).toBe(201);
    const nul = await send(yamada, room.id, 'a\u0000b');
    expect([400, 422]).toContain(nul.status);
    expect(nul.body.success).toBe(false);
  });

  it('when any text field of a room or a message holds NUL, then 422 VALIDATION_ERROR names the field in Japanese, never 500', async () => {
    // The house rule for bad input (as in every module): a schema's refusal is 422 VALIDATION_ERROR with the
    // field's Japanese message; NUL is text the database cannot keep, so the field's 形式 is wrong.
    t.clock.advance(61_000); // a fresh minute of the send rate limit
    const room = await newRoom(yamada, { type: 'group', name: 'NUL検査', participants: [suzuki.id] });
    const sent = await send(yamada, room.id, '元の本文');
    const NUL = 'a\u0000b';
    const cases: [string, ReturnType<TestApp['request']>, string, string][] = [
      [
        'create name',
        call(yamada, 'POST', '/api/v3/chat/rooms', { type: 'group', name: NUL }),
        'name',
        '名前の形式が正しくありません',
      ],
      [
        'create description',
        call(yamada, 'POST', '/api/v3/chat/rooms', { type: 'group', name: '説明', description: NUL }),
        'description',
        '説明の形式が正しくありません',
      ],
      [
        'create icon',
        call(yamada, 'POST', '/api/v3/chat/rooms', { type: 'group', name: 'アイコン', icon: NUL }),
        'icon',
        'アイコンの値が正しくありません',
      ],
      [
        'update name',
        call(yamada, 'PUT', `/api/v3/chat/rooms/${room.id}`, { name: NUL }),
        'name',
        '名前の形式が正しくありません',
      ],
      [
        'update description',
        call(yamada, 'PUT', `/api/v3/chat/rooms/${room.id}`, { description: NUL }),
        'description',
        '説明の形式が正しくありません',
      ],
      [
        'update icon',
        call(yamada, 'PUT', `/api/v3/chat/rooms/${room.id}`, { icon: NUL }),
        'icon',
        'アイコンの値が正しくありません',
      ],
      ['send body', send(yamada, room.id, NUL), 'body', '本文の形式が正しくありません'],
      [
        'send body (multipart)',
        t.request({
          method: 'POST',
          url: `/api/v3/chat/rooms/${room.id}/messages`,
          token: yamada.token,
          ...multipart({ body: NUL }, [
            { bytes: GIF_BYTES, filename: 'a.gif', type: 'image/gif', field: 'files[]' },
          ]),
        }),
        'body',
        '本文の形式が正しくありません',
      ],
      [
        'edit body',
        call(yamada, 'PATCH', `/api/v3/chat/rooms/${room.id}/messages/${sent.body.data.id}`, { body: NUL }),
        'body',
        '本文の形式が正しくありません',
      ],
      ['room search', call(yamada, 'GET', '/api/v3/chat/rooms?search=a%00b'), 'search', ''],
      ['history search', history(yamada, room.id, '?search=a%00b'), 'search', ''],
      ['message search', call(yamada, 'GET', '/api/v3/chat/messages/search?q=a%00b'), 'q', ''],
      [
        'room type',
        call(yamada, 'GET', '/api/v3/chat/rooms?type=a%00b'),
        'type',
        '種類の形式が正しくありません',
      ],
    ];
    for (const [what, answer, field, message] of cases) {
      const { status, body } = await answer;
      expect(status, what).toBe(422);
      expect(body.success, what).toBe(false);
      expect(body.error.code, what).toBe('VALIDATION_ERROR');
      expect(body.errors[field], what).toHaveLength(1);
      if (message) expect(body.errors[field], what).toEqual([message]);
    }
    // Nothing was changed by the refused writes.
    const read = (await call(suzuki, 'GET', `/api/v3/chat/rooms/${room.id}`)).body.data;
    expect(read).toMatchObject({ name: 'NUL検査', description: null, icon: null });
    expect((await history(suzuki, room.id)).body.data.map((m: { body: string }) => m.body)).toEqual([
      '元の本文',
    ]);
  });

  it('when a room is given an icon, then it is one of the fixed set, set on create and edit by who may edit the room', async () => {
    const room = await newRoom(yamada, {
      type: 'group',
      name: 'アイコン付き',
      icon: 'swimmer',
      participants: [suzuki.id],
    });
    expect((room as unknown as { icon: string }).icon).toBe('swimmer');
    // A group room's participants edit it (the spec's rule), the icon with the rest.
    const changed = await call(suzuki, 'PUT', `/api/v3/chat/rooms/${room.id}`, { icon: 'medal' });
    expect(changed.status).toBe(200);
    expect(changed.body.data.icon).toBe('medal');
    expect(
      (await call(yamada, 'GET', '/api/v3/chat/rooms')).body.data.find(
        (r: { id: number }) => r.id === room.id,
      ).icon,
    ).toBe('medal');
    const cleared = await call(yamada, 'PUT', `/api/v3/chat/rooms/${room.id}`, { icon: null });
    expect(cleared.body.data.icon).toBeNull();
    // Not a participant: 404, the room's name does not leak.
    expect((await call(tanaka, 'PUT', `/api/v3/chat/rooms/${room.id}`, { icon: 'star' })).status).toBe(404);
    // Anything but the set — an emoji, HTML, an upload's URL, a near miss — is refused in Japanese.
    for (const icon of [
      '🏊',
      '<img src=x onerror=alert(1)>',
      'https://example.com/x.png',
      'Swimmer',
      '',
      'building2',
    ]) {
      const refused = await call(yamada, 'POST', '/api/v3/chat/rooms', {
        type: 'group',
        name: '不正アイコン',
        icon,
      });
      expect(refused.status, icon).toBe(422);
      expect(refused.body.errors.icon, icon).toEqual(['アイコンの値が正しくありません']);
    }
    // A store room's icon is its managers' to set (staff: 403), as its name is.
    const store = await newRoom(manager, { type: 'store', name: '渋谷校 アイコン', icon: 'building' });
    expect((await call(yamada, 'PUT', `/api/v3/chat/rooms/${store.id}`, { icon: 'sun' })).status).toBe(403);
    const set = await call(manager, 'PUT', `/api/v3/chat/rooms/${store.id}`, { icon: 'megaphone' });
    expect(set.body.data.icon).toBe('megaphone');
    // The database holds the same rule.
    await expect(
      t.db.query(`update chat_rooms set icon = 'emoji' where id = $1`, [store.id]),
    ).rejects.toThrow();
  });

  it('when a joinable room is joined, then it leaves the joinable list for the room list; direct and archived rooms are never joinable', async () => {
    const open = await newRoom(manager, { type: 'group', name: '参加できる部屋', icon: 'star' });
    const archived = await newRoom(manager, { type: 'group', name: '参加できない部屋' });
    await call(manager, 'PUT', `/api/v3/chat/rooms/${archived.id}`, { is_active: false });
    const direct = await newRoom(manager, { type: 'direct', name: '1対1', participants: [yamada.id] });
    const joinableIds = async () =>
      (
        (await call(tanaka, 'GET', '/api/v3/chat/rooms?joinable=1&per_page=100')).body.data as {
          id: number;
        }[]
      ).map((r) => r.id);
    const before = await joinableIds();
    expect(before).toContain(open.id);
    expect(before).not.toContain(archived.id);
    expect(before).not.toContain(direct.id);
    // Joinable, not yet a participant: the room itself is still not found.
    expect((await call(tanaka, 'GET', `/api/v3/chat/rooms/${open.id}`)).status).toBe(404);
    const joined = await call(tanaka, 'POST', `/api/v3/chat/rooms/${open.id}/join`);
    expect(joined.body.data).toMatchObject({ id: open.id, icon: 'star' });
    expect(joined.body.data.participants.map((p: { id: number }) => p.id)).toContain(tanaka.id);
    expect(await joinableIds()).not.toContain(open.id);
    expect(
      (await call(tanaka, 'GET', '/api/v3/chat/rooms')).body.data.map((r: { id: number }) => r.id),
    ).toContain(open.id);
    expect((await call(tanaka, 'POST', `/api/v3/chat/rooms/${archived.id}/join`)).status).toBe(404);
    expect((await call(tanaka, 'POST', `/api/v3/chat/rooms/${direct.id}/join`)).status).toBe(404);
  });

  it('when one staff member sends too fast, then 429 in the envelope with retry_after, and others are not held', async () => {
    const fresh = await t.createStaff({ role: 'staff', storeId: storeA });
    const sender = { id: fresh.id, name: '', token: await t.login(fresh.email) };
    const room = await newRoom(sender, { type: 'group', name: '連投', participants: [suzuki.id] });
    const answers = [];
    for (let i = 0; i < 31; i += 1) answers.push(await send(sender, room.id, `連投${i}`));
    expect(answers.slice(0, 30).every((a) => a.status === 201)).toBe(true);
    const limited = answers[30];
    expect(limited?.status).toBe(429);
    expect(limited?.body.error).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(limited?.body.error.retry_after).toBeGreaterThan(0);
    expect((await send(suzuki, room.id, '私は送れます')).status).toBe(201);
    t.clock.advance(61_000);
    expect((await send(sender, room.id, '1分後')).status).toBe(201);
  });

  it('when a room is deleted while messages are being sent to it, then each send is 201 or 404, never a fault', async () => {
    const room = await newRoom(manager, { type: 'group', name: '削除と送信', participants: [suzuki.id] });
    const answers = await Promise.all([
      ...Array.from({ length: 6 }, (_, i) => send(suzuki, room.id, `送信${i}`)),
      call(manager, 'DELETE', `/api/v3/chat/rooms/${room.id}`),
      ...Array.from({ length: 6 }, (_, i) => send(manager, room.id, `送信後${i}`)),
    ]);
    for (const answer of answers) expect([200, 201, 404]).toContain(answer.status);
    expect((await call(suzuki, 'GET', `/api/v3/chat/rooms/${room.id}`)).status).toBe(404);
  });

  it('when a manager deletes a room, then it is gone for its participants', async () => {
    const room = await newRoom(manager, { type: 'group', name: '削除予定', participants: [yamada.id] });
    expect((await call(yamada, 'DELETE', `/api/v3/chat/rooms/${room.id}`)).status).toBe(403);
    const deleted = await call(manager, 'DELETE', `/api/v3/chat/rooms/${room.id}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('チャットルームを削除しました');
    expect((await call(yamada, 'GET', `/api/v3/chat/rooms/${room.id}`)).status).toBe(404);
  });
});
