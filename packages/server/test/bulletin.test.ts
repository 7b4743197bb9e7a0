import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '../src/events/bus.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { GIF_BYTES, multipart, PNG_BYTES } from './support/forms.ts';

/*
 * The bulletin board (issue 17): posts per store or for all stores, the publish window, who may edit and
 * delete, comments, read receipts and the unread badge, attachments at signed URLs, hostile input, events.
 * The test clock stands at 2026-11-22 10:00 in Tokyo.
 */

const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

interface Person {
  id: number;
  token: string;
}

describe.each(databaseTargets)('bulletin board on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  let admin: Person;
  let managerA: Person;
  let staffA: Person;
  let otherStaffA: Person;
  let staffB: Person;
  let managerB: Person;
  const heard: LiveEvent[] = [];

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    storeB = await t.createStore('横浜校');
    const person = async (role: 'admin' | 'manager' | 'staff', storeId: number) => {
      const staff = await t.createStaff({ role, storeId });
      return { id: staff.id, token: await t.login(staff.email) };
    };
    admin = await person('admin', storeA);
    managerA = await person('manager', storeA);
    staffA = await person('staff', storeA);
    otherStaffA = await person('staff', storeA);
    staffB = await person('staff', storeB);
    managerB = await person('manager', storeB);
    for (const store of [storeA, storeB])
      t.app.kayoi.events.subscribe({ store }, (event) => heard.push(event));
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  type Fields = Record<string, string | number | readonly (string | number)[] | undefined>;
  const create = (who: Person, fields: Fields, files?: Parameters<typeof multipart>[1]) =>
    t.request({
      method: 'POST',
      url: '/api/bulletin-board/posts',
      token: who.token,
      ...multipart({ title: 'お知らせ', body: '本文です', ...fields }, files),
    });
  const update = (who: Person, id: number, fields: Fields, files?: Parameters<typeof multipart>[1]) =>
    t.request({
      method: 'POST',
      url: `/api/bulletin-board/posts/${id}`,
      token: who.token,
      ...multipart({ _method: 'PUT', ...fields }, files),
    });
  const get = (who: Person, url: string) => t.request({ method: 'GET', url, token: who.token });
  const titles = async (who: Person, query = '') =>
    ((await get(who, `/api/bulletin-board/posts?per_page=100${query}`)).body.data as { title: string }[]).map(
      (post) => post.title,
    );
  const unread = async (who: Person) =>
    (await get(who, '/api/bulletin-board/posts/statistics')).body.data.unread_bulletins as number;

  it('when a manager posts to the store, then its staff see it, another store does not, and the author has read it', async () => {
    const response = await create(managerA, {
      title: '夏季短期教室の案内',
      body: '7月22日〜8月5日に短期教室を開催します。\n受付でお申し込みください。',
      category: 'event',
      priority: 'high',
      is_pinned: '1',
    });
    expect(response.status).toBe(201);
    expect(response.body.message).toBe('投稿を作成しました');
    const post = response.body.data;
    expect(post).toMatchObject({
      title: '夏季短期教室の案内',
      category: { value: 'event', label: 'イベント' },
      priority: { value: 'high', label: '高', color: '#FF9800' },
      store_id: storeA,
      author: { id: managerA.id },
      flags: { is_pinned: true, is_active: true, is_read: true },
      publish_window: { start: null, end: null },
      statistics: { read_count: 1, comment_count: 0 },
    });
    expect(await titles(staffA)).toContain('夏季短期教室の案内');
    expect(await titles(staffB)).not.toContain('夏季短期教室の案内');
    expect((await get(staffB, `/api/bulletin-board/posts/${post.id}`)).status).toBe(404);
    expect(heard).toContainEqual(
      expect.objectContaining({
        type: 'bulletin.post.changed',
        store_id: storeA,
        payload: { post_id: post.id, action: 'created' },
      }),
    );
  });

  it('when staff post without a store, then it is their store; naming another store is refused; only an admin posts to all stores', async () => {
    const own = await create(staffA, { title: 'スタッフからの連絡' });
    expect(own.status).toBe(201);
    expect(own.body.data.store_id).toBe(storeA);
    const elsewhere = await create(staffA, { title: '他店宛て', store_id: storeB });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors.store_id).toEqual(['店舗を選択してください']);
    for (const store_id of ['99999999999', '-1', 'abc', String(storeB + 1000)]) {
      expect((await create(admin, { title: '存在しない店舗', store_id })).status).toBe(422);
    }
    const everyone = await create(admin, { title: '全店舗: 設備点検のお知らせ' });
    expect(everyone.status).toBe(201);
    expect(everyone.body.data.store_id).toBeNull();
    expect(await titles(staffB)).toContain('全店舗: 設備点検のお知らせ');
    expect(heard.filter((e) => e.type === 'bulletin.post.changed' && 'payload' in e)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          store_id: storeB,
          payload: { post_id: everyone.body.data.id, action: 'created' },
        }),
      ]),
    );
  });

  it('when a post is scheduled or inactive, then only its author, the managers of its store and admins see it', async () => {
    const scheduled = await create(otherStaffA, {
      title: '進級テスト日程（予約投稿）',
      publish_start: '2026-11-23T09:00',
      publish_end: '2026-11-30 18:00:00',
    });
    expect(scheduled.status).toBe(201);
    expect(scheduled.body.data.publish_window).toEqual({
      start: '2026-11-23 09:00:00',
      end: '2026-11-30 18:00:00',
    });
    const ended = await create(managerA, {
      title: '終了したお知らせ',
      publish_start: '2026-11-01 09:00:00',
      publish_end: '2026-11-21 09:00:00',
    });
    const inactive = await create(managerA, { title: '非公開の下書き', is_active: '0' });
    expect(ended.status).toBe(201);
    expect(inactive.status).toBe(201);

    const seenByStaff = await titles(staffA);
    expect(seenByStaff).not.toContain('進級テスト日程（予約投稿）');
    expect(seenByStaff).not.toContain('終了したお知らせ');
    expect(seenByStaff).not.toContain('非公開の下書き');
    expect((await get(staffA, `/api/bulletin-board/posts/${scheduled.body.data.id}`)).status).toBe(404);
    expect(await titles(otherStaffA)).toContain('進級テスト日程（予約投稿）');
    expect(await titles(managerA)).toEqual(
      expect.arrayContaining(['進級テスト日程（予約投稿）', '非公開の下書き']),
    );
    expect(await titles(admin)).toContain('終了したお知らせ');

    // The window opens (its start moved to a minute ago): everyone of the store sees it.
    await update(otherStaffA, scheduled.body.data.id, { publish_start: '2026-11-22 09:59:00' });
    expect(await titles(staffA)).toContain('進級テスト日程（予約投稿）');
  });

  it('when the author clears a publish window (null, sent as an empty part), then the post is shown to others; an omitted end stays', async () => {
    const future = await create(managerA, {
      title: '窓を外すお知らせ',
      publish_start: '2026-12-01 09:00:00',
      publish_end: '2026-12-31 18:00:00',
    });
    const past = await create(managerA, {
      title: '終了を外すお知らせ',
      publish_start: '2026-11-01 09:00:00',
      publish_end: '2026-11-21 09:00:00',
    });
    expect(await titles(staffA)).not.toContain('窓を外すお知らせ');
    expect(await titles(staffA)).not.toContain('終了を外すお知らせ');

    const cleared = await update(managerA, future.body.data.id, { publish_start: '' });
    expect(cleared.status).toBe(200);
    // Only the start went: the end was not sent and stays.
    expect(cleared.body.data.publish_window).toEqual({ start: null, end: '2026-12-31 18:00:00' });
    const ended = await update(managerA, past.body.data.id, { publish_end: '' });
    expect(ended.body.data.publish_window).toEqual({ start: '2026-11-01 09:00:00', end: null });
    const both = await update(managerA, future.body.data.id, { publish_start: '', publish_end: '' });
    expect(both.body.data.publish_window).toEqual({ start: null, end: null });

    expect(await titles(staffA)).toEqual(expect.arrayContaining(['窓を外すお知らせ', '終了を外すお知らせ']));
    expect((await get(staffA, `/api/bulletin-board/posts/${past.body.data.id}`)).status).toBe(200);
    // A blank (spaces) is no date either; a malformed one is still refused.
    const blank = await update(managerA, past.body.data.id, { publish_start: '  ' });
    expect(blank.body.data.publish_window.start).toBeNull();
    const bad = await update(managerA, past.body.data.id, { publish_end: 'あした' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.publish_end).toEqual(['公開終了日時の形式が正しくありません']);
  });

  it('when the end is not after the start, or a date or flag is malformed, then 422 in Japanese', async () => {
    const backwards = await create(managerA, {
      publish_start: '2026-12-01 10:00:00',
      publish_end: '2026-12-01 09:00:00',
    });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.publish_end).toEqual([
      '公開終了日時は公開開始日時より後の日時を指定してください',
    ]);
    const bad = await create(managerA, { title: '', publish_start: '2026-13-45 99:99:00', is_pinned: 'yes' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors.title).toEqual(['件名は必須です']);
    expect(bad.body.errors.publish_start).toEqual(['公開開始日時の形式が正しくありません']);
    expect(bad.body.errors.is_pinned).toBeDefined();
    const long = await create(managerA, { body: 'あ'.repeat(20_001) });
    expect(long.status).toBe(422);
    expect(long.body.errors.body).toEqual(['本文は20000文字以内で入力してください']);
  });

  it('when authors, managers, admins and other staff edit or delete, then authors, their store managers and admins may; others get 403', async () => {
    const post = (await create(staffA, { title: '更新テスト' })).body.data;
    expect((await update(otherStaffA, post.id, { title: '横取り' })).status).toBe(403);
    expect((await update(managerB, post.id, { title: '他店' })).status).toBe(404);
    const byAuthor = await update(staffA, post.id, { title: '更新テスト（作者）' });
    expect(byAuthor.status).toBe(200);
    expect(byAuthor.body.data.title).toBe('更新テスト（作者）');
    // Omitted fields keep their value.
    expect(byAuthor.body.data.body).toBe('本文です');
    expect((await update(managerA, post.id, { priority: 'urgent' })).body.data.priority).toEqual({
      value: 'urgent',
      label: '緊急',
      color: '#F44336',
    });
    expect((await update(admin, post.id, { is_pinned: '1' })).body.data.flags.is_pinned).toBe(true);

    const allStores = (await create(admin, { title: '本部から' })).body.data;
    expect((await update(managerA, allStores.id, { title: '店長が編集' })).status).toBe(403);

    expect(
      (
        await t.request({
          method: 'DELETE',
          url: `/api/bulletin-board/posts/${post.id}`,
          token: otherStaffA.token,
        })
      ).status,
    ).toBe(403);
    const deleted = await t.request({
      method: 'DELETE',
      url: `/api/bulletin-board/posts/${post.id}`,
      token: managerA.token,
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.message).toBe('投稿を削除しました');
    expect((await get(staffA, `/api/bulletin-board/posts/${post.id}`)).status).toBe(404);
    expect(await titles(admin)).not.toContain('更新テスト（作者）');
    // The deleted post keeps its row and its audit trail.
    const { rows } = await t.db.query<{ action: string; staff_id: number }>(
      'select action, staff_id from bulletin_post_audits where post_id = $1 order by id',
      [post.id],
    );
    expect(rows.map((row) => row.action)).toEqual(['created', 'updated', 'updated', 'updated', 'deleted']);
    expect(rows.at(-1)?.staff_id).toBe(managerA.id);
    const kept = await t.db.query<{ deleted_by: number }>(
      'select deleted_by from bulletin_posts where id = $1',
      [post.id],
    );
    expect(kept.rows[0]?.deleted_by).toBe(managerA.id);
  });

  it('when staff read a post, then the badge goes down, the read count up, and the manager sees who has and has not read it', async () => {
    const post = (
      await create(managerA, {
        title: '設備点検のお知らせ',
        body: '11月25日はプール設備点検のため休館します。',
      })
    ).body.data;
    const before = await unread(staffA);
    expect(before).toBeGreaterThan(0);
    const detail = await get(staffA, `/api/bulletin-board/posts/${post.id}`);
    expect(detail.body.data.flags.is_read).toBe(false);
    expect(detail.body.data.statistics.view_count).toBe(1);

    const marked = await t.request({
      method: 'POST',
      url: `/api/bulletin-board/posts/${post.id}/mark-as-read`,
      token: staffA.token,
    });
    expect(marked.status).toBe(200);
    expect(marked.body.data).toMatchObject({
      post_id: post.id,
      is_read: true,
      read_count: 2,
      unread_bulletins: before - 1,
    });
    const again = await t.request({
      method: 'POST',
      url: `/api/bulletin-board/posts/${post.id}/mark-as-read`,
      token: staffA.token,
    });
    expect(again.body.data.read_at).toBe(marked.body.data.read_at);
    expect(again.body.data.read_count).toBe(2);
    expect(await unread(staffA)).toBe(before - 1);
    expect(await titles(staffA, '&unread_only=1')).not.toContain('設備点検のお知らせ');

    const receipts = await get(managerA, `/api/bulletin-board/posts/${post.id}/read-receipts`);
    expect(receipts.status).toBe(200);
    const readIds = receipts.body.data.read.map((r: { staff: { id: number } }) => r.staff.id);
    const unreadIds = receipts.body.data.unread.map((s: { id: number }) => s.id);
    expect(readIds).toEqual([managerA.id, staffA.id]);
    expect(unreadIds).toEqual(expect.arrayContaining([admin.id, otherStaffA.id]));
    expect(unreadIds).not.toContain(staffB.id);
    expect((await get(staffA, `/api/bulletin-board/posts/${post.id}/read-receipts`)).status).toBe(403);
    expect((await get(managerB, `/api/bulletin-board/posts/${post.id}/read-receipts`)).status).toBe(404);
  });

  it('when many read the same post at once, then each is counted once', async () => {
    const post = (await create(managerA, { title: '同時既読' })).body.data;
    const readers = [staffA, otherStaffA, admin];
    await Promise.all(
      [...readers, ...readers].map((who) =>
        t.request({
          method: 'POST',
          url: `/api/bulletin-board/posts/${post.id}/mark-as-read`,
          token: who.token,
        }),
      ),
    );
    expect(
      (await get(managerA, `/api/bulletin-board/posts/${post.id}`)).body.data.statistics.read_count,
    ).toBe(4);
  });

  it('when staff comment, then the comment is listed and counted; its author, managers and admins delete it, others get 403', async () => {
    const post = (await create(managerA, { title: 'コメントテスト' })).body.data;
    const comment = await t.request({
      method: 'POST',
      url: `/api/bulletin-board/posts/${post.id}/comments`,
      token: staffA.token,
      payload: { content: '承知しました。受付にも掲示します。' },
    });
    expect(comment.status).toBe(201);
    expect(comment.body).toMatchObject({
      message: 'コメントを投稿しました',
      data: { post_id: post.id, author_id: staffA.id, body: '承知しました。受付にも掲示します。' },
    });
    const blank = await t.request({
      method: 'POST',
      url: `/api/bulletin-board/posts/${post.id}/comments`,
      token: staffA.token,
      payload: { content: '   ' },
    });
    expect(blank.status).toBe(422);
    expect(
      (await get(staffA, `/api/bulletin-board/posts/${post.id}`)).body.data.statistics.comment_count,
    ).toBe(1);
    const list = await get(otherStaffA, `/api/bulletin-board/posts/${post.id}/comments`);
    expect(list.body.data.map((c: { id: number }) => c.id)).toEqual([comment.body.data.id]);
    expect((await get(staffB, `/api/bulletin-board/posts/${post.id}/comments`)).status).toBe(404);
    const remove = (who: Person, commentId: number, postId = post.id) =>
      t.request({
        method: 'DELETE',
        url: `/api/bulletin-board/posts/${postId}/comments/${commentId}`,
        token: who.token,
      });
    expect((await remove(otherStaffA, comment.body.data.id)).status).toBe(403);
    const other = (await create(managerA, { title: '別の投稿' })).body.data;
    expect((await remove(staffA, comment.body.data.id, other.id)).status).toBe(404);
    const removed = await remove(staffA, comment.body.data.id);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('コメントを削除しました');
    expect((await get(staffA, `/api/bulletin-board/posts/${post.id}/comments`)).body.data).toEqual([]);
  });

  it('when files are attached, then images and PDFs are kept at signed URLs, other bytes are refused, and removal takes only the post’s own', async () => {
    const response = await create(managerA, { title: '添付テスト' }, [
      { bytes: PNG_BYTES, filename: 'プール.png', type: 'image/png', field: 'files[]' },
      { bytes: PDF_BYTES, filename: '‮fdp.exe', type: 'application/pdf', field: 'files[]' },
    ]);
    expect(response.status).toBe(201);
    const [image, pdf] = response.body.data.attachments;
    expect(image).toMatchObject({ name: 'プール.png', mime_type: 'image/png', size: PNG_BYTES.length });
    expect(pdf).toMatchObject({ name: 'fdp.exe', mime_type: 'application/pdf' });
    expect(image.url).toMatch(/^\/storage\/attachments\/[0-9a-f-]{36}\.png\?exp=\d+&sig=[\w-]{43}$/);
    const file = await t.app.inject({ method: 'GET', url: image.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);
    const download = await t.app.inject({ method: 'GET', url: pdf.url });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    const forged = await t.app.inject({
      method: 'GET',
      url: image.url.replace(/sig=[\w-]+/, 'sig=x'.padEnd(47, 'x')),
    });
    expect(forged.statusCode).toBe(404);
    t.clock.advance(25 * 60 * 60 * 1000);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
    t.clock.now = new Date('2026-11-22T01:00:00.000Z');

    const html = await create(managerA, { title: '偽装' }, [
      {
        bytes: Buffer.from('<script>alert(1)</script>'),
        filename: 'x.png',
        type: 'image/png',
        field: 'files[]',
      },
    ]);
    expect(html.status).toBe(422);
    expect(html.body.errors.files).toEqual(['添付できるのは画像（JPEG・PNG・GIF）とPDFのみです']);

    const other = (
      await create(managerA, { title: '別の添付' }, [
        { bytes: GIF_BYTES, filename: 'a.gif', type: 'image/gif', field: 'files[]' },
      ])
    ).body.data;
    const foreign = await update(managerA, response.body.data.id, {
      'remove_files[]': [other.attachments[0].id],
    });
    expect(foreign.status).toBe(422);
    // More ids than a post can hold (the spec's maxItems) are refused, and nothing is removed.
    const tooMany = await update(managerA, response.body.data.id, {
      'remove_files[]': [image.id, ...Array.from({ length: 10 }, (_, i) => 900_000 + i)],
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors.remove_files).toBeDefined();
    const removed = await update(managerA, response.body.data.id, { 'remove_files[]': [image.id] }, [
      { bytes: GIF_BYTES, filename: 'b.gif', type: 'image/gif', field: 'files[]' },
    ]);
    expect(removed.status).toBe(200);
    expect(removed.body.data.attachments.map((a: { name: string }) => a.name)).toEqual(['fdp.exe', 'b.gif']);
    // A deleted post's files are not served any more.
    await t.request({
      method: 'DELETE',
      url: `/api/bulletin-board/posts/${response.body.data.id}`,
      token: managerA.token,
    });
    expect((await t.app.inject({ method: 'GET', url: pdf.url })).statusCode).toBe(404);

    const six = await create(
      managerA,
      { title: '多すぎ' },
      Array.from({ length: 6 }, (_, i) => ({
        bytes: GIF_BYTES,
        filename: `${i}.gif`,
        type: 'image/gif',
        field: 'files[]',
      })),
    );
    expect([413, 422]).toContain(six.status);
  });

  it('when text is hostile, then it is stored and answered as typed; NUL is refused in the envelope', async () => {
    const hostile =
      '<script>alert(1)</script><img src=x onerror=alert(1)> [x](javascript:alert(1)) ‮RTL 😀🏊‍♀️';
    const post = await create(managerA, {
      title: hostile.slice(0, 200),
      body: `${hostile}\n${'長'.repeat(10_000)}`,
    });
    expect(post.status).toBe(201);
    const read = await get(staffA, `/api/bulletin-board/posts/${post.body.data.id}`);
    expect(read.body.data.title).toBe(hostile.slice(0, 200));
    expect(read.body.data.body).toBe(`${hostile}\n${'長'.repeat(10_000)}`);
    const comment = await t.request({
      method: 'POST',
      url: `/api/bulletin-board/posts/${post.body.data.id}/comments`,
      token: staffA.token,
      payload: { content: hostile },
    });
    expect(comment.body.data.body).toBe(hostile);
    const nul = await create(managerA, { title: 'a\u0000b' });
    expect(nul.status).toBeGreaterThanOrEqual(400);
    expect(nul.status).toBeLessThan(500);
    expect(nul.body.success).toBe(false);
    const nulComment = await t.request({
      method: 'POST',
      url: `/api/bulletin-board/posts/${post.body.data.id}/comments`,
      token: staffA.token,
      payload: { content: 'a\u0000b' },
    });
    expect([400, 422]).toContain(nulComment.status);
    const tooLong = await t.request({
      method: 'POST',
      url: `/api/bulletin-board/posts/${post.body.data.id}/comments`,
      token: staffA.token,
      payload: { content: 'あ'.repeat(2001) },
    });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors.content[0]).toMatch(/2000文字以内/);
  });

  it('when any text field of a post or a comment holds NUL, then 422 VALIDATION_ERROR names the field in Japanese, never 500', async () => {
    // The house rule for bad input (as in every module): 422 VALIDATION_ERROR with the field's Japanese
    // message; NUL is text the database cannot keep, so the field's 形式 is wrong.
    const post = await create(managerA, { title: 'NUL検査', body: '元の本文' });
    const id = post.body.data.id;
    const NUL = 'a\u0000b';
    const comment = (content: string) =>
      t.request({
        method: 'POST',
        url: `/api/bulletin-board/posts/${id}/comments`,
        token: staffA.token,
        payload: { content },
      });
    const cases: [string, ReturnType<TestApp['request']>, string, string][] = [
      ['create title', create(managerA, { title: NUL }), 'title', '件名の形式が正しくありません'],
      ['create body', create(managerA, { body: NUL }), 'body', '本文の形式が正しくありません'],
      [
        'create category',
        create(managerA, { category: NUL }),
        'category',
        'カテゴリの形式が正しくありません',
      ],
      ['create priority', create(managerA, { priority: NUL }), 'priority', '優先度の形式が正しくありません'],
      [
        'create publish start',
        create(managerA, { publish_start: NUL }),
        'publish_start',
        '公開開始日時の形式が正しくありません',
      ],
      ['update title', update(managerA, id, { title: NUL }), 'title', '件名の形式が正しくありません'],
      ['update body', update(managerA, id, { body: NUL }), 'body', '本文の形式が正しくありません'],
      [
        'update publish end',
        update(managerA, id, { publish_end: NUL }),
        'publish_end',
        '公開終了日時の形式が正しくありません',
      ],
      ['comment', comment(NUL), 'content', 'コメントの形式が正しくありません'],
      ['list search', get(staffA, '/api/bulletin-board/posts?search=a%00b'), 'search', ''],
    ];
    for (const [what, answer, field, message] of cases) {
      const { status, body } = await answer;
      expect(status, what).toBe(422);
      expect(body.success, what).toBe(false);
      expect(body.error.code, what).toBe('VALIDATION_ERROR');
      expect(body.errors[field], what).toHaveLength(1);
      if (message) expect(body.errors[field], what).toEqual([message]);
    }
    const read = await get(staffA, `/api/bulletin-board/posts/${id}`);
    expect(read.body.data).toMatchObject({ title: 'NUL検査', body: '元の本文' });
    expect(read.body.data.statistics.comment_count).toBe(0);
  });

  it('when the list is filtered and paged, then pinned come first and filters, search and pages hold', async () => {
    const store = await t.createStore('検索校');
    const manager = await t.createStaff({ role: 'manager', storeId: store });
    const m = { id: manager.id, token: await t.login(manager.email) };
    for (let i = 1; i <= 25; i += 1) {
      await create(m, {
        title: `お知らせ${i}`,
        body: i % 5 === 0 ? 'プールの水温について' : '通常の連絡',
        category: i % 2 === 0 ? 'maintenance' : 'general',
        priority: i === 7 ? 'urgent' : 'normal',
        is_pinned: i === 3 ? '1' : '0',
      });
    }
    const page1 = await get(m, '/api/bulletin-board/posts?per_page=10&page=1');
    expect(page1.body.meta).toMatchObject({ current_page: 1, last_page: 3, per_page: 10, from: 1, to: 10 });
    expect(page1.body.meta.total).toBeGreaterThanOrEqual(25);
    expect(page1.body.data[0].flags.is_pinned).toBe(true);
    const all: string[] = [];
    for (let page = 1; page <= page1.body.meta.last_page; page += 1) {
      all.push(
        ...(await get(m, `/api/bulletin-board/posts?per_page=10&page=${page}`)).body.data.map(
          (p: { title: string }) => p.title,
        ),
      );
    }
    expect(new Set(all).size).toBe(all.length);
    expect(all.length).toBe(page1.body.meta.total);
    expect(await titles(m, '&category=maintenance')).toHaveLength(12);
    expect(await titles(m, '&priority=urgent')).toContain('お知らせ7');
    // Japanese substring search, no word boundaries; % and _ are plain characters.
    expect((await titles(m, `&search=${encodeURIComponent('水温')}`)).sort()).toEqual(
      ['お知らせ10', 'お知らせ15', 'お知らせ20', 'お知らせ25', 'お知らせ5'].sort(),
    );
    expect(await titles(m, `&search=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await titles(m, '&is_pinned=1')).toEqual(['お知らせ3']);
  });
});
