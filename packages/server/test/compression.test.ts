import { request as httpRequest } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { schoolBuilder } from './support/school.ts';

// Issue 30, "JSON on the wire": answers in JSON (and CSV exports) of 4 KB and more go compressed when the caller
// accepts it (brotli first, else gzip); smaller answers, callers that accept nothing, and the live event stream go as
// they are. An answer up to 8 KB is compressed inline at brotli quality 1, a larger one at quality 4
// (src/http/compression.ts).

const atQuality = (body: Buffer, quality: number) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
    },
  });

/** Members a page holds for an answer of 4 to 8 KB (asserted below). */
const FOUR_TO_EIGHT_KB = 10;
/** Members in the store: their CSV export is over 4 KB. */
const MEMBERS = 80;

describe.each(databaseTargets)('compressed answers on $name', (target) => {
  let t: TestApp;
  let manager: string;
  let member: number;

  const get = (url: string, encoding?: string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: {
        authorization: `Bearer ${manager}`,
        ...(encoding === undefined ? {} : { 'accept-encoding': encoding }),
      },
    });

  beforeAll(async () => {
    t = await startTestApp(target);
    const store = await t.createStore();
    manager = await t.login((await t.createStaff({ role: 'manager', storeId: store })).email);
    const school = schoolBuilder(t, store);
    for (let n = 1; n <= MEMBERS; n += 1) member = await school.customer({ name: `山田 太郎${n}` });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('when a large list is asked for with br and gzip accepted, then it comes in brotli, a fraction of its size, the same JSON', async () => {
    const plain = await get('/api/banks?per_page=100');
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(10_000);

    const brotli = await get('/api/banks?per_page=100', 'gzip, deflate, br, zstd');
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    const unpacked = brotliDecompressSync(brotli.rawPayload).toString('utf8');
    expect(JSON.parse(unpacked).data).toEqual(JSON.parse(plain.body).data);
    expect(brotli.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
  });

  it('when an answer of 4 to 8 KB is asked for with brotli accepted, then it is brotli at quality 1; a large one gets quality 4', async () => {
    const plain = await get(`/api/customers?per_page=${FOUR_TO_EIGHT_KB}`);
    expect(plain.statusCode, plain.body).toBe(200);
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(4 * 1024);
    expect(plain.rawPayload.length).toBeLessThanOrEqual(8 * 1024);
    const small = await get(`/api/customers?per_page=${FOUR_TO_EIGHT_KB}`, 'br');
    expect(small.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(small.rawPayload).toString('utf8')).toBe(plain.body);
    expect(small.rawPayload.equals(atQuality(plain.rawPayload, 1))).toBe(true);

    const large = await get('/api/banks?per_page=100');
    expect(large.rawPayload.length).toBeGreaterThan(8 * 1024);
    const packed = await get('/api/banks?per_page=100', 'br');
    expect(brotliDecompressSync(packed.rawPayload).toString('utf8')).toBe(large.body);
    expect(packed.rawPayload.length).toBeLessThan(atQuality(large.rawPayload, 1).length);
  });

  it('when only gzip is accepted, then it comes in gzip', async () => {
    const gzip = await get('/api/customers?per_page=100', 'gzip');
    expect(gzip.statusCode).toBe(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString('utf8')).meta.total).toBe(MEMBERS);
  });

  it('when the CSV export is asked for, then it is compressed too and reads as the same file', async () => {
    const plain = await get('/api/customers/export');
    const packed = await get('/api/customers/export', 'br');
    expect(packed.statusCode).toBe(200);
    expect(packed.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(packed.rawPayload).equals(plain.rawPayload)).toBe(true);
  });

  it("when an answer is under 4 KB, then it goes as it is (a health check, a desk's tap)", async () => {
    const health = await get('/api/health', 'br, gzip');
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThan(1024);
    expect(health.headers['content-encoding']).toBeUndefined();
    // A tap's answer carries the welcome display's data: under 4 KB, not worth the server's CPU to compress.
    const tap = await t.app.inject({
      method: 'POST',
      url: '/api/attendance/customer',
      headers: { authorization: `Bearer ${manager}`, 'accept-encoding': 'br, gzip' },
      payload: { customer_id: member },
    });
    expect(tap.statusCode, tap.body).toBe(200);
    expect(tap.rawPayload.length).toBeGreaterThan(1024);
    expect(tap.rawPayload.length).toBeLessThan(4 * 1024);
    expect(tap.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(tap.body).data.action).toBe('check_in');
  });

  it('when a request body comes compressed, then it is refused with a 4xx, not inflated', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/absences',
      headers: {
        authorization: `Bearer ${manager}`,
        'content-type': 'application/json',
        'content-encoding': 'gzip',
      },
      payload: gzipSync(JSON.stringify({ family_name: '圧縮' })),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(JSON.parse(response.body).success).toBe(false);
  });

  it('when the live event stream is opened by a client that accepts compression, then its frames come uncompressed at once', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const first = await new Promise<{ encoding: string | undefined; text: string }>((resolve, reject) => {
      const call = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/api/events',
          headers: { authorization: `Bearer ${manager}`, 'accept-encoding': 'br, gzip' },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            text += chunk;
            // The ready frame arrives without the stream ending: it was not held back to be compressed.
            if (text.includes('event: ready')) {
              resolve({ encoding: response.headers['content-encoding'], text });
              call.destroy();
            }
          });
        },
      );
      call.on('error', reject);
      call.end();
    });
    expect(first.encoding).toBeUndefined();
    expect(first.text).toMatch(/^retry: \d+\n/);
  });
});
