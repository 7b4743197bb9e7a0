import type { FacilityFormValues } from '@kayoi/domain/forms';
import type { Queryable } from '../../db/database.ts';
import type { AuditColumns } from '../master-data/history.ts';
import { masterTable } from '../master-data/table.ts';

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

const FACILITY_FIELDS = ['name', 'kind', 'capacity', 'notes', 'sort_order', 'is_active'] as const;

/**
 * The store's facilities: list (filtered by kind, in their order), find, nameTaken (in the store), insert, update
 * and delete (its lanes go with it).
 */
export const createFacilityRepository = masterTable<FacilityRow, FacilityFields>({
  table: 'facilities',
  alias: 'f',
  columns: ['id', 'store_id', ...FACILITY_FIELDS],
  fields: FACILITY_FIELDS,
  nameScope: 'store_id',
  filters: [{ key: 'kind', column: 'kind', type: 'text' }],
  orderBy: 'f.sort_order, f.id',
});

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

type FacilityFields = Pick<FacilityFormValues, 'name' | 'kind' | 'capacity' | 'sort_order' | 'is_active'> & {
  notes: string | null;
};

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
