import type { AppContext } from '../../context.ts';
import type { Queryable } from '../../db/database.ts';
import { type MasterEntity, recordMasterChange } from './history.ts';
import { guardedWrite, type MasterActor, notFound } from './rules.ts';

// The one way a master record is created, changed and deleted (stores, facilities, schools, program
// categories, programs, grades): the form judged before anything is locked, the write in one transaction
// with the record locked, the database's own refusals answered as the form's (a name taken meanwhile → 422,
// a use nobody foresaw → 409), every change in master_changes, and the detail answered from inside the
// transaction. A master says only what is its own: its form, its rows, what forbids a change or a delete.

type Deps = Pick<AppContext, 'db' | 'config'>;

export interface MasterDefinition<Values, Row> {
  entity: MasterEntity;
  /** The label of the record's name field, for 「この…名は既に使われています」. */
  nameLabel: string;
  /** The form with the database's rules (another record's name, ids of the store); throws 422. */
  parse(deps: Deps, actor: MasterActor, input: unknown, exceptId?: number): Promise<Values>;
  /** The caller's record, or undefined; `forUpdate` locks it for the rest of the transaction. */
  find(db: Queryable, actor: MasterActor, id: number, forUpdate?: boolean): Promise<Row | undefined>;
  /** The detail answer (MasterRecordMeta included). */
  detail(db: Queryable, actor: MasterActor, id: number, now: Date): Promise<unknown>;
  /** Writes a new record with its rows (lanes, skills, the first fee); answers its id. */
  insert(tx: Queryable, actor: MasterActor, values: Values, now: Date): Promise<number>;
  /**
   * Refuses a change that a use forbids (409), writes it with its rows; answers the names of the fields it
   * changed, for the history.
   */
  update(
    tx: Queryable,
    actor: MasterActor,
    id: number,
    before: Row,
    values: Values,
    now: Date,
  ): Promise<string[]>;
  /** Refuses while something uses the record (409, saying what), then deletes it with its rows. */
  remove(tx: Queryable, actor: MasterActor, id: number, now: Date): Promise<void>;
  /** The store a change is filed under: the caller's, unless the record is a store itself. */
  storeOf?(actor: MasterActor, id: number, action: 'created' | 'updated' | 'deleted'): number | null;
}

export function masterWrites<Values, Row>(master: MasterDefinition<Values, Row>) {
  const storeOf = master.storeOf ?? ((actor: MasterActor) => actor.storeId);
  const record = (
    tx: Queryable,
    actor: MasterActor,
    id: number,
    action: 'created' | 'updated' | 'deleted',
    now: Date,
    fields?: readonly string[],
  ) =>
    recordMasterChange(tx, {
      entity: master.entity,
      entityId: id,
      storeId: storeOf(actor, id, action),
      action,
      ...(fields ? { fields } : {}),
      staffId: actor.staffId,
      now,
    });

  return {
    async create(deps: Deps, actor: MasterActor, input: unknown) {
      const values = await master.parse(deps, actor, input);
      const now = deps.config.now();
      return guardedWrite(
        () =>
          deps.db.transaction(async (tx) => {
            const id = await master.insert(tx, actor, values, now);
            await record(tx, actor, id, 'created', now);
            return master.detail(tx, actor, id, now);
          }),
        master.nameLabel,
      );
    },

    async update(deps: Deps, actor: MasterActor, id: number, input: unknown) {
      // Another store's record is not found before its form is judged: nothing is said about it.
      if (!(await master.find(deps.db, actor, id))) throw notFound();
      const values = await master.parse(deps, actor, input, id);
      const now = deps.config.now();
      return guardedWrite(
        () =>
          deps.db.transaction(async (tx) => {
            const before = await master.find(tx, actor, id, true);
            if (!before) throw notFound();
            const fields = await master.update(tx, actor, id, before, values, now);
            await record(tx, actor, id, 'updated', now, fields);
            return master.detail(tx, actor, id, now);
          }),
        master.nameLabel,
      );
    },

    async delete(deps: Deps, actor: MasterActor, id: number): Promise<void> {
      const now = deps.config.now();
      await guardedWrite(() =>
        deps.db.transaction(async (tx) => {
          if (!(await master.find(tx, actor, id, true))) throw notFound();
          await master.remove(tx, actor, id, now);
          await record(tx, actor, id, 'deleted', now);
        }),
      );
    },
  };
}
