import { useTrialLessons } from '@kayoi/api-client';
import { addDays, todayInTokyo, weekdayOf } from '@kayoi/domain/calendar';
import type { BoardClass } from '@kayoi/ui';
import { useMemo } from 'react';

// 体験 on the lane board (issue 29): a weekday's board marks each class with the trials booked into its next
// lesson on that weekday (today's, if today is that day), so the coaches see who is coming to try.

/** The next date on `weekday` from today (today itself when it is that day). */
const nextDateOn = (weekday: number) => {
  const today = todayInTokyo();
  return addDays(today, (weekday - weekdayOf(today) + 7) % 7);
};

/** Class id → 体験 N名（M/D）for the board's weekday. */
export function useTrialBadges(weekday: number): ReadonlyMap<number, string> {
  const date = nextDateOn(weekday);
  const trials = useTrialLessons({ date });
  return useMemo(() => {
    const counts = new Map<number, number>();
    for (const trial of trials.data ?? []) {
      if (trial.status !== 'booked') continue;
      counts.set(trial.class.id, (counts.get(trial.class.id) ?? 0) + 1);
    }
    const day = `${Number(date.slice(5, 7))}/${Number(date.slice(8, 10))}`;
    return new Map([...counts].map(([id, n]) => [id, `体験 ${n}名（${day}）`]));
  }, [trials.data, date]);
}

/** The block with its 体験 mark, if its class has trials booked. */
export const withTrialBadge = (block: BoardClass | null, badges: ReadonlyMap<number, string>) =>
  block && badges.has(block.id) ? { ...block, badge: badges.get(block.id) } : block;
