import { LOGO_MAX_BYTES } from '@kayoi/domain/files';
import { masterMessages } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { paginated, success } from '../../http/envelope.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf, requireAuth } from '../../http/request.ts';
import { pageOf, searchOf } from '../master-data/rules.ts';
import { setStoreLogo } from './logo.ts';
import { createStore, deleteStore, listStores, readStore, storeCalendar, updateStore } from './master.ts';

/** The store selector's page: a chain's stores in one answer unless asked otherwise. */
const STORES_PER_PAGE = 100;

/**
 * The caller of a store operation: admins act on any store, the others read their own. Unlike the other
 * masters, no working store is needed (an admin may have none yet).
 */
function callerOf(request: Parameters<typeof requireAuth>[0]) {
  const { staffId, role, storeId } = requireAuth(request);
  return { staffId, role, storeId: storeId ?? 0 };
}

/** Stores (issue 13, the store master): the list, the record, its calendar, and the admins' changes. */
export function storeHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    async listStores(request) {
      const query = queryOf(request, 'listStores');
      const page = pageOf(query, STORES_PER_PAGE);
      const { rows, total } = await listStores(
        deps,
        { search: searchOf(query.search), isActive: query.is_active },
        page,
      );
      return paginated(rows, { ...page, total });
    },

    async createStore(request, reply) {
      const detail = await createStore(deps, callerOf(request), bodyOf(request, 'createStore'));
      return reply.code(201).send(success(detail, masterMessages.storeCreated));
    },

    async getStore(request) {
      return success(await readStore(deps, callerOf(request), paramsOf(request, 'getStore').id));
    },

    async updateStore(request) {
      const { id } = paramsOf(request, 'updateStore');
      return success(
        await updateStore(deps, callerOf(request), id, bodyOf(request, 'updateStore')),
        masterMessages.storeUpdated,
      );
    },

    async deleteStore(request) {
      await deleteStore(deps, callerOf(request), paramsOf(request, 'deleteStore').id);
      return success(null, masterMessages.storeDeleted);
    },

    async updateStoreLogo(request) {
      const { id } = paramsOf(request, 'updateStoreLogo');
      // Read up to one byte past the limit, so a larger file gets the form's own message.
      const body = await readMultipart(request, { maxFileBytes: LOGO_MAX_BYTES, maxFields: 5 });
      return success(await setStoreLogo(deps, callerOf(request), id, body), masterMessages.storeLogoUpdated);
    },

    async deleteStoreLogo(request) {
      const { id } = paramsOf(request, 'deleteStoreLogo');
      return success(await setStoreLogo(deps, callerOf(request), id, null), masterMessages.storeLogoRemoved);
    },

    async getStoreCalendar(request) {
      const { id } = paramsOf(request, 'getStoreCalendar');
      const { month } = queryOf(request, 'getStoreCalendar');
      return success(await storeCalendar(deps, callerOf(request), id, month));
    },
  };
}
