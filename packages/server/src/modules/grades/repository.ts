import type { Queryable } from '../../db/database.ts';

// 級 (grades) a customer can reach; table grades. The grades module owns it; for now it only answers what the
// customer form asks (the grade master builds on it).

export function createGradeRepository(db: Queryable) {
  return {
    /** The active grades in their order, the choices of the customer form. */
    async active(): Promise<{ id: number; name: string }[]> {
      const { rows } = await db.query<{ id: number; name: string }>(
        'select id, name from grades where is_active order by sort_order, id',
      );
      return rows;
    },

    async exists(id: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from grades where id = $1', [id]);
      return rows.length > 0;
    },
  };
}

export type GradeRepository = ReturnType<typeof createGradeRepository>;
