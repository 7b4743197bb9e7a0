import { isoTokyo } from '@kayoi/domain/calendar';
import { classMessages, notificationMessages as notices } from '@kayoi/domain/messages';
import { ApiError } from '../../http/envelope.ts';
import { validationFailed } from '../../http/formErrors.ts';
import type { RequestBody } from '../../http/types.ts';
import type { MasterActor } from '../master-data/rules.ts';
import { notifyMemberFamilies } from '../notifications/events.ts';
import {
  classOutOfRange,
  fittingClass,
  insertResult,
  insertTest,
  listResultRows,
  listTestRows,
  memberGrade,
  nextGrade,
  promote,
  proposeClassChange,
  type ResultRow,
  schoolOfStore,
  testSchoolOf,
} from './promotion-repository.ts';
import { insertResultSkills, skillsOfGrade, strangerSkills } from './promotion-skills.ts';
import { classChangeMonthOf } from './school-rules.ts';
import type { Deps } from './use-cases.ts';

// Promotion tests (issue 14, part 5): test days per school; a coach records pass/fail and the skills checked; a
// pass moves the member to the next grade with history (who, when, which test) and, when the new grade leaves
// their class's range, proposes a class change for next month that staff accept with the enrolment move.

const resultView = (row: ResultRow) => ({ ...row, recorded_at: isoTokyo(row.recorded_at) });

export async function listPromotionTests(deps: Deps, actor: MasterActor, schoolId: number | undefined) {
  return listTestRows(deps.db, actor.storeId, schoolId ?? null, null);
}

export async function createPromotionTest(
  deps: Deps,
  actor: MasterActor,
  input: RequestBody<'createPromotionTest'>,
) {
  if (!(await schoolOfStore(deps.db, actor.storeId, input.school_id))) {
    throw validationFailed({ school_id: [classMessages.schoolNotFound] });
  }
  const id = await insertTest(deps.db, {
    storeId: actor.storeId,
    schoolId: input.school_id,
    name: input.name?.trim() || '進級テスト',
    heldOn: input.held_on,
    notes: input.notes?.trim() || null,
    staffId: actor.staffId,
  });
  const [row] = await listTestRows(deps.db, actor.storeId, null, id);
  return row;
}

export async function listPromotionResults(deps: Deps, actor: MasterActor, testId: number) {
  if (!(await testSchoolOf(deps.db, actor.storeId, testId)))
    throw new ApiError(404, 'NOT_FOUND', classMessages.testNotFound);
  return (await listResultRows(deps.db, testId)).map(resultView);
}

export async function recordPromotionResults(
  deps: Deps,
  actor: MasterActor,
  testId: number,
  input: RequestBody<'recordPromotionResults'>,
) {
  const schoolId = await testSchoolOf(deps.db, actor.storeId, testId);
  if (!schoolId) throw new ApiError(404, 'NOT_FOUND', classMessages.testNotFound);
  const now = deps.config.now();
  const movesOn = await classChangeMonthOf(deps, schoolId, now);
  const ids = new Set(input.results.map((r) => r.customer_id));
  if (ids.size !== input.results.length)
    throw validationFailed({ results: ['同じ会員が複数回含まれています'] });
  const written = await deps.db.transaction(async (tx) => {
    const written: number[] = [];
    for (const [i, result] of input.results.entries()) {
      const member = await memberGrade(tx, actor.storeId, result.customer_id);
      if (!member) throw validationFailed({ [`results.${i}.customer_id`]: [classMessages.customerNotFound] });
      if (member.status !== 'active') {
        throw validationFailed({ [`results.${i}.customer_id`]: [classMessages.customerNotActive] });
      }
      const ofSchool = member.grade_school === schoolId;
      if (member.grade_id !== null && !ofSchool) {
        throw validationFailed({ [`results.${i}.customer_id`]: [classMessages.gradeNotOfTest] });
      }
      const skills = await skillsOfGrade(tx, member.grade_id);
      const passedSkills = [...new Set(result.skill_ids ?? [])];
      if (strangerSkills(skills, passedSkills).length > 0) {
        throw validationFailed({ [`results.${i}.skill_ids`]: [classMessages.skillNotOfGrade] });
      }
      const next = result.passed ? await nextGrade(tx, schoolId, member.grade_sort) : undefined;
      if (result.passed && !next) {
        throw validationFailed({ [`results.${i}.passed`]: [classMessages.noNextGrade] });
      }
      const id = await insertResult(
        tx,
        {
          testId,
          customerId: member.id,
          testedGradeId: member.grade_id,
          passed: result.passed,
          newGradeId: next?.id ?? null,
          skillIds: passedSkills,
          notes: result.notes?.trim() || null,
          staffId: actor.staffId,
        },
        now,
      );
      if (id === null)
        throw new ApiError(409, 'CONFLICT', '既にこのテストの結果が登録されている会員が含まれています');
      await insertResultSkills(tx, id, skills, passedSkills);
      if (next) {
        await promote(
          tx,
          {
            customerId: member.id,
            fromGradeId: member.grade_id,
            toGradeId: next.id,
            testId,
            staffId: actor.staffId,
          },
          now,
        );
        const outside = await classOutOfRange(tx, member.id, schoolId, next.sort_order, movesOn);
        if (outside) {
          const to = await fittingClass(
            tx,
            actor.storeId,
            outside.program_id,
            outside.day_of_week,
            next.sort_order,
            movesOn,
          );
          await proposeClassChange(tx, id, outside.id, to?.id ?? null, movesOn);
        }
      }
      await notifyMemberFamilies(
        tx,
        {
          kind: 'test_result',
          eventKey: `promotion-result:${id}`,
          customerId: member.id,
          title: notices.testResultTitle,
          body: notices.testResultBody,
          values: { result: result.passed ? notices.testPassed : notices.testFailed },
          path: '/my/progress',
        },
        now,
      );
      written.push(id);
    }
    return written;
  });
  return (await listResultRows(deps.db, testId)).filter((r) => written.includes(r.id)).map(resultView);
}
