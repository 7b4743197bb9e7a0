import type { Queryable } from '../../db/database.ts';

// 級 (grades) a customer can reach; tables grades and grade_skills, owned by the grades module. Each store's
// schools have their own grade systems (issue 13): a customer holds a grade of their own store. The grade
// master itself is catalogue.ts and master.ts.

export function createGradeRepository(db: Queryable) {
  return {
    /** The store's active grades, school by school in each one's order: the choices of the customer form. */
    async active(storeId: number): Promise<{ id: number; name: string }[]> {
      const { rows } = await db.query<{ id: number; name: string }>(
        `select g.id, g.name from grades g join schools s on s.id = g.school_id
         where g.store_id = $1 and g.is_active order by s.sort_order, s.id, g.sort_order, g.id`,
        [storeId],
      );
      return rows;
    },

    /** Whether the grade is one of the store's (a customer of another store cannot hold it). */
    async isOfStore(id: number, storeId: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from grades where id = $1 and store_id = $2', [id, storeId]);
      return rows.length > 0;
    },
  };
}
