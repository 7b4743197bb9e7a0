import type { Queryable } from '../../db/database.ts';
import { logoUrl } from './master.ts';

// Stores (校): tables stores, store_business_hours and store_closures, owned by the stores module. This file
// answers the sign-up form; the store master (list, record, hours, closures, calendar) is master-repository.ts.

export function createStoreRepository(db: Queryable) {
  return {
    /**
     * The open stores as the public sign-up form shows them: name, the school's name and its logo, nothing else.
     */
    async open(): Promise<
      { id: number; name: string; company_name: string | null; logo_url: string | null }[]
    > {
      const { rows } = await db.query<{
        id: number;
        name: string;
        company_name: string | null;
        logo_key: string | null;
      }>('select id, name, company_name, logo_key from stores where is_active order by id');
      return rows.map(({ logo_key, ...store }) => ({ ...store, logo_url: logoUrl(logo_key) }));
    },

    async isOpen(id: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from stores where id = $1 and is_active', [id]);
      return rows.length > 0;
    },
  };
}
