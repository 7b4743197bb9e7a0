import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { type FilePart, GIF_BYTES, multipart, PNG_BYTES } from './support/forms.ts';

/*
 * Chat message attachments (issue 17): the board's rules (modules/attachments) on a message sent as
 * multipart — images and PDFs by their bytes, at most 5 of 10 MB each — served at signed URLs handed only
 * to the room's participants; a deleted message's files are no longer served.
 */

interface Person {
  id: number;
  token: string;
}

describe.each(databaseTargets)('chat attachments on $name', (target) => {
  let t: TestApp;
  let yamada: Person;
  let suzuki: Person;
  let tanaka: Person;
  let admin: Person;
  let roomId: number;

  beforeAll(async () => {
    t = await startTestApp(target);
    const store = await t.createStore('渋谷校');
    const person = async (role: 'admin' | 'staff') => {
      const staff = await t.createStaff({ role, storeId: store });
      return { id: staff.id, token: await t.login(staff.email) };
    };
    yamada = await person('staff');
    suzuki = await person('staff');
    tanaka = await person('staff');
    admin = await person('admin');
    const room = await t.request({
      method: 'POST',
      url: '/api/v3/chat/rooms',
      token: yamada.token,
      payload: { type: 'group', name: '添付テスト', participants: [suzuki.id] },
    });
    expect(room.status).toBe(201);
    roomId = room.body.data.id;
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  const png = (filename = '修理箇所.png'): FilePart & { field: string } => ({
    bytes: PNG_BYTES,
    filename,
    type: 'image/png',
    field: 'files[]',
  });
  const sendWith = (who: Person, body: string, files: (FilePart & { field: string })[], room = roomId) =>
    t.request({
      method: 'POST',
      url: `/api/v3/chat/rooms/${room}/messages`,
      token: who.token,
      ...multipart({ body }, files),
    });

  it('when a participant sends a PNG, then the message carries it at a signed URL the other participant reads in the history', async () => {
    const sent = await sendWith(yamada, 'プールサイドの写真です', [png()]);
    expect(sent.status).toBe(201);
    const [image] = sent.body.data.attachments;
    expect(image).toMatchObject({ name: '修理箇所.png', mime_type: 'image/png', size: PNG_BYTES.length });
    expect(image.url).toMatch(/^\/storage\/attachments\/[0-9a-f-]{36}\.png\?exp=\d+&sig=[\w-]{43}$/);
    const file = await t.app.inject({ method: 'GET', url: image.url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.rawPayload.equals(PNG_BYTES)).toBe(true);

    const history = await t.request({
      method: 'GET',
      url: `/api/v3/chat/rooms/${roomId}/messages`,
      token: suzuki.token,
    });
    const message = history.body.data.find((m: { id: number }) => m.id === sent.body.data.id);
    expect(message.attachments.map((a: { name: string }) => a.name)).toEqual(['修理箇所.png']);
    // Text only still goes as JSON, with no attachments.
    const text = await t.request({
      method: 'POST',
      url: `/api/v3/chat/rooms/${roomId}/messages`,
      token: suzuki.token,
      payload: { body: '了解です' },
    });
    expect(text.status).toBe(201);
    expect(text.body.data.attachments).toEqual([]);

    // Deleted: a tombstone lists no files and its file is no longer served.
    const removed = await t.request({
      method: 'DELETE',
      url: `/api/v3/chat/rooms/${roomId}/messages/${sent.body.data.id}`,
      token: yamada.token,
    });
    expect(removed.body.data.attachments).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: image.url })).statusCode).toBe(404);
  });

  it('when the bytes are not an image or a PDF, there are more than 5 files or one is over 10 MB, then 422 names files in Japanese and nothing is sent', async () => {
    const count = async () =>
      (await t.db.query<{ n: number }>('select count(*)::int as n from chat_messages')).rows[0]?.n;
    const before = await count();
    const disguised = await sendWith(yamada, '偽装', [
      {
        bytes: Buffer.from('<script>alert(1)</script>'),
        filename: 'x.png',
        type: 'image/png',
        field: 'files[]',
      },
    ]);
    expect(disguised.status).toBe(422);
    expect(disguised.body.errors.files).toEqual(['添付できるのは画像（JPEG・PNG・GIF）とPDFのみです']);

    const many = await sendWith(
      yamada,
      '多すぎ',
      Array.from({ length: 6 }, (_, i) => png(`${i}.png`)),
    );
    expect(many.status).toBe(422);
    expect(many.body.errors.files).toEqual(['添付ファイルは1件のメッセージにつき5件までです']);

    const big = await sendWith(yamada, '大きすぎ', [
      { ...png('big.gif'), bytes: Buffer.concat([GIF_BYTES, Buffer.alloc(10 * 1024 * 1024)]) },
    ]);
    expect(big.status).toBe(422);
    expect(big.body.errors.files).toEqual(['添付ファイルは1件10MB以下にしてください']);

    const empty = await sendWith(yamada, '', [png()]);
    expect(empty.status).toBe(422);
    expect(await count()).toBe(before);
  });

  it('when someone outside the room — even an admin — sends with a file, then 404 and no file is kept', async () => {
    for (const outsider of [tanaka, admin]) {
      const response = await sendWith(outsider, 'のぞき見', [png()]);
      expect(response.status).toBe(404);
      expect(JSON.stringify(response.body)).not.toContain('添付テスト');
    }
    const kept = await t.db.query<{ n: number }>(
      `select count(*)::int as n from chat_attachments a join chat_messages m on m.id = a.message_id
       where m.sender_id = any($1::int[])`,
      [[tanaka.id, admin.id]],
    );
    expect(kept.rows[0]?.n).toBe(0);
  });
});
