import { MINUTE_MS } from '@kayoi/domain/calendar';
import type { Database } from '../../db/database.ts';
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

/**
 * The NOTIFY channel a committed enqueue pings (enqueue.ts): PostgreSQL delivers a notification sent inside a
 * transaction only once it commits, and not at all when it rolls back, so every node's dispatcher hears of new
 * deliveries right after they exist. A hint only (the payload is empty): the timer stays the safety net.
 */
export const NOTIFICATIONS_DUE_CHANNEL = 'kayoi_notifications_due';

/**
 * The dispatcher (the server's): runs when an enqueue commits (NOTIFICATIONS_DUE_CHANNEL) and on a timer, for
 * what another node left, retries and deliveries held by quiet hours. A kick during a run is kept for one more
 * run after it (the rows it names may have been committed after the run's last claim); kicks meanwhile coalesce.
 * stop() stops listening and waits for a run in progress.
 */
export async function startDispatcher(
  deps: ChannelDeps,
  db: Pick<Database, 'listen'>,
  intervalMs: number,
  log: DispatchLog,
) {
  let running: Promise<unknown> | null = null;
  let again = false;
  let stopped = false;
  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = runDueDeliveries(deps, deps.now())
      .catch((error: unknown) => log.warn({ err: error }, 'notification dispatch failed'))
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  const unlisten = await db.listen(NOTIFICATIONS_DUE_CHANNEL, run).catch((error: unknown) => {
    log.warn({ err: error }, 'notification dispatch listens to no channel; the timer alone sends');
    return async () => {};
  });
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await unlisten();
      // A run that started another one after it: wait for both.
      while (running) await running;
    },
  };
}
