import spec from '@kayoi/api-client/spec' with { type: 'json' };
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { differences } from './mock/compare.ts';
import { CLOCKS, type ClockName, mockDriver, type PreparedSchool, prepareSchool } from './mock/drivers.ts';
import { parityInputsHash, stampedHash, writeStamp } from './mock/parity-stamp.ts';
import { runOnServer, type ScenarioRun } from './mock/recording.ts';
import { runScenario } from './mock/run.ts';

/** The operations of the spec's classes tag (issue 14): every one is recorded by a classes scenario. */
const CLASS_OPERATIONS = Object.values(
  spec.paths as Record<string, Record<string, { operationId?: string; tags?: string[] }>>,
).flatMap((item) =>
  Object.values(item).flatMap((op) =>
    op?.operationId && op.tags?.includes('classes') ? [op.operationId] : [],
  ),
);

/** The operations of the spec's billing tag (issue 15): every one is recorded by a billing scenario. */
const BILLING_OPERATIONS = Object.values(
  spec.paths as Record<string, Record<string, { operationId?: string; tags?: string[] }>>,
).flatMap((item) =>
  Object.values(item).flatMap((op) =>
    op?.operationId && op.tags?.includes('billing') ? [op.operationId] : [],
  ),
);

/** The operations of the spec's bulletinBoard and chat tags. */
const COMMUNICATION_OPERATIONS = Object.values(
  spec.paths as Record<string, Record<string, { operationId?: string; tags?: string[] }>>,
).flatMap((item) =>
  Object.values(item).flatMap((op) =>
    op?.operationId && op.tags?.some((tag) => tag === 'bulletinBoard' || tag === 'chat')
      ? [op.operationId]
      : [],
  ),
);

// The parity test of the mock server (packages/api-client/src/msw): every scenario the fixtures are recorded
// from is sent to the real server (buildApp on PGlite holding the Storybook school at the stories' clock) and
// to the MSW handlers, request by request, and the answers must agree: the same status, the same shape (every
// key and the type of every value), and the same key values (ids, counts, statuses, codes, messages, field
// errors; see mock/compare.ts for what may differ: instants of the moment, tokens, signed URLs). The committed
// fixtures are part of the mock: when the server changes an answer, this fails until `pnpm fixtures` records
// it again. PGlite only (the answers do not depend on the database).

// The replay runs again only when one of its inputs changed since the last replay that agreed (the committed
// stamp, mock/parity-stamp.ts); KAYOI_PARITY=replay runs it regardless.
const inputs = parityInputsHash();
const stamped = stampedHash();
const replayed =
  stamped === inputs && process.env.KAYOI_PARITY !== 'replay' ? [] : (Object.keys(CLOCKS) as ClockName[]);
let agreed = 0;

if (replayed.length === 0) {
  it('when every input of the replay is what it was at the last replay that agreed, then that agreement stands', () => {
    expect(parityInputsHash()).toBe(stamped);
    console.info(
      `mock parity: inputs ${inputs.slice(0, 12)} replayed and agreed before (mock/parity.sha256)`,
    );
  });
} else {
  afterAll(() => {
    // Every clock agreed, on the inputs this run started with (an edit meanwhile makes no stamp).
    if (agreed === replayed.length && parityInputsHash() === inputs) writeStamp(inputs);
  });
}

for (const clock of replayed) {
  describe(`the mock and the server at ${CLOCKS[clock].at}`, () => {
    let prepared: PreparedSchool;
    let runs: ScenarioRun[];

    beforeAll(async () => {
      prepared = await prepareSchool(clock);
      runs = await runOnServer(prepared);
    }, 600_000);
    afterAll(() => prepared?.dispose());

    it('when every scenario is replayed on both, then each request is answered alike', async () => {
      const disagreements: string[] = [];
      let compared = 0;
      for (const { scenario, exchanges } of runs) {
        const replay = await runScenario(mockDriver(prepared), scenario);
        expect(replay.length, `${scenario.name}: requests sent`).toBe(exchanges.length);
        exchanges.forEach((server, i) => {
          const mock = replay[i];
          const where = `${scenario.name} #${i + 1} (${server.step.as ?? 'anonymous'}) ${server.step.method} ${server.step.path}`;
          compared += 1;
          if (!mock) return;
          if (server.answer.status !== mock.answer.status) {
            disagreements.push(
              `${where}: status ${server.answer.status} on the server, ${mock.answer.status} in the mock`,
            );
            return;
          }
          for (const difference of differences(server.answer.body, mock.answer.body)) {
            disagreements.push(`${where}: ${difference}`);
          }
        });
      }

      expect(disagreements).toEqual([]);
      expect(compared).toBeGreaterThan(100);
      // The bulletin board and the chat (issue 17) are recordings only: every operation of their tags is asked.
      const asked = new Set<string | undefined>(runs.flatMap((run) => run.exchanges.map((e) => e.answer.op)));
      expect(COMMUNICATION_OPERATIONS.filter((op) => !asked.has(op))).toEqual([]);
      // Classes (issue 14): every operation of the tag is asked at the Friday clock.
      if (clock === 'friday') {
        const asked = new Set<string | undefined>(
          runs.flatMap((run) => run.exchanges.map((e) => e.answer.op)),
        );
        expect(CLASS_OPERATIONS.filter((op) => !asked.has(op))).toEqual([]);
        // Billing (issue 15) too: its answers are recordings only.
        expect(BILLING_OPERATIONS.filter((op) => !asked.has(op))).toEqual([]);
      }
      console.info(`mock parity at ${CLOCKS[clock].at}: ${compared} requests compared, all alike`);
      agreed += 1;
    }, 300_000);
  });
}
