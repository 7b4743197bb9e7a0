import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { etagOf } from '../src/http/etag.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { schoolBuilder } from './support/school.ts';

// Issue 30, "cache headers that let the browser revalidate cheaply": a JSON read carries an ETag; asked again with
// If-None-Match, an unchanged answer is a 304 with no body, a changed one a 200 with its new tag.

describe('an answer’s tag', () => {
  it('when only the envelope’s timestamp differs, then the tag is the same; when data differs, it is not', () => {
    const at = (data: string, time: string) =>
      `{"success":true,"data":${data},"timestamp":"2026-11-29T10:00:0${time}+09:00"}`;
    expect(etagOf(at('[1,2]', '1'))).toBe(etagOf(at('[1,2]', '2')));
    expect(etagOf(at('[1,2]', '1'))).not.toBe(etagOf(at('[1,3]', '1')));
    // A `timestamp` inside data counts: only the envelope's own (the last) is left out.
    expect(etagOf(at('{"timestamp":"a"}', '1'))).not.toBe(etagOf(at('{"timestamp":"b"}', '1')));
  });
});

describe.each(databaseTargets)('revalidated reads on $name', (target) => {
  let t: TestApp;
  let manager: string;
  let school: ReturnType<typeof schoolBuilder>;

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${manager}`, ...headers } });

  beforeAll(async () => {
    t = await startTestApp(target);
    const store = await t.createStore();
    manager = await t.login((await t.createStaff({ role: 'manager', storeId: store })).email);
    school = schoolBuilder(t, store);
    for (let n = 1; n <= 5; n += 1) await school.customer({ name: `山田 太郎${n}` });
  });

  afterAll(async () => {
    await t?.close();
  });

  it('when a list is read again with its tag, then 304 without a body; after a change, 200 with a new tag', async () => {
    const first = await get('/api/customers');
    expect(first.statusCode).toBe(200);
    const tag = String(first.headers.etag);
    expect(tag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    // A bare * is not a tag this client kept: the whole answer.
    expect((await get('/api/customers', { 'if-none-match': '*' })).statusCode).toBe(200);
    const again = await get('/api/customers', { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(tag);

    await school.customer({ name: '佐藤 花子' });
    const changed = await get('/api/customers', { 'if-none-match': tag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(tag);
    expect(JSON.parse(changed.body).data.some((c: { name: string }) => c.name === '佐藤 花子')).toBe(true);
  });

  it('when a compressed read is revalidated, then the 304 is not compressed; refusals and writes carry no tag', async () => {
    const first = await get('/api/customers', { 'accept-encoding': 'br' });
    const again = await get('/api/customers', {
      'accept-encoding': 'br',
      'if-none-match': String(first.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.rawPayload.length).toBe(0);

    const refused = await t.app.inject({ method: 'GET', url: '/api/customers' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.etag).toBeUndefined();
  });
});
