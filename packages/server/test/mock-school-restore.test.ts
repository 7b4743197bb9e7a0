import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/database.ts';
import { type PreparedSchool, prepareSchool, serverDriver } from './mock/drivers.ts';
import { runScenario } from './mock/run.ts';
import { SCENARIOS } from './mock/scenarios.ts';

// The parity test and `pnpm fixtures` start every scenario from the Storybook school put back by SQL in one
// PGlite (mock/drivers.ts keepSchool), not from a copy of its files: what a scenario wrote must be gone, the
// rows in the order they were, the sequences where they were, or the next scenario's answers would drift.

/** Every table's rows (in the order an unordered scan reads them) and every sequence's position. */
async function contents(db: Database) {
  const { rows: tables } = await db.query<{ name: string }>(
    `select table_name as name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const { rows: sequences } = await db.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  const state: Record<string, unknown> = {};
  for (const { name } of tables) state[name] = (await db.query(`select * from public."${name}"`)).rows;
  for (const { name } of sequences) {
    state[`sequence ${name}`] = (await db.query(`select last_value, is_called from public."${name}"`)).rows;
  }
  return state;
}

describe('the school the mock scenarios start from', () => {
  let prepared: PreparedSchool;
  beforeAll(async () => {
    prepared = await prepareSchool('friday');
  }, 300_000);
  afterAll(() => prepared?.dispose());

  it('when scenarios that write have run, then the school is put back as it was prepared', async () => {
    const before = await contents(await prepared.fresh());
    // A chat message (ids from identity columns), a payment and its receipt (money), a card written again.
    const names = [
      'communication: the staff login sends to the coach room',
      'billing: a cash payment at the desk, sent twice; its receipt printed and reprinted; the day closed',
      'a member card is written again',
    ];
    const writers = SCENARIOS.filter((s) => names.includes(s.name) && s.clocks.includes('friday'));
    expect(writers.map((s) => s.name).sort()).toEqual([...names].sort());
    for (const scenario of writers) {
      const driver = await serverDriver(prepared);
      try {
        await runScenario(driver, scenario);
      } finally {
        await driver.close();
      }
    }
    const written = await contents(prepared.db);
    expect(written).not.toEqual(before);
    expect(await contents(await prepared.fresh())).toEqual(before);
  }, 300_000);
});
