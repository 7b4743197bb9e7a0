import type { Queryable } from '../../db/database.ts';

// Stores (校): table stores, owned by the stores module.

export function createStoreRepository(db: Queryable) {
  return {
    /** Every store, open or closed (the staff's store list). */
    async all() {
      const { rows } = await db.query<{
        id: number;
        name: string;
        name_kana: string | null;
        phone: string | null;
        address: string | null;
        is_active: boolean;
      }>('select id, name, name_kana, phone, address, is_active from stores order by id');
      return rows;
    },

    /** The open stores, the choices of the public sign-up form. */
    async open(): Promise<{ id: number; name: string }[]> {
      const { rows } = await db.query<{ id: number; name: string }>(
        'select id, name from stores where is_active order by id',
      );
      return rows;
    },

    async isOpen(id: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from stores where id = $1 and is_active', [id]);
      return rows.length > 0;
    },
  };
}

export type StoreRepository = ReturnType<typeof createStoreRepository>;
