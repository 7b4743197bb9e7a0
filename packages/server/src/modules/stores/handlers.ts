import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { createStoreRepository } from './repository.ts';

export function storeHandlers(app: FastifyInstance): OperationHandlers {
  const stores = createStoreRepository(app.kayoi.db);
  return {
    async listStores() {
      return success(await stores.all());
    },
  };
}
