import { isoTokyo } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';

// Who changed a master record and when (table master_changes, owned here): every master module records its
// creates, updates and deletes through recordMasterChange and shows them with masterMeta.

export type MasterEntity = 'store' | 'facility' | 'school' | 'program_category' | 'program' | 'grade';

export interface StaffRef {
  id: number;
  name: string;
}

/** The columns every master table has for who made and changed a record. */
export interface AuditColumns {
  created_at: Date;
  updated_at: Date;
  created_by: number | null;
  updated_by: number | null;
}

export async function recordMasterChange(
  db: Queryable,
  change: {
    entity: MasterEntity;
    entityId: number;
    storeId: number | null;
    action: 'created' | 'updated' | 'deleted';
    fields?: readonly string[];
    staffId: number;
    now: Date;
  },
): Promise<void> {
  await db.query(
    `insert into master_changes (entity, entity_id, store_id, action, fields, changed_by, changed_at)
     values ($1, $2, $3, $4, $5, $6, $7)`,
    [
      change.entity,
      change.entityId,
      change.storeId,
      change.action,
      change.fields ?? [],
      change.staffId,
      change.now,
    ],
  );
}

/** How many changes a detail answer lists, newest first. */
const HISTORY_LIMIT = 50;

/**
 * Who made the record and who changed it last, when, and its latest changes: the `MasterRecordMeta` part of a
 * detail answer.
 */
export async function masterMeta(db: Queryable, entity: MasterEntity, entityId: number, row: AuditColumns) {
  const [history, staff] = await Promise.all([
    db.query<{
      id: number;
      action: 'created' | 'updated';
      fields: string[];
      changed_by: number | null;
      changed_by_name: string | null;
      changed_at: Date;
    }>(
      `select h.id, h.action, h.fields, h.changed_by, s.name as changed_by_name, h.changed_at
       from master_changes h left join staffs s on s.id = h.changed_by
       where h.entity = $1 and h.entity_id = $2 and h.action <> 'deleted'
       order by h.changed_at desc, h.id desc limit ${HISTORY_LIMIT}`,
      [entity, entityId],
    ),
    db.query<StaffRef>('select id, name from staffs where id = any($1::int[])', [
      [row.created_by, row.updated_by].filter((id): id is number => id !== null),
    ]),
  ]);
  const names = new Map(staff.rows.map((s) => [s.id, s]));
  const ref = (id: number | null) => (id === null ? null : (names.get(id) ?? null));
  return {
    created_at: isoTokyo(new Date(row.created_at)),
    created_by: ref(row.created_by),
    updated_at: isoTokyo(new Date(row.updated_at)),
    updated_by: ref(row.updated_by),
    history: history.rows.map((h) => ({
      id: h.id,
      action: h.action,
      fields: h.fields,
      changed_by:
        h.changed_by !== null && h.changed_by_name !== null
          ? { id: h.changed_by, name: h.changed_by_name }
          : null,
      changed_at: isoTokyo(new Date(h.changed_at)),
    })),
  };
}

/** The keys whose values differ between two versions of a record (compared as JSON). */
export function changedFields(before: object, after: object): string[] {
  const was = before as Readonly<Record<string, unknown>>;
  const is = after as Readonly<Record<string, unknown>>;
  return Object.keys(is).filter((key) => JSON.stringify(was[key]) !== JSON.stringify(is[key]));
}
