import {
  gradeImportColumns,
  gradeImportLabels,
  programImportColumns,
  programImportLabels,
} from '@kayoi/domain/master-import';
import { formatMessage, masterImportMessages as mi } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import { readMultipart } from '../../http/multipart.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { importGrades } from '../grades/import.ts';
import { masterActorOf } from '../master-data/rules.ts';
import { IMPORT_MAX_BYTES } from '../member-import/read.ts';
import { importPrograms } from '../programs/import.ts';
import { readMasterSheet } from './sheet.ts';

/** マスタのCSV取り込み: programs and grade ladders from a school's own sheet (each written by its module). */
export function masterImportHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  const read = (request: Parameters<typeof readMultipart>[0]) =>
    readMultipart(request, { maxFileBytes: IMPORT_MAX_BYTES, maxFields: 5 });
  const message = (dryRun: boolean, summary: Record<string, number>, previewed: string, imported: string) =>
    formatMessage(dryRun ? previewed : imported, summary);
  return {
    async importPrograms(request) {
      const actor = masterActorOf(request);
      const sheet = readMasterSheet(await read(request), programImportColumns, {
        field: 'name',
        label: programImportLabels.name,
      });
      const result = await importPrograms(deps, actor, sheet);
      return success(
        result,
        message(result.dry_run, result.summary, mi.programsPreviewed, mi.programsImported),
      );
    },
    async importGrades(request) {
      const actor = masterActorOf(request);
      const sheet = readMasterSheet(await read(request), gradeImportColumns, {
        field: 'name',
        label: gradeImportLabels.name,
      });
      const result = await importGrades(deps, actor, sheet);
      return success(result, message(result.dry_run, result.summary, mi.gradesPreviewed, mi.gradesImported));
    },
  };
}
