import type { Dataset } from './recording.ts';
import { FRIDAY_RECORDINGS, SATURDAY_RECORDINGS } from './recordings.js';

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
export const FRIDAY_EVENING = withAnswers(...FRIDAY_RECORDINGS);
/** Saturday 21 November 2026, 10:00 in Tokyo (the customer and application screens, the settings). */
export const SATURDAY_MORNING = withAnswers(...SATURDAY_RECORDINGS);

export const DATASETS: readonly Dataset[] = [FRIDAY_EVENING, SATURDAY_MORNING];
/**
 * The recording used at any other clock (the real one included).
 * @alias of FRIDAY_EVENING (knip: one dataset under two names on purpose)
 */
export const DEFAULT_DATASET = FRIDAY_EVENING;
