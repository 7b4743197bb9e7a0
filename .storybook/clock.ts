/**
 * The clock a story's screen reads (issue 27). Every story runs at the moment of its data, so a screen that shows
 * today (a form's default date, this month, whether a booked lesson is past) draws the same picture on whatever day
 * its baseline is checked, and agrees with the data it shows:
 * - the story's `parameters.clock`, when it says one;
 * - else the moment the story pinned the mock's clock at (`resetFixtureStore({ now })`);
 * - else the default recording's moment (2026-11-20 17:10 in Tokyo), which the mock's running clock then follows too.
 * `Date` runs on from that moment as the story goes (or stands still there: `parameters.clockStopped`); timers are
 * left alone: a story still waits on data, never on time. ci120 went red on a picture of GradesPage's 実施日 once Tokyo's day had turned after its baseline was taken,
 * and a picture of a booked trial showed its result form only because its baseline was taken after the lesson.
 * Storybook gives the clock back when the next story renders, so a story file's module code runs on whichever clock
 * the story before it left (ci122: ClassDetail's module-level `todayInTokyo()` took 11/21 from the file before it):
 * a story's today at module level is worked out from its clock's instant (its NOW, or DEFAULT_DATASET.clock).
 */
const RealDate = globalThis.Date;

/**
 * Sets `Date` to run on from the instant `start` answers (asked at each reading: the mock's clock may be pinned after
 * the clock is set), or to stand still there (`stopped`: a picture that shows a countdown, `parameters.clockStopped`);
 * answers what gives back the clock there was before.
 */
export function clockFrom(start: () => number, { stopped = false } = {}): () => void {
  const before = globalThis.Date;
  const began = RealDate.now();
  const now = stopped ? start : () => start() + (RealDate.now() - began);
  class StoryDate extends RealDate {
    constructor(...args: unknown[]) {
      if (args.length === 0) super(now());
      else super(...(args as [number]));
    }
    static override now() {
      return now();
    }
    /** A date made before the clock was set (a story's module-level `new Date(…)`) is a Date too. */
    static override [Symbol.hasInstance](value: unknown) {
      return value instanceof RealDate;
    }
  }
  globalThis.Date = StoryDate as unknown as DateConstructor;
  return () => {
    globalThis.Date = before;
  };
}

/**
 * The real clock again, at the end of a story file (.storybook/vitest.setup.ts). Vitest imports the setup file
 * afresh for each file as `vitest.setup.ts?browserv=<Date.now()>`, read while the last story's clock still runs:
 * two files that began on the same story instant got the same address, the page's module cache answered the setup
 * already run, and the second file ran without its Vitest hooks (no reset of storage, mock or token store; finds that
 * did not wait for overlays). ci180's three ClassWaitlist stories found the login that way, after マイページ's stories.
 */
export function realClock() {
  globalThis.Date = RealDate;
}

/** An instant of `parameters.clock` in milliseconds; it must be one. */
export function instantOf(clock: string): number {
  const ms = RealDate.parse(clock);
  if (Number.isNaN(ms)) throw new Error(`parameters.clock is not an instant: ${clock}`);
  return ms;
}
