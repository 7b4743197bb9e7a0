import type { Queryable } from '../../db/database.ts';

// The front desk's own table read by the check-in/out: the cards members tap (nfc_cards; issued and disabled
// in cards.ts).

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
  };
}
