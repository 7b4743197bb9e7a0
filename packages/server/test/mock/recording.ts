import {
  cannedOperations,
  changeName,
  type Dataset,
  datasetLookup,
  isChange,
  type Recording,
  requestKey,
} from '@kayoi/api-client/msw';
import {
  CLOCKS,
  type ClockName,
  type Driver,
  type PreparedSchool,
  prepareSchool,
  requestOf,
  serverDriver,
} from './drivers.ts';
import { type Exchange, runScenario } from './run.ts';
import { SCENARIOS, type Scenario } from './scenarios.ts';

// Recording the mock server's fixtures from the real server: for one clock, the Storybook school loaded into
// PGlite, the generic store's records read as an admin sees them, and every scenario run on the server, each
// on the school as prepared (the scenarios that only read share one server; each one that changes something
// gets a server of its own). `pnpm fixtures` writes the result; the parity test compares it with the committed
// fixtures and with the mock.

/** The generic store's collections at the clock: every record as the real server shows it. */
export async function recordRecords(prepared: PreparedSchool): Promise<Dataset['records']> {
  const driver = await serverDriver(prepared);
  const read = async (path: string) => {
    const answer = await driver.send({ as: 'admin', method: 'GET', path });
    if (answer.status !== 200) throw new Error(`reading ${path} answered ${answer.status}`);
    return answer.body;
  };
  try {
    const stores = (await read('/api/stores?per_page=100')).data as { id: number }[];
    const customers: unknown[] = [];
    const staffs: unknown[] = [];
    const programs: unknown[] = [];
    let grades: unknown[] = [];
    const readerDevices: unknown[] = [];
    for (const store of stores) {
      const switched = await driver.send({
        as: 'admin',
        method: 'POST',
        path: '/api/v2/auth/change-store',
        json: { store_id: store.id },
      });
      if (switched.status !== 200)
        throw new Error(`switching to store ${store.id} answered ${switched.status}`);
      const ids: number[] = [];
      for (let page = 1; ; page += 1) {
        const list = await read(`/api/customers?per_page=100&page=${page}&sort=member_number`);
        ids.push(...(list.data as { id: number }[]).map((c) => c.id));
        if (page >= list.meta.last_page) break;
      }
      for (const id of ids.sort((a, b) => a - b)) customers.push((await read(`/api/customers/${id}`)).data);
      for (const { id } of (await read('/api/staffs')).data as { id: number }[]) {
        staffs.push((await read(`/api/staffs/${id}`)).data);
      }
      const options = (await read('/api/customers/options')).data;
      programs.push(...options.programs);
      grades = options.grades;
      for (const device of (await read('/api/reader-devices')).data as { id: number }[]) {
        const credential = prepared.school.readerDevices.find((d) => d.id === device.id)?.credential ?? null;
        readerDevices.push({ ...device, is_current: false, credential });
      }
    }
    const preRegistrations: unknown[] = [];
    for (const { id } of prepared.school.applications) {
      preRegistrations.push((await read(`/api/customer-pre-registrations/${id}`)).data);
    }
    const preferences: unknown[] = [];
    for (const role of ['admin', 'manager', 'staff'] as const) {
      const me = await driver.send({ as: role, method: 'GET', path: '/api/v3/auth/me' });
      const theme = await driver.send({ as: role, method: 'GET', path: '/api/v2/user/preferences' });
      preferences.push({ staff_id: me.body.data.user.id, ...theme.body.data });
    }
    return {
      stores,
      programs,
      grades,
      staffs: (staffs as { id: number }[]).sort((a, b) => a.id - b.id),
      customers,
      preRegistrations,
      readerDevices,
      preferences,
    };
  } finally {
    await driver.close();
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Keeps a recording unless the same answer was already recorded for the request in the same state. */
function add(answers: Recording[], recording: Recording) {
  const redundant = answers.some(
    (a) =>
      a.op === recording.op &&
      a.key === recording.key &&
      a.store === recording.store &&
      a.role === recording.role &&
      a.status === recording.status &&
      sameJson(a.after, recording.after) &&
      sameJson(a.body, recording.body) &&
      sameJson(a.events ?? [], recording.events ?? []) &&
      sameJson(a.effects ?? {}, recording.effects ?? {}),
  );
  if (!redundant) answers.push(recording);
}

/**
 * The envelope's timestamp is the mock's clock when it answers, and a login's token is the mock session's
 * (auth.ts opens one): neither is recorded, so that recording again writes the same fixtures.
 */
const withoutTimestamp = (body: unknown) => {
  if (!body || typeof body !== 'object' || !('timestamp' in body)) return body;
  const { data } = body as { data?: unknown };
  const token =
    data && typeof data === 'object' && typeof (data as { token?: unknown }).token === 'string'
      ? { data: { ...data, token: '' } }
      : {};
  return { ...body, timestamp: '', ...token };
};

const readsOnly = (scenario: Scenario) =>
  scenario.steps.every((step) => 'method' in step && step.method === 'GET');

export interface ScenarioRun {
  scenario: Scenario;
  exchanges: Exchange[];
}

/**
 * Runs the clock's scenarios on the real server, each on the school as prepared: those that only read on one
 * shared server, each of the others on a server of its own.
 */
export async function runOnServer(
  prepared: PreparedSchool,
  log: (line: string) => void = () => {},
  only?: string,
): Promise<ScenarioRun[]> {
  const runs: ScenarioRun[] = [];
  let shared: Driver | undefined;
  try {
    const chosen = SCENARIOS.filter((s) => only === undefined || s.fixtures === only);
    for (const scenario of chosen.filter((s) => s.clocks.includes(prepared.clock))) {
      const own = !readsOnly(scenario);
      let driver: Driver;
      if (own) driver = await serverDriver(prepared);
      else if (shared) {
        // The school as prepared again: the scenario before (its own server) changed it.
        await prepared.fresh();
        driver = shared;
      } else driver = shared = await serverDriver(prepared);
      driver.signOut();
      try {
        const exchanges = await runScenario(driver, scenario, { effects: true });
        runs.push({ scenario, exchanges });
        log(`  ${scenario.name}: ${exchanges.length} requests`);
      } finally {
        if (own) await driver.close();
      }
    }
  } finally {
    await shared?.close();
  }
  return runs;
}

/** The fixtures of one clock: the school's records and the canned operations' answers of the scenarios. */
export async function datasetOf(
  prepared: PreparedSchool,
  records: Dataset['records'],
  runs: readonly ScenarioRun[],
): Promise<Dataset> {
  const cards: Dataset['cards'] = Object.fromEntries(
    prepared.school.cards.map((c) => [c.uid, { holder_type: c.holder_type, holder_id: c.holder_id }]),
  );
  const lookup = datasetLookup({ cards });
  const answers: Recording[] = [];
  for (const { exchanges } of runs) {
    const done: Record<string, number> = {};
    for (const { step, store, answer, effects } of exchanges) {
      const { op } = answer;
      if (!op || !cannedOperations.has(op)) continue;
      const key = await requestKey(op, requestOf(step, null), lookup);
      const headers = Object.fromEntries(
        Object.entries(answer.headers).filter(
          ([name, value]) => name !== 'content-type' || !value.includes('json'),
        ),
      );
      add(answers, {
        op,
        key,
        store,
        role: step.as,
        after: { ...done },
        status: answer.status,
        body: withoutTimestamp(answer.body),
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        ...(answer.events.length > 0 ? { events: answer.events } : {}),
        ...(effects ? { effects } : {}),
      });
      if (isChange(op)) done[changeName(op, key)] = (done[changeName(op, key)] ?? 0) + 1;
    }
  }
  return { clock: CLOCKS[prepared.clock].at, records, cards, answers };
}

/**
 * Everything recorded at one clock; with `only`, the scenarios of that fixtures file alone (`billing`), and no
 * main dataset.
 */
export async function recordDataset(clock: ClockName, log: (line: string) => void = () => {}, only?: string) {
  const prepared = await prepareSchool(clock);
  try {
    const records = only === undefined ? await recordRecords(prepared) : {};
    const runs = await runOnServer(prepared, log, only);
    const of = (file: string | undefined) => runs.filter((run) => run.scenario.fixtures === file);
    const files = [...new Set(runs.flatMap((run) => run.scenario.fixtures ?? []))];
    // The answers of scenarios kept in their own file (fixtures/classes-<clock>.json): answers only.
    const groups: Record<string, Pick<Dataset, 'clock' | 'answers'>> = {};
    for (const file of files) {
      const { clock: at, answers } = await datasetOf(prepared, {}, of(file));
      groups[file] = { clock: at, answers };
    }
    return { dataset: await datasetOf(prepared, records, of(undefined)), groups, runs };
  } finally {
    await prepared.dispose();
  }
}
