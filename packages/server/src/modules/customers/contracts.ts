import type { Day } from '@kayoi/domain/calendar';
import { isInForce, monthlyTotal } from '@kayoi/domain/contracts';
import type { Queryable } from '../../db/database.ts';

// A member's contracts (契約) and their weekly slots: tables customer_contracts and contract_time_slots, owned
// by the customers module. This file is the one place that says when a contract is in force.

/**
 * **In force on a Tokyo day `d`**: the contract has started and not ended, both ends inclusive —
 * `starts_on ≤ d` and (`ends_on` is null or `d ≤ ends_on`).
 *
 * As a swimming school's office counts it, a member may hold several contracts at once (水泳 週1 and, added
 * later, 選手コース or a second program), so "the contract" is always the set of those in force:
 * - the monthly total (月会費合計, what billing charges for the month) is the sum of their fees;
 * - a visit is within contract hours when it is within the slots of any of them (their union);
 * - the desk shows the set, the member's first course first (by `starts_on`, then by id).
 *
 * Every reader asks here: the front desk (welcome display, contract summary, overtime slots), the customers
 * module (detail, list, export, 退会) and, later, billing. `inForceSql` is the same rule for the customers
 * module's own queries that must filter in SQL (the list's program filter); nobody else writes it.
 */
/** The rule on a contract already read, and the total of a set: @kayoi/domain/contracts, shared with the mock. */
export { isInForce, monthlyTotal };

export const inForceSql = (alias: string, day: string) =>
  `(${alias}.starts_on <= ${day} and (${alias}.ends_on is null or ${alias}.ends_on >= ${day}))`;

/** A weekly slot: weekday (0 = Sunday) and Tokyo wall-clock times 'HH:MM'. */
export interface ContractSlot {
  id: number;
  day_of_week: number;
  start_time: string;
  end_time: string;
}

export interface Contract {
  id: number;
  customer_id: number;
  program_id: number | null;
  program_name: string | null;
  plan_name: string;
  monthly_fee: number;
  starts_on: Day;
  ends_on: Day | null;
  time_slots: ContractSlot[];
}

/** Whose contracts: some customers (a tap, a page of the list) or every customer of a store (the export). */
export type ContractScope = { customerIds: readonly number[] } | { storeId: number };

const CONTRACT_COLUMNS = `k.id, k.customer_id, k.program_id, p.name as program_name, k.plan_name, k.monthly_fee,
  k.starts_on::text as starts_on, k.ends_on::text as ends_on,
  coalesce((select json_agg(json_build_object('id', t.id, 'day_of_week', t.day_of_week,
      'start_time', to_char(t.start_time, 'HH24:MI'), 'end_time', to_char(t.end_time, 'HH24:MI'))
      order by t.day_of_week, t.start_time, t.id)
    from contract_time_slots t where t.contract_id = k.id), '[]'::json) as time_slots`;

/** The first course first: the order in which the desk shows the set. */
const SET_ORDER = 'k.customer_id, k.starts_on, k.id';

/** The contracts in force on `day` (see `inForceSql`), with their slots, in one query. */
export async function contractsInForce(db: Queryable, scope: ContractScope, day: Day): Promise<Contract[]> {
  const byStore = 'storeId' in scope;
  if (!byStore && scope.customerIds.length === 0) return [];
  const { rows } = await db.query<Contract>(
    `select ${CONTRACT_COLUMNS}
       from customer_contracts k left join programs p on p.id = k.program_id
      where ${
        byStore
          ? 'k.customer_id in (select c.id from customers c where c.store_id = $1)'
          : 'k.customer_id = any($1::int[])'
      } and ${inForceSql('k', '$2::date')}
      order by ${SET_ORDER}`,
    [byStore ? scope.storeId : scope.customerIds, day],
  );
  return rows;
}

/** A contract that runs in a month, and whether it is its customer's first contract ever (billing, issue 15). */
export interface MonthContract {
  id: number;
  customer_id: number;
  program_id: number | null;
  program_name: string | null;
  plan_name: string;
  monthly_fee: number;
  starts_on: Day;
  ends_on: Day | null;
  is_first: boolean;
}

/**
 * The contracts of a store's customers in force on at least one day from `first` to `last` (the same rule as
 * `inForceSql`, over a span), in the set's order: what billing charges for a month.
 */
export async function contractsRunningIn(
  db: Queryable,
  storeId: number,
  first: Day,
  last: Day,
): Promise<MonthContract[]> {
  const { rows } = await db.query<MonthContract>(
    `select k.id, k.customer_id, k.program_id, p.name as program_name, k.plan_name, k.monthly_fee,
            k.starts_on::text as starts_on, k.ends_on::text as ends_on,
            not exists (select 1 from customer_contracts e where e.customer_id = k.customer_id
                         and (e.starts_on, e.id) < (k.starts_on, k.id)) as is_first
       from customer_contracts k
       join customers c on c.id = k.customer_id
       left join programs p on p.id = k.program_id
      where c.store_id = $1 and k.starts_on <= $3::date and (k.ends_on is null or k.ends_on >= $2::date)
      order by ${SET_ORDER}`,
    [storeId, first, last],
  );
  return rows;
}

/** The contracts in force, grouped by customer (each group in the set's order). */
export function byCustomer(contracts: readonly Contract[]): Map<number, Contract[]> {
  const groups = new Map<number, Contract[]>();
  for (const contract of contracts) {
    const group = groups.get(contract.customer_id);
    if (group) group.push(contract);
    else groups.set(contract.customer_id, [contract]);
  }
  return groups;
}

/** The weekly slots of a set of contracts in force: their union, by weekday and time, each slot once. */
export function slotsOf(contracts: readonly Contract[]): Omit<ContractSlot, 'id'>[] {
  const seen = new Map<string, Omit<ContractSlot, 'id'>>();
  for (const contract of contracts) {
    for (const { day_of_week, start_time, end_time } of contract.time_slots) {
      seen.set(`${day_of_week} ${start_time} ${end_time}`, { day_of_week, start_time, end_time });
    }
  }
  return [...seen.values()].sort(
    (a, b) =>
      a.day_of_week - b.day_of_week ||
      a.start_time.localeCompare(b.start_time) ||
      a.end_time.localeCompare(b.end_time),
  );
}

export interface ContractInput {
  program_id: number | null;
  plan_name: string;
  monthly_fee: number;
  starts_on: string;
  ends_on: string | null;
  time_slots: { day_of_week: number; start_time: string; end_time: string }[];
}

export function createContractRepository(db: Queryable) {
  return {
    inForce: (scope: ContractScope, day: Day) => contractsInForce(db, scope, day),

    /**
     * Every contract of one customer with their slots (the customer's page): those not ended by `day` first
     * (in force or still to come), then the ended ones; newest first within each.
     */
    async ofCustomer(customerId: number, day: Day): Promise<Contract[]> {
      const { rows } = await db.query<Contract>(
        `select ${CONTRACT_COLUMNS}
           from customer_contracts k left join programs p on p.id = k.program_id
          where k.customer_id = $1
          order by (k.ends_on is not null and k.ends_on < $2::date), k.starts_on desc, k.id desc`,
        [customerId, day],
      );
      return rows;
    },

    async belongsTo(contractId: number, customerId: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from customer_contracts where id = $1 and customer_id = $2', [
        contractId,
        customerId,
      ]);
      return rows.length > 0;
    },

    /** Adds a contract, or replaces one (its slots with it). */
    async save(customerId: number, contract: ContractInput, contractId?: number): Promise<void> {
      let id = contractId;
      const values = [
        contract.program_id,
        contract.plan_name,
        contract.monthly_fee,
        contract.starts_on,
        contract.ends_on,
      ];
      if (id === undefined) {
        const { rows } = await db.query<{ id: number }>(
          `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on, ends_on)
           values ($1, $2, $3, $4, $5, $6) returning id`,
          [customerId, ...values],
        );
        id = (rows[0] as { id: number }).id;
      } else {
        await db.query(
          `update customer_contracts set program_id = $2, plan_name = $3, monthly_fee = $4, starts_on = $5,
             ends_on = $6
           where id = $1`,
          [id, ...values],
        );
        await db.query('delete from contract_time_slots where contract_id = $1', [id]);
      }
      for (const slot of contract.time_slots) {
        await db.query(
          'insert into contract_time_slots (contract_id, day_of_week, start_time, end_time) values ($1, $2, $3, $4)',
          [id, slot.day_of_week, slot.start_time, slot.end_time],
        );
      }
    },

    /** Removes a contract of the customer; false when there is none. */
    async remove(contractId: number, customerId: number): Promise<boolean> {
      const { rows } = await db.query(
        'delete from customer_contracts where id = $1 and customer_id = $2 returning id',
        [contractId, customerId],
      );
      return rows.length > 0;
    },

    /**
     * 退会 on `day`: every contract still in force after that day ends on it (one that had not started yet
     * ends on its first day), so none is in force after the member left.
     */
    /** Ends what runs past `day` on it; answers each contract ended with the end it had before (null: open). */
    async endAfter(
      customerId: number,
      day: Day,
    ): Promise<{ id: number; program_id: number | null; previous: Day | null }[]> {
      const { rows } = await db.query<{ id: number; program_id: number | null; previous: Day | null }>(
        `with ending as (
           select id, ends_on from customer_contracts
            where customer_id = $1 and (ends_on is null or ends_on > $2::date) for update)
         update customer_contracts c set ends_on = greatest(c.starts_on, $2::date) from ending
          where c.id = ending.id
         returning c.id, c.program_id, ending.ends_on::text as previous`,
        [customerId, day],
      );
      return rows;
    },
  };
}

/**
 * Replaces the weekly slots of a contract (issue 14: a member's contract of a program takes its slots from the
 * classes of that program they are enrolled in, so the desk's overtime rule and the welcome display follow
 * their classes). The classes module computes the slots and calls this; only this module writes the table.
 */
export async function replaceContractSlots(
  db: Queryable,
  contractId: number,
  slots: readonly { day_of_week: number; start_time: string; end_time: string }[],
): Promise<void> {
  await db.query('delete from contract_time_slots where contract_id = $1', [contractId]);
  if (slots.length === 0) return;
  await db.query(
    `insert into contract_time_slots (contract_id, day_of_week, start_time, end_time)
     select $1, unnest($2::smallint[]), unnest($3::time[]), unnest($4::time[])`,
    [
      contractId,
      slots.map((s) => s.day_of_week),
      slots.map((s) => s.start_time),
      slots.map((s) => s.end_time),
    ],
  );
}

/**
 * Enrolment = contract (issue 29): a member enrolled into a class of a program they hold no contract for (none
 * in force on `startsOn` or later) gets one in the same transaction — the program's name as plan, its monthly
 * fee of that month, from `startsOn`. The member's row is locked so two enrolments of one member into classes of
 * the same program make one contract ('no key update': the enrolment's own foreign-key share lock on the row does
 * not conflict with it, so two such enrolments queue here instead of deadlocking). Returns the new contract's id, or null when one is already held.
 */
export async function openProgramContract(
  db: Queryable,
  customerId: number,
  programId: number,
  startsOn: Day,
): Promise<number | null> {
  await db.query('select id from customers where id = $1 for no key update', [customerId]);
  const { rows } = await db.query<{ id: number }>(
    `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on)
     select $1, p.id, p.name, coalesce(kayoi_program_monthly_fee(p.id, $3::date), p.monthly_fee), $3::date
       from programs p
      where p.id = $2 and not exists (
        select 1 from customer_contracts k
         where k.customer_id = $1 and k.program_id = $2 and (k.ends_on is null or k.ends_on >= $3::date))
     returning id`,
    [customerId, programId, startsOn],
  );
  return rows[0]?.id ?? null;
}

/**
 * What `openProgramContract` would do, read without writing (the enrolment quote, issue 29): the member's
 * contract of the program that covers `startsOn` (the same condition), or the contract it would make — the
 * program's name and monthly fee of that month — and whether it would be the member's first contract ever.
 */
export async function programContractPreview(
  db: Queryable,
  customerId: number,
  programId: number,
  startsOn: Day,
) {
  const held = await db.query<{ id: number; plan_name: string; starts_on: Day }>(
    `select k.id, k.plan_name, k.starts_on::text as starts_on from customer_contracts k
      where k.customer_id = $1 and k.program_id = $2 and (k.ends_on is null or k.ends_on >= $3::date)
      order by k.starts_on, k.id limit 1`,
    [customerId, programId, startsOn],
  );
  if (held.rows[0]) return { existing: held.rows[0], wouldOpen: null };
  const { rows } = await db.query<{
    program_id: number;
    program_name: string;
    monthly_fee: number;
    is_first: boolean;
  }>(
    `select p.id as program_id, p.name as program_name,
            coalesce(kayoi_program_monthly_fee(p.id, $3::date), p.monthly_fee) as monthly_fee,
            not exists (select 1 from customer_contracts e where e.customer_id = $1 and e.starts_on <= $3::date)
              as is_first
       from programs p where p.id = $2`,
    [customerId, programId, startsOn],
  );
  const row = rows[0];
  return {
    existing: null,
    wouldOpen: row ? { ...row, plan_name: row.program_name, starts_on: startsOn } : null,
  };
}

/**
 * The member's last class of a program ended on `endsOn` (issue 29): their contract of the program ends with it,
 * the same day (one not started by then ends on its first day, as 退会 does).
 */
export async function endProgramContract(
  db: Queryable,
  customerId: number,
  programId: number,
  endsOn: Day,
): Promise<void> {
  await db.query(
    `update customer_contracts set ends_on = greatest(starts_on, $3::date)
      where customer_id = $1 and program_id = $2 and (ends_on is null or ends_on > $3::date)`,
    [customerId, programId, endsOn],
  );
}

/**
 * Cancelling a 退会 (issue 29 §3): the contracts it ended get back the end they had, if still ended on its day
 * (nothing has moved them since).
 */
export async function reopenContracts(
  db: Queryable,
  customerId: number,
  endedOn: Day,
  contracts: readonly { id: number; previous: Day | null }[],
): Promise<void> {
  for (const c of contracts) {
    await db.query(
      `update customer_contracts set ends_on = $4::date
        where id = $1 and customer_id = $2 and ends_on = greatest(starts_on, $3::date)`,
      [c.id, customerId, endedOn, c.previous],
    );
  }
}
