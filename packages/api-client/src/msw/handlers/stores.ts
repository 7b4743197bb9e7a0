import { handleAs, http, success } from '../http.ts';

export const storeHandlers = [
  // Admins only (x-roles): active stores first, then by id.
  http.get('/api/stores', (info) =>
    handleAs(info, 'listStores', ({ store }) => {
      const stores = [...store.stores].sort(
        (a, b) => Number(b.is_active) - Number(a.is_active) || a.id - b.id,
      );
      return info.response(200).json(success(stores));
    }),
  ),
];
