import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';

export function storeHandlers(app: FastifyInstance): OperationHandlers {
  const { db } = app.kayoi;
  return {
    async listStores() {
      const { rows } = await db.query(
        'select id, name, name_kana, phone, address, is_active from stores order by id',
      );
      return success(rows);
    },
  };
}
