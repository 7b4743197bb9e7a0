import type { FastifyInstance } from 'fastify';
import { ApiError, success } from '../../http/envelope.ts';
import { serverMessages } from '../../http/messages.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { createSystemRepository } from './repository.ts';

const VERSION = '1.0.0';

export function systemHandlers(app: FastifyInstance): OperationHandlers {
  const system = createSystemRepository(app.kayoi.db);
  return {
    async getHealth() {
      try {
        await system.ping();
      } catch {
        throw new ApiError(503, 'INTERNAL_ERROR', serverMessages.databaseUnavailable);
      }
      return success({ status: 'ok', database: 'ok', version: VERSION });
    },
  };
}
