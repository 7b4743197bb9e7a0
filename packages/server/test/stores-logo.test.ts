import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { GIF_BYTES, multipart } from './support/forms.ts';

// The school's logo (issue 28 §9): set and removed in the store master by admins (any store) and managers (their
// own store), judged by its bytes, served publicly for the sign-up form.

/** A real PNG of `width` × `height` (white), or only its header when `headerOnly` (a claimed size, no pixels). */
function png(width: number, height: number, { headerOnly = false } = {}): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (headerOnly) return Buffer.concat([signature, chunk('IHDR', header)]);
  const rows = Buffer.alloc((width + 1) * height, 0xff);
  for (let y = 0; y < height; y += 1) rows[y * (width + 1)] = 0; // each row's filter byte
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG's first bytes up to its frame header (SOF0), which is where its size is written. */
function jpeg(width: number, height: number): Buffer {
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0, 0, 0, 0, 0x01, 0x01, 0x11, 0x00]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  const app0 = Buffer.from([
    0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 1, 1, 0, 0, 1, 0, 1, 0,
  ]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, Buffer.from([0xff, 0xd9])]);
}

/** A lossless WebP's header (RIFF, WEBP, VP8L with its 14-bit width and height). */
function webp(width: number, height: number): Buffer {
  const bits = (width - 1) | ((height - 1) << 14);
  const vp8l = Buffer.from([
    0x2f,
    bits & 0xff,
    (bits >> 8) & 0xff,
    (bits >> 16) & 0xff,
    (bits >>> 24) & 0xff,
  ]);
  const chunkSize = Buffer.alloc(4);
  chunkSize.writeUInt32LE(vp8l.length);
  const body = Buffer.concat([Buffer.from('WEBPVP8L', 'latin1'), chunkSize, vp8l]);
  const riffSize = Buffer.alloc(4);
  riffSize.writeUInt32LE(body.length);
  return Buffer.concat([Buffer.from('RIFF', 'latin1'), riffSize, body]);
}

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><script>alert(document.cookie)</script></svg>',
);

const upload = (bytes: Buffer, filename = 'logo.png', type = 'image/png', field = 'logo') =>
  multipart({}, { bytes, filename, type, field });

describe.each(databaseTargets)('store logos on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  let admin: string;
  let manager: string;
  let staff: string;
  let managerB: string;

  const put = (storeId: number, token: string, body: ReturnType<typeof multipart>) =>
    t.request({ method: 'PUT', url: `/api/stores/${storeId}/logo`, token, ...body });
  const remove = (storeId: number, token: string) =>
    t.request({ method: 'DELETE', url: `/api/stores/${storeId}/logo`, token });
  /** The image at a logo URL, fetched as the sign-up form's <img> does: no token. */
  const image = (url: string) => t.app.inject({ method: 'GET', url });
  const formStore = async (storeId: number) => {
    const options = await t.request({ method: 'GET', url: '/api/public/customer-pre-registrations/options' });
    return options.body.data.stores.find((s: { id: number }) => s.id === storeId);
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('ロゴ渋谷校');
    storeB = await t.createStore('ロゴ横浜校');
    await t.db.query(`update stores set company_name = 'かよいスイミング' where id = $1`, [storeA]);
    admin = await t.login((await t.createStaff({ role: 'admin', storeId: storeA })).email);
    manager = await t.login((await t.createStaff({ role: 'manager', storeId: storeA })).email);
    staff = await t.login((await t.createStaff({ role: 'staff', storeId: storeA })).email);
    managerB = await t.login((await t.createStaff({ role: 'manager', storeId: storeB })).email);
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when a manager uploads a PNG for their store, then the store and the sign-up form name it and anyone may fetch it, cacheable', async () => {
    const bytes = png(120, 40);
    const response = await put(storeA, manager, upload(bytes));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.message).toBe('ロゴを更新しました');
    const url = response.body.data.logo_url as string;
    expect(url).toMatch(/^\/storage\/logos\/[0-9a-f-]{36}\.png$/);
    expect(response.body.data.history[0]).toMatchObject({ action: 'updated', fields: ['logo_url'] });

    // The public form sees the school's name and logo, nothing else of the store.
    expect(await formStore(storeA)).toEqual({
      id: storeA,
      name: 'ロゴ渋谷校',
      company_name: 'かよいスイミング',
      logo_url: url,
    });
    const served = await image(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.equals(bytes)).toBe(true);
  });

  it('when the logo is replaced by a JPEG and then a WebP, then each has a new URL and the old one is gone', async () => {
    const first = (await put(storeA, admin, upload(jpeg(300, 100), 'logo.jpg', 'image/jpeg'))).body.data;
    expect(first.logo_url).toMatch(/\.jpg$/);
    const second = await put(storeA, admin, upload(webp(512, 512), 'logo.webp', 'image/webp'));
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.data.logo_url).toMatch(/\.webp$/);
    expect((await image(first.logo_url)).statusCode).toBe(404);
    const served = await image(second.body.data.logo_url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    // The replaced image is not kept.
    const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from photos where key = $1`, [
      String(first.logo_url).split('/').pop(),
    ]);
    expect(rows[0]?.n).toBe(0);
  });

  it('when the logo is removed, then the form shows the name only and the URL is 404', async () => {
    const url = (await put(storeA, manager, upload(png(64, 64)))).body.data.logo_url as string;
    const removed = await remove(storeA, manager);
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe('ロゴを削除しました');
    expect(removed.body.data.logo_url).toBeNull();
    expect((await formStore(storeA)).logo_url).toBeNull();
    expect((await image(url)).statusCode).toBe(404);
    // Removing again changes nothing and says so without a fault.
    expect((await remove(storeA, manager)).status).toBe(200);
  });

  it.each([
    [
      'an SVG (it can carry script)',
      SVG,
      'logo.svg',
      'image/svg+xml',
      'ロゴにはPNG・JPEG・WebPの画像を選択してください（SVG・GIFは使えません）',
    ],
    [
      'an SVG named .png',
      SVG,
      'logo.png',
      'image/png',
      'ロゴにはPNG・JPEG・WebPの画像を選択してください（SVG・GIFは使えません）',
    ],
    [
      'a GIF',
      GIF_BYTES,
      'logo.gif',
      'image/gif',
      'ロゴにはPNG・JPEG・WebPの画像を選択してください（SVG・GIFは使えません）',
    ],
    [
      'text',
      Buffer.from('かよいスイミング'),
      'logo.png',
      'image/png',
      'ロゴにはPNG・JPEG・WebPの画像を選択してください（SVG・GIFは使えません）',
    ],
    [
      'a PNG signature with no header',
      png(1, 1).subarray(0, 10),
      'logo.png',
      'image/png',
      'ロゴにはPNG・JPEG・WebPの画像を選択してください（SVG・GIFは使えません）',
    ],
    [
      'over 1 MB',
      Buffer.concat([png(64, 64), Buffer.alloc(1024 * 1024)]),
      'logo.png',
      'image/png',
      'ロゴの画像は1MB以下にしてください',
    ],
    ['8 × 8 pixels', png(8, 8), 'logo.png', 'image/png', 'ロゴの画像は縦横16〜4096ピクセルにしてください'],
    [
      '20000 × 100 pixels',
      png(20000, 100, { headerOnly: true }),
      'logo.png',
      'image/png',
      'ロゴの画像は縦横16〜4096ピクセルにしてください',
    ],
  ])(
    'when the file is %s, then 422 with a message naming the logo, and the logo is unchanged',
    async (_, bytes, filename, type, message) => {
      const before = (await put(storeA, admin, upload(png(32, 32)))).body.data.logo_url;
      const response = await put(storeA, admin, upload(bytes, filename, type));
      expect(response.status).toBe(422);
      expect(response.body).toMatchObject({ success: false, error: { code: 'VALIDATION_ERROR' } });
      expect(response.body.errors.logo).toEqual([message]);
      expect(
        (await t.request({ method: 'GET', url: `/api/stores/${storeA}`, token: admin })).body.data.logo_url,
      ).toBe(before);
    },
  );

  it('when no file is sent, then 422 asking for one', async () => {
    const response = await put(storeA, admin, multipart({ note: 'x' }));
    expect(response.status).toBe(422);
    expect(response.body.errors.logo).toEqual(['ロゴの画像を選択してください']);
  });

  it('when staff upload or remove a logo, then 403; a manager of another store gets 404 and the logo is unchanged', async () => {
    const before = (await put(storeA, admin, upload(png(32, 32)))).body.data.logo_url;
    expect((await put(storeA, staff, upload(png(32, 32)))).status).toBe(403);
    expect((await remove(storeA, staff)).status).toBe(403);
    expect((await put(storeA, managerB, upload(png(32, 32)))).status).toBe(404);
    expect((await remove(storeA, managerB)).status).toBe(404);
    expect((await formStore(storeA)).logo_url).toBe(before);
    // Their own store is theirs to brand.
    expect((await put(storeB, managerB, upload(png(32, 32)))).status).toBe(200);
  });

  it('when a store with a logo is deleted, then its image goes with it', async () => {
    const store = await t.createStore('ロゴ閉校');
    const url = (await put(store, admin, upload(png(64, 64)))).body.data.logo_url as string;
    const deleted = await t.request({ method: 'DELETE', url: `/api/stores/${store}`, token: admin });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from photos where key = $1', [
      url.split('/').pop(),
    ]);
    expect(rows[0]?.n).toBe(0);
    expect((await image(url)).statusCode).toBe(404);
  });

  it('when a logo URL is guessed or is not a logo, then 404 (a customer photo is not served as a logo)', async () => {
    const { rows } = await t.db.query<{ key: string }>(
      `insert into photos (key, content_type, bytes, byte_size)
       values ('11111111-2222-4333-8444-555555555555.png', 'image/png', $1, $2) returning key`,
      [png(32, 32), png(32, 32).length],
    );
    expect((await image(`/storage/logos/${rows[0]?.key}`)).statusCode).toBe(404);
    expect((await image('/storage/logos/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});
