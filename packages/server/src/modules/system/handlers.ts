import type { FastifyInstance } from 'fastify';
import { ApiError, success } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import type { OperationHandlers } from '../../http/operations.ts';

const VERSION = '1.0.0';

export function systemHandlers(app: FastifyInstance): OperationHandlers {
  return {
    async getHealth() {
      try {
        await app.kayoi.db.query('select 1');
      } catch {
        throw new ApiError(503, 'INTERNAL_ERROR', serverMessages.databaseUnavailable);
      }
      return success({ status: 'ok', database: 'ok', version: VERSION });
    },
  };
}
