import type { components } from '@kayoi/api-client/schema';
import { addDays, dayOf, isoTokyo, midnightOf } from '@kayoi/domain/calendar';
import type { DashboardDeps } from './use-cases.ts';

type FamilyAction = components['schemas']['FamilyActivityAction'];

/** The tile lists this many of today's latest lines. */
const LATEST = 5;

/** マイページからの連絡: today's (Tokyo) 欠席連絡 and 振替予約 sent by families, and the latest lines. */
export async function familyNotices(deps: DashboardDeps, storeId: number) {
  const today = dayOf(deps.now());
  const from = new Date(midnightOf(today));
  const to = new Date(midnightOf(addDays(today, 1)));
  const { absences, makeup_bookings, recent } = await deps.repo.familyNotices(storeId, from, to, LATEST);
  return {
    date: today,
    absences,
    makeup_bookings,
    recent: recent.map((r) => ({
      id: r.id,
      action: r.action as FamilyAction,
      summary: r.summary,
      at: isoTokyo(r.at),
      customer: { id: r.customer_id, name: r.name },
    })),
  };
}
