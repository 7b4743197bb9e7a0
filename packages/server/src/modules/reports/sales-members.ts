import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import { storeParts } from './store-parts.ts';

// 請求人数 (the sales report's members billed per program) over several stores, from the stores' kept parts
// (issue 30). It is distinct members over the period, from billing_program_member_months (0440: a row per store,
// program and member, the billing months they were billed in). Read for all 50 stores of the bench's chain, the
// 96,000 rows' months were each tested against the period and the (program, member) pairs made distinct across the
// stores: 100–112 ms of the report's 130 in psql, at every call.
//
// A store's part is its rows' count per program — a store's rows are one per program and member, so they are
// counted, not made distinct — and the rows that another store could hold too: a member is billed for a program
// by the program's store (for lines of no program, program 0, by the member's own store), so the rows of any other
// store ("foreign": a member billed by a store whose program it is not) are the only ones a second store can
// share. They are listed in the part by member, and a chain's count takes away, for each such member and program,
// the rows beyond one: the foreign ones beyond the first, and all of them when the home store billed the member
// too (looked up at the call, a row per foreign pair; the 50-store chain has none). A part follows its store's
// rows of billing_program_member_months (0570's triggers); a program's store, or a member's, changing is a change of
// the stores it leaves and joins (0450's triggers on programs and customers), the only stores whose rows it turns
// from foreign to home or back.

/** The store that bills member `customer` for `program` at home: the program's (`programStore`), for 0 the member's. */
const homeStoreSql = (program: string, customer: string, programStore: string) =>
  `case when ${program} = 0 then (select c.store_id from customers c where c.id = ${customer}) else ${programStore} end`;

/** Billed in a month of the billing months `first` to `last` (placeholders). */
const billedInSql = (first: string, last: string) =>
  `m.months && array(select generate_series(${first}::date, ${last}::date, interval '1 month')::date)`;

/** Members billed for a program in the period: count(P) = Σ stores' rows − rows beyond one per member. */
const PART_SQL = `select m.store_id, m.program_id, count(*)::int as members,
         array_agg(m.customer_id) filter (where ${homeStoreSql('m.program_id', 'm.customer_id', 'p.store_id')}
                                           is distinct from m.store_id) as foreign
    from billing_program_member_months m left join programs p on p.id = m.program_id
   where m.store_id = any($1::int[]) and ${billedInSql('$2', '$3')}
   group by m.store_id, m.program_id`;

/** The foreign pairs ($1 programs, $2 members) whose home store billed the member for the program in the period too. */
const HOME_BILLED_SQL = `select f.program_id, f.customer_id
    from unnest($1::int[], $2::int[]) as f(program_id, customer_id)
    join billing_program_member_months m
      on m.store_id = ${homeStoreSql('f.program_id', 'f.customer_id', '(select p.store_id from programs p where p.id = f.program_id)')}
     and m.program_id = f.program_id and m.customer_id = f.customer_id
   where ${billedInSql('$3', '$4')}`;

interface MembersPart {
  /** [program_id, rows] */
  counts: [number, number][];
  /** [program_id, customer_id] of the foreign rows */
  foreign: [number, number][];
}

/**
 * The members billed per program (0: lines of no program) in the billing months `first` to `last` (first days), of
 * one store or of every store (`storeId` null), each member once per program.
 */
export async function membersByProgram(
  db: Queryable,
  storeId: number | null,
  first: Day,
  last: Day,
): Promise<Map<number, number>> {
  const parts = await storeParts<MembersPart>(db, {
    report: 'sales-members',
    module: import.meta.url,
    key: [PART_SQL, first, last],
    storeId,
    read: async (ids) => {
      const { rows } = await db.query<{
        store_id: number;
        program_id: number;
        members: number;
        foreign: number[] | null;
      }>(PART_SQL, [ids, first, last]);
      const made = new Map<number, MembersPart>(ids.map((id) => [id, { counts: [], foreign: [] }]));
      for (const row of rows) {
        const part = made.get(row.store_id) as MembersPart;
        part.counts.push([row.program_id, row.members]);
        for (const customer of row.foreign ?? []) part.foreign.push([row.program_id, customer]);
      }
      return made;
    },
  });
  const members = new Map<number, number>();
  for (const part of parts) {
    for (const [program, n] of part.counts) members.set(program, (members.get(program) ?? 0) + n);
  }
  // One store's rows are one per program and member already.
  if (parts.length < 2) return members;
  const occurrences = new Map<string, { program: number; customer: number; rows: number }>();
  for (const [program, customer] of parts.flatMap((part) => part.foreign)) {
    const key = `${program} ${customer}`;
    const seen = occurrences.get(key) ?? { program, customer, rows: 0 };
    seen.rows += 1;
    occurrences.set(key, seen);
  }
  if (occurrences.size === 0) return members;
  const pairs = [...occurrences.values()];
  const { rows: homeBilled } = await db.query<{ program_id: number; customer_id: number }>(HOME_BILLED_SQL, [
    pairs.map((p) => p.program),
    pairs.map((p) => p.customer),
    first,
    last,
  ]);
  const alsoHome = new Set(homeBilled.map((r) => `${r.program_id} ${r.customer_id}`));
  for (const pair of pairs) {
    const beyondOne = pair.rows + (alsoHome.has(`${pair.program} ${pair.customer}`) ? 1 : 0) - 1;
    members.set(pair.program, (members.get(pair.program) ?? 0) - beyondOne);
  }
  return members;
}
