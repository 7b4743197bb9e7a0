import { isoTokyo } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import type { PhotoSigner } from '../photos/photos.ts';

export type PreRegistrationStatus = 'pending' | 'confirmed' | 'converted' | 'cancelled';

/** The form's fields as stored; optional ones are null when left empty. */
export interface PreRegistrationFields {
  store_id: number;
  family_name: string;
  given_name: string;
  family_name_kana: string;
  given_name_kana: string;
  birth_date: string;
  gender: 'male' | 'female' | 'other';
  phone: string | null;
  mobile: string;
  email: string;
  postal_code: string;
  region: string | null;
  prefecture: string;
  city: string;
  street_address: string;
  building: string | null;
  desired_program_id: number | null;
  desired_join_date: string | null;
  desired_visit_date: string | null;
  guardian_name: string | null;
  guardian_name_kana: string | null;
  guardian_relationship: string | null;
  guardian_phone: string | null;
  notes: string | null;
}

/** A stored pre-registration: the form's fields and what the review added. */
export interface PreRegistrationRow extends PreRegistrationFields {
  id: number;
  store_name: string | null;
  avatar_key: string | null;
  status: PreRegistrationStatus;
  status_notes: string | null;
  converted_customer_id: number | null;
  confirmed_at: Date | null;
  converted_at: Date | null;
  created_at: Date;
  updated_at: Date;
}

export const FIELD_NAMES = [
  'store_id',
  'family_name',
  'given_name',
  'family_name_kana',
  'given_name_kana',
  'birth_date',
  'gender',
  'phone',
  'mobile',
  'email',
  'postal_code',
  'region',
  'prefecture',
  'city',
  'street_address',
  'building',
  'desired_program_id',
  'desired_join_date',
  'desired_visit_date',
  'guardian_name',
  'guardian_name_kana',
  'guardian_relationship',
  'guardian_phone',
  'notes',
] as const satisfies readonly (keyof PreRegistrationFields)[];

const SELECT = `select p.id, p.store_id, s.name as store_name, p.avatar_key, p.family_name, p.given_name,
  p.family_name_kana, p.given_name_kana, p.birth_date::text as birth_date, p.gender, p.phone, p.mobile, p.email, p.postal_code,
  p.region, p.prefecture, p.city, p.street_address, p.building, p.desired_program_id,
  p.desired_join_date::text as desired_join_date, p.desired_visit_date::text as desired_visit_date,
  p.guardian_name, p.guardian_name_kana, p.guardian_relationship, p.guardian_phone, p.notes, p.status, p.status_notes, p.converted_customer_id, p.confirmed_at,
  p.converted_at, p.created_at, p.updated_at
  from pre_registrations p join stores s on s.id = p.store_id`;

const iso = (date: Date | null) => (date ? isoTokyo(new Date(date)) : null);

/** A row as the API shows it (PreRegistration), its avatar URL signed by `photos`. */
export function toPreRegistration(row: PreRegistrationRow, photos: PhotoSigner) {
  const { store_name, avatar_key, ...rest } = row;
  return {
    ...rest,
    store: store_name,
    avatar_url: photos.url(avatar_key),
    confirmed_at: iso(row.confirmed_at),
    converted_at: iso(row.converted_at),
    created_at: isoTokyo(new Date(row.created_at)),
    updated_at: isoTokyo(new Date(row.updated_at)),
  };
}

export interface ListFilters {
  storeId: number | undefined;
  status: PreRegistrationStatus | undefined;
  search: string | undefined;
  dateFrom: string | undefined;
  dateTo: string | undefined;
  sort: 'created_at' | '-created_at' | 'desired_join_date';
}

const ORDER: Record<ListFilters['sort'], string> = {
  '-created_at': 'p.created_at desc, p.id desc',
  created_at: 'p.created_at, p.id',
  desired_join_date: 'p.desired_join_date nulls last, p.id desc',
};

export function createPreRegistrationRepository(db: Queryable) {
  return {
    async find(id: number, options: { forUpdate?: boolean } = {}): Promise<PreRegistrationRow | undefined> {
      const { rows } = await db.query<PreRegistrationRow>(
        `${SELECT} where p.id = $1${options.forUpdate ? ' for update of p' : ''}`,
        [id],
      );
      return rows[0];
    },

    async insert(
      fields: PreRegistrationFields,
      extra: { avatarKey: string | null; clientIp: string | null; now: Date },
    ): Promise<number> {
      const values = FIELD_NAMES.map((name) => fields[name]);
      const { rows } = await db.query<{ id: number }>(
        `insert into pre_registrations (${FIELD_NAMES.join(', ')}, avatar_key, client_ip, created_at, updated_at)
         values (${FIELD_NAMES.map((_, i) => `$${i + 1}`).join(', ')}, $${FIELD_NAMES.length + 1},
           $${FIELD_NAMES.length + 2}, $${FIELD_NAMES.length + 3}, $${FIELD_NAMES.length + 3})
         returning id`,
        [...values, extra.avatarKey, extra.clientIp, extra.now],
      );
      return (rows[0] as { id: number }).id;
    },

    async updateFields(id: number, fields: PreRegistrationFields, now: Date): Promise<void> {
      await db.query(
        `update pre_registrations set ${FIELD_NAMES.map((name, i) => `${name} = $${i + 2}`).join(', ')},
           updated_at = $${FIELD_NAMES.length + 2}
         where id = $1`,
        [id, ...FIELD_NAMES.map((name) => fields[name]), now],
      );
    },

    async setAvatar(id: number, key: string): Promise<void> {
      await db.query('update pre_registrations set avatar_key = $2 where id = $1', [id, key]);
    },

    /** Moves the status; `notes` (when given) replaces the status note. */
    async setStatus(id: number, to: PreRegistrationStatus, now: Date, notes?: string | null): Promise<void> {
      await db.query(
        `update pre_registrations set status = $2,
           confirmed_at = case when $2 = 'confirmed' then $3 when $2 = 'pending' then null else confirmed_at end,
           status_notes = case when $4::boolean then $5 else status_notes end,
           updated_at = $3
         where id = $1`,
        [id, to, now, notes !== undefined, notes ?? null],
      );
    },

    async markConverted(id: number, customerId: number, now: Date): Promise<void> {
      await db.query(
        `update pre_registrations set status = 'converted', converted_customer_id = $2, converted_at = $3,
           updated_at = $3 where id = $1`,
        [id, customerId, now],
      );
    },

    async delete(id: number): Promise<void> {
      await db.query('delete from pre_registrations where id = $1', [id]);
    },

    async list(
      filters: ListFilters,
      page: { page: number; perPage: number },
    ): Promise<{ rows: PreRegistrationRow[]; total: number }> {
      const where = `where ($1::int is null or p.store_id = $1)
          and ($2::text is null or p.status = $2)
          and ($3::text is null or strpos(p.search_text, (select kayoi_search_key($3::text))) > 0)
          and ($4::date is null or (p.created_at at time zone 'Asia/Tokyo')::date >= $4::date)
          and ($5::date is null or (p.created_at at time zone 'Asia/Tokyo')::date <= $5::date)`;
      const params = [
        filters.storeId ?? null,
        filters.status ?? null,
        filters.search ?? null,
        filters.dateFrom ?? null,
        filters.dateTo ?? null,
      ];
      const [{ rows }, count] = await Promise.all([
        db.query<PreRegistrationRow>(
          `${SELECT} ${where} order by ${ORDER[filters.sort]} limit $6 offset $7`,
          [...params, page.perPage, (page.page - 1) * page.perPage],
        ),
        db.query<{ total: number }>(
          `select count(*)::int as total from pre_registrations p ${where}`,
          params,
        ),
      ]);
      return { rows, total: count.rows[0]?.total ?? 0 };
    },

    async countByStatus(storeId: number) {
      const { rows } = await db.query<{ status: PreRegistrationStatus; n: number }>(
        'select status, count(*)::int as n from pre_registrations where store_id = $1 group by status',
        [storeId],
      );
      const count = (status: PreRegistrationStatus) => rows.find((r) => r.status === status)?.n ?? 0;
      return {
        pending_count: count('pending'),
        confirmed_count: count('confirmed'),
        converted_count: count('converted'),
        cancelled_count: count('cancelled'),
        total: rows.reduce((sum, r) => sum + r.n, 0),
      };
    },
  };
}
