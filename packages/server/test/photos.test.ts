import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { PHOTO_URL_WINDOW_SECONDS, savePhoto } from '../src/modules/photos/photos.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { GIF_BYTES, multipart, PNG_BYTES, SIGNED_PHOTO_URL } from './support/forms.ts';

const HOUR = 60 * 60;
const quiet = { send: async () => {} };

/** The parts of a signed photo URL. */
function partsOf(url: string) {
  const match = SIGNED_PHOTO_URL.exec(url);
  if (!match) throw new Error(`not a signed photo URL: ${url}`);
  return { key: match[1] as string, exp: Number(match[3]), sig: match[4] as string };
}

describe.each(databaseTargets)('signed photo URLs on $name', (target) => {
  let t: TestApp;
  let storeId: number;
  let staff: { id: number; email: string };
  let token: string;
  let customerId: number;
  let otherCustomerId: number;
  const extraApps: FastifyInstance[] = [];

  const nowSeconds = () => Math.floor(t.clock.now.getTime() / 1000);
  const fetchPhoto = (url: string, app: FastifyInstance = t.app) => app.inject({ method: 'GET', url });
  const photoUrlOf = async (id: number, app: FastifyInstance = t.app) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/customers/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    return JSON.parse(response.body).data.photo_url as string;
  };
  /** Another server on the same database, with the same clock. */
  const secondServer = async (secret?: string) => {
    const app = await buildApp({ ...t.app.kayoi.config, secret }, { db: t.db, mailer: quiet });
    extraApps.push(app);
    return app;
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    storeId = await t.createStore('渋谷校');
    staff = await t.createStaff({ role: 'staff', storeId });
    token = await t.login(staff.email);
    const create = async (given: string, bytes: Buffer, type: string) => {
      const response = await t.request({
        method: 'POST',
        url: '/api/customers',
        token,
        ...multipart(
          {
            family_name: '佐藤',
            given_name: given,
            family_name_kana: 'サトウ',
            given_name_kana: 'ハナ',
            birth_date: '1990-04-01',
            gender: 'female',
            mobile: '090-1111-2222',
          },
          { bytes, filename: `p.${type.slice(6)}`, type },
        ),
      });
      expect(response.status).toBe(201);
      return response.body.data.id as number;
    };
    customerId = await create('花', PNG_BYTES, 'image/png');
    otherCustomerId = await create('華', GIF_BYTES, 'image/gif');
  });
  afterAll(async () => {
    for (const app of extraApps) await app.close();
    await t?.close();
  });

  it('when a customer photo_url from the API is fetched, then it serves the bytes, cacheable privately until it expires', async () => {
    const url = await photoUrlOf(customerId);
    expect(url).toMatch(/^\/storage\/photos\/[0-9a-f-]{36}\.png\?exp=\d+&sig=[\w-]{43}$/);
    const { exp } = partsOf(url);
    // The end of the next whole 12-hour window: valid 12 to 24 hours.
    expect(exp % PHOTO_URL_WINDOW_SECONDS).toBe(0);
    expect(exp - nowSeconds()).toBeGreaterThanOrEqual(12 * HOUR);
    expect(exp - nowSeconds()).toBeLessThanOrEqual(24 * HOUR);

    const photo = await fetchPhoto(url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(photo.rawPayload, PNG_BYTES)).toBe(0);
    expect(photo.headers['cache-control']).toBe(`private, max-age=${exp - nowSeconds()}`);
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['referrer-policy']).toBe('no-referrer');

    // The list hands out the same URL, and so does a read an hour later (the browser's cache holds).
    const list = await t.request({ method: 'GET', url: '/api/customers?search=サトウ', token });
    const row = list.body.data.find((c: { id: number }) => c.id === customerId);
    expect(row.photo_url).toBe(url);
    t.clock.advance(HOUR * 1000);
    expect(await photoUrlOf(customerId)).toBe(url);
    expect(t.contractViolations()).toEqual([]);
  });

  it.each<[string, (url: string, other: string) => string]>([
    ['the signature is changed', (url) => url.replace(/sig=(.)/, (_, c) => `sig=${c === 'A' ? 'B' : 'A'}`)],
    [
      'the expiry is moved later',
      (url) => url.replace(/exp=(\d+)/, (_, exp) => `exp=${Number(exp) + PHOTO_URL_WINDOW_SECONDS}`),
    ],
    ['the expiry is moved earlier', (url) => url.replace(/exp=(\d+)/, (_, exp) => `exp=${Number(exp) - 1}`)],
    ["another photo's signature is used", (url, other) => `${url.split('?')[0]}?${other.split('?')[1]}`],
    ["another photo's key is used", (url, other) => `${other.split('?')[0]}?${url.split('?')[1]}`],
    ['there is no query', (url) => url.split('?')[0] as string],
    ['only the expiry is sent', (url) => url.replace(/&sig=.*$/, '')],
    ['only the signature is sent', (url) => url.replace(/exp=\d+&/, '')],
    ['the signature is cut short', (url) => url.slice(0, -1)],
    ['the signature is empty', (url) => url.replace(/sig=.*$/, 'sig=')],
    ['the expiry is not a number', (url) => url.replace(/exp=\d+/, 'exp=tomorrow')],
    ['the expiry is huge', (url) => url.replace(/exp=\d+/, `exp=${'9'.repeat(40)}`)],
    ['the parameters are repeated', (url) => `${url}&${url.split('?')[1]}`],
    ['the key is malformed', (url) => url.replace(/photos\/[0-9a-f]/, 'photos/X')],
    [
      'the key walks out of the folder',
      (url) => url.replace(/photos\/[^?]+/, 'photos/..%2F..%2Fetc%2Fpasswd'),
    ],
  ])('when %s, then the photo is a 404 like a missing one', async (_, tamper) => {
    const url = await photoUrlOf(customerId);
    const other = await photoUrlOf(otherCustomerId);
    expect((await fetchPhoto(url)).statusCode).toBe(200);
    const tampered = tamper(url, other);
    expect(tampered).not.toBe(url);
    const response = await fetchPhoto(tampered);
    expect(response.statusCode).toBe(404);
    expect(JSON.parse(response.body)).toMatchObject({ success: false, error: { code: 'NOT_FOUND' } });
    expect(response.headers['content-type']).toMatch(/json/);
    expect(t.contractViolations()).toEqual([]);
  });

  it('when a correctly signed URL names a photo that does not exist, then it is 404', async () => {
    const url = t.app.kayoi.photos.url('00000000-0000-4000-8000-000000000000.png') as string;
    expect(url).toMatch(SIGNED_PHOTO_URL);
    expect((await fetchPhoto(url)).statusCode).toBe(404);
  });

  it('when the clock passes exp, then the old URL is 404 and the API hands out a new one that works', async () => {
    const url = await photoUrlOf(customerId);
    const { exp } = partsOf(url);
    t.clock.now = new Date((exp - 1) * 1000);
    const lastSecond = await fetchPhoto(url);
    expect(lastSecond.statusCode).toBe(200);
    expect(lastSecond.headers['cache-control']).toBe('private, max-age=1');

    t.clock.now = new Date(exp * 1000);
    token = await t.login(staff.email); // the session ran out with the hours, too
    expect((await fetchPhoto(url)).statusCode).toBe(404);
    const fresh = await photoUrlOf(customerId);
    expect(fresh).not.toBe(url);
    expect(partsOf(fresh).key).toBe(partsOf(url).key);
    expect(partsOf(fresh).exp).toBe(exp + 2 * PHOTO_URL_WINDOW_SECONDS);
    const served = await fetchPhoto(fresh);
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, PNG_BYTES)).toBe(0);
  });

  it('when a second server starts on the same database, then it accepts the first one’s URLs and hands out the same', async () => {
    const url = await photoUrlOf(customerId);
    const second = await secondServer();
    const served = await fetchPhoto(url, second);
    expect(served.statusCode).toBe(200);
    expect(Buffer.compare(served.rawPayload, PNG_BYTES)).toBe(0);
    expect(await photoUrlOf(customerId, second)).toBe(url);
    const { rows } = await t.db.query<{ count: number }>('select count(*)::int as count from server_secrets');
    expect(rows[0]?.count).toBe(1);
  });

  it('when several servers start at once on a database that has no secret yet, then they all keep one', async () => {
    const { db, dispose } = await target.open({ migrated: true });
    try {
      const config = { ...t.app.kayoi.config, secret: undefined };
      const apps = await Promise.all([1, 2, 3].map(() => buildApp(config, { db, mailer: quiet })));
      try {
        const key = `${'ab12cd34-0000-4000-8000-00000000000'}1.png`;
        const urls = apps.map((app) => app.kayoi.photos.url(key));
        expect(new Set(urls).size).toBe(1);
        // …and it is this database's own: the other database's servers do not accept it.
        expect(t.app.kayoi.photos.url(key)).not.toBe(urls[0]);
        const { rows } = await db.query<{ value: string }>('select value from server_secrets');
        expect(rows).toHaveLength(1);
        expect(Buffer.from(rows[0]?.value ?? '', 'base64url')).toHaveLength(32);
      } finally {
        for (const app of apps) await app.close();
      }
    } finally {
      await dispose();
    }
  });

  it('when KAYOI_SECRET is set, then it signs the URLs instead of the stored secret', async () => {
    const secret = 'a-long-enough-test-secret-0123456789';
    const stored = await t.db.query<{ value: string }>('select value from server_secrets');
    const withSecret = await secondServer(secret);
    const viaStored = await photoUrlOf(customerId);
    const viaSecret = await photoUrlOf(customerId, withSecret);
    expect(viaSecret).toMatch(SIGNED_PHOTO_URL);
    expect(partsOf(viaSecret).key).toBe(partsOf(viaStored).key);
    expect(viaSecret).not.toBe(viaStored);
    expect((await fetchPhoto(viaSecret, withSecret)).statusCode).toBe(200);
    expect((await fetchPhoto(viaSecret)).statusCode).toBe(404);
    expect((await fetchPhoto(viaStored, withSecret)).statusCode).toBe(404);
    // Another server with the same KAYOI_SECRET agrees; the stored secret is left as it was.
    const sameSecret = await secondServer(secret);
    expect((await fetchPhoto(viaSecret, sameSecret)).statusCode).toBe(200);
    expect((await t.db.query('select value from server_secrets')).rows).toEqual(stored.rows);
  });

  it('when staff photos and the welcome display are read, then their URLs are signed and serve the photo', async () => {
    const key = await savePhoto(t.db, GIF_BYTES, 'image/gif');
    await t.db.query('update staffs set photo_path = $1 where id = $2', [`photos/${key}`, staff.id]);
    const read = async (url: string) => (await t.request({ method: 'GET', url, token })).body.data;
    const urls = [
      (await read('/api/v3/auth/me')).user.photo_url,
      (await read('/api/v3/auth/user')).user.photo_url,
      (await read('/api/staffs')).find((s: { id: number }) => s.id === staff.id).photo_url,
      (await read(`/api/staffs/${staff.id}`)).photo_url,
    ];
    for (const url of urls) {
      expect(partsOf(url).key).toBe(key);
      const photo = await fetchPhoto(url);
      expect(photo.statusCode).toBe(200);
      expect(Buffer.compare(photo.rawPayload, GIF_BYTES)).toBe(0);
    }
    const welcome = await read(`/api/attendance/welcome/${customerId}`);
    expect(welcome.customer.photo_url).toBe(await photoUrlOf(customerId));
    expect((await fetchPhoto(welcome.customer.photo_url)).statusCode).toBe(200);
    expect(t.contractViolations()).toEqual([]);
  });
});

describe('the KAYOI_SECRET setting', () => {
  it('when KAYOI_SECRET is set, then the configuration carries it; when empty or unset, then there is none', () => {
    expect(loadConfig({ KAYOI_SECRET: 'x'.repeat(32) }).secret).toBe('x'.repeat(32));
    expect(loadConfig({ KAYOI_SECRET: '' }).secret).toBeUndefined();
    expect(loadConfig({}).secret).toBeUndefined();
  });

  it('when KAYOI_SECRET is shorter than 32 characters, then the server refuses to start with it', () => {
    expect(() => loadConfig({ KAYOI_SECRET: 'short' })).toThrow(/KAYOI_SECRET/);
  });
});
