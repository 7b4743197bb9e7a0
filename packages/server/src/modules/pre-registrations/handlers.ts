import { AVATAR_MAX_BYTES, DEFAULT_PAGE_SIZE } from '@kayoi/domain/constants';
import { preRegistrationMessages } from '@kayoi/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paginated, success } from '../../http/envelope.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf, requireAuth, requireStore } from '../../http/request.ts';
import { countByStatus, listPreRegistrations, toPreRegistration } from './repository.ts';
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
        deps.db.query('select id, name from stores where is_active order by id'),
        deps.db.query(
          `select p.id, p.store_id, p.name, p.monthly_fee from programs p join stores s on s.id = p.store_id
           where p.is_active and s.is_active order by p.store_id, p.id`,
        ),
      ]);
      return success({ stores: stores.rows, programs: programs.rows });
    },

    async createPublicPreRegistration(request, reply) {
      const record = await submitPublicPreRegistration(deps, await readForm(request), request.ip ?? null);
      return reply.code(201).send(success(record, preRegistrationMessages.received));
    },

    async listPreRegistrations(request) {
      const actor = actorOf(request);
      const query = queryOf(request, 'listPreRegistrations');
      const page = { page: query.page ?? 1, perPage: query.per_page ?? DEFAULT_PAGE_SIZE };
      const { rows, total } = await listPreRegistrations(
        deps.db,
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
      return success(await countByStatus(deps.db, storeId));
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
      const conversion = await convertPreRegistration(deps, actorOf(request), id);
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
