import { DAY_MS, dayOf, isoTokyo, MINUTE_MS } from '@kayoi/domain/calendar';
import { DEMO_PASSWORD, GRADE_NAMES, type School } from '@kayoi/domain/demo';
import type { Queryable } from '../../src/db/database.ts';
import { hashPassword } from '../../src/modules/auth/passwords.ts';
import { hashToken } from '../../src/modules/auth/tokens.ts';

// Puts the Storybook school (@kayoi/domain/demo's buildSchool) into an empty, migrated database with the ids
// the stories name, so that the real server answers about the people Storybook shows. The mock server's
// fixtures are these answers (see test/mock/record.ts).

/** The Storybook school's classes were made this many days before its clock (before any member joined). */
const SCHOOL_OPENED_DAYS_AGO = 3_650;

/** Programs belong to a store on the server: the school's program p of store s is id (s − 1) × 5 + p. */
export const programIdOf = (storeId: number, programId: number) => (storeId - 1) * 5 + programId;

const CATEGORIES: Record<number, string> = { 1: 'baby', 2: 'kids', 3: 'junior', 4: 'athlete', 5: 'adult' };

/**
 * The photo an application was sent with: a key the mock server can draw the same portrait from
 * (`00000000-0000-4000-8000-<id in hex>.png`), and a one-pixel PNG as its bytes.
 */
export const applicationPhotoKey = (id: number) =>
  `00000000-0000-4000-8000-${id.toString(16).padStart(12, '0')}.png`;
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** `insert … overriding system value select * from unnest(…)`: rows with the ids given. */
async function insertRows(
  db: Queryable,
  table: string,
  columns: readonly [name: string, pgType: string][],
  rows: readonly unknown[][],
): Promise<void> {
  for (let start = 0; start < rows.length; start += 5_000) {
    const part = rows.slice(start, start + 5_000);
    const arrays = columns.map((_, i) => part.map((row) => row[i] ?? null));
    const hasId = columns.some(([name]) => name === 'id');
    await db.query(
      `insert into ${table} (${columns.map(([name]) => name).join(', ')})
       ${hasId ? 'overriding system value' : ''}
       select * from unnest(${columns.map(([, type], i) => `$${i + 1}::${type}[]`).join(', ')})`,
      arrays,
    );
  }
}

/** After rows with explicit ids, the next id the database hands out follows them. */
async function restartIds(db: Queryable, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    const { rows } = await db.query<{ next: number }>(
      `select coalesce(max(id), 0) + 1 as next from ${table}`,
    );
    await db.query(`alter table ${table} alter column id restart with ${rows[0]?.next ?? 1}`);
  }
}

const at = (ms: number | null) => (ms === null ? null : isoTokyo(ms));

export async function loadStorybookSchool(db: Queryable, school: School): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const customerById = new Map(school.customers.map((c) => [c.id, c]));
  const classById = new Map(school.classes.map((k) => [k.id, k]));

  await insertRows(
    db,
    'stores',
    [
      ['id', 'int'],
      ['name', 'text'],
      ['name_kana', 'text'],
      ['phone', 'text'],
      ['address', 'text'],
      ['is_active', 'boolean'],
    ],
    school.stores.map((s) => [s.id, s.name, s.name_kana, s.phone, s.address, s.is_active]),
  );
  await insertRows(
    db,
    'staffs',
    [
      ['id', 'int'],
      ['store_id', 'int'],
      ['name', 'text'],
      ['name_kana', 'text'],
      ['email', 'text'],
      ['password_hash', 'text'],
      ['role', 'text'],
      ['gender', 'text'],
      ['is_active', 'boolean'],
    ],
    school.staff.map((s) => [
      s.id,
      s.store_id,
      s.name,
      s.name_kana,
      s.email,
      passwordHash,
      s.role,
      s.gender,
      s.is_active,
    ]),
  );
  await insertRows(
    db,
    'programs',
    [
      ['id', 'int'],
      ['store_id', 'int'],
      ['name', 'text'],
      ['category', 'text'],
      ['monthly_fee', 'int'],
    ],
    school.stores.flatMap((store) =>
      school.programs.map((p) => [
        programIdOf(store.id, p.id),
        store.id,
        p.name,
        CATEGORIES[p.id] ?? null,
        p.monthly_fee,
      ]),
    ),
  );
  await insertRows(
    db,
    'grades',
    [
      ['id', 'int'],
      ['name', 'text'],
      ['sort_order', 'int'],
    ],
    GRADE_NAMES.map((name, i) => [i + 1, name, i + 1]),
  );
  await insertRows(
    db,
    'classes',
    [
      ['id', 'int'],
      ['store_id', 'int'],
      ['program_id', 'int'],
      ['name', 'text'],
      ['instructor_id', 'int'],
      ['lane', 'text'],
      ['day_of_week', 'smallint'],
      ['start_time', 'time'],
      ['end_time', 'time'],
      ['capacity', 'int'],
      // Made when the school opened, long before its members joined: migration 0160 starts a class the day it
      // was made (issue 28), so the school's lessons and their history stay as the stories know them.
      ['created_at', 'timestamptz'],
    ],
    school.classes.map((k) => [
      k.id,
      k.store_id,
      programIdOf(k.store_id, k.program_id),
      k.name,
      k.instructor_id,
      k.lane,
      k.day,
      k.start,
      k.end,
      k.capacity,
      new Date(school.now - SCHOOL_OPENED_DAYS_AGO * DAY_MS),
    ]),
  );
  await insertRows(
    db,
    'customers',
    [
      ['id', 'int'],
      ['store_id', 'int'],
      ['member_number', 'text'],
      ['family_name', 'text'],
      ['given_name', 'text'],
      ['family_name_kana', 'text'],
      ['given_name_kana', 'text'],
      ['birth_date', 'date'],
      ['gender', 'text'],
      ['phone', 'text'],
      ['mobile', 'text'],
      ['email', 'text'],
      ['postal_code', 'text'],
      ['prefecture', 'text'],
      ['city', 'text'],
      ['street_address', 'text'],
      ['building', 'text'],
      ['guardian_name', 'text'],
      ['guardian_relationship', 'text'],
      ['guardian_phone', 'text'],
      ['grade_id', 'int'],
      ['memo', 'text'],
      ['notes', 'text'],
      ['status', 'text'],
      ['joined_on', 'date'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    school.customers.map((c) => {
      const p = c.profile;
      // Registered at the desk during opening hours on the day they joined.
      const registered = at(c.joined_at + (p?.registered_minute ?? 0) * MINUTE_MS);
      return [
        c.id,
        c.store_id,
        String(100_000 + c.id),
        c.family_name,
        c.given_name,
        c.family_name_kana,
        c.given_name_kana,
        c.birth_date,
        c.gender,
        p?.phone ?? null,
        p?.mobile ?? null,
        p?.email ?? null,
        p?.postal_code ?? null,
        p?.prefecture ?? null,
        p?.city ?? null,
        p?.street_address ?? null,
        p?.building ?? null,
        p?.guardian?.name ?? null,
        p?.guardian?.relationship ?? null,
        p?.guardian?.phone ?? null,
        p?.grade_level ?? null,
        c.memo,
        c.notes,
        c.status,
        dayOf(c.joined_at),
        registered,
        registered,
      ];
    }),
  );

  // Each member's contract (their course) from the day they joined; its weekly slots are their classes.
  const contracted = school.customers.filter((c) => c.contract !== null);
  await insertRows(
    db,
    'customer_contracts',
    [
      ['id', 'int'],
      ['customer_id', 'int'],
      ['program_id', 'int'],
      ['plan_name', 'text'],
      ['monthly_fee', 'int'],
      ['starts_on', 'date'],
    ],
    contracted.map((c, i) => [
      i + 1,
      c.id,
      programIdOf(c.store_id, c.contract?.program_id ?? 0),
      c.contract?.plan_name,
      c.contract?.monthly_fee,
      dayOf(c.joined_at),
    ]),
  );
  await insertRows(
    db,
    'contract_time_slots',
    [
      ['contract_id', 'int'],
      ['day_of_week', 'smallint'],
      ['start_time', 'time'],
      ['end_time', 'time'],
    ],
    contracted.flatMap((c, i) =>
      c.class_ids
        .map((id) => classById.get(id))
        .filter((k) => k !== undefined)
        .sort((a, b) => a.day - b.day || a.start.localeCompare(b.start))
        .map((k) => [i + 1, k.day, k.start, k.end]),
    ),
  );
  await insertRows(
    db,
    'class_enrollments',
    [
      ['class_id', 'int'],
      ['customer_id', 'int'],
      ['enrolled_on', 'date'],
      ['ended_on', 'date'],
    ],
    school.customers.flatMap((c) =>
      c.class_ids.map((id) => [id, c.id, dayOf(c.joined_at), c.left_at === null ? null : dayOf(c.left_at)]),
    ),
  );
  await insertRows(
    db,
    'nfc_cards',
    [
      ['id', 'int'],
      ['uid', 'text'],
      ['card_type', 'smallint'],
      ['staff_id', 'int'],
      ['customer_id', 'int'],
      ['status', 'text'],
      ['issued_at', 'timestamptz'],
      ['disabled_at', 'timestamptz'],
    ],
    school.cards.map((card, i) => [
      i + 1,
      card.uid,
      card.holder_type === 'staff' ? 1 : 2,
      card.holder_type === 'staff' ? card.holder_id : null,
      card.holder_type === 'customer' ? card.holder_id : null,
      card.status,
      at(card.issued_at),
      at(card.disabled_at),
    ]),
  );
  await insertRows(
    db,
    'attendances',
    [
      ['id', 'int'],
      ['store_id', 'int'],
      ['customer_id', 'int'],
      ['check_in_at', 'timestamptz'],
      ['check_out_at', 'timestamptz'],
      ['is_overtime', 'boolean'],
    ],
    school.attendances.map((a) => [
      a.id,
      a.store_id,
      a.customer_id,
      at(a.check_in_at),
      at(a.check_out_at),
      a.is_overtime,
    ]),
  );

  const withPhotos = school.applications.filter((a) => a.with_avatar);
  await insertRows(
    db,
    'photos',
    [
      ['key', 'text'],
      ['content_type', 'text'],
      ['bytes', 'bytea'],
      ['byte_size', 'int'],
    ],
    withPhotos.map((a) => [applicationPhotoKey(a.id), 'image/png', ONE_PIXEL_PNG, ONE_PIXEL_PNG.length]),
  );
  await insertRows(
    db,
    'pre_registrations',
    [
      ['id', 'int'],
      ['store_id', 'int'],
      ['avatar_key', 'text'],
      ['family_name', 'text'],
      ['given_name', 'text'],
      ['family_name_kana', 'text'],
      ['given_name_kana', 'text'],
      ['birth_date', 'date'],
      ['gender', 'text'],
      ['phone', 'text'],
      ['mobile', 'text'],
      ['email', 'text'],
      ['postal_code', 'text'],
      ['region', 'text'],
      ['prefecture', 'text'],
      ['city', 'text'],
      ['street_address', 'text'],
      ['building', 'text'],
      ['desired_program_id', 'int'],
      ['desired_join_date', 'date'],
      ['desired_visit_date', 'date'],
      ['notes', 'text'],
      ['status', 'text'],
      ['status_notes', 'text'],
      ['converted_customer_id', 'int'],
      ['confirmed_at', 'timestamptz'],
      ['converted_at', 'timestamptz'],
      ['created_at', 'timestamptz'],
      ['updated_at', 'timestamptz'],
    ],
    school.applications.map((a) => [
      a.id,
      a.store_id,
      a.with_avatar ? applicationPhotoKey(a.id) : null,
      a.family_name,
      a.given_name,
      a.family_name_kana,
      a.given_name_kana,
      a.birth_date,
      a.gender,
      a.phone,
      a.mobile,
      a.email,
      a.postal_code,
      a.region,
      a.prefecture,
      a.city,
      a.street_address,
      a.building,
      a.desired_program_id === null ? null : programIdOf(a.store_id, a.desired_program_id),
      a.desired_join_date,
      a.desired_visit_date,
      a.notes,
      a.status,
      a.status_notes,
      a.converted_customer_id !== null && customerById.has(a.converted_customer_id)
        ? a.converted_customer_id
        : null,
      a.confirmed_at,
      a.converted_at,
      a.created_at,
      a.updated_at,
    ]),
  );
  await insertRows(
    db,
    'reader_devices',
    [
      ['id', 'int'],
      ['store_id', 'int'],
      ['name', 'text'],
      ['credential_hash', 'text'],
      ['enrolled_by', 'int'],
      ['enrolled_at', 'timestamptz'],
      ['last_used_at', 'timestamptz'],
      ['revoked_at', 'timestamptz'],
      ['revoked_by', 'int'],
    ],
    school.readerDevices.map((d) => [
      d.id,
      d.store_id,
      d.name,
      hashToken(d.credential),
      d.enrolled_by,
      at(d.enrolled_at),
      at(d.last_used_at),
      at(d.revoked_at),
      d.revoked_by,
    ]),
  );
  await restartIds(db, [
    'stores',
    'staffs',
    'programs',
    'grades',
    'classes',
    'customers',
    'customer_contracts',
    'nfc_cards',
    'attendances',
    'pre_registrations',
    'reader_devices',
  ]);
}
