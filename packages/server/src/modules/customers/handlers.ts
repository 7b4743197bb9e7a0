import { formatTokyo, isoTokyo, todayInTokyo } from '@kayoi/domain/calendar';
import { AVATAR_MAX_BYTES, DEFAULT_PAGE_SIZE } from '@kayoi/domain/constants';
import { customerMessages } from '@kayoi/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { paginated, success } from '../../http/envelope.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf, queryOf, requireAuth, requireStore } from '../../http/request.ts';
import { addressHandlers } from '../addresses/handlers.ts';
import { registerPhotoRoute } from '../photos/photos.ts';
import { preRegistrationHandlers } from '../pre-registrations/handlers.ts';
import { customersCsv } from './csv.ts';
import { type CustomerFilters, exportRows, listCustomers, toCustomerListItem } from './repository.ts';
import {
  type Actor,
  changeCustomerStatus,
  createCustomer,
  deleteCustomer,
  deleteCustomerContract,
  readCustomer,
  requireCustomer,
  saveCustomerContract,
  updateCustomer,
} from './use-cases.ts';

function actorOf(request: FastifyRequest): Actor {
  const { staffId, role } = requireAuth(request);
  return { staffId, role, storeId: requireStore(request) };
}

type ListQuery = {
  search?: string;
  member_number?: string;
  status?: CustomerFilters['status'];
  program_id?: number;
  grade_id?: number;
  sort?: CustomerFilters['sort'];
};

const filtersOf = (storeId: number, query: ListQuery, now: Date): CustomerFilters => ({
  storeId,
  search: query.search,
  memberNumber: query.member_number,
  status: query.status,
  programId: query.program_id,
  gradeId: query.grade_id,
  sort: query.sort ?? 'name_kana',
  today: todayInTokyo(now),
});

const readForm = (request: FastifyRequest) => readMultipart(request, { maxFileBytes: AVATAR_MAX_BYTES });

function customerOnlyHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    async listCustomers(request) {
      const actor = actorOf(request);
      const query = queryOf(request, 'listCustomers');
      const now = deps.config.now();
      const page = { page: query.page ?? 1, perPage: query.per_page ?? DEFAULT_PAGE_SIZE };
      const { rows, total } = await listCustomers(deps.db, filtersOf(actor.storeId, query, now), page);
      return paginated(
        rows.map((row) => toCustomerListItem(row, now, deps.photos)),
        { ...page, total },
      );
    },

    async exportCustomers(request, reply) {
      const actor = actorOf(request);
      const now = deps.config.now();
      const rows = await exportRows(
        deps.db,
        filtersOf(actor.storeId, queryOf(request, 'exportCustomers'), now),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="customers-${formatTokyo(now, 'yyyyMMdd')}.csv"`)
        .header('cache-control', 'no-store')
        .send(customersCsv(rows, now));
    },

    async getCustomerFormOptions(request) {
      const storeId = requireStore(request);
      const [programs, grades] = await Promise.all([
        deps.db.query(
          'select id, store_id, name, monthly_fee from programs where store_id = $1 and is_active order by id',
          [storeId],
        ),
        deps.db.query('select id, name from grades where is_active order by sort_order, id'),
      ]);
      return success({ programs: programs.rows, grades: grades.rows });
    },

    async createCustomer(request, reply) {
      const detail = await createCustomer(deps, actorOf(request), await readForm(request));
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
      const actor = actorOf(request);
      const { id } = paramsOf(request, 'listCustomerAttendances');
      const query = queryOf(request, 'listCustomerAttendances');
      await requireCustomer(deps, actor, id);
      const page = { page: query.page ?? 1, perPage: query.per_page ?? DEFAULT_PAGE_SIZE };
      const [{ rows }, count] = await Promise.all([
        deps.db.query<{
          id: number;
          date: string;
          check_in_at: Date;
          check_out_at: Date | null;
          is_overtime: boolean;
        }>(
          `select id, (check_in_at at time zone 'Asia/Tokyo')::date::text as date, check_in_at, check_out_at, is_overtime
           from attendances where customer_id = $1 order by check_in_at desc, id desc limit $2 offset $3`,
          [id, page.perPage, (page.page - 1) * page.perPage],
        ),
        deps.db.query<{ total: number }>(
          'select count(*)::int as total from attendances where customer_id = $1',
          [id],
        ),
      ]);
      return paginated(
        rows.map((row) => ({
          id: row.id,
          date: row.date,
          check_in_at: isoTokyo(new Date(row.check_in_at)),
          check_out_at: row.check_out_at ? isoTokyo(new Date(row.check_out_at)) : null,
          stay_minutes: row.check_out_at
            ? Math.round(
                (new Date(row.check_out_at).getTime() - new Date(row.check_in_at).getTime()) / 60_000,
              )
            : null,
          is_overtime: row.is_overtime,
        })),
        { ...page, total: count.rows[0]?.total ?? 0 },
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

/**
 * Customers, pre-registrations (with the public sign-up form), postal code lookup and the photo route:
 * the whole customer area behind the one line in app.ts.
 */
export function customerHandlers(app: FastifyInstance): OperationHandlers {
  registerPhotoRoute(app);
  return {
    ...customerOnlyHandlers(app),
    ...preRegistrationHandlers(app),
    ...addressHandlers(app),
  };
}
