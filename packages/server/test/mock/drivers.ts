import {
  answerWithMock,
  currentFixtureStore,
  DEMO_LOGINS,
  DEMO_PASSWORD,
  DEMO_TOKENS,
  type OperationId,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import spec from '@kayoi/api-client/spec' with { type: 'json' };
import { buildSchool, type School } from '@kayoi/domain/demo';
import { type Database, openDatabase } from '../../src/db/database.ts';
import { migrate } from '../../src/db/migrate.ts';
import type { LiveEvent } from '../../src/events/bus.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { loadStorybookCommunication } from './communication.ts';
import { loadStorybookSchool } from './school.ts';

// The two ends the fixtures' scenarios are sent to: the real server (buildApp on PGlite holding the Storybook
// school at a fixed clock) and the mock server (the MSW handlers, called directly). Both take the same steps
// and answer in the same form, so the recorder can keep the server's answers and the parity test compare.

export type Role = 'admin' | 'manager' | 'staff';

/** One request of a scenario, as a demo login (or anonymous) sends it. */
export interface Step {
  as: Role | null;
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query: `/api/customers?status=paused`. */
  path: string;
  json?: unknown;
  /** A multipart form: text fields, repeated fields as arrays, files as Blobs. */
  form?: Record<string, string | readonly (string | Blob)[] | Blob>;
  headers?: Record<string, string>;
  /**
   * Records the change left in the generic store, read back after the step as the same caller: the mock puts
   * them in its store when it replays the answer (a converted application's new customer).
   */
  effects?: (body: Answer['body']) => { collection: string; path: string }[];
}

export interface Answer {
  op: OperationId | undefined;
  status: number;
  headers: Record<string, string>;
  // biome-ignore lint/suspicious/noExplicitAny: answers are read field by field
  body: any;
  events: LiveEvent[];
}

/** The clocks the stories run at, and the recording each one's fixtures go to. */
export const CLOCKS = {
  friday: { at: '2026-11-20T17:10:00+09:00', file: '2026-11-20T17-10.json' },
  saturday: { at: '2026-11-21T10:00:00+09:00', file: '2026-11-21T10-00.json' },
} as const;
export type ClockName = keyof typeof CLOCKS;

/** The chat topics a recording listens to: the Storybook school's rooms and those scenarios make, its staff's inboxes. */
const CHAT_TOPICS = [
  ...Array.from({ length: 12 }, (_, i) => `chat-room:${i + 1}` as const),
  ...Array.from({ length: 6 }, (_, i) => `chat-inbox:${i + 1}` as const),
];

/** Signs the recorded photo URLs the same way on every run. */
const FIXTURE_SECRET = 'storybook-fixtures-are-signed-with-this-fixed-secret';
const ORIGIN = 'http://localhost';

// The spec's operations by method and path pattern, to name the operation of a step.
const OPERATIONS = Object.entries(
  spec.paths as Record<string, Record<string, { operationId?: string } | undefined>>,
)
  .flatMap(([path, item]) =>
    Object.entries(item).flatMap(([method, op]) =>
      op?.operationId
        ? [
            {
              method: method.toUpperCase(),
              pattern: new RegExp(`^${path.replace(/\{\w+\}/g, '[^/]+')}$`),
              literal: !path.includes('{'),
              op: op.operationId as OperationId,
            },
          ]
        : [],
    ),
  )
  .sort((a, b) => Number(b.literal) - Number(a.literal));

export function operationOf(method: string, path: string): OperationId | undefined {
  const pathname = new URL(path, ORIGIN).pathname;
  return OPERATIONS.find((o) => o.method === method && o.pattern.test(pathname))?.op;
}

/** The step as a Fetch request (JSON or multipart body), with a bearer token when it has one. */
export function requestOf(step: Step, token: string | null): Request {
  const headers = new Headers({ accept: 'application/json', ...step.headers });
  if (token) headers.set('authorization', `Bearer ${token}`);
  let body: RequestInit['body'];
  if (step.json !== undefined) {
    headers.set('content-type', 'application/json');
    body = JSON.stringify(step.json);
  } else if (step.form) {
    const form = new FormData();
    for (const [name, value] of Object.entries(step.form)) {
      if (typeof value === 'string' || value instanceof Blob) form.append(name, value);
      else for (const item of value) form.append(name, item);
    }
    body = form;
  }
  return new Request(new URL(step.path, ORIGIN), { method: step.method, headers, body });
}

async function answerOf(
  op: OperationId | undefined,
  response: Response,
  events: LiveEvent[],
): Promise<Answer> {
  // The CSV's byte-order mark is part of the answer (Excel reads UTF-8 by it): keep it.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer());
  const headers: Record<string, string> = {};
  for (const name of ['content-type', 'content-disposition', 'retry-after']) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  const json = (headers['content-type'] ?? '').includes('json');
  return {
    op,
    status: response.status,
    headers,
    body: text && json ? JSON.parse(text) : text || null,
    events,
  };
}

export interface Driver {
  /** The store the role's session works in now (an admin's store switch changes it). */
  storeOf(role: Role): number;
  send(step: Step): Promise<Answer>;
  /** Forgets the sessions: the next steps sign in afresh (a scenario that follows another on one server). */
  signOut(): void;
  close(): Promise<void>;
}

/**
 * The Storybook school loaded once per clock into an embedded database, which every scenario's server starts
 * from afresh: `fresh()` puts the database back as the school was prepared (the tables' rows in their order,
 * the sequences) and answers it. One server at a time.
 */
export interface PreparedSchool {
  clock: ClockName;
  now: Date;
  school: School;
  /** The school's database as the last scenario left it. */
  db: Database;
  fresh(): Promise<Database>;
  dispose(): Promise<void>;
}

/**
 * The database the Storybook school is written for: the migrations up to this one. Later migrations carry it
 * forward as they carry any school's data, so the loader does not follow every change of the schema.
 */
const SCHOOL_SCHEMA = '0052_nfc_card_uid_length';

/**
 * Rows the later migrations stamped with the machine's clock (a column added with `default now()`) are put at
 * the school's clock, so that every recording of the same clock is the same.
 */
async function beforeClock(db: Database, now: Date): Promise<void> {
  const { rows } = await db.query<{ table_name: string; column_name: string }>(
    `select table_name, column_name from information_schema.columns
      where table_schema = 'public' and data_type = 'timestamp with time zone'
        and column_name in ('created_at', 'updated_at')`,
  );
  await db.transaction(async (tx) => {
    // No trigger stamps the clock again while the rows are moved.
    await tx.query(`set local session_replication_role = replica`);
    for (const { table_name, column_name } of rows) {
      await tx.query(`update "${table_name}" set "${column_name}" = $1 where "${column_name}" > $1`, [now]);
    }
  });
}

/** Where the prepared school's rows are kept, beside the tables the server uses (which never reads this schema). */
const SNAPSHOT = 'kayoi_prepared_school';

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * Copies every table of the school (rows in their physical order) and every sequence's position into the
 * SNAPSHOT schema, and answers what puts them back. Starting PGlite again from a copy of its files took 2-4 s
 * for each of the ~90 scenarios; this takes a fraction of that. A statement trigger on every table notes the
 * tables a scenario wrote to; putting back empties those (and, as truncate must, the tables referring to them)
 * in one truncate with triggers off (as a restore does: no audit row, no refusal), refills them in the copies'
 * order (so an unordered scan reads them as before), and sets every sequence where it was.
 */
async function keepSchool(db: Database): Promise<() => Promise<void>> {
  const columns = await db.query<{ table_name: string; column_name: string }>(
    `select c.table_name, c.column_name from information_schema.columns c
       join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = 'public' and t.table_type = 'BASE TABLE' and c.is_generated = 'NEVER'
      order by c.table_name, c.ordinal_position`,
  );
  const tables = new Map<string, string[]>();
  for (const { table_name, column_name } of columns.rows) {
    tables.set(table_name, [...(tables.get(table_name) ?? []), quoted(column_name)]);
  }
  const references = (
    await db.query<{ referring: string; referred: string }>(
      `select r.relname as referring, d.relname as referred from pg_constraint c
         join pg_class r on r.oid = c.conrelid join pg_class d on d.oid = c.confrelid
         join pg_namespace n on n.oid = r.relnamespace
        where c.contype = 'f' and n.nspname = 'public'`,
    )
  ).rows;
  const sequences = (
    await db.query<{ name: string }>(
      // pg_class, not information_schema.sequences: the identity columns' sequences are there too.
      `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S'`,
    )
  ).rows.map((r) => r.name);
  const positions: string[] = [];
  for (const name of sequences) {
    const { rows } = await db.query<{ last_value: number; is_called: boolean }>(
      `select last_value, is_called from public.${quoted(name)}`,
    );
    const at = rows[0];
    if (at) positions.push(`select setval('public.${quoted(name)}', ${at.last_value}, ${at.is_called});`);
  }
  await db.exec(
    [
      `create schema ${SNAPSHOT};`,
      ...[...tables.entries()].map(
        ([table, list]) =>
          `create table ${SNAPSHOT}.${quoted(table)} as select ${list.join(', ')} from public.${quoted(table)};`,
      ),
      `create table ${SNAPSHOT}.written (name text primary key);`,
      `create function ${SNAPSHOT}.note_written() returns trigger language plpgsql as $$
         begin
           insert into ${SNAPSHOT}.written (name) values (tg_table_name) on conflict do nothing;
           return null;
         end $$;`,
      ...[...tables.keys()].map(
        (table) =>
          `create trigger kayoi_prepared_school_written after insert or update or delete or truncate
             on public.${quoted(table)} for each statement execute function ${SNAPSHOT}.note_written();`,
      ),
    ].join('\n'),
  );
  return () =>
    db.transaction(async (tx) => {
      const written = new Set(
        (await tx.query<{ name: string }>(`delete from ${SNAPSHOT}.written returning name`)).rows.map(
          (r) => r.name,
        ),
      );
      // Truncating a table truncates those that refer to it too (or it is refused).
      for (let grown = true; grown; ) {
        grown = false;
        for (const { referring, referred } of references) {
          if (written.has(referred) && !written.has(referring)) {
            written.add(referring);
            grown = true;
          }
        }
      }
      const emptied = [...tables.keys()].filter((table) => written.has(table));
      await tx.exec(
        [
          'set local session_replication_role = replica;',
          ...(emptied.length > 0
            ? [`truncate ${emptied.map((table) => `public.${quoted(table)}`).join(', ')};`]
            : []),
          ...emptied.map((table) => {
            const list = (tables.get(table) ?? []).join(', ');
            return `insert into public.${quoted(table)} (${list}) overriding system value select ${list} from ${SNAPSHOT}.${quoted(table)};`;
          }),
          ...positions,
        ].join('\n'),
      );
    });
}

export async function prepareSchool(clock: ClockName): Promise<PreparedSchool> {
  const now = new Date(CLOCKS[clock].at);
  const school = buildSchool(now.getTime());
  const db = await openDatabase({ kind: 'pglite', dataDir: null });
  try {
    await migrate(db, { through: SCHOOL_SCHEMA });
    await db.transaction((tx) => loadStorybookSchool(tx, school));
    await migrate(db);
    await db.transaction((tx) => loadStorybookCommunication(tx, now));
    await beforeClock(db, now);
    const restore = await keepSchool(db);
    return {
      clock,
      now,
      school,
      db,
      async fresh() {
        await restore();
        return db;
      },
      dispose: () => db.close(),
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/** The real server on the prepared school made fresh, at its clock. */
export async function serverDriver(prepared: PreparedSchool): Promise<Driver & { app: TestApp }> {
  const db = await prepared.fresh();
  const app = await startTestApp(
    // The school's database outlives the server: the next scenario's starts from it again.
    { name: 'pglite', open: async () => ({ db, dispose: async () => {} }) },
    { now: () => prepared.now, secret: FIXTURE_SECRET },
  );
  const tokens = new Map<Role, string>();
  const stores = new Map<Role, number>();
  const tokenOf = async (role: Role) => {
    let token = tokens.get(role);
    if (!token) {
      token = await app.login(DEMO_LOGINS[role], DEMO_PASSWORD);
      tokens.set(role, token);
    }
    return token;
  };
  return {
    app,
    storeOf: (role) =>
      stores.get(role) ?? prepared.school.staff.find((s) => s.email === DEMO_LOGINS[role])?.store_id ?? 1,
    signOut() {
      tokens.clear();
      stores.clear();
    },
    async send(step) {
      const op = operationOf(step.method, step.path);
      const request = requestOf(step, step.as ? await tokenOf(step.as) : null);
      const events: LiveEvent[] = [];
      const stop = [
        ...[1, 2].map((store) => app.app.kayoi.events.subscribe({ store }, (e) => void events.push(e))),
        // The chat's topics (issue 17): its rooms' and its staff's inboxes, as the rooms' screens follow them.
        ...CHAT_TOPICS.map((topic) => app.app.kayoi.events.subscribe({ topic }, (e) => void events.push(e))),
      ];
      const headers = Object.fromEntries(request.headers.entries());
      const payload = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
      const response = await app.app.inject({
        method: step.method,
        url: step.path,
        headers,
        ...(payload ? { payload } : {}),
      });
      for (const unsubscribe of stop) unsubscribe();
      const answer = await answerOf(
        op,
        new Response(response.rawPayload.length > 0 ? response.rawPayload : null, {
          status: response.statusCode,
          headers: response.headers as Record<string, string>,
        }),
        events,
      );
      if (op === 'changeStore' && answer.status === 200 && step.as) {
        stores.set(step.as, answer.body.data.user.store_id);
      }
      return answer;
    },
    close: () => app.close(),
  };
}

/** The mock server, from its recordings at the clock (a fresh store). */
export function mockDriver(prepared: Pick<PreparedSchool, 'now' | 'school'>): Driver {
  resetFixtureStore({ now: prepared.now });
  return {
    storeOf: (role) => currentFixtureStore().sessions.get(DEMO_TOKENS[role])?.store_id ?? 1,
    async send(step) {
      const op = operationOf(step.method, step.path);
      const events: LiveEvent[] = [];
      const stop = currentFixtureStore().events.subscribe((e) => void events.push(e as LiveEvent));
      const response = await answerWithMock(requestOf(step, step.as ? DEMO_TOKENS[step.as] : null));
      stop();
      return answerOf(op, response, events);
    },
    signOut: () => resetFixtureStore({ now: prepared.now }),
    close: async () => {},
  };
}
