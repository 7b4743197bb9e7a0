import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { contractViolation, type RecordedResponse } from './support/contract.ts';
import { databaseTargets } from './support/databases.ts';
import { multipart, PNG_BYTES } from './support/forms.ts';
import {
  edgeRequestsFor,
  type FuzzOperation,
  type FuzzRequest,
  type Role,
  requestsFor,
  specOperations,
} from './support/fuzz.ts';
import { schoolBuilder } from './support/school.ts';

// Requests generated from the spec, for every operation: anonymous and signed in, with wrong types, numbers
// beyond the database's range, control characters, huge strings, impossible dates, malformed JSON and
// multipart bodies, bad percent-encodings and over-long path parameters, odd headers. Then, field by field,
// the edges an outside run found six causes of 500 with (issue 26): every integer of a path, query, JSON body
// or multipart form at the int32/int64 edges, every month, date or time with year 0000, month 13, day 32,
// hour 25 or minute 60, every required name blank, and no body or an empty one where one is needed. No answer may be a
// fault (5xx; 501 only from an operation not built yet), and every answer keeps to the spec's envelope.
//
// In `pnpm test` the seed is fixed; `pnpm fuzz` runs longer with a random seed (or FUZZ_SEED), FUZZ_RUNS
// requests per operation. Both print what was sent and what came back.

const CI_SEED = 20_261_122;
// `vitest --mode fuzz` (the `pnpm fuzz` script) sets MODE.
const longRun = process.env.MODE === 'fuzz';
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : longRun ? Date.now() % 2 ** 31 : CI_SEED;
const runsPerOperation = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : longRun ? 400 : 50;
/**
 * Rounds of edge requests per operation: each round breaks every field an edge applies to with each of its
 * edges (an integer at the int32/int64 edges, a month, date or time that does not exist, a blank name) and
 * sends no body and an empty one; the caller and the path's fixture ids are drawn anew each round.
 */
const edgeRounds = process.env.FUZZ_EDGE_ROUNDS ? Number(process.env.FUZZ_EDGE_ROUNDS) : longRun ? 8 : 1;

const operations = specOperations();

/** A seed per operation, so that adding an operation leaves the others' requests as they were. */
const seedOf = (operationId: string) =>
  [...operationId].reduce((hash, char) => (hash * 31 + char.charCodeAt(0)) | 0, seed);

interface Tally {
  requests: number;
  byClass: Record<string, number>;
  byOperation: Map<string, Record<string, number>>;
  failures: string[];
}

const newTally = (): Tally => ({ requests: 0, byClass: {}, byOperation: new Map(), failures: [] });

function count(tally: Tally, operationId: string, status: number) {
  const statusClass = `${String(status)[0]}xx`;
  tally.requests += 1;
  tally.byClass[statusClass] = (tally.byClass[statusClass] ?? 0) + 1;
  const row = tally.byOperation.get(operationId) ?? {};
  row[statusClass] = (row[statusClass] ?? 0) + 1;
  tally.byOperation.set(operationId, row);
}

function report(name: string, tally: Tally) {
  const classes = Object.entries(tally.byClass)
    .sort()
    .map(([k, v]) => `${k} ${v}`)
    .join(', ');
  const rows = [...tally.byOperation.entries()].map(
    ([op, row]) =>
      `  ${op.padEnd(34)} ${Object.entries(row)
        .sort()
        .map(([k, v]) => `${k} ${v}`)
        .join(', ')}`,
  );
  console.info(
    [
      `fuzz on ${name}: seed ${seed}, ${runsPerOperation} generated requests per operation`,
      `requests ${tally.requests} (${classes}), failures ${tally.failures.length}`,
      ...rows,
      // A long run lists every failure; the test run its first ones (each test names its own).
      ...tally.failures.slice(0, longRun ? undefined : 20).map((f) => `  ✗ ${f}`),
    ].join('\n'),
  );
}

const clip = (text: string, max = 300) =>
  text.length > max ? `${text.slice(0, max)}…(${text.length})` : text;
const shown = (payload: FuzzRequest['payload']) =>
  payload === undefined
    ? ''
    : JSON.stringify(clip(Buffer.isBuffer(payload) ? payload.toString('latin1') : payload));

/** Why an answer is wrong: a fault, or not the envelope the spec declares. Null when it is fine. */
function verdict(
  status: number,
  body: string,
  contentType: string | undefined,
  recorded: RecordedResponse | undefined,
): string | null {
  if (status >= 500) {
    let code: unknown;
    try {
      code = JSON.parse(body)?.error?.code;
    } catch {
      // judged below
    }
    if (!(status === 501 && code === 'NOT_IMPLEMENTED')) return `fault ${status}`;
  }
  // Answered through Fastify's reply: checked against the operation's declared answers (or the error
  // envelope off the routes). Written around the reply (framework errors, a stream): the envelope by hand.
  if (recorded) return contractViolation(recorded);
  if (status === 200 && contentType?.startsWith('text/event-stream')) return null;
  return contractViolation({ operationId: undefined, method: '', url: '', status, body, contentType });
}

const CRLF = '\r\n';
/** A raw request; `Connection: close` so that the server closes the socket once it has answered. */
const request = (head: string[], body = '') =>
  Buffer.from([...head, 'Connection: close', '', body].join(CRLF), 'latin1');

/**
 * Requests only a real socket can carry (`inject` never meets Node's HTTP parser): name, bytes, expected
 * status. Bad URL encodings and over-long parameters go through the router; the rest are refused by the
 * parser before Fastify sees a request.
 */
const RAW_REQUESTS: [string, Buffer, number][] = [
  ['a URL that does not decode', request(['GET /api/customers/%E0%A4%A HTTP/1.1', 'Host: kayoi.test']), 400],
  ['a percent sign without digits', request(['GET /api/customers/%ZZ HTTP/1.1', 'Host: kayoi.test']), 400],
  [
    'an over-long path parameter',
    request([`GET /api/customers/${'9'.repeat(3000)} HTTP/1.1`, 'Host: kayoi.test']),
    404,
  ],
  [
    'oversized headers',
    request(['GET /api/health HTTP/1.1', 'Host: kayoi.test', `X-Big: ${'a'.repeat(20_000)}`]),
    431,
  ],
  [
    'a header line without a colon',
    request(['GET /api/health HTTP/1.1', 'Host: kayoi.test', 'Not a header']),
    400,
  ],
  [
    'a NUL in a header value',
    request(['GET /api/health HTTP/1.1', 'Host: kayoi.test', 'X-A: a\u0000b']),
    400,
  ],
  [
    'a control character in a header value',
    request(['GET /api/health HTTP/1.1', 'Host: kayoi.test', 'X-A: a\u0001b']),
    400,
  ],
  ['a bad header name', request(['GET /api/health HTTP/1.1', 'Host: kayoi.test', 'X(A): 1']), 400],
  ['a bare CR in a header', request(['GET /api/health HTTP/1.1', 'Host: kayoi.test', 'X-A: a\rb']), 400],
  ['an invalid method', request(['G@T /api/health HTTP/1.1', 'Host: kayoi.test']), 400],
  ['an unknown HTTP version', request(['GET /api/health HTTP/9.9', 'Host: kayoi.test']), 400],
  ['a space in the URL', request(['GET /api/a b HTTP/1.1', 'Host: kayoi.test']), 400],
  ['a NUL in the URL', request(['GET /api/customers/\u0000 HTTP/1.1', 'Host: kayoi.test']), 400],
  [
    'both Content-Length and Transfer-Encoding',
    request(
      [
        'POST /api/v3/auth/login HTTP/1.1',
        'Host: kayoi.test',
        'Content-Length: 2',
        'Transfer-Encoding: chunked',
      ],
      '{}',
    ),
    400,
  ],
  [
    'a Content-Length that is not a number',
    request(['POST /api/v3/auth/login HTTP/1.1', 'Host: kayoi.test', 'Content-Length: abc'], '{}'),
    400,
  ],
  [
    'a broken chunk size',
    request(
      [
        'POST /api/v3/auth/login HTTP/1.1',
        'Host: kayoi.test',
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
      ],
      `ZZ${CRLF}{}${CRLF}0${CRLF}`,
    ),
    400,
  ],
  [
    'a body over the limit',
    request(
      [
        'POST /api/v3/auth/login HTTP/1.1',
        'Host: kayoi.test',
        'Content-Type: application/json',
        `Content-Length: ${2_000_000}`,
      ],
      `{"email":"${'a'.repeat(2_000_000 - 12)}"}`,
    ),
    413,
  ],
  [
    'a token in Latin-1',
    request(['GET /api/v3/auth/me HTTP/1.1', 'Host: kayoi.test', 'Authorization: Bearer \u00ff\u00fe']),
    401,
  ],
  [
    'a token of 12,000 characters',
    request([
      'GET /api/v3/auth/me HTTP/1.1',
      'Host: kayoi.test',
      `Authorization: Bearer ${'a'.repeat(12_000)}`,
    ]),
    401,
  ],
];

/** Writes raw bytes to the server and reads what comes back until it closes (or 5 s pass). */
function sendRaw(port: number, bytes: Buffer): Promise<{ status: number; body: string }> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, '127.0.0.1', () => socket.write(bytes));
    const done = () => {
      clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('utf8');
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0);
      const headerEnd = text.indexOf(`${CRLF}${CRLF}`);
      resolve({ status, body: headerEnd < 0 ? '' : text.slice(headerEnd + 4) });
    };
    const timer = setTimeout(() => socket.destroy(), 5_000);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('close', done);
    socket.on('error', () => undefined);
  });
}

/** One request of each class an outside fuzz run found answered with 500, and the answer it gets now. */
const CLASSES: {
  when: string;
  as: Role | 'anonymous';
  request: Omit<InjectOptions, 'url'> & { url: string };
  status: number;
  code: string;
  field?: string;
}[] = [
  {
    when: 'an id beyond PostgreSQL integer is in the path',
    as: 'admin',
    request: { url: '/api/customers/2147483648' },
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    when: 'an id of 2^53 is in the path',
    as: 'admin',
    request: { url: '/api/customers/9007199254740993' },
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    when: 'Infinity is the id in the path',
    as: 'admin',
    request: { url: '/api/customers/Infinity' },
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    when: 'a filter id beyond integer is in the query',
    as: 'admin',
    request: { url: '/api/customers?program_id=2147483648' },
    status: 422,
    code: 'VALIDATION_ERROR',
    field: 'program_id',
  },
  {
    when: 'an id of 1e308 is in a JSON body',
    as: 'admin',
    request: { method: 'POST', url: '/api/attendance/customer', payload: { customer_id: 1e308 } },
    status: 422,
    code: 'VALIDATION_ERROR',
    field: 'customer_id',
  },
  {
    when: 'a NUL is in a JSON body',
    as: 'anonymous',
    request: {
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { email: 'a@test.kayoi.jp', password: 'a\u0000b' },
    },
    status: 422,
    code: 'VALIDATION_ERROR',
    field: 'password',
  },
  {
    when: 'a NUL is in a key of a JSON body',
    as: 'anonymous',
    request: {
      method: 'POST',
      url: '/api/v3/auth/login',
      payload: { email: 'a@test.kayoi.jp', password: 'x', 'a\u0000': 1 },
    },
    status: 422,
    code: 'VALIDATION_ERROR',
    field: '_',
  },
  {
    when: 'a lone surrogate is in a JSON body',
    as: 'anonymous',
    request: {
      method: 'POST',
      url: '/api/v3/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":"a@test.kayoi.jp","password":"\\ud800"}',
    },
    status: 422,
    code: 'VALIDATION_ERROR',
    field: 'password',
  },
  {
    when: 'a NUL is in the query',
    as: 'staff',
    request: { url: '/api/customers?search=a%00b' },
    status: 422,
    code: 'VALIDATION_ERROR',
    field: 'search',
  },
  {
    when: 'a NUL is in a multipart field',
    as: 'anonymous',
    request: {
      method: 'POST',
      ...multipart({ family_name: 'a\u0000b' }),
      url: '/api/public/customer-pre-registrations',
    },
    status: 422,
    code: 'VALIDATION_ERROR',
    field: 'family_name',
  },
  {
    when: 'a NUL is in a multipart file name',
    as: 'anonymous',
    request: {
      method: 'POST',
      ...multipart({}, { bytes: PNG_BYTES, filename: 'a\u0000.png', type: 'image/png' }),
      url: '/api/public/customer-pre-registrations',
    },
    status: 422,
    code: 'VALIDATION_ERROR',
    field: 'avatar',
  },
  {
    when: 'a multipart body has no boundary',
    as: 'anonymous',
    request: {
      method: 'POST',
      url: '/api/public/customer-pre-registrations',
      headers: { 'content-type': 'multipart/form-data' },
      payload: '--x\r\n',
    },
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    when: 'a multipart body is cut short',
    as: 'staff',
    request: {
      method: 'POST',
      url: '/api/customers',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\ncontent-disposition: form-data; name="family_name"\r\n\r\n山',
    },
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    when: 'a multipart body is not multipart at all',
    as: 'staff',
    request: {
      method: 'POST',
      url: '/api/customers',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      payload: 'garbage',
    },
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    when: 'a date of year 0000 is in the query',
    as: 'staff',
    request: { url: '/api/tablet-attendance/lessons?date=0000-01-01' },
    status: 422,
    code: 'VALIDATION_ERROR',
    field: 'date',
  },
  {
    when: 'a date of year 10000 is in the query',
    as: 'staff',
    request: { url: '/api/customer-pre-registrations?date_to=10000-01-01' },
    status: 422,
    code: 'VALIDATION_ERROR',
    field: 'date_to',
  },
  {
    when: 'a date of year 0000 is in a JSON body',
    as: 'staff',
    request: {
      method: 'POST',
      url: '/api/customers/1/contracts',
      payload: { plan_name: '週1回', monthly_fee: 8800, starts_on: '0000-01-01' },
    },
    status: 422,
    code: 'VALIDATION_ERROR',
    field: 'starts_on',
  },
  {
    when: 'an instant of year 0000 is in a JSON body',
    as: 'staff',
    request: {
      method: 'POST',
      url: '/api/attendance/customer',
      payload: { customer_id: 1, tapped_at: '0000-01-01T00:00:00Z' },
    },
    status: 422,
    code: 'VALIDATION_ERROR',
    field: 'tapped_at',
  },
  {
    when: 'a leap second is in a JSON body',
    as: 'staff',
    request: {
      method: 'POST',
      url: '/api/attendance/customer',
      payload: { customer_id: 1, tapped_at: '2026-11-22T23:59:60Z' },
    },
    status: 422,
    code: 'VALIDATION_ERROR',
    field: 'tapped_at',
  },
  {
    when: 'a birth date of year 0000 is in a multipart form',
    as: 'staff',
    request: {
      method: 'POST',
      ...multipart({ family_name: '山田', birth_date: '0000-01-01' }),
      url: '/api/customers',
    },
    status: 422,
    code: 'VALIDATION_ERROR',
    field: 'birth_date',
  },
  {
    when: 'the path does not percent-decode',
    as: 'staff',
    request: { url: '/api/customers/%E0%A4%A' },
    status: 400,
    code: 'BAD_REQUEST',
  },
  {
    when: 'a path parameter is over-long',
    as: 'staff',
    request: { url: `/api/customers/${'9'.repeat(500)}` },
    status: 404,
    code: 'NOT_FOUND',
  },
];

describe.each(databaseTargets)('fuzzing every operation of the spec on $name', (target) => {
  let t: TestApp;
  const tokens = {} as Record<Role, string>;
  const emails = {} as Record<Role, string>;
  const accounts = {} as Record<Role, { id: number; storeId: number }>;
  let passwordHash = '';

  /**
   * Signs a caller in again after a 401. The staff operations may have retired the account, forced a reset of
   * its password, or changed its e-mail, role or store (the generators favour small ids, which are the
   * callers): it is put back as it was first.
   */
  async function signInAgain(role: Role) {
    const { id, storeId } = accounts[role];
    await t.db.query(
      `update staffs set email = $2, role = $3, store_id = $4, password_hash = $5, is_active = true,
         retired_at = null, retired_by = null where id = $1`,
      [id, emails[role], role, storeId, passwordHash],
    );
    await t.db.query('delete from auth_throttles where key = $1', [`login:${emails[role]}`]);
    tokens[role] = await t.login(emails[role]);
  }
  const stillSignedIn = async (token: string) =>
    (await t.app.inject({ url: '/api/v3/auth/me', headers: { authorization: `Bearer ${token}` } }))
      .statusCode === 200;
  const tally = newTally();

  beforeAll(async () => {
    t = await startTestApp(target, {
      rateLimit: { apiPerMinute: 1e9, addressPerMinute: 1e9, publicPerMinute: 1e9 },
    });
    const store = await t.createStore();
    for (const role of ['admin', 'manager', 'staff'] as const) {
      const staff = await t.createStaff({ role, storeId: store });
      emails[role] = staff.email;
      accounts[role] = { ...staff, storeId: store };
      tokens[role] = await t.login(emails[role]);
    }
    passwordHash = (
      await t.db.query<{ password_hash: string }>('select password_hash from staffs where id = $1', [
        accounts.admin.id,
      ])
    ).rows[0]?.password_hash as string;
    // Something behind the small ids the generators favour.
    const school = schoolBuilder(t, store);
    const program = await school.program('ジュニアコース');
    for (let i = 0; i < 3; i += 1) {
      const customer = await school.customer();
      const lesson = await school.lesson({
        name: `クラス${i}`,
        day: i,
        start: '16:00',
        end: '17:00',
        programId: program,
      });
      await school.enrol(lesson, customer);
      await school.contract(customer, program);
      await school.visit(customer, '2026-11-21 16:02', '2026-11-21 17:10');
    }
  });

  afterAll(async () => {
    report(target.name, tally);
    await t?.close();
  });

  async function send(operation: FuzzOperation, request: FuzzRequest): Promise<string | null> {
    const token = request.as === 'anonymous' ? undefined : tokens[request.as];
    const before = t.responses.length;
    const response = await t.app.inject({
      method: request.method,
      url: request.url,
      headers: { ...request.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(request.payload === undefined ? {} : { payload: request.payload }),
      payloadAsStream: true,
    });
    const contentType = response.headers['content-type'] as string | undefined;
    let body = '';
    if (contentType?.startsWith('text/event-stream')) {
      // The store's event stream stays open: its first answer is enough.
      (response.raw.res as unknown as { destroy(): void }).destroy();
    } else {
      const chunks: Buffer[] = [];
      for await (const chunk of response.stream()) chunks.push(chunk as Buffer);
      body = Buffer.concat(chunks).toString('utf8');
    }
    count(tally, operation.operationId, response.statusCode);
    // A signed-in call that logged its own session out (or switched it away) signs in again. A 401 for another
    // reason (a family operation refuses a staff token, a wrong credential header) leaves the session as it was:
    // a cheap look at the session tells which, instead of a password hash per refused call.
    if (token && response.statusCode === 401 && !(await stillSignedIn(token))) {
      await signInAgain(request.as as Role);
    }
    const problem = verdict(response.statusCode, body, contentType, t.responses.slice(before).at(-1));
    if (!problem) return null;
    const headers = Object.entries(request.headers).map(([name, value]) => `${name}: ${clip(value, 60)}`);
    return `${operation.operationId}: ${request.method} ${clip(request.url, 200)} as ${request.as} {${headers.join(
      ', ',
    )}} ${shown(request.payload)} [${request.note}] → ${response.statusCode} ${clip(body, 200)}: ${clip(problem, 200)}`;
  }

  it.each(CLASSES)('when $when, then $status $code', async ({ as, request, status, code, field }) => {
    const response = await t.request({ ...request, ...(as === 'anonymous' ? {} : { token: tokens[as] }) });
    expect(response.status).toBe(status);
    expect(response.body.error.code).toBe(code);
    if (field) expect(Object.keys(response.body.errors)).toContain(field);
  });

  it('when a card with a 16-digit UID (an 8-byte FeliCa IDm) is issued, then it is kept (the fuzz found a 500)', async () => {
    const response = await t.request({
      method: 'POST',
      url: '/api/nfc-cards',
      token: tokens.admin,
      payload: { holder_type: 'customer', holder_id: 1, uid: '0123456789abcdef' },
    });
    expect(response.status).toBe(201);
    expect(response.body.data.uid).toBe('0123456789ABCDEF');
  });

  it('when requests break HTTP itself on a real socket, then every answer is a 4xx in the envelope', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const failures: string[] = [];
    for (const [name, raw, expected] of RAW_REQUESTS) {
      const { status, body } = await sendRaw(port, raw);
      count(tally, '(raw HTTP)', status);
      const problem =
        status !== expected ? `expected ${expected}` : verdict(status, body, 'application/json', undefined);
      if (problem) failures.push(`(raw HTTP) ${name} → ${status} ${clip(body, 200)}: ${problem}`);
    }
    tally.failures.push(...failures);
    expect(failures).toEqual([]);
  });

  it.each(operations)(
    'when $operationId gets generated hostile requests, then no fault and every answer in the envelope',
    async (operation) => {
      const requests = [
        ...fc.sample(requestsFor(operation), {
          seed: seedOf(operation.operationId),
          numRuns: runsPerOperation,
        }),
        ...fc
          .sample(edgeRequestsFor(operation), { seed: seedOf(operation.operationId), numRuns: edgeRounds })
          .flat(),
      ];
      const failures: string[] = [];
      for (const request of requests) {
        try {
          const failure = await send(operation, request);
          if (failure) failures.push(failure);
        } catch (error) {
          // The harness itself failed on this request (it could not send it, or sign in again): say which.
          failures.push(
            `${operation.operationId}: ${request.method} ${clip(request.url, 200)} as ${request.as} [${request.note}] threw ${String(error)}`,
          );
        }
      }
      tally.failures.push(...failures);
      expect(failures).toEqual([]);
    },
    // Generous: this 2-core machine is shared, and a slow minute is not a failure.
    Math.max(60_000, runsPerOperation * 2_000),
  );
});
