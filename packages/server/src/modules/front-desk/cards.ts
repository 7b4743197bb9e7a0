import { isoTokyo } from '@kayoi/domain/calendar';
import { normalizeCardUid } from '@kayoi/domain/cards';
import { CARD_ENTITY_ID_MAX } from '@kayoi/domain/constants';
import { frontDeskMessages } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { ApiError } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import { deleteCardSessions, type Role } from '../auth/repository.ts';
import type { AuthContext } from '../auth/use-cases.ts';

// The card registry: issue, re-issue and disable staff cards (type 1) and customer cards (type 2).

export type HolderType = 'staff' | 'customer';

interface CardRow {
  id: number;
  uid: string;
  card_type: 1 | 2;
  staff_id: number | null;
  customer_id: number | null;
  holder_name: string;
  status: 'active' | 'disabled';
  issued_at: Date;
  disabled_at: Date | null;
  holder_store_id: number | null;
}

const CARD_SELECT = `select n.id, n.uid, n.card_type, n.staff_id, n.customer_id, n.status, n.issued_at, n.disabled_at,
    coalesce(s.name, c.family_name || ' ' || c.given_name) as holder_name,
    coalesce(s.store_id, c.store_id) as holder_store_id
  from nfc_cards n left join staffs s on s.id = n.staff_id left join customers c on c.id = n.customer_id`;

/**
 * A card UID is not a secret, but it is not shown around either: the last 4 characters identify a card to
 * people (`**********E5F6`); only admins see it whole, and only in the card registry.
 */
export const maskCardUid = (uid: string) => `${'*'.repeat(Math.max(0, uid.length - 4))}${uid.slice(-4)}`;

type Viewer = Pick<AuthContext, 'role'>;

function cardView(row: CardRow, viewer: Viewer) {
  const holderId = (row.card_type === 1 ? row.staff_id : row.customer_id) as number;
  return {
    id: row.id,
    uid: viewer.role === 'admin' ? row.uid : maskCardUid(row.uid),
    card_type: row.card_type,
    holder_type: row.card_type === 1 ? ('staff' as const) : ('customer' as const),
    holder_id: holderId,
    holder_name: row.holder_name,
    entity_id: holderId,
    status: row.status,
    issued_at: isoTokyo(row.issued_at),
    disabled_at: row.disabled_at ? isoTokyo(row.disabled_at) : null,
  };
}

const holderNotFound = () => new ApiError(404, 'NOT_FOUND', frontDeskMessages.holderNotFound);

const ROLE_RANK = { staff: 1, manager: 2, admin: 3 } as const;

/**
 * Staff cards open the app: only admins and managers hand them out or take them away, and nobody acts on
 * the account of someone above their own role (a manager cannot issue or disable an admin's card).
 */
function assertMayManage(auth: AuthContext, holderType: HolderType, holderRole: Role | null) {
  if (holderType !== 'staff') return;
  if (auth.role === 'staff') throw new ApiError(403, 'FORBIDDEN', serverMessages.forbidden);
  if (holderRole && ROLE_RANK[holderRole] > ROLE_RANK[auth.role]) {
    throw new ApiError(403, 'FORBIDDEN', serverMessages.accountAboveYourRole);
  }
}

/** The holder, in the caller's store (404 otherwise); a staff holder comes with their role. */
async function holderInStore(
  db: Queryable,
  holderType: HolderType,
  holderId: number,
  storeId: number,
): Promise<{ role: Role | null }> {
  const { rows } =
    holderType === 'staff'
      ? await db.query<{ role: Role }>('select role from staffs where id = $1 and store_id = $2', [
          holderId,
          storeId,
        ])
      : await db.query<{ role: null }>('select null as role from customers where id = $1 and store_id = $2', [
          holderId,
          storeId,
        ]);
  if (!rows[0]) throw holderNotFound();
  return { role: rows[0].role };
}

/** Ends the sessions a staff card opened (it was disabled or replaced; the sessions are auth's). */
const endCardSessions = deleteCardSessions;

/**
 * Disables a staff member's active cards (they retired) and ends the sessions those cards opened; answers
 * the ended token ids, for the session registry once the transaction is committed.
 */
export async function disableStaffCards(tx: Queryable, staffId: number, at: Date): Promise<number[]> {
  const { rows } = await tx.query<{ id: number }>(
    `update nfc_cards set status = 'disabled', disabled_at = $2 where staff_id = $1 and status = 'active'
     returning id`,
    [staffId, at],
  );
  return endCardSessions(
    tx,
    rows.map((row) => row.id),
  );
}

export async function listCards(
  db: Queryable,
  viewer: Viewer,
  storeId: number,
  holderType: HolderType,
  holderId: number,
) {
  await holderInStore(db, holderType, holderId, storeId);
  const column = holderType === 'staff' ? 'staff_id' : 'customer_id';
  const { rows } = await db.query<CardRow>(
    `${CARD_SELECT} where n.${column} = $1 order by (n.status = 'active') desc, n.issued_at desc, n.id desc`,
    [holderId],
  );
  return rows.map((row) => cardView(row, viewer));
}

export async function issueCard(
  ctx: AppContext,
  auth: AuthContext,
  storeId: number,
  input: { holder_type: HolderType; holder_id: number; uid: string },
) {
  if (input.holder_id > CARD_ENTITY_ID_MAX) {
    throw new ApiError(422, 'VALIDATION_ERROR', serverMessages.validationFailed, {
      fieldErrors: { holder_id: [frontDeskMessages.entityIdTooLarge] },
    });
  }
  const uid = normalizeCardUid(input.uid);
  const cardType = input.holder_type === 'staff' ? 1 : 2;
  const column = input.holder_type === 'staff' ? 'staff_id' : 'customer_id';
  const now = ctx.config.now();
  const { card, endedTokenIds } = await ctx.db.transaction(async (tx) => {
    const holder = await holderInStore(tx, input.holder_type, input.holder_id, storeId);
    assertMayManage(auth, input.holder_type, holder.role);
    const { rows: existing } = await tx.query<{
      id: number;
      card_type: number;
      staff_id: number | null;
      customer_id: number | null;
    }>('select id, card_type, staff_id, customer_id from nfc_cards where uid = $1 for update', [uid]);
    const same = existing[0];
    const holderOf = (card: { staff_id: number | null; customer_id: number | null }) =>
      cardType === 1 ? card.staff_id : card.customer_id;
    if (same && (same.card_type !== cardType || holderOf(same) !== input.holder_id)) {
      throw new ApiError(409, 'CONFLICT', frontDeskMessages.cardTakenByOther);
    }
    // One active card per holder: the previous one stops working now, with the sessions it opened.
    const { rows: replaced } = await tx.query<{ id: number }>(
      `update nfc_cards set status = 'disabled', disabled_at = $2
        where ${column} = $1 and status = 'active' and uid <> $3 returning id`,
      [input.holder_id, now, uid],
    );
    const endedTokenIds = await endCardSessions(
      tx,
      replaced.map((row) => row.id),
    );
    let id: number;
    if (same) {
      await tx.query(
        `update nfc_cards set status = 'active', disabled_at = null, issued_at = $2, issued_by = $3 where id = $1`,
        [same.id, now, auth.staffId],
      );
      id = same.id;
    } else {
      const { rows } = await tx.query<{ id: number }>(
        `insert into nfc_cards (uid, card_type, ${column}, status, issued_at, issued_by)
         values ($1, $2, $3, 'active', $4, $5) returning id`,
        [uid, cardType, input.holder_id, now, auth.staffId],
      );
      id = (rows[0] as { id: number }).id;
    }
    const { rows } = await tx.query<CardRow>(`${CARD_SELECT} where n.id = $1`, [id]);
    return { card: cardView(rows[0] as CardRow, auth), endedTokenIds };
  });
  ctx.sessions.revoked(endedTokenIds);
  return card;
}

export async function disableCard(ctx: AppContext, auth: AuthContext, storeId: number, cardId: number) {
  const { card, endedTokenIds } = await ctx.db.transaction(async (tx) => {
    const { rows } = await tx.query<CardRow>(`${CARD_SELECT} where n.id = $1 for update of n`, [cardId]);
    const card = rows[0];
    if (!card || card.holder_store_id !== storeId)
      throw new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
    const holderType = card.card_type === 1 ? 'staff' : 'customer';
    const holder = await holderInStore(
      tx,
      holderType,
      (card.staff_id ?? card.customer_id) as number,
      storeId,
    );
    assertMayManage(auth, holderType, holder.role);
    let endedTokenIds: number[] = [];
    if (card.status === 'active') {
      await tx.query(`update nfc_cards set status = 'disabled', disabled_at = $2 where id = $1`, [
        cardId,
        ctx.config.now(),
      ]);
      endedTokenIds = await endCardSessions(tx, [cardId]);
    }
    const { rows: after } = await tx.query<CardRow>(`${CARD_SELECT} where n.id = $1`, [cardId]);
    return { card: cardView(after[0] as CardRow, auth), endedTokenIds };
  });
  ctx.sessions.revoked(endedTokenIds);
  return card;
}
