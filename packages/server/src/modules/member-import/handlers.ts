import { formatTokyo } from '@kayoi/domain/calendar';
import { DEFAULT_PAGE_SIZE } from '@kayoi/domain/constants';
import { formatMessage, memberImportMessages, serverMessages } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { ApiError, paginated, success } from '../../http/envelope.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { paramsOf, queryOf, requireAuth, requireStore } from '../../http/request.ts';
import { IMPORT_MAX_BYTES } from './read.ts';
import { BOM } from './report.ts';
import { importReport, listImportRuns } from './repository.ts';
import { importMembers } from './use-cases.ts';

/** 会員データの移行: the import, its kept runs and their reports. */
export function memberImportHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    async importCustomers(request) {
      const { staffId, role } = requireAuth(request);
      const actor = { staffId, role, storeId: requireStore(request) };
      const body = await readMultipart(request, { maxFileBytes: IMPORT_MAX_BYTES, maxFields: 10 });
      const { already_imported, ...result } = await importMembers(deps, actor, body);
      const { created, updated, refused, unchanged } = result.summary;
      const counts = { created: String(created), updated: String(updated), refused: String(refused) };
      if (!result.dry_run && already_imported && created + updated === 0) {
        return success(
          result,
          formatMessage(memberImportMessages.alreadyImported, { count: unchanged.toLocaleString('ja-JP') }),
        );
      }
      return success(
        result,
        formatMessage(
          result.dry_run ? memberImportMessages.previewed : memberImportMessages.imported,
          counts,
        ),
      );
    },
    async listCustomerImports(request) {
      const query = queryOf(request, 'listCustomerImports');
      const page = { page: query.page ?? 1, perPage: query.per_page ?? DEFAULT_PAGE_SIZE };
      const { rows, total } = await listImportRuns(deps.db, requireStore(request), page);
      return paginated(rows, { ...page, total });
    },
    async getCustomerImportReport(request, reply) {
      const run = await importReport(
        deps.db,
        requireStore(request),
        paramsOf(request, 'getCustomerImportReport').id,
      );
      if (!run) throw new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="customer-import-${formatTokyo(run.started_at, 'yyyyMMdd-HHmm')}.csv"`,
        )
        .header('cache-control', 'no-store')
        .send(`${BOM}${run.report}`);
    },
  };
}
