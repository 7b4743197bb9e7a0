import { dayOf } from '@kayoi/domain/calendar';
import { familyAccountMessages, familyProgressMessages } from '@kayoi/domain/messages';
import type { FastifyInstance } from 'fastify';
import { ApiError, success } from '../../http/envelope.ts';
import type { OperationHandlers } from '../../http/operations.ts';
import { paramsOf } from '../../http/request.ts';
import {
  gradeForProgress,
  type MemberResultRow,
  nextTestOf,
  passedResultOf,
  resultsOfMembers,
  schoolOfClasses,
} from '../classes/member-progress.ts';
import { certificatePdf } from './certificate-pdf.ts';
import { familyDeps, requireFamily } from './handlers.ts';
import type { FamilyAuth, FamilyDeps } from './use-cases.ts';

// 進級 in マイページ (issue 31): each linked member's grade (級) with its skills as the coach checked them in the
// promotion tests, the results with the coach's comment, the school's next test, and a pass's 認定証 as a PDF.
// The classes module keeps the tests and results (read through classes/member-progress.ts); only the account's
// own members are reached, and a certificate of anything but their passed result is 404 whatever ids are sent.

/** The 認定証's number: the test's year and the result's id, so it never changes for the result. */
const certificateNumberOf = (result: { id: number; held_on: string }) =>
  `第${result.held_on.slice(0, 4)}-${String(result.id).padStart(6, '0')}号`;

const resultView = (r: MemberResultRow) => ({
  id: r.id,
  test_name: r.test_name,
  held_on: r.held_on,
  tested_grade: r.tested_grade,
  passed: r.passed,
  new_grade: r.passed ? r.new_grade : null,
  comment: r.notes,
  skills: r.skills.map((skill) => ({ name: skill.name, passed: skill.passed })),
  certificate_number: r.passed && r.new_grade ? certificateNumberOf(r) : null,
});

/** A skill of the grade is passed once a coach checked it passed in a test of that grade (the first such day). */
function checklist(skills: { id: number; name: string }[], gradeId: number, results: MemberResultRow[]) {
  const passedOn = new Map<number, string>();
  for (const r of [...results].reverse()) {
    if (r.tested_grade?.id !== gradeId) continue;
    for (const skill of r.skills) {
      if (skill.passed && skill.id !== null && !passedOn.has(skill.id)) passedOn.set(skill.id, r.held_on);
    }
  }
  return skills.map((skill) => ({
    id: skill.id,
    name: skill.name,
    passed: passedOn.has(skill.id),
    checked_on: passedOn.get(skill.id) ?? null,
  }));
}

/** 進級: for each linked member, the grade and its checklist, the results (newest first) and the next test. */
export async function familyProgress(deps: FamilyDeps, auth: FamilyAuth) {
  const today = dayOf(deps.config.now());
  const members = await deps.repo.linkedMembers(auth.accountId);
  const results = await resultsOfMembers(
    deps.db,
    members.map((m) => m.id),
  );
  return {
    members: await Promise.all(
      members.map(async (m) => {
        const own = results.filter((r) => r.customer_id === m.id);
        const grade = await gradeForProgress(deps.db, m.store_id, m.grade_id);
        const school = grade?.school ?? (await schoolOfClasses(deps.db, m.id, today));
        return {
          member: { id: m.id, name: m.name },
          school,
          grade: grade
            ? {
                id: grade.grade.id,
                name: grade.grade.name,
                cap_color_name: grade.grade.cap_color_name,
                cap_color_hex: grade.grade.cap_color_hex,
              }
            : null,
          next_grade: grade?.next ?? null,
          skills: grade ? checklist(grade.skills, grade.grade.id, own) : [],
          results: own.map(resultView),
          next_test: school ? await nextTestOf(deps.db, school.id, m.id, today) : null,
        };
      }),
    ),
  };
}

/** The 認定証 of the member's passed result: the member must be the account's own, the result theirs and passed. */
export async function familyCertificate(
  deps: FamilyDeps,
  auth: FamilyAuth,
  customerId: number,
  resultId: number,
) {
  const member = (await deps.repo.linkedMembers(auth.accountId)).find((m) => m.id === customerId);
  if (!member) throw new ApiError(404, 'NOT_FOUND', familyAccountMessages.memberNotFound);
  const result = await passedResultOf(deps.db, member.id, resultId);
  if (!result) throw new ApiError(404, 'NOT_FOUND', familyProgressMessages.certificateNotFound);
  const number = certificateNumberOf(result);
  const pdf = await certificatePdf(
    {
      number,
      memberName: result.customer_name,
      gradeName: result.grade_name,
      testName: result.test_name,
      passedOn: result.held_on,
      schoolName: result.school_name,
      storeName: result.store_name,
    },
    deps.config.now(),
  );
  return { pdf, fileName: `certificate-${number.replace(/[第号]/g, '')}.pdf` };
}

/** The family realm's 進級 operations, spread into familyHandlers. */
export function familyProgressHandlers(app: FastifyInstance): OperationHandlers {
  const deps = familyDeps(app);
  return {
    getFamilyProgress: async (request) => success(await familyProgress(deps, requireFamily(request))),
    async getFamilyCertificate(request, reply) {
      const { customerId, resultId } = paramsOf(request, 'getFamilyCertificate');
      const { pdf, fileName } = await familyCertificate(deps, requireFamily(request), customerId, resultId);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  };
}
