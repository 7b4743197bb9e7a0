import type { Answer, Driver, Step } from './drivers.ts';
import type { Scenario } from './scenarios.ts';

export interface Exchange {
  step: Step;
  /** The store the caller worked in when asking (null: anonymous). */
  store: number | null;
  answer: Answer;
  /** What the step's `effects` read back right after it (recording only). */
  effects?: Record<string, unknown[]>;
}

/**
 * Sends a scenario's steps in order; the answers come back with the steps that asked for them. With
 * `effects`, the records a step names are read back after it, as the same caller.
 */
export async function runScenario(driver: Driver, scenario: Scenario, options: { effects?: boolean } = {}) {
  const exchanges: Exchange[] = [];
  for (const item of scenario.steps) {
    const steps = 'expand' in item ? item.expand(exchanges.map((e) => e.answer)) : [item];
    for (const step of steps) {
      const store = step.as ? driver.storeOf(step.as) : null;
      const answer = await driver.send(step);
      const exchange: Exchange = { step, store, answer };
      if (options.effects && step.effects && answer.status < 400) {
        exchange.effects = {};
        for (const { collection, path } of step.effects(answer.body)) {
          const read = await driver.send({ as: step.as, method: 'GET', path });
          if (read.status !== 200)
            throw new Error(`${scenario.name}: reading ${path} back answered ${read.status}`);
          exchange.effects[collection] = [...(exchange.effects[collection] ?? []), read.body.data];
        }
      }
      exchanges.push(exchange);
    }
  }
  return exchanges;
}
