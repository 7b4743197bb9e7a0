import { formatTokyo, isoTokyo } from '@kayoi/domain/calendar';
import { AVATAR_MAX_BYTES, DEFAULT_PAGE_SIZE } from '@kayoi/domain/constants';
import { customerMessages } from '@kayoi/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paginated, success } from '../../http/envelope.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf, requireAuth, requireStore } from '../../http/request.ts';
import {
  type Actor,
  changeCustomerStatus,
  customerFormOptions,
  customerVisits,
  deleteCustomer,
  deleteCustomerContract,
  exportCustomers,
  listCustomers,
  nextMemberNumber,
  readCustomer,
  registerCustomer,
  saveCustomerContract,
  updateCustomer,
} from './use-cases.ts';

function actorOf(request: FastifyRequest): Actor {
  const { staffId, role } = requireAuth(request);
  return { staffId, role, storeId: requireStore(request) };
}

const readForm = (request: FastifyRequest) => readMultipart(request, { maxFileBytes: AVATAR_MAX_BYTES });

/** The customers (issue 6): list, export, form options, record, status, contracts and visits. */
export function customerHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    async listCustomers(request) {
      const query = queryOf(request, 'listCustomers');
      const page = { page: query.page ?? 1, perPage: query.per_page ?? DEFAULT_PAGE_SIZE };
      const { items, total, totalCapped, nextCursor, prevCursor } = await listCustomers(
        deps,
        actorOf(request),
        query,
        page,
      );
      const answer = paginated(items, { ...page, total });
      return {
        ...answer,
        meta: { ...answer.meta, next_cursor: nextCursor, prev_cursor: prevCursor, total_capped: totalCapped },
      };
    },

    async exportCustomers(request, reply) {
      const csv = await exportCustomers(deps, actorOf(request), queryOf(request, 'exportCustomers'));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="customers-${formatTokyo(deps.config.now(), 'yyyyMMdd')}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(csv);
    },

    async getCustomerFormOptions(request) {
      return success(await customerFormOptions(deps, actorOf(request)));
    },

    async getNextMemberNumber(request) {
      return success(await nextMemberNumber(deps, actorOf(request)));
    },

    async createCustomer(request, reply) {
      const detail = await registerCustomer(deps, actorOf(request), await readForm(request));
      return reply.code(201).send(success(detail, customerMessages.created));
    },

    async getCustomer(request) {
      return success(await readCustomer(deps, actorOf(request), paramsOf(request, 'getCustomer').id));
    },

    async updateCustomer(request) {
      const actor = actorOf(request);
      const { id } = paramsOf(request, 'updateCustomer');
      return success(
        await updateCustomer(deps, actor, id, await readForm(request)),
        customerMessages.updated,
      );
    },

    async deleteCustomer(request) {
      await deleteCustomer(deps, actorOf(request), paramsOf(request, 'deleteCustomer').id);
      return success(null, customerMessages.deleted);
    },

    async changeCustomerStatus(request) {
      const { id } = paramsOf(request, 'changeCustomerStatus');
      const input = bodyOf(request, 'changeCustomerStatus');
      return success(
        await changeCustomerStatus(deps, actorOf(request), id, input),
        customerMessages.statusChanged,
      );
    },

    async listCustomerAttendances(request) {
      const { id } = paramsOf(request, 'listCustomerAttendances');
      const query = queryOf(request, 'listCustomerAttendances');
      const page = { page: query.page ?? 1, perPage: query.per_page ?? DEFAULT_PAGE_SIZE };
      const { rows, total } = await customerVisits(deps, actorOf(request), id, page);
      return paginated(
        rows.map((row) => ({
          id: row.id,
          date: row.date,
          check_in_at: isoTokyo(row.check_in_at),
          check_out_at: row.check_out_at ? isoTokyo(row.check_out_at) : null,
          stay_minutes: row.check_out_at
            ? Math.round((row.check_out_at.getTime() - row.check_in_at.getTime()) / 60_000)
            : null,
          is_overtime: row.is_overtime,
        })),
        { ...page, total },
      );
    },

    async createCustomerContract(request, reply) {
      const { id } = paramsOf(request, 'createCustomerContract');
      const detail = await saveCustomerContract(
        deps,
        actorOf(request),
        id,
        bodyOf(request, 'createCustomerContract'),
      );
      return reply.code(201).send(success(detail, customerMessages.contractCreated));
    },

    async updateCustomerContract(request) {
      const { id, contractId } = paramsOf(request, 'updateCustomerContract');
      const input = bodyOf(request, 'updateCustomerContract');
      return success(
        await saveCustomerContract(deps, actorOf(request), id, input, contractId),
        customerMessages.contractUpdated,
      );
    },

    async deleteCustomerContract(request) {
      const { id, contractId } = paramsOf(request, 'deleteCustomerContract');
      return success(
        await deleteCustomerContract(deps, actorOf(request), id, contractId),
        customerMessages.contractDeleted,
      );
    },
  };
}
