import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO_PASSWORD, logIn, useBrowser } from './support/browser.ts';

// The bulletin board and the chat end to end (issue 17): the built app and the real server with the demo
// data. A manager posts with an attachment and a staff member's badge follows, live; two staff members chat
// in two browser contexts, the unread badges follow, and the latency from pressing Enter on one screen to
// the message drawn on the other is measured.
const browser = useBrowser();

/** A demo login's bearer token and staff id, through the API. */
async function sessionOf(email: string): Promise<{ token: string; id: number; name: string }> {
  const login = await fetch(`${baseUrl()}/api/v3/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { data } = (await login.json()) as {
    data: { token: string; staff?: { id: number }; user?: { id: number } };
  };
  return { token: data.token, id: (data.staff ?? data.user)?.id ?? 0 };
}

/** A real 2×2 PNG (the server sniffs the bytes, not the name). */
function png(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(2, 0);
  header.writeUInt32BE(2, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = Buffer.from([0, 255, 0, 0, 0, 0, 255, 0, 0, 255, 0, 0, 0, 0, 255]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A signed-in GET's data. */
async function read<T>(token: string, path: string): Promise<T> {
  const answer = await fetch(`${baseUrl()}${path}`, {
    headers: {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      'x-requested-with': 'XMLHttpRequest',
    },
  });
  const body = (await answer.json()) as { data: T };
  if (!answer.ok || body.data === null)
    throw new Error(`GET ${path}: ${answer.status} ${JSON.stringify(body)}`);
  return body.data;
}

/** The unread counts the top bar's badges should show for a login, as the server counts them. */
async function unread(token: string) {
  const [bulletin, chat] = await Promise.all([
    read<{ unread_bulletins: number }>(token, '/api/bulletin-board/posts/statistics'),
    read<{ unread_messages: number }>(token, '/api/v3/chat/statistics'),
  ]);
  return { bulletin: bulletin.unread_bulletins, chat: chat.unread_messages };
}

/** Waits until a top-bar button shows `count` unread. */
async function badgeShows(page: Page, name: 'チャット' | '掲示板', count: number, timeout = 10_000) {
  const label = count > 0 ? `${name}（未読 ${count}件）` : name;
  await page.getByRole('banner').getByRole('button', { name: label, exact: true }).waitFor({ timeout });
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;

describe('communication', () => {
  it('when a manager posts with an attachment, then a staff member’s badge counts it live, they read it (the badge follows) and comment', async () => {
    const staffSession = await sessionOf('staff@demo.kayoi.jp');
    const before = (await unread(staffSession.token)).bulletin;
    const staff = await browser.newPage();
    await logIn(staff.page, 'staff@demo.kayoi.jp');
    await badgeShows(staff.page, '掲示板', before);

    const manager = await browser.newPage();
    await logIn(manager.page, 'manager@demo.kayoi.jp');
    await manager.page.goto('/bulletin-boards/new');
    await manager.page.getByRole('textbox', { name: /^件名/ }).fill('e2e 臨時休館のお知らせ');
    await manager.page
      .getByRole('textbox', { name: /^本文/ })
      .fill('設備点検のため臨時休館します。\n詳細 https://kayoi.example.jp/info');
    await manager.page.locator('input[type="file"]').setInputFiles({
      name: '案内図.png',
      mimeType: 'image/png',
      buffer: png(),
    });
    await manager.page.getByRole('list', { name: '追加するファイル' }).getByText('案内図.png').waitFor();
    await manager.page.getByRole('button', { name: '投稿する' }).click();
    await manager.page.getByRole('heading', { level: 1, name: 'e2e 臨時休館のお知らせ' }).waitFor();
    await manager.page.getByRole('img', { name: '案内図.png' }).waitFor();
    const postUrl = manager.page.url();
    // The image is served to the page (signed URL), not refused.
    const preview = await manager.page
      .getByRole('img', { name: '案内図.png' })
      .evaluate((img) => (img as HTMLImageElement).naturalWidth);
    expect(preview).toBe(2);

    // The staff member's open screen counts the new post without a reload (the store's event stream).
    await badgeShows(staff.page, '掲示板', before + 1);
    await staff.page
      .getByRole('banner')
      .getByRole('button', { name: /^掲示板/ })
      .click();
    await staff.page.getByRole('row', { name: /e2e 臨時休館のお知らせ/ }).click();
    await staff.page.getByRole('heading', { level: 1, name: 'e2e 臨時休館のお知らせ' }).waitFor();
    await staff.page.getByRole('link', { name: 'https://kayoi.example.jp/info' }).waitFor();
    await badgeShows(staff.page, '掲示板', before);
    await staff.page.getByRole('textbox', { name: 'コメント' }).fill('承知しました。受付に掲示します。');
    await staff.page.getByRole('button', { name: 'コメントする' }).click();
    await staff.page
      .getByRole('list', { name: 'コメント' })
      .getByText('承知しました。受付に掲示します。')
      .waitFor();

    // The manager's receipts count the staff member as read.
    await manager.page.goto(postUrl);
    const readers = manager.page.getByRole('grid', { name: '既読のスタッフ' });
    await readers.waitFor();
    const { name } = (await read<{ user: { name: string } }>(staffSession.token, '/api/v3/auth/me')).user;
    await readers.getByText(name).waitFor();
    await manager.page
      .getByRole('list', { name: 'コメント' })
      .getByText('承知しました。受付に掲示します。')
      .waitFor();

    await staff.context.close();
    await manager.context.close();
  });

  it('when two staff members chat in two browsers, then messages arrive live, the unread badges follow, and Enter → drawn on the other screen is measured (target ≤ 300 ms p95)', async () => {
    const a = await sessionOf('manager@demo.kayoi.jp');
    const b = await sessionOf('staff@demo.kayoi.jp');
    // A 1:1 room of the two (the server keeps one per pair).
    const created = await fetch(`${baseUrl()}/api/v3/chat/rooms`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${a.token}` },
      body: JSON.stringify({ type: 'direct', name: 'e2e', participants: [b.id] }),
    });
    expect([200, 201]).toContain(created.status);
    const roomId = ((await created.json()) as { data: { id: number } }).data.id;

    const first = await browser.newPage();
    const second = await browser.newPage();
    await logIn(first.page, 'manager@demo.kayoi.jp');
    await logIn(second.page, 'staff@demo.kayoi.jp');
    const managerUnread = (await unread(a.token)).chat;
    const staffUnread = (await unread(b.token)).chat;
    // What each already had unread in this room (the demo data's 1:1 room of the pair): reading the room
    // takes it off the badge too.
    const inRoom = async (token: string) =>
      (await read<{ unread_count: number }>(token, `/api/v3/chat/rooms/${roomId}`)).unread_count;
    const managerInRoom = await inRoom(a.token);
    const staffInRoom = await inRoom(b.token);
    await badgeShows(first.page, 'チャット', managerUnread);
    await badgeShows(second.page, 'チャット', staffUnread);

    // A message to the staff member, who is on the dashboard: their chat badge counts it, live.
    await first.page.goto(`/chat/${roomId}`);
    const composer = first.page.getByRole('textbox', { name: 'メッセージ', exact: true });
    await composer.fill('お疲れさまです。明日のシフトの件です。');
    await composer.press('Enter');
    await badgeShows(second.page, 'チャット', staffUnread + 1);

    // They open the room: the message is there, and reading it takes the badge back down.
    await second.page.goto(`/chat/${roomId}`);
    await second.page
      .getByRole('list', { name: 'メッセージ' })
      .getByText('お疲れさまです。明日のシフトの件です。')
      .waitFor();
    await badgeShows(second.page, 'チャット', staffUnread - staffInRoom);

    // Latency: both screens open on the room; each side sends in turn (15 each, under the send limit of 30 a
    // minute), from Enter pressed on one screen to the text drawn on the other.
    const watch = (page: Page) =>
      page.evaluate(() => {
        const w = window as unknown as { __drawn: Record<string, number>; __sent: number[] };
        w.__drawn = {};
        w.__sent = [];
        // Every request of the run stays measurable (the default buffer holds 250).
        performance.setResourceTimingBufferSize(100_000);
        const list = document.querySelector('[aria-label="メッセージ"]') as HTMLElement;
        new MutationObserver(() => {
          for (const item of list.querySelectorAll('li')) {
            const text = /e2e-latency-\d+/.exec(item.textContent ?? '')?.[0];
            if (text && !(text in w.__drawn)) w.__drawn[text] = performance.timeOrigin + performance.now();
          }
        }).observe(list, { childList: true, subtree: true, characterData: true });
        document.addEventListener(
          'keydown',
          (event) => {
            if (event.key === 'Enter' && !event.shiftKey)
              w.__sent.push(performance.timeOrigin + performance.now());
          },
          true,
        );
      });
    await watch(first.page);
    await watch(second.page);
    const pages = [first.page, second.page];
    /** `count` messages in turn from `from` on, `pauseMs` apart (a person reading and typing), timed. */
    const exchange = async (from: number, count: number, pauseMs: number) => {
      const latencies: number[] = [];
      const steps: number[][] = [];
      for (let i = from; i < from + count; i += 1) {
        const sender = pages[i % 2] as Page;
        const receiver = pages[(i + 1) % 2] as Page;
        const text = `e2e-latency-${i}`;
        const field = sender.getByRole('textbox', { name: 'メッセージ', exact: true });
        await field.fill(text);
        await field.press('Enter');
        await receiver.waitForFunction(
          (t) => (window as unknown as { __drawn: Record<string, number> }).__drawn[t] !== undefined,
          text,
          { timeout: 10_000 },
        );
        const sentAt = await sender.evaluate(
          () => (window as unknown as { __sent: number[] }).__sent.at(-1) as number,
        );
        const drawnAt = await receiver.evaluate(
          (t) => (window as unknown as { __drawn: Record<string, number> }).__drawn[t] as number,
          text,
        );
        latencies.push(drawnAt - sentAt);
        // Where the time goes: the send's request on one side, the catch-up's request on the other.
        const lastRequest = (page: Page, pattern: string) =>
          page.evaluate((p) => {
            const entries = performance
              .getEntriesByType('resource')
              .filter((e) => e.name.includes(p)) as PerformanceResourceTiming[];
            const e = entries.at(-1);
            return e
              ? [performance.timeOrigin + e.startTime, performance.timeOrigin + e.responseEnd]
              : [0, 0];
          }, pattern);
        const [postStart = 0, postEnd = 0] = await lastRequest(sender, `/rooms/${roomId}/messages`);
        const [fetchStart = 0, fetchEnd = 0] = await lastRequest(receiver, 'after_id=');
        steps.push([
          postStart - sentAt,
          postEnd - postStart,
          fetchStart - postEnd,
          fetchEnd - fetchStart,
          drawnAt - fetchEnd,
        ]);
        // The sender's own screen has it too before the next one (the field is empty again).
        await sender.waitForFunction(
          () => (document.querySelector('textarea') as HTMLTextAreaElement | null)?.value === '',
        );
        if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
      }
      return { latencies, steps };
    };
    const figures = (label: string, { latencies, steps }: { latencies: number[]; steps: number[][] }) => {
      const sorted = [...latencies].sort((x, y) => x - y);
      const stepNames = [
        'Enter → POST',
        'POST',
        'answered → catch-up asked',
        'catch-up GET',
        'answered → drawn',
      ];
      console.info(
        [
          `chat message latency, ${label}, Enter on one screen → drawn on the other, ${sorted.length} messages: median ${quantile(sorted, 0.5).toFixed(1)} ms, p95 ${quantile(sorted, 0.95).toFixed(1)} ms, max ${quantile(sorted, 1).toFixed(1)} ms`,
          ...stepNames.map((step, i) => {
            const values = steps.map((row) => row[i] as number).sort((x, y) => x - y);
            return `  ${step}: median ${quantile(values, 0.5).toFixed(1)} ms, p95 ${quantile(values, 0.95).toFixed(1)} ms`;
          }),
        ].join('\n'),
      );
      return quantile(sorted, 0.95);
    };
    // 30 messages as people chat (0.8 s between them), then 10 back to back (each sent as soon as the last is
    // drawn, while the previous one's refreshes are still running): 20 per person in a minute, under the 30.
    const atRest = await exchange(0, 30, 800);
    const backToBack = await exchange(30, 10, 0);
    // Each screen has every message once, in order (no duplicates, no gaps).
    for (const page of pages) {
      const texts = await page
        .getByRole('list', { name: 'メッセージ' })
        .evaluate((list) =>
          [...list.querySelectorAll('li')]
            .map((li) => /e2e-latency-\d+/.exec(li.textContent ?? '')?.[0])
            .filter(Boolean),
        );
      expect(texts).toEqual(Array.from({ length: 40 }, (_, i) => `e2e-latency-${i}`));
    }
    const p95 = figures('as people chat (0.8 s apart)', atRest);
    figures('back to back', backToBack);
    // The target is 300 ms p95 (printed above). The assertion guards the live path itself — a message that
    // waited for the 60 s poll would take far longer — with room for a machine shared by other work.
    expect(p95).toBeLessThanOrEqual(1_000);

    // The other screen reads what it is shown: no unread left for either.
    await badgeShows(first.page, 'チャット', managerUnread - managerInRoom);
    await badgeShows(second.page, 'チャット', staffUnread - staffInRoom);
    await first.context.close();
    await second.context.close();
  });
});
