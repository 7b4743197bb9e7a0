import friday from './fixtures/2026-11-20T17-10.json' with { type: 'json' };
import saturday from './fixtures/2026-11-21T10-00.json' with { type: 'json' };
import billingFriday from './fixtures/billing-2026-11-20T17-10.json' with { type: 'json' };
import billingSaturday from './fixtures/billing-2026-11-21T10-00.json' with { type: 'json' };
import classesFriday from './fixtures/classes-2026-11-20T17-10.json' with { type: 'json' };
import classesSaturday from './fixtures/classes-2026-11-21T10-00.json' with { type: 'json' };
import communicationFriday from './fixtures/communication-2026-11-20T17-10.json' with { type: 'json' };
import communicationSaturday from './fixtures/communication-2026-11-21T10-00.json' with { type: 'json' };
import membershipFriday from './fixtures/membership-2026-11-20T17-10.json' with { type: 'json' };
import membershipSaturday from './fixtures/membership-2026-11-21T10-00.json' with { type: 'json' };
import type { Dataset } from './recording.ts';

// The recordings, one per clock the stories run at (`pnpm fixtures` writes them; see README.md). Some areas'
// scenarios keep their answers in their own file per clock (`classes-<clock>.json`), added to the clock's.

const withAnswers = (main: unknown, ...own: { answers: unknown[] }[]): Dataset => {
  const dataset = main as Dataset;
  return {
    ...dataset,
    answers: [...dataset.answers, ...own.flatMap((o) => o.answers as Dataset['answers'])],
  };
};

/** Friday 20 November 2026, 17:10 in Tokyo: classes running, the day's visits in (the dashboard, the desk). */
export const FRIDAY_EVENING = withAnswers(
  friday,
  classesFriday,
  communicationFriday,
  billingFriday,
  membershipFriday,
);
/** Saturday 21 November 2026, 10:00 in Tokyo (the customer and application screens, the settings). */
export const SATURDAY_MORNING = withAnswers(
  saturday,
  classesSaturday,
  communicationSaturday,
  billingSaturday,
  membershipSaturday,
);

export const DATASETS: readonly Dataset[] = [FRIDAY_EVENING, SATURDAY_MORNING];
/**
 * The recording used at any other clock (the real one included).
 * @alias of FRIDAY_EVENING (knip: one dataset under two names on purpose)
 */
export const DEFAULT_DATASET = FRIDAY_EVENING;
