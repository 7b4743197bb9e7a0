import type { FastifyInstance } from 'fastify';
import { plannedEachRun } from '../../db/database.ts';
import { success } from '../../http/envelope.ts';
import type { OperationHandler, OperationHandlers } from '../../http/operations.ts';
import { requireAuth } from '../../http/request.ts';
import type { OperationId } from '../../http/types.ts';
import { attendanceReport } from './attendance.ts';
import { customReportHandlers } from './custom.ts';
import { dailyReport, dailySignOffHandlers } from './daily.ts';
import { facilitiesReport } from './facilities.ts';
import { memberAchievementReport } from './member-achievement.ts';
import { membersReport } from './members.ts';
import { programsReport } from './programs.ts';
import { salesReport } from './sales.ts';
import { salesTransitionReport } from './sales-transition.ts';
import { csvFileName, parsePeriod, type ReportDefinition, reportCsv, resolveScope } from './shared.ts';
import { staffReport } from './staff.ts';
import { keptOnceBuilt } from './store-parts.ts';
import { trialsReport } from './trials.ts';

// The reports (issue 18): each report is one file exporting its definition (shared.ts `defineReport`) and
// one line in REPORTS below; this file answers all of them the same way — period and store checked, the
// report built, then JSON in the envelope or, with `format=csv`, the CSV file.

/** Every report, by the operation that answers it. Add a report: its file, and one line here. */
const REPORTS: readonly ReportDefinition[] = [
  dailyReport,
  salesReport,
  salesTransitionReport,
  membersReport,
  memberAchievementReport,
  // Reports B
  programsReport,
  attendanceReport,
  staffReport,
  facilitiesReport,
  trialsReport,
];

/** The operations beside the reports themselves (the daily sign-off, saved custom reports …). */
const EXTRA_HANDLERS: readonly ((app: FastifyInstance) => OperationHandlers)[] = [
  dailySignOffHandlers,
  customReportHandlers,
];

function reportHandler(app: FastifyInstance, definition: ReportDefinition): OperationHandler {
  const { db, config } = app.kayoi;
  // A report's statements are planned with their values at each run (database.ts).
  const reportDb = plannedEachRun(db);
  return async (request, reply) => {
    const auth = requireAuth(request);
    const query = (request.query ?? {}) as Record<string, unknown>;
    const scope = await resolveScope(db, auth, query.store_id as string | undefined);
    const period = parsePeriod(query, definition.period ?? { maxMonths: 24 }, config.now());
    // The parts it keeps are written once it is built and its answer serialized.
    const report = await keptOnceBuilt(() =>
      definition.build({ db: reportDb, now: config.now, scope, period, query }),
    );
    if (query.format !== 'csv') return success(report);
    const csv = reportCsv(report, query.table as string | undefined);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${csvFileName(report)}"`)
      .header('cache-control', 'no-store')
      .send(csv);
  };
}

export function reportHandlers(app: FastifyInstance): OperationHandlers {
  const handlers: OperationHandlers = {};
  for (const definition of REPORTS) {
    handlers[definition.operationId as OperationId] = reportHandler(app, definition);
  }
  for (const extra of EXTRA_HANDLERS) Object.assign(handlers, extra(app));
  return handlers;
}
