import { deflateSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './support/browser.ts';
import { badgeShows, read, sessionOf, unread, watchedRoom } from './support/chat.ts';

// The bulletin board and the chat end to end (issue 17): the built app and the real server with the demo
// data. A manager posts with an attachment and a staff member's badge follows, live; two staff members chat
// in two browser contexts, messages arrive live and in order, and the unread badges follow. The latency from
// Enter on one screen to the message drawn on the other is measured by `pnpm bench:browser`.
const browser = useBrowser();

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

describe('communication', () => {
  it('when a manager posts with an attachment, then a staff member’s badge counts it live, they read it (the badge follows) and comment', async () => {
    const staffSession = await sessionOf('staff@demo.kayoi.jp');
    const before = (await unread(staffSession.token)).bulletin;
    const staff = await browser.newPage({ as: 'staff@demo.kayoi.jp', at: '/dashboard' });
    await badgeShows(staff.page, '掲示板', before);

    const manager = await browser.newPage({ as: 'manager@demo.kayoi.jp', at: '/bulletin-boards/new' });
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

  it('when two staff members chat in two browsers, then messages arrive live, the unread badges follow, in order', async () => {
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

    const first = await browser.newPage({ as: 'manager@demo.kayoi.jp', at: '/dashboard' });
    const second = await browser.newPage({ as: 'staff@demo.kayoi.jp', at: '/dashboard' });
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

    // Messages in turn, each sent as soon as the last is drawn: each arrives live (a message that waited for the
    // 60 s poll would miss the 10 s wait), once and in order. How long it takes is measured by `pnpm bench:browser`
    // (chat-latency.measure.ts).
    const pages: [Page, Page] = [first.page, second.page];
    const { exchange } = await watchedRoom(pages, roomId);
    await exchange(0, 8, 0);
    // Each screen has every message once, in order (no duplicates, no gaps).
    for (const page of pages) {
      const texts = await page
        .getByRole('list', { name: 'メッセージ' })
        .evaluate((list) =>
          [...list.querySelectorAll('li')]
            .map((li) => /e2e-latency-\d+/.exec(li.textContent ?? '')?.[0])
            .filter(Boolean),
        );
      expect(texts).toEqual(Array.from({ length: 8 }, (_, i) => `e2e-latency-${i}`));
    }
    // The other screen reads what it is shown: no unread left for either.
    await badgeShows(first.page, 'チャット', managerUnread - managerInRoom);
    await badgeShows(second.page, 'チャット', staffUnread - staffInRoom);
    await first.context.close();
    await second.context.close();
  });
});
