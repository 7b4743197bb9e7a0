import { type FacilityFormValues, facilityFormSchema } from '@kayoi/domain/forms';
import { masterFieldLabels, masterMessages, masterValidationMessages } from '@kayoi/domain/messages';
import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { parseForm, validationFailed } from '../../http/formErrors.ts';
import { changedFields, masterMeta } from '../master-data/history.ts';
import { inUse, type MasterActor, nameTaken, notFound, type Page } from '../master-data/rules.ts';
import { masterWrites } from '../master-data/writes.ts';
import {
  createFacilityRepository,
  deleteLanes,
  type FacilityKind,
  type FacilityRow,
  type LaneRow,
  lanesOf,
  saveLane,
} from './repository.ts';

// The facility master (issue 13): pools, studios, rooms and courts of a store with their lanes.

type Deps = Pick<AppContext, 'db' | 'config'>;

const L = masterFieldLabels.facility;

const laneView = ({ facility_id: _, ...lane }: LaneRow) => lane;

const facilityView = (row: FacilityRow, lanes: readonly LaneRow[]) => ({
  id: row.id,
  store_id: row.store_id,
  name: row.name,
  kind: row.kind,
  capacity: row.capacity,
  notes: row.notes,
  sort_order: row.sort_order,
  is_active: row.is_active,
  lanes: lanes.filter((lane) => lane.facility_id === row.id).map(laneView),
});

export async function listFacilities(
  deps: Deps,
  actor: MasterActor,
  filters: { search: string | null; kind: FacilityKind | undefined; isActive: boolean | undefined },
  page: Page,
) {
  const { rows, total } = await createFacilityRepository(deps.db).list(actor.storeId, filters, page);
  const lanes = await lanesOf(
    deps.db,
    rows.map((row) => row.id),
  );
  return { rows: rows.map((row) => facilityView(row, lanes)), total };
}

async function facilityDetail(db: Queryable, storeId: number, id: number) {
  const row = await createFacilityRepository(db).find(storeId, id);
  if (!row) throw notFound();
  const [lanes, meta] = await Promise.all([lanesOf(db, [id]), masterMeta(db, 'facility', id, row)]);
  return { ...facilityView(row, lanes), ...meta };
}

export const readFacility = (deps: Deps, actor: MasterActor, id: number) =>
  facilityDetail(deps.db, actor.storeId, id);

const fieldsOf = (values: FacilityFormValues) => ({
  name: values.name,
  kind: values.kind,
  capacity: values.capacity,
  notes: values.notes ?? null,
  sort_order: values.sort_order,
  is_active: values.is_active,
});

const fieldsOfRow = (row: FacilityRow) => ({
  name: row.name,
  kind: row.kind,
  capacity: row.capacity,
  notes: row.notes,
  sort_order: row.sort_order,
  is_active: row.is_active,
});

/** The lanes as the form sends them, to compare versions of a facility. */
const comparableLanes = (lanes: readonly Omit<LaneRow, 'facility_id' | 'class_count'>[]) =>
  lanes.map(({ number, name, length_m, min_depth_cm, max_depth_cm, is_shared, capacity, is_active }) => ({
    number,
    name,
    length_m,
    min_depth_cm,
    max_depth_cm,
    is_shared,
    capacity,
    is_active,
  }));

/**
 * Makes the facility's lanes the form's: lanes named by id are kept and updated, new ones added, the rest
 * removed — unless classes are taught in them (409, name and count). An id of another facility is refused.
 */
async function syncLanes(tx: Queryable, facilityId: number, lanes: FacilityFormValues['lanes']) {
  const current = await lanesOf(tx, [facilityId]);
  const known = new Map(current.map((lane) => [lane.id, lane]));
  const errors: Record<string, string[]> = {};
  lanes.forEach((lane, i) => {
    if (lane.id && !known.has(lane.id)) errors[`lanes.${i}.id`] = [masterValidationMessages.laneNotFound];
  });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const kept = new Set(lanes.map((lane) => lane.id).filter(Boolean));
  const removed = current.filter((lane) => !kept.has(lane.id));
  const used = removed.find((lane) => lane.class_count > 0);
  if (used) throw inUse(masterMessages.laneInUse, { lane: used.name, count: used.class_count });
  await deleteLanes(
    tx,
    removed.map((lane) => lane.id),
  );
  for (const lane of lanes) await saveLane(tx, facilityId, lane);
}

const facilities = masterWrites<FacilityFormValues, FacilityRow>({
  entity: 'facility',
  nameLabel: L.name,
  /** The form, the name free in the store; a new facility's lanes are new (an id names another's lane). */
  async parse(deps, actor, input, exceptId) {
    const values = parseForm(facilityFormSchema, input);
    if (await createFacilityRepository(deps.db).nameTaken(actor.storeId, values.name, exceptId))
      throw nameTaken(L.name);
    if (exceptId === undefined && values.lanes.some((lane) => lane.id)) {
      throw validationFailed(
        Object.fromEntries(
          values.lanes.flatMap((lane, i) =>
            lane.id ? [[`lanes.${i}.id`, [masterValidationMessages.laneNotFound]]] : [],
          ),
        ),
      );
    }
    return values;
  },
  find: (db, actor, id, forUpdate) => createFacilityRepository(db).find(actor.storeId, id, forUpdate),
  detail: (db, actor, id) => facilityDetail(db, actor.storeId, id),
  async insert(tx, actor, values, now) {
    const id = await createFacilityRepository(tx).insert(actor.storeId, fieldsOf(values), actor.staffId, now);
    for (const lane of values.lanes) await saveLane(tx, id, lane);
    return id;
  },
  async update(tx, actor, id, before, values, now) {
    const lanesBefore = comparableLanes(await lanesOf(tx, [id]));
    await createFacilityRepository(tx).update(id, fieldsOf(values), actor.staffId, now);
    await syncLanes(tx, id, values.lanes);
    const lanesAfter = comparableLanes(await lanesOf(tx, [id]));
    return changedFields(
      { ...fieldsOfRow(before), lanes: lanesBefore },
      { ...fieldsOf(values), lanes: lanesAfter },
    );
  },
  /** A facility goes with its lanes, unless classes are taught in them. */
  async remove(tx, _actor, id) {
    const classes = (await lanesOf(tx, [id])).reduce((sum, lane) => sum + lane.class_count, 0);
    if (classes > 0) throw inUse(masterMessages.facilityInUse, { count: classes });
    await createFacilityRepository(tx).delete(id);
  },
});

export const createFacility = facilities.create;
export const updateFacility = facilities.update;
export const deleteFacility = facilities.delete;
