/** One recording as the datasets read it (see recordings.js); `Dataset` (recording.ts) says the rest. */
interface Recording {
  answers: unknown[];
}

/** Friday 20 November 2026, 17:10: the main recording, then the areas' own. */
export declare const FRIDAY_RECORDINGS: readonly [Recording, ...Recording[]];
/** Saturday 21 November 2026, 10:00: the main recording, then the areas' own. */
export declare const SATURDAY_RECORDINGS: readonly [Recording, ...Recording[]];
