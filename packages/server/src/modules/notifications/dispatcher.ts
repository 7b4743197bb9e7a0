import { MINUTE_MS } from '@kayoi/domain/calendar';
import { type ChannelDeps, channelSenders } from './channels.ts';
import { createDeliveryRepository, type DeliveryRow } from './repository.ts';

// The dispatcher: every node runs one on a timer; each claims due deliveries atomically (skip locked), sends them
// and records the outcome. A failed attempt is retried after 1, 2, 4, 8 … minutes, and after MAX_ATTEMPTS it is
// `failed` for good with its last error.

export const MAX_ATTEMPTS = 5;
const BASE_BACKOFF_MS = MINUTE_MS;
/** How long a claimed row is this dispatcher's: a node that dies mid-send leaves it due again after this. */
const LEASE_MS = 5 * MINUTE_MS;
const BATCH = 50;

/** When the attempt numbered `attempts` failed, the next one (exponential), or null when none is left. */
export function nextAttemptAfter(failedAt: Date, attempts: number): Date | null {
  if (attempts >= MAX_ATTEMPTS) return null;
  return new Date(failedAt.getTime() + BASE_BACKOFF_MS * 2 ** (attempts - 1));
}

export interface DispatchLog {
  warn(object: object, message: string): void;
}

async function deliver(deps: ChannelDeps, delivery: DeliveryRow, now: Date) {
  const repo = createDeliveryRepository(deps.db);
  try {
    const outcome = await channelSenders[delivery.channel](deps, delivery);
    if (outcome.sent) await repo.markSent(delivery.id, deps.now());
    else await repo.markSkipped(delivery.id, outcome.skipped);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await repo.markAttemptFailed(delivery.id, message, nextAttemptAfter(now, delivery.attempts));
  }
}

/**
 * Sends every delivery due at `now` (batch by batch until none is left) and answers how many were attempted.
 * Safe to run on several nodes at once: a row is claimed by one of them.
 */
export async function runDueDeliveries(deps: ChannelDeps, now: Date): Promise<number> {
  const repo = createDeliveryRepository(deps.db);
  let attempted = 0;
  for (;;) {
    const claimed = await repo.claimDue(now, new Date(now.getTime() + LEASE_MS), BATCH);
    if (claimed.length === 0) return attempted;
    for (const delivery of claimed) await deliver(deps, delivery, now);
    attempted += claimed.length;
  }
}

/** The dispatcher on a timer (the server's); stop() waits for a run in progress. */
export function startDispatcher(deps: ChannelDeps, intervalMs: number, log: DispatchLog) {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runDueDeliveries(deps, deps.now())
      .catch((error: unknown) => log.warn({ err: error }, 'notification dispatch failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
