import type { Day } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';

// Programs (プログラム: ジュニアコース, 成人コース …) of a store's schools: tables program_categories, programs and
// program_fees, owned by the programs module. This file answers what the customer and sign-up forms ask; the
// program master is catalogue.ts, categories.ts and master.ts. A fee is the one in force in a month
// (kayoi_program_monthly_fee, migration 0070), not a copy kept on the program.

export interface ProgramOption {
  id: number;
  store_id: number;
  name: string;
  monthly_fee: number;
}

/**
 * A program's monthly fee in the month of the date parameter (`$2` unless named); for a program whose first fees
 * start later, the fee it was made with.
 */
const FEE_OF = (alias: string, day = '$2') =>
  `coalesce(kayoi_program_monthly_fee(${alias}id, ${day}::date), ${alias}monthly_fee)`;

export function createProgramRepository(db: Queryable) {
  return {
    /** The store's active programs with their monthly fee of the month of `today`: the customer form's choices. */
    async activeOfStore(storeId: number, today: Day): Promise<ProgramOption[]> {
      const { rows } = await db.query<ProgramOption>(
        `select id, store_id, name, ${FEE_OF('')} as monthly_fee from programs
         where store_id = $1 and is_active order by id`,
        [storeId, today],
      );
      return rows;
    },

    /** The active programs of every active store (fees of the month of `today`): the public sign-up form's. */
    async activeOfOpenStores(today: Day): Promise<ProgramOption[]> {
      const { rows } = await db.query<ProgramOption>(
        `select p.id, p.store_id, p.name, ${FEE_OF('p.', '$1')} as monthly_fee from programs p
         join stores s on s.id = p.store_id
         where p.is_active and s.is_active order by p.store_id, p.id`,
        [today],
      );
      return rows;
    },

    /** Whether the program is one of the store's (active or not: a contract may keep a retired program). */
    async isOfStore(programId: number, storeId: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from programs where id = $1 and store_id = $2', [
        programId,
        storeId,
      ]);
      return rows.length > 0;
    },

    /** Whether the program is one of the store's and still offered (what an applicant may choose). */
    async isOfferedBy(programId: number, storeId: number): Promise<boolean> {
      const { rows } = await db.query(
        'select 1 from programs where id = $1 and store_id = $2 and is_active',
        [programId, storeId],
      );
      return rows.length > 0;
    },
  };
}
