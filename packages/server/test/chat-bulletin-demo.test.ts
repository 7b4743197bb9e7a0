import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { startDemoApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

/* The demo's bulletin board and chat (issue 17), as the demo logins see them through the API. */
describe.each(databaseTargets)('communication demo on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startDemoApp(target);
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  const get = async (email: string, url: string) =>
    (await t.request({ method: 'GET', url, token: await t.login(email, DEMO_PASSWORD) })).body;

  it('when the staff login opens the board, then it sees its store’s and all stores’ notices, pinned first, some unread, none scheduled', async () => {
    const list = await get('staff@demo.kayoi.jp', '/api/bulletin-board/posts');
    const titles = list.data.map((p: { title: string }) => p.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        '年末年始の営業について',
        'プール設備点検のお知らせ（休館日）',
        '12月の進級テスト日程',
      ]),
    );
    expect(titles).not.toContain('冬季短期教室の申込開始（予約投稿）');
    expect(titles).not.toContain('夏季短期教室の案内');
    expect(titles).not.toContain('横浜校 駐車場工事のお知らせ');
    expect(list.data[0].flags.is_pinned).toBe(true);
    const stats = await get('staff@demo.kayoi.jp', '/api/bulletin-board/posts/statistics');
    expect(stats.data.unread_bulletins).toBeGreaterThan(0);
    const manager = await get('manager@demo.kayoi.jp', '/api/bulletin-board/posts');
    expect(manager.data.map((p: { title: string }) => p.title)).toContain(
      '冬季短期教室の申込開始（予約投稿）',
    );
  });

  it('when the staff login opens the chat, then it has rooms of every kind, unread messages and a mention', async () => {
    const rooms = await get('staff@demo.kayoi.jp', '/api/v3/chat/rooms');
    expect(rooms.data.map((r: { type: string }) => r.type).sort()).toEqual(['direct', 'group', 'store']);
    const stats = await get('staff@demo.kayoi.jp', '/api/v3/chat/statistics');
    expect(stats.data).toMatchObject({ unread_rooms: 3, unread_mentions: 1 });
    expect(stats.data.unread_messages).toBeGreaterThanOrEqual(5);
    const admin = await get('admin@demo.kayoi.jp', '/api/v3/chat/rooms');
    expect(admin.data.map((r: { name: string }) => r.name)).not.toContain('佐藤 美咲・鈴木 健太');
  });
});
