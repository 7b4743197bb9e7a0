import { describe, expect, it } from 'vitest';
import { compileWaitingChecks, createSchemaCompiler } from '../src/http/validation.ts';

// The request validators are compiled once per process (issue 27: the server tests build an app per file and
// database, and each compiled every operation's schemas again). What one app compiled, the next gets; the
// rules stay those of the part the schema checks.

const schema = {
  type: 'object',
  required: ['store_id', 'name'],
  properties: { store_id: { type: 'integer' }, name: { type: 'string', maxLength: 5 } },
};

type Check = ((data: unknown) => boolean) & { errors?: { instancePath: string }[] | null };
const compile = (httpPart: 'body' | 'querystring', source: Record<string, unknown> = schema) =>
  createSchemaCompiler()({ schema: structuredClone(source), httpPart, method: 'POST', url: '/x' }) as Check;

describe('request validators', () => {
  it('when a second app compiles a schema an app already compiled, then it gets the same check', () => {
    expect(compile('body')).toBe(compile('body'));
    expect(compile('querystring')).toBe(compile('querystring'));
    const other = { ...schema, required: ['store_id'] };
    expect(compile('body', other)).not.toBe(compile('body'));
  });

  it('when one schema checks a body and a query string, then only the query string is coerced', () => {
    const body = compile('body');
    const query = compile('querystring');
    expect(body).not.toBe(query);
    expect(body({ store_id: '1', name: '山田' })).toBe(false);
    expect(body.errors?.[0]?.instancePath).toBe('/store_id');
    const text = { store_id: '1', name: '山田' };
    expect(query(text)).toBe(true);
    expect(text.store_id).toBe(1);
  });

  it('when a shared check refuses one input and passes the next, then each answer has its own errors', () => {
    const body = compile('body');
    expect(body({ store_id: 1, name: '山田花子さん' })).toBe(false);
    expect(body.errors?.map((e) => e.instancePath)).toEqual(['/name']);
    expect(body({ store_id: 1, name: '山田' })).toBe(true);
    expect(body.errors ?? null).toBeNull();
    expect(body({ store_id: 1, name: 'a\u0000b' })).toBe(false);
    expect(body.errors?.[0]).toMatchObject({ keyword: 'unstorableText', instancePath: '/name' });
  });

  it('when an app is built, then a check is compiled only when a request first needs it', () => {
    // A schema Ajv cannot compile (a reference to nothing) fails when its check is first called, not before:
    // building the app's routes compiles none of them (compiling all was 2.4 s of a start's main thread).
    const broken = { type: 'object', properties: { id: { $ref: '#/$defs/nothing' } } };
    const check = compile('body', broken);
    expect(() => check({ id: 1 })).toThrow(/nothing/);
  });

  it('when the idle time compiles the checks no request needed yet, then each is compiled once and still checks', async () => {
    const waiting = compile('body', { ...schema, required: ['name'] });
    // Run beside other files' apps in one process: their waiting checks are compiled too.
    expect(await compileWaitingChecks()).toBeGreaterThanOrEqual(1);
    expect(await compileWaitingChecks()).toBe(0);
    expect(waiting({ store_id: 1 })).toBe(false);
    expect(waiting.errors?.[0]).toMatchObject({ keyword: 'required' });
    expect(waiting({ name: '山田' })).toBe(true);
    // Stopped before it starts, it compiles none.
    compile('body', { ...schema, required: ['store_id', 'name', 'kana'] });
    const stop = new AbortController();
    stop.abort();
    expect(await compileWaitingChecks(stop.signal)).toBe(0);
    expect(await compileWaitingChecks()).toBe(1);
  });
});
