import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { DEMO_FAMILY_LOGINS } from '../src/seed/demo-family.ts';
import { startDemoApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

// The demo's お問い合わせ (issue 32): the documented guardian finds its question about the 進級テスト answered by the
// desk (the answer unread); the manager's inbox holds three threads, a family's question about a 振替 waiting
// first, and the menu counts it.

describe.each(databaseTargets)('demo お問い合わせ on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startDemoApp(target, new Date('2026-11-26T17:00:00+09:00'));
  }, 600_000);
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when the demo guardian opens お問い合わせ, then its question is read by the desk and the answer waits unread', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/family/auth/login',
      payload: { email: DEMO_FAMILY_LOGINS.guardian, password: DEMO_PASSWORD },
    });
    const token = login.body.data.token as string;
    const response = await t.request({ method: 'GET', url: '/api/family/messages', token });
    expect(response.status).toBe(200);
    const { messages, unread_count } = response.body.data as {
      messages: { author: string; body: string; staff_name: string | null; read_at: string | null }[];
      unread_count: number;
    };
    expect(messages.map((m) => m.author)).toEqual(['family', 'staff']);
    expect(messages[0]?.body).toContain('進級テスト');
    expect(messages[0]?.read_at).toMatch(/\+09:00$/);
    expect(messages[1]?.staff_name).toBeTruthy();
    expect(messages[1]?.read_at).toBeNull();
    expect(unread_count).toBe(1);
  });

  it('when the manager opens the inbox, then three threads are there, the waiting one first, and the menu counts it', async () => {
    const manager = await t.login('manager@demo.kayoi.jp', DEMO_PASSWORD);
    const response = await t.request({ method: 'GET', url: '/api/family-threads', token: manager });
    expect(response.status).toBe(200);
    const threads = response.body.data as {
      unread_count: number;
      family: { name: string; members: unknown[] };
      last_message: { author: string; body: string };
    }[];
    expect(threads).toHaveLength(3);
    expect(threads.map((thread) => thread.unread_count)).toEqual([1, 0, 0]);
    expect(threads[0]?.last_message.body).toContain('振替');
    for (const thread of threads) {
      expect(thread.family.name).not.toBe('');
      expect(thread.family.members.length).toBeGreaterThan(0);
    }
    const unread = await t.request({ method: 'GET', url: '/api/family-threads/unread', token: manager });
    expect(unread.body.data).toEqual({ unread_threads: 1, unread_messages: 1 });
  });
});
