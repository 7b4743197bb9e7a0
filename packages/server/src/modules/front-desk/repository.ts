import { preparedStatement, type Queryable } from '../../db/database.ts';
import type { Contract } from '../customers/contracts.ts';
import type { DeskCustomerRow } from '../customers/repository.ts';
import type { TapAction, VisitJson, VisitSummaryJson } from '../visits/repository.ts';

// The front desk's own table read by the check-in/out: the cards members tap (nfc_cards; issued and disabled
// in cards.ts); and the tap itself, one statement of the database's (front_desk_tap, migration 0360).

/** What `front_desk_tap` answers: a refusal, or the tap recorded (or repeated) with the welcome display's data. */
export type TapRecord =
  | { refused: 'not_found' | 'card_disabled' | 'card_mismatch' | 'paused' | 'withdrawn' }
  | {
      refused?: undefined;
      action: TapAction;
      duplicate: boolean;
      visit: VisitJson;
      customer: DeskCustomerRow;
      contracts: Contract[];
      summary: VisitSummaryJson;
    };

export interface TapCall {
  /** The card's UID, normalized; null: the member chosen by id. */
  uid: string | null;
  customerId: number | null;
  /** The caller's store; null: an admin, who sees every store. */
  storeId: number | null;
  deviceId: string | null;
  key: string | null;
  at: Date;
  now: Date;
  /** The Tokyo day of `at` (overtime counts by the contracts in force then) and of `now` (the welcome's). */
  tapDay: string;
  today: string;
  monthStart: Date;
  recentLimit: number;
  cooldownMs: number;
  staleMs: number;
  slotMarginMinutes: number;
}

/** The tap (prepared on PostgreSQL: a desk sends it again and again). */
const TAP = preparedStatement(
  `select front_desk_tap($1, $2, $3, $4, $5, $6, $7, $8::date, $9::date, $10, $11,
     make_interval(secs => $12::float8 / 1000), make_interval(secs => $13::float8 / 1000),
     make_interval(mins => $14)) as tap`,
);

export function createFrontDeskRepository(db: Queryable) {
  return {
    /** The card with this (normalized) UID: its type, its customer (customer cards) and whether it works. */
    async cardByUid(uid: string) {
      const { rows } = await db.query<{ customer_id: number | null; card_type: number; status: string }>(
        'select customer_id, card_type, status from nfc_cards where uid = $1',
        [uid],
      );
      return rows[0];
    },

    /** A tap decided and recorded in one statement (one round trip, atomic: see migration 0360). */
    async tap(call: TapCall): Promise<TapRecord> {
      const { rows } = await db.query<{ tap: TapRecord }>(TAP, [
        call.uid,
        call.customerId,
        call.storeId,
        call.deviceId,
        call.key,
        call.at,
        call.now,
        call.tapDay,
        call.today,
        call.monthStart,
        call.recentLimit,
        call.cooldownMs,
        call.staleMs,
        call.slotMarginMinutes,
      ]);
      return (rows[0] as { tap: TapRecord }).tap;
    },
  };
}
