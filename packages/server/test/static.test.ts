import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

// The built app as the server sends it: the build's .br/.gz twins by Accept-Encoding, hashed files cached for a
// year, index.html asked for again at every load. The database plays no part: PGlite only.
const INDEX = '<!doctype html><html lang="ja"><body><div id="root"></div></body></html>\n'.repeat(20);
const SCRIPT = 'export const greeting = "こんにちは";\n'.repeat(200);
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe.each(databaseTargets.filter((target) => target.name === 'pglite'))(
  'the built app on $name',
  (target) => {
    const dist = mkdtempSync(join(tmpdir(), 'kayoi-static-'));
    let t: TestApp;

    beforeAll(async () => {
      mkdirSync(join(dist, 'assets'));
      const files = { 'index.html': INDEX, 'assets/login-DTgHP9VQ.js': SCRIPT };
      for (const [name, content] of Object.entries(files)) {
        writeFileSync(join(dist, name), content);
        writeFileSync(join(dist, `${name}.br`), brotliCompressSync(content));
        writeFileSync(join(dist, `${name}.gz`), gzipSync(content));
      }
      writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n');
      t = await startTestApp(target, { staticDir: dist });
    });
    afterAll(async () => {
      await t?.close();
      rmSync(dist, { recursive: true, force: true });
    });

    const get = (url: string, acceptEncoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });

    it('when a browser accepts brotli, then a hashed script is sent as its .br twin, cached for a year', async () => {
      const response = await get('/assets/login-DTgHP9VQ.js', 'gzip, deflate, br, zstd');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['content-type']).toMatch(/javascript/);
      expect(response.headers['cache-control']).toBe(IMMUTABLE);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.rawPayload).toEqual(brotliCompressSync(SCRIPT));
    });

    it('when a hashed script is sent, then it carries no document policies, only nosniff and the resource policy (issue 30)', async () => {
      const script = await get('/assets/login-DTgHP9VQ.js', 'br');
      for (const header of [
        'content-security-policy',
        'x-frame-options',
        'strict-transport-security',
        'referrer-policy',
      ])
        expect(script.headers[header], header).toBeUndefined();
      expect(script.headers['x-content-type-options']).toBe('nosniff');
      expect(script.headers['cross-origin-resource-policy']).toBe('same-origin');
      // The page itself keeps them all.
      const page = await get('/login', 'br');
      expect(page.headers['content-security-policy']).toMatch(/default-src 'self'/);
      expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    });

    it('when a client accepts only gzip, then it gets the .gz twin; without Accept-Encoding, the plain file', async () => {
      const gz = await get('/assets/login-DTgHP9VQ.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gz.rawPayload).toEqual(gzipSync(SCRIPT));
      expect(gz.headers['cache-control']).toBe(IMMUTABLE);
      const plain = await get('/assets/login-DTgHP9VQ.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(SCRIPT);
      expect(plain.headers['cache-control']).toBe(IMMUTABLE);
    });

    it('when the app is opened at /, /login or a deep link, then index.html comes compressed and is never kept', async () => {
      for (const url of ['/', '/login', '/customers/12']) {
        const response = await get(url, 'gzip, deflate, br');
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['content-encoding'], url).toBe('br');
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.rawPayload, url).toEqual(brotliCompressSync(INDEX));
      }
    });

    it('when a file without a hash is asked for, then it is not kept either', async () => {
      const response = await get('/robots.txt', 'br');
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-cache');
    });

    it('when a script of an older build is asked for, then it is a 404, not the app page in its place', async () => {
      const response = await get('/assets/login-0ldBu1ld.js', 'br');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/json/);
    });

    it('when an API path is unknown, then it is still a JSON 404', async () => {
      const response = await get('/api/no/such/thing', 'br');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/json/);
    });

    it('when the API answers, refuses or does not know a path, then every answer carries the security headers (worked out once, issue 30)', async () => {
      const answers = [
        await get('/api/health', 'br'),
        await get('/api/customers', 'br'),
        await get('/api/no/such/thing', 'br'),
        await get('/login', 'br'),
      ];
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 401, 404, 200]);
      for (const answer of answers) {
        const csp = String(answer.headers['content-security-policy']);
        expect(csp).toMatch(/default-src 'self'/);
        expect(csp).toContain("connect-src 'self' ws://localhost:* ws://127.0.0.1:*");
        expect(csp).toContain("img-src 'self' data: blob:");
        expect(csp).toContain("frame-ancestors 'self'");
        expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
        expect(answer.headers['strict-transport-security']).toMatch(/max-age=\d+/);
        expect(answer.headers['referrer-policy']).toBe('no-referrer');
        expect(answer.headers['cross-origin-opener-policy']).toBe('same-origin');
        expect(answer.headers['x-powered-by']).toBeUndefined();
      }
    });
  },
);

// マイページ (issue 31): the family app's build at /my/ beside the staff app's, each with its own page.
describe.each(databaseTargets.filter((target) => target.name === 'pglite'))(
  'the family app at /my/ on $name',
  (target) => {
    const dist = mkdtempSync(join(tmpdir(), 'kayoi-static-'));
    const portal = mkdtempSync(join(tmpdir(), 'kayoi-portal-'));
    const PORTAL_INDEX =
      '<!doctype html><html lang="ja"><title>マイページ</title><div id="root"></div></html>\n'.repeat(20);
    let t: TestApp;

    beforeAll(async () => {
      writeFileSync(join(dist, 'index.html'), INDEX);
      mkdirSync(join(portal, 'assets'));
      const files = { 'index.html': PORTAL_INDEX, 'assets/index-Ab12Cd34.js': SCRIPT };
      for (const [name, content] of Object.entries(files)) {
        writeFileSync(join(portal, name), content);
        writeFileSync(join(portal, `${name}.br`), brotliCompressSync(content));
        writeFileSync(join(portal, `${name}.gz`), gzipSync(content));
      }
      writeFileSync(join(portal, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
      writeFileSync(join(portal, 'manifest.webmanifest'), '{"name":"マイページ"}');
      t = await startTestApp(target, { staticDir: dist, portalDir: portal });
    });
    afterAll(async () => {
      await t?.close();
      rmSync(dist, { recursive: true, force: true });
      rmSync(portal, { recursive: true, force: true });
    });

    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });

    it('when /my/ or one of its routes is opened, then the family app’s page comes, never kept, not the staff app’s', async () => {
      for (const url of ['/my/', '/my/login', '/my/invitation?token=abc', '/my/absences']) {
        const response = await get(url);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe('no-cache');
        expect(response.headers['content-encoding'], url).toBe('br');
        expect(response.rawPayload, url).toEqual(brotliCompressSync(PORTAL_INDEX));
      }
      const staff = await get('/dashboard');
      expect(staff.body).toBe(INDEX);
    });

    it('when /my is opened without its slash, then it is sent to /my/', async () => {
      const response = await get('/my');
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/my/');
    });

    it('when its hashed script is asked for, then the .br twin comes, kept a year; an older one is a JSON 404', async () => {
      const script = await get('/my/assets/index-Ab12Cd34.js');
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-encoding']).toBe('br');
      expect(script.headers['cache-control']).toBe(IMMUTABLE);
      expect(script.rawPayload).toEqual(brotliCompressSync(SCRIPT));
      const old = await get('/my/assets/index-0ldBu1ld.js');
      expect(old.statusCode).toBe(404);
      expect(old.headers['content-type']).toMatch(/json/);
    });

    it('when the service worker and the manifest are asked for, then they come unhashed and never kept', async () => {
      const worker = await get('/my/sw.js');
      expect(worker.statusCode).toBe(200);
      expect(worker.headers['content-type']).toMatch(/javascript/);
      expect(worker.headers['cache-control']).toBe('no-cache');
      const manifest = await get('/my/manifest.webmanifest');
      expect(manifest.statusCode).toBe(200);
      expect(manifest.headers['cache-control']).toBe('no-cache');
    });
  },
);
