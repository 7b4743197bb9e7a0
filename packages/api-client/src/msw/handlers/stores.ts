import { handleAs, http, success } from '../http.ts';

export const storeHandlers = [
  // Admins only (x-roles): active stores first, then by id.
  http.get('/api/stores', (info) =>
    handleAs(info, 'listStores', ({ store }) => {
      const stores = [...store.stores].sort(
        (a, b) => Number(b.is_active) - Number(a.is_active) || a.id - b.id,
      );
      // One page of up to 100, as the server answers the store selector.
      const meta = {
        current_page: 1,
        last_page: 1,
        per_page: 100 as const,
        total: stores.length,
        from: stores.length === 0 ? null : 1,
        to: stores.length === 0 ? null : stores.length,
      };
      return info.response(200).json({ ...success(stores), meta });
    }),
  ),
];
