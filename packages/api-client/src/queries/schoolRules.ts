import { mutationOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { mutation, query, queryKeyOf } from './operation.ts';

// A school's makeup and enrolment rules (issue 14, coach side): read by the store's staff, set by its admins
// and managers. The ranges and who may write are the server's.

type Schemas = components['schemas'];

export type SchoolClassRules = Schemas['SchoolClassRules'];
export type SchoolClassRulesInput = Schemas['SchoolClassRulesInput'];

export const getSchoolClassRulesQueryOptions = (schoolId: number) =>
  query(op.getSchoolClassRules, { path: { id: schoolId } });

export const useSchoolClassRules = (schoolId: number) => useQuery(getSchoolClassRulesQueryOptions(schoolId));

export const updateSchoolClassRulesMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.updateSchoolClassRules,
      ({ schoolId, input }: { schoolId: number; input: SchoolClassRulesInput }) => ({
        path: { id: schoolId },
        body: input,
      }),
    ),
    onSuccess: (rules, { schoolId }, _result, { client }) =>
      client.setQueryData(queryKeyOf(op.getSchoolClassRules, { path: { id: schoolId } }), rules),
  });

export const useUpdateSchoolClassRules = () => useMutation(updateSchoolClassRulesMutationOptions());
