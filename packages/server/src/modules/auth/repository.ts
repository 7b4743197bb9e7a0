import { batched } from '../../db/batches.ts';
import type { Queryable } from '../../db/database.ts';
import { keyOfPhotoPath, type PhotoSigner } from '../photos/photos.ts';
import {
  type CountedLookup,
  type Hit,
  lookUpCountingHits,
  lookUpManyCountingHits,
  statementCountingHits,
  statementCountingHitsOfMany,
} from '../rate-limits/counters.ts';
import { setCardPinHash, setPasswordHash } from '../staffs/repository.ts';

export type Role = 'admin' | 'manager' | 'staff';
export type Gender = 'male' | 'female' | 'other';

export interface StaffRow {
  id: number;
  store_id: number | null;
  name: string;
  email: string;
  role: Role;
  gender: Gender | null;
  photo_path: string | null;
  is_active: boolean;
  /** Null until the staff member sets one (an invitation or a forced reset is outstanding). */
  password_hash: string | null;
  card_pin_hash: string | null;
}

/** The staff member as the API shows them, in the store of the current session. */
export interface StaffView {
  id: number;
  name: string;
  email: string;
  role: Role;
  store: string | null;
  store_id: number | null;
  photo_url: string | null;
  photo_path: string | null;
  gender: Gender | null;
}

export interface TokenRow {
  id: number;
  staff_id: number;
  store_id: number | null;
  expires_at: Date;
  last_used_at: Date | null;
  role: Role;
  is_active: boolean;
}

const STAFF_COLUMNS =
  'id, store_id, name, email, role, gender, photo_path, is_active, password_hash, card_pin_hash';

/**
 * The session behind a bearer token ($5), which every staff request asks first (prepared on PostgreSQL), with the
 * call counted: the caller's address ($1) and, for a session that holds (an active staff member's, unexpired at
 * $4), its account, `account|<staff id>`.
 */
/** A session's columns, and its account's rate key while the session holds at `at`. */
const tokenColumns = (at: string) =>
  `t.id, t.staff_id, t.store_id, t.expires_at, t.last_used_at, s.role, s.is_active,
   case when s.is_active and t.expires_at > ${at} then 'account|' || t.staff_id end as rate_key`;

const FIND_TOKEN_COUNTING = statementCountingHits(
  `select ${tokenColumns('$4::timestamptz')}
     from auth_tokens t join staffs s on s.id = t.staff_id
    where t.token_hash = $5`,
);

/** FIND_TOKEN_COUNTING for several calls at once (batched below): `arg` is the hash. */
const FIND_TOKENS_COUNTING = statementCountingHitsOfMany(
  `select c.n, ${tokenColumns('c.at')}
     from calls c join auth_tokens t on t.token_hash = c.arg join staffs s on s.id = t.staff_id`,
);

/**
 * A signed-in call's session found and its keys counted (issue 30), with the calls that arrive together (as `batched`
 * gathers them) in one statement: 20 desks tapping at once send one a tap.
 */
const findTokenCounting = batched<CountedLookup, { row: TokenRow | undefined; hits: Map<string, Hit> }>({
  alone: (db, call) =>
    lookUpCountingHits<TokenRow>(db, FIND_TOKEN_COUNTING, call.keys, call.windowMs, [call.at, call.arg]),
  together: (db, calls) => lookUpManyCountingHits<TokenRow>(db, FIND_TOKENS_COUNTING, calls),
  most: 32,
});

export function createAuthRepository(db: Queryable, photos: PhotoSigner) {
  return {
    ...createSessionRepository(db, photos),
    ...createCredentialRepository(db),
  };
}

/** Staff as they sign in, and their session tokens. */
function createSessionRepository(db: Queryable, photos: PhotoSigner) {
  return {
    async findStaffByEmail(email: string): Promise<StaffRow | undefined> {
      const { rows } = await db.query<StaffRow>(`select ${STAFF_COLUMNS} from staffs where email = $1`, [
        email.toLowerCase(),
      ]);
      return rows[0];
    },

    async findStaffById(id: number): Promise<StaffRow | undefined> {
      const { rows } = await db.query<StaffRow>(`select ${STAFF_COLUMNS} from staffs where id = $1`, [id]);
      return rows[0];
    },

    async staffView(staffId: number, storeId: number | null): Promise<StaffView | undefined> {
      const { rows } = await db.query<Omit<StaffView, 'photo_url'>>(
        `select s.id, s.name, s.email, s.role, st.name as store, st.id as store_id, s.photo_path, s.gender
           from staffs s left join stores st on st.id = $2
          where s.id = $1`,
        [staffId, storeId],
      );
      const row = rows[0];
      return row && { ...row, photo_url: photos.url(keyOfPhotoPath(row.photo_path)) };
    },

    async createToken(input: {
      staffId: number;
      hash: string;
      deviceName: string;
      storeId: number | null;
      createdAt: Date;
      expiresAt: Date;
      /** A card session: the enrolled reader device and the card it was opened with. */
      readerDeviceId?: number;
      nfcCardId?: number;
    }): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into auth_tokens (staff_id, token_hash, device_name, store_id, created_at, last_used_at, expires_at,
           reader_device_id, nfc_card_id)
         values ($1, $2, $3, $4, $5, $5, $6, $7, $8) returning id`,
        [
          input.staffId,
          input.hash,
          input.deviceName,
          input.storeId,
          input.createdAt,
          input.expiresAt,
          input.readerDeviceId ?? null,
          input.nfcCardId ?? null,
        ],
      );
      return (rows[0] as { id: number }).id;
    },

    /** A token's session, and in the same statement one hit of `keys` and of the session's account. */
    findTokenCounting(
      hash: string,
      keys: readonly string[],
      windowMs: number,
      now: Date,
    ): Promise<{ row: TokenRow | undefined; hits: Map<string, Hit> }> {
      return findTokenCounting(db, { keys, windowMs, at: now, arg: hash });
    },

    /** Whether the session is still there (not logged out, revoked or swept). */
    async tokenExists(id: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from auth_tokens where id = $1', [id]);
      return rows.length > 0;
    },

    async touchToken(id: number, at: Date): Promise<void> {
      await db.query('update auth_tokens set last_used_at = $2 where id = $1', [id, at]);
    },

    /** Moves the expiry to `expiresAt` unless the token already lives longer (a remembered login). */
    async extendToken(id: number, expiresAt: Date): Promise<Date> {
      const { rows } = await db.query<{ expires_at: Date }>(
        'update auth_tokens set expires_at = greatest(expires_at, $2) where id = $1 returning expires_at',
        [id, expiresAt],
      );
      return (rows[0] as { expires_at: Date }).expires_at;
    },

    async setTokenStore(id: number, storeId: number): Promise<void> {
      await db.query('update auth_tokens set store_id = $2 where id = $1', [id, storeId]);
    },

    async deleteToken(id: number): Promise<void> {
      await db.query('delete from auth_tokens where id = $1', [id]);
    },

    /** Ends every session of a staff member; answers the ids of the tokens that ended. */
    async deleteTokensOfStaff(staffId: number): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>(
        'delete from auth_tokens where staff_id = $1 returning id',
        [staffId],
      );
      return rows.map((row) => row.id);
    },

    async deleteExpiredTokens(now: Date): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        'with gone as (delete from auth_tokens where expires_at <= $1 returning 1) select count(*)::int as n from gone',
        [now],
      );
      return rows[0]?.n ?? 0;
    },
  };
}

/** Password resets, passwords and card PINs (the staff row is the staffs module’s). */
function createCredentialRepository(db: Queryable) {
  return {
    async storeExists(storeId: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from stores where id = $1 and is_active', [storeId]);
      return rows.length > 0;
    },

    async savePasswordResetToken(
      staffId: number,
      hash: string,
      createdAt: Date,
      expiresAt: Date,
    ): Promise<void> {
      await db.query(
        `insert into password_reset_tokens (staff_id, token_hash, created_at, expires_at) values ($1, $2, $3, $4)
         on conflict (staff_id) do update set token_hash = excluded.token_hash,
           created_at = excluded.created_at, expires_at = excluded.expires_at`,
        [staffId, hash, createdAt, expiresAt],
      );
    },

    /**
     * Spends a reset token in one statement: of several requests racing with the same token, exactly one
     * deletes the row and gets `true`.
     */
    async consumePasswordResetToken(staffId: number, hash: string, now: Date): Promise<boolean> {
      const { rows } = await db.query(
        'delete from password_reset_tokens where staff_id = $1 and token_hash = $2 and expires_at > $3 returning 1',
        [staffId, hash, now],
      );
      return rows.length > 0;
    },

    /** Voids an outstanding reset link (the account retired, or was given an invitation instead). */
    async deletePasswordResetToken(staffId: number): Promise<void> {
      await db.query('delete from password_reset_tokens where staff_id = $1', [staffId]);
    },

    // The staff row is the staffs module's: it writes the credentials auth decides on.
    updatePassword: (staffId: number, passwordHash: string, at: Date) =>
      setPasswordHash(db, staffId, passwordHash, at),

    async findStaffCard(
      uid: string,
    ): Promise<{ id: number; staff_id: number | null; card_type: number; status: string } | undefined> {
      const { rows } = await db.query<{
        id: number;
        staff_id: number | null;
        card_type: number;
        status: string;
      }>('select id, staff_id, card_type, status from nfc_cards where uid = $1', [uid]);
      return rows[0];
    },

    setCardPin: (staffId: number, pinHash: string | null, at: Date) =>
      setCardPinHash(db, staffId, pinHash, at),
  };
}

export type AuthRepository = ReturnType<typeof createAuthRepository>;

/** Ends the sessions that staff cards opened (the cards were disabled or replaced); answers their token ids. */
export async function deleteCardSessions(db: Queryable, cardIds: readonly number[]): Promise<number[]> {
  if (cardIds.length === 0) return [];
  const { rows } = await db.query<{ id: number }>(
    'delete from auth_tokens where nfc_card_id = any($1::int[]) returning id',
    [cardIds],
  );
  return rows.map((row) => row.id);
}
