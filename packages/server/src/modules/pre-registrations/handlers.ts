import { todayInTokyo } from '@kayoi/domain/calendar';
import { AVATAR_MAX_BYTES, DEFAULT_PAGE_SIZE } from '@kayoi/domain/constants';
import { preRegistrationMessages } from '@kayoi/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paginated, success } from '../../http/envelope.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf, requireAuth, requireStore } from '../../http/request.ts';
import { createProgramRepository } from '../programs/repository.ts';
import { createStoreRepository } from '../stores/repository.ts';
import { createPreRegistrationRepository, toPreRegistration } from './repository.ts';
import {
  type Actor,
  changePreRegistrationStatus,
  confirmPreRegistration,
  convertPreRegistration,
  deletePreRegistration,
  getPreRegistration,
  submitPublicPreRegistration,
  updatePreRegistration,
} from './use-cases.ts';

function actorOf(request: FastifyRequest): Actor {
  const auth = requireAuth(request);
  // Managers and staff work within their store; a session without one cannot reach any record.
  if (auth.role !== 'admin') requireStore(request);
  return { staffId: auth.staffId, role: auth.role, storeId: auth.storeId };
}

const readForm = (request: FastifyRequest) => readMultipart(request, { maxFileBytes: AVATAR_MAX_BYTES });

export function preRegistrationHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    async getPreRegistrationFormOptions() {
      const [stores, programs] = await Promise.all([
        createStoreRepository(deps.db).open(),
        createProgramRepository(deps.db).activeOfOpenStores(todayInTokyo(deps.config.now())),
      ]);
      return success({ stores, programs });
    },

    async createPublicPreRegistration(request, reply) {
      const record = await submitPublicPreRegistration(deps, await readForm(request), request.ip ?? null);
      return reply.code(201).send(success(record, preRegistrationMessages.received));
    },

    async listPreRegistrations(request) {
      const actor = actorOf(request);
      const query = queryOf(request, 'listPreRegistrations');
      const page = { page: query.page ?? 1, perPage: query.per_page ?? DEFAULT_PAGE_SIZE };
      const { rows, total } = await createPreRegistrationRepository(deps.db).list(
        {
          storeId: actor.role === 'admin' ? query.store_id : (actor.storeId ?? undefined),
          status: query.status,
          search: query.search?.trim() ? query.search : undefined,
          dateFrom: query.date_from,
          dateTo: query.date_to,
          sort: query.sort ?? '-created_at',
        },
        page,
      );
      return paginated(
        rows.map((row) => toPreRegistration(row, deps.photos)),
        { ...page, total },
      );
    },

    async getPreRegistrationStats(request) {
      const actor = actorOf(request);
      const { store_id } = queryOf(request, 'getPreRegistrationStats');
      const storeId = actor.role === 'admin' && store_id !== undefined ? store_id : requireStore(request);
      return success(await createPreRegistrationRepository(deps.db).countByStatus(storeId));
    },

    async getPreRegistration(request) {
      return success(
        await getPreRegistration(deps, actorOf(request), paramsOf(request, 'getPreRegistration').id),
      );
    },

    async updatePreRegistration(request) {
      const actor = actorOf(request);
      const { id } = paramsOf(request, 'updatePreRegistration');
      return success(
        await updatePreRegistration(deps, actor, id, await readForm(request)),
        preRegistrationMessages.updated,
      );
    },

    async deletePreRegistration(request) {
      await deletePreRegistration(deps, actorOf(request), paramsOf(request, 'deletePreRegistration').id);
      return success(null, preRegistrationMessages.deleted);
    },

    async confirmPreRegistration(request) {
      const { id } = paramsOf(request, 'confirmPreRegistration');
      return success(
        await confirmPreRegistration(deps, actorOf(request), id),
        preRegistrationMessages.confirmed,
      );
    },

    async convertPreRegistration(request, reply) {
      const { id } = paramsOf(request, 'convertPreRegistration');
      // No body (the screen's plain 本登録) or a desired class.
      const input = bodyOf(request, 'convertPreRegistration') ?? {};
      const conversion = await convertPreRegistration(deps, actorOf(request), id, input);
      return reply.code(201).send(success(conversion, preRegistrationMessages.converted));
    },

    async changePreRegistrationStatus(request) {
      const { id } = paramsOf(request, 'changePreRegistrationStatus');
      const input = bodyOf(request, 'changePreRegistrationStatus');
      return success(
        await changePreRegistrationStatus(deps, actorOf(request), id, input),
        preRegistrationMessages.statusChanged,
      );
    },
  };
}
