import { batched } from '../../db/batches.ts';
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

/**
 * Several taps in one statement (one round trip, one transaction), decided one after the other in the arrays'
 * order as if each were sent alone: a later tap of the same member sees the earlier one (its cooldown, its open
 * visit). Answers the taps in that order (`n`). Their members' rows are locked first, in the order of their ids,
 * so that two such statements (two server processes) never wait on each other in a circle: a check-in locks its
 * store's day counts until the commit, and a statement that waited for one of its members after it had checked
 * someone in would wait there while holding them. `front_desk_taps` (migration 0610) is that statement, planned once
 * per connection instead of at each run.
 */
const TAPS = preparedStatement(
  `select t.n, t.tap from front_desk_taps($1::text[], $2::int[], $3::int[], $4::text[], $5::text[],
     $6::timestamptz[], $7::timestamptz[], $8::date[], $9::date[], $10::timestamptz[], $11::int[], $12::float8[],
     $13::float8[], $14::int[]) as t`,
);

/** A tap's arguments in the order `front_desk_tap` takes them. */
const argumentsOf = (call: TapCall) => [
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
];

async function tapAlone(db: Queryable, call: TapCall): Promise<TapRecord> {
  const { rows } = await db.query<{ tap: TapRecord }>(TAP, argumentsOf(call));
  return (rows[0] as { tap: TapRecord }).tap;
}

async function tapsTogether(db: Queryable, calls: readonly TapCall[]): Promise<TapRecord[]> {
  const each = calls.map(argumentsOf);
  const columns = (each[0] as unknown[]).map((_, i) => each.map((args) => args[i]));
  const { rows } = await db.query<{ n: number; tap: TapRecord }>(TAPS, columns);
  const byN = new Map(rows.map((row) => [row.n, row.tap]));
  if (byN.size !== calls.length) throw new Error('front_desk_tap answered fewer taps than sent');
  return calls.map((_, i) => byN.get(i + 1) as TapRecord);
}

/** Taps sent together as `batched` gathers them, 32 at most to a statement (at 20 desks: 10–20). */
const sendTap = batched({ alone: tapAlone, together: tapsTogether, most: 32 });

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

    /**
     * A tap decided and recorded in one statement (atomic: see migration 0360). The taps of several desks that arrive
     * together (as `batched` gathers them) are decided in one statement, one after the other as if each came alone:
     * one round trip and one commit for them all (issue 30, bench/checkin.ts at 20 desks, three interleaved pairs:
     * PGlite 440–738 → 658–776 taps/s at 1.89–3.20 → 1.58–1.85 ms of CPU a tap; PostgreSQL 614–736 → 602–912 taps/s,
     * 0.13–0.17 → 0.16–0.19 × health req/s).
     */
    tap(call: TapCall): Promise<TapRecord> {
      return sendTap(db, call);
    },
  };
}
