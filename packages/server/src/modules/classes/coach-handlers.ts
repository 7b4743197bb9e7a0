import { classMessages } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { bodyOf, paramsOf } from '../../http/request.ts';
import { masterActorOf } from '../master-data/rules.ts';
import { getSchoolClassRules, updateSchoolClassRules } from './school-rules.ts';

/** The coach side of the classes (issue 14): a school's makeup and enrolment rules. */
export function coachHandlers(app: FastifyInstance): OperationHandlers {
  const deps = app.kayoi;
  return {
    getSchoolClassRules: async (request) =>
      success(
        await getSchoolClassRules(deps, masterActorOf(request), paramsOf(request, 'getSchoolClassRules').id),
      ),

    async updateSchoolClassRules(request) {
      const { id } = paramsOf(request, 'updateSchoolClassRules');
      return success(
        await updateSchoolClassRules(
          deps,
          masterActorOf(request),
          id,
          bodyOf(request, 'updateSchoolClassRules'),
        ),
        classMessages.rulesUpdated,
      );
    },
  };
}
