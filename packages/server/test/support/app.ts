import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type AppConfig, defaultAuthConfig } from '../../src/config.ts';
import type { Database } from '../../src/db/database.ts';
import type { OperationConfig } from '../../src/http/operations.ts';
import type { MailMessage } from '../../src/mail/mailer.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import type { DemoSummary } from '../../src/seed/demo.ts';
import { contractViolation, type RecordedResponse } from './contract.ts';
import type { DatabaseTarget, DemoOptions } from './databases.ts';

export const TEST_PASSWORD = 'correct-horse-7';
let passwordHash: Promise<string> | undefined;

/**
 * TEST_PASSWORD's hash for the staff the tests make: argon2id in the PHC form the product stores, at argon2's
 * smallest cost (8 KiB, one pass) instead of the product's 19 MiB × 2 passes (auth/passwords.ts). A login checks a
 * password with the cost its stored hash names, so a test login still runs the product's whole check (the PHC read,
 * the derivation, the constant-time compare) in well under a millisecond, where the product's cost took ≈ 42 ms of
 * CPU and its 19 MiB zeroed each time: ≈ 9 % of the CPU in a profile of twelve server files (issue 27). A password
 * the product is given (a new staff member, a change, a reset, a family's) is still hashed at the product's cost,
 * and auth.test checks what it stores.
 */
export function testPasswordHash(): Promise<string> {
  passwordHash ??= hashPassword(TEST_PASSWORD, { memory: 8, passes: 1, parallelism: 1, tagLength: 32 });
  return passwordHash;
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  /** Mail the server sent, newest last. */
  outbox: MailMessage[];
  /** Every answer given so far, for the contract check. */
  responses: RecordedResponse[];
  clock: { now: Date; advance(ms: number): void };
  request(
    options: InjectOptions & { token?: string },
  ): Promise<{ status: number; body: TestBody; headers: Record<string, unknown> }>;
  /** A store with a name unique to this test file. */
  createStore(name?: string): Promise<number>;
  /** A staff member with a unique e-mail and TEST_PASSWORD. */
  createStaff(options: {
    role: 'admin' | 'manager' | 'staff';
    storeId: number | null;
    active?: boolean;
  }): Promise<{ id: number; email: string }>;
  login(email: string, password?: string): Promise<string>;
  /**
   * Enrols a reader device in a store through the API (as a new manager of that store) and answers its
   * credential, for card logins (`X-Device-Credential`).
   */
  enrollReaderDevice(storeId: number, name?: string): Promise<string>;
  contractViolations(): string[];
  close(): Promise<void>;
}

// biome-ignore lint/suspicious/noExplicitAny: answers are read field by field in the assertions
export type TestBody = any;

let sequence = 0;

/** Where a test app's clock starts. */
export const TEST_START = new Date('2026-11-22T01:00:00.000Z');

export function startTestApp(target: DatabaseTarget, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  return start(target, overrides);
}

/**
 * A test app on the demo data loaded at `at` (its clock starts there), as `loadDemoData(db, { now: at })` loads
 * it, from the run's demo template of that moment (support/databases.ts); `demo` is what loadDemoData answered.
 */
export async function startDemoApp(
  target: DatabaseTarget,
  at: Date = TEST_START,
  overrides: Partial<AppConfig> = {},
): Promise<TestApp & { demo: DemoSummary }> {
  const t = await start(target, overrides, { now: at });
  if (!t.demo) throw new Error('the demo was not loaded');
  return t as TestApp & { demo: DemoSummary };
}

async function start(
  target: DatabaseTarget,
  overrides: Partial<AppConfig>,
  demoOptions?: DemoOptions,
): Promise<TestApp & { demo?: DemoSummary }> {
  const { db, dispose, demo } = await target.open({
    migrated: true,
    ...(demoOptions ? { demo: demoOptions } : {}),
  });
  const clock = {
    now: new Date((demoOptions?.now ?? TEST_START).getTime()),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const outbox: MailMessage[] = [];
  const config: AppConfig = {
    database: { kind: 'pglite', dataDir: null },
    staticDir: null,
    publicUrl: 'http://kayoi.test',
    mail: { transport: 'outbox', dir: '/dev/null' },
    mailFrom: 'test@kayoi.test',
    auth: defaultAuthConfig,
    rateLimit: { apiPerMinute: 10_000, addressPerMinute: 10_000, publicPerMinute: 10_000 },
    trustProxy: false,
    loadDemoData: false,
    logLevel: false,
    now: () => clock.now,
    ...overrides,
  };
  const app = await buildApp(config, { db, mailer: { send: async (m) => void outbox.push(m) } });
  const responses: RecordedResponse[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    responses.push({
      operationId: (request.routeOptions.config as Partial<OperationConfig>).operationId,
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      contentType: reply.getHeader('content-type') as string | undefined,
      body:
        typeof payload === 'string'
          ? payload
          : payload === null || payload === undefined
            ? ''
            : String(payload),
    });
    return payload;
  });
  await app.ready();

  const testApp: TestApp = {
    app,
    db,
    outbox,
    responses,
    clock,
    async request({ token, headers, ...options }) {
      const response = await app.inject({
        ...options,
        headers: { ...headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      const text = response.body;
      // JSON answers are parsed; a declared non-JSON answer (the CSV export) comes back as its text.
      const isJson = String(response.headers['content-type'] ?? 'application/json').includes('json');
      return {
        status: response.statusCode,
        body: text ? (isJson ? JSON.parse(text) : text) : null,
        headers: response.headers,
      };
    },
    async createStore(name) {
      sequence += 1;
      const { rows } = await db.query<{ id: number }>('insert into stores (name) values ($1) returning id', [
        name ?? `テスト店舗${sequence}`,
      ]);
      return (rows[0] as { id: number }).id;
    },
    async createStaff({ role, storeId, active = true }) {
      sequence += 1;
      const email = `${role}${sequence}-${Date.now()}@test.kayoi.jp`;
      const { rows } = await db.query<{ id: number }>(
        `insert into staffs (store_id, name, email, password_hash, role, is_active)
         values ($1, $2, $3, $4, $5, $6) returning id`,
        [storeId, `テスト ${role}${sequence}`, email, await testPasswordHash(), role, active],
      );
      return { id: (rows[0] as { id: number }).id, email };
    },
    async login(email, password = TEST_PASSWORD) {
      const response = await testApp.request({
        method: 'POST',
        url: '/api/v3/auth/login',
        payload: { email, password },
      });
      if (response.status !== 200) throw new Error(`login failed: ${JSON.stringify(response.body)}`);
      return response.body.data.token as string;
    },
    async enrollReaderDevice(storeId, name = '受付PC') {
      const manager = await testApp.createStaff({ role: 'manager', storeId });
      const response = await testApp.request({
        method: 'POST',
        url: '/api/reader-devices',
        token: await testApp.login(manager.email),
        payload: { name },
      });
      if (response.status !== 201) throw new Error(`enrolment failed: ${JSON.stringify(response.body)}`);
      return response.body.data.credential as string;
    },
    contractViolations: () => responses.map(contractViolation).filter((v): v is string => v !== null),
    async close() {
      await app.close();
      await dispose();
    },
  };
  return demo ? Object.assign(testApp, { demo }) : testApp;
}
