import spec from '@kayoi/api-client/spec' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { familySession, isFamilyOperation } from './support/family.ts';

type Role = 'admin' | 'manager' | 'staff';
interface Operation {
  method: string;
  path: string;
  operationId: string;
  roles: Role[] | null;
  /** Takes a family session (issue 31). */
  family: boolean;
  jsonBody: boolean;
}

const document = spec as unknown as {
  paths: Record<
    string,
    Record<
      string,
      {
        operationId?: string;
        'x-roles'?: Role[];
        security?: unknown[];
        requestBody?: { content?: Record<string, unknown> };
      }
    >
  >;
};
const operations: Operation[] = Object.entries(document.paths).flatMap(([path, item]) =>
  Object.entries(item)
    .filter(([method, op]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method) && op.operationId)
    .map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      operationId: op.operationId as string,
      roles: op['x-roles'] ?? null,
      family: isFamilyOperation(op),
      jsonBody: Boolean(op.requestBody?.content?.['application/json']),
    })),
);
/** A concrete URL for a path template: ids that exist nowhere. */
const urlOf = (path: string) => path.replace(/\{[^}]+\}/g, '987654');

/** Payloads a careless or hostile client sends. */
const GARBAGE: [string, string][] = [
  ['an array', '[1,2,3]'],
  ['null', 'null'],
  ['a number', '42'],
  [
    'wrong types everywhere',
    JSON.stringify({
      email: 12,
      password: {},
      store_id: 'x',
      theme: [],
      nfc_uid: null,
      status: 5,
      body: true,
    }),
  ],
  ['deep nesting', `${'{"a":'.repeat(500)}1${'}'.repeat(500)}`],
  ['broken JSON', '{"email":'],
  ['a prototype pollution attempt', '{"__proto__":{"role":"admin"},"constructor":{"prototype":{"x":1}}}'],
];

describe.each(databaseTargets)('every operation of the spec on $name', (target) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  /** The family operations (issue 31) take a family session, every other a staff one of the operation's role. */
  let familyToken = '';
  const tokenFor = (op: Operation) => (op.family ? familyToken : tokens[op.roles?.[0] ?? 'staff']);

  beforeAll(async () => {
    t = await startTestApp(target);
    const store = await t.createStore();
    for (const role of ['admin', 'manager', 'staff'] as const) {
      tokens[role] = await t.login((await t.createStaff({ role, storeId: store })).email);
    }
    familyToken = (await familySession(t, store, tokens.manager)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('has operations to check', () => {
    expect(operations.length).toBeGreaterThanOrEqual(56);
  });

  // Anonymous callers (401) and roles outside x-roles (403) are judged in authorization-matrix.test.ts.

  it.each(operations.filter((op) => op.jsonBody))(
    'when $operationId gets garbage bodies, then a 4xx (or 501), never a 5xx fault',
    async (op) => {
      const token = tokenFor(op);
      for (const [name, payload] of GARBAGE) {
        const response = await t.request({
          method: op.method as 'POST',
          url: urlOf(op.path),
          token,
          headers: { 'content-type': 'application/json' },
          payload,
        });
        expect([400, 404, 413, 415, 422, 429, 501], `${name} → ${response.status}`).toContain(
          response.status,
        );
        expect(response.body.success).toBe(false);
      }
    },
  );

  it.each(operations)(
    'when $operationId is called by an allowed role with ids that do not exist, then no 5xx fault',
    async (op) => {
      const response = await t.request({
        method: op.method as 'GET',
        url: urlOf(op.path),
        token: tokenFor(op),
        ...(op.jsonBody ? { payload: {} } : {}),
      });
      expect(response.status === 501 || response.status < 500, `${response.status}`).toBe(true);
    },
  );

  it('when a prototype pollution payload is sent, then no object gains its properties', async () => {
    await t.request({
      method: 'POST',
      url: '/api/v3/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@test.kayoi.jp","password":"x","__proto__":{"polluted":true}}',
    });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  afterAll(() => {
    expect(t.contractViolations()).toEqual([]);
  });
});
