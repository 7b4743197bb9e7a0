import type { FacilityFormValues } from '@kayoi/domain/forms';
import type { Queryable } from '../../db/database.ts';
import type { AuditColumns } from '../master-data/history.ts';
import type { Page } from '../master-data/rules.ts';

// Facilities (施設) and their lanes: tables facilities and facility_lanes, owned by the facilities module.
// Classes are taught in a lane (classes.lane_id): what uses a lane is counted here.

export type FacilityKind = FacilityFormValues['kind'];
type LaneValues = FacilityFormValues['lanes'][number];

export interface FacilityRow extends AuditColumns {
  id: number;
  store_id: number;
  name: string;
  kind: FacilityKind;
  capacity: number | null;
  notes: string | null;
  sort_order: number;
  is_active: boolean;
}

export interface LaneRow {
  id: number;
  facility_id: number;
  number: number;
  name: string;
  length_m: number | null;
  min_depth_cm: number | null;
  max_depth_cm: number | null;
  is_shared: boolean;
  capacity: number | null;
  is_active: boolean;
  class_count: number;
}

const COLUMNS = `f.id, f.store_id, f.name, f.kind, f.capacity, f.notes, f.sort_order, f.is_active, f.created_at,
  f.updated_at, f.created_by, f.updated_by`;

export async function listFacilityRows(
  db: Queryable,
  storeId: number,
  filters: { search: string | null; kind: FacilityKind | undefined; isActive: boolean | undefined },
  page: Page,
): Promise<{ rows: FacilityRow[]; total: number }> {
  const where = `where f.store_id = $1
    and ($2::text is null or strpos(kayoi_search_key(f.name), kayoi_search_key($2::text)) > 0)
    and ($3::text is null or f.kind = $3) and ($4::boolean is null or f.is_active = $4)`;
  const params = [storeId, filters.search, filters.kind ?? null, filters.isActive ?? null];
  const [{ rows }, count] = await Promise.all([
    db.query<FacilityRow>(
      `select ${COLUMNS} from facilities f ${where} order by f.sort_order, f.id limit $5 offset $6`,
      [...params, page.perPage, (page.page - 1) * page.perPage],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from facilities f ${where}`, params),
  ]);
  return { rows, total: count.rows[0]?.total ?? 0 };
}

export async function findFacilityRow(
  db: Queryable,
  storeId: number,
  id: number,
  lock = false,
): Promise<FacilityRow | undefined> {
  const { rows } = await db.query<FacilityRow>(
    `select ${COLUMNS} from facilities f where f.id = $1 and f.store_id = $2 ${lock ? 'for update' : ''}`,
    [id, storeId],
  );
  return rows[0];
}

/** The lanes of some facilities, by number, with how many classes each has. */
export async function lanesOf(db: Queryable, facilityIds: readonly number[]): Promise<LaneRow[]> {
  if (facilityIds.length === 0) return [];
  const { rows } = await db.query<LaneRow>(
    `select l.id, l.facility_id, l.number, l.name, l.length_m, l.min_depth_cm, l.max_depth_cm, l.is_shared,
       l.capacity, l.is_active, (select count(*)::int from classes k where k.lane_id = l.id) as class_count
     from facility_lanes l where l.facility_id = any($1::int[]) order by l.facility_id, l.number`,
    [facilityIds],
  );
  return rows.map((lane) => ({ ...lane, length_m: lane.length_m === null ? null : Number(lane.length_m) }));
}

export async function facilityNameTaken(db: Queryable, storeId: number, name: string, exceptId = 0) {
  const { rows } = await db.query('select 1 from facilities where store_id = $1 and name = $2 and id <> $3', [
    storeId,
    name,
    exceptId,
  ]);
  return rows.length > 0;
}

type FacilityFields = Pick<FacilityFormValues, 'name' | 'kind' | 'capacity' | 'sort_order' | 'is_active'> & {
  notes: string | null;
};

export async function insertFacility(
  db: Queryable,
  storeId: number,
  f: FacilityFields,
  staffId: number,
  now: Date,
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into facilities (store_id, name, kind, capacity, notes, sort_order, is_active, created_by, updated_by,
       created_at, updated_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $8, $9, $9) returning id`,
    [storeId, f.name, f.kind, f.capacity, f.notes, f.sort_order, f.is_active, staffId, now],
  );
  return (rows[0] as { id: number }).id;
}

export async function updateFacilityRow(
  db: Queryable,
  id: number,
  f: FacilityFields,
  staffId: number,
  now: Date,
): Promise<void> {
  await db.query(
    `update facilities set name = $2, kind = $3, capacity = $4, notes = $5, sort_order = $6, is_active = $7,
       updated_by = $8, updated_at = $9
     where id = $1`,
    [id, f.name, f.kind, f.capacity, f.notes, f.sort_order, f.is_active, staffId, now],
  );
}

export async function deleteLanes(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.query('delete from facility_lanes where id = any($1::int[])', [ids]);
}

export async function saveLane(db: Queryable, facilityId: number, lane: LaneValues): Promise<void> {
  const values = [
    lane.number,
    lane.name,
    lane.length_m,
    lane.min_depth_cm,
    lane.max_depth_cm,
    lane.is_shared,
    lane.capacity,
    lane.is_active,
  ];
  if (lane.id) {
    await db.query(
      `update facility_lanes set number = $3, name = $4, length_m = $5, min_depth_cm = $6, max_depth_cm = $7,
         is_shared = $8, capacity = $9, is_active = $10
       where id = $1 and facility_id = $2`,
      [lane.id, facilityId, ...values],
    );
  } else {
    await db.query(
      `insert into facility_lanes (facility_id, number, name, length_m, min_depth_cm, max_depth_cm, is_shared,
         capacity, is_active)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
      [facilityId, ...values],
    );
  }
}

export async function deleteFacilityRow(db: Queryable, id: number): Promise<void> {
  await db.query('delete from facilities where id = $1', [id]);
}
