import type { Queryable } from '../../db/database.ts';

// Programs (プログラム: ジュニアコース, 成人コース …), each of one store; table programs. The programs module
// owns it; for now it only answers what the customer and sign-up forms ask (the program master builds on it).

export interface ProgramOption {
  id: number;
  store_id: number;
  name: string;
  monthly_fee: number;
}

export function createProgramRepository(db: Queryable) {
  return {
    /** The store's active programs, the choices of the customer form. */
    async activeOfStore(storeId: number): Promise<ProgramOption[]> {
      const { rows } = await db.query<ProgramOption>(
        'select id, store_id, name, monthly_fee from programs where store_id = $1 and is_active order by id',
        [storeId],
      );
      return rows;
    },

    /** The active programs of every active store, the choices of the public sign-up form. */
    async activeOfOpenStores(): Promise<ProgramOption[]> {
      const { rows } = await db.query<ProgramOption>(
        `select p.id, p.store_id, p.name, p.monthly_fee from programs p join stores s on s.id = p.store_id
         where p.is_active and s.is_active order by p.store_id, p.id`,
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

export type ProgramRepository = ReturnType<typeof createProgramRepository>;
