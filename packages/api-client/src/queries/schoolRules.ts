import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, byId, unwrap } from '../client.ts';
import type { components } from '../generated/schema.ts';

// A school's makeup and enrolment rules (issue 14, coach side): read by the store's staff, set by its admins
// and managers. The ranges and who may write are the server's.

type Schemas = components['schemas'];

export type SchoolClassRules = Schemas['SchoolClassRules'];
export type SchoolClassRulesInput = Schemas['SchoolClassRulesInput'];

export const schoolRulesKeys = {
  all: ['schoolClassRules'] as const,
  detail: (schoolId: number) => [...schoolRulesKeys.all, schoolId] as const,
};

export const getSchoolClassRulesQueryOptions = (schoolId: number) =>
  queryOptions({
    queryKey: schoolRulesKeys.detail(schoolId),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/schools/{id}/class-rules', { ...byId(schoolId), signal })),
  });

export const useSchoolClassRules = (schoolId: number) => useQuery(getSchoolClassRulesQueryOptions(schoolId));

export const updateSchoolClassRulesMutationOptions = () =>
  mutationOptions({
    mutationKey: [...schoolRulesKeys.all, 'updateSchoolClassRules'],
    mutationFn: ({ schoolId, input }: { schoolId: number; input: SchoolClassRulesInput }) =>
      unwrap(apiClient().PUT('/api/schools/{id}/class-rules', { ...byId(schoolId), body: input })),
    onSuccess: (rules, { schoolId }, _result, { client }) =>
      client.setQueryData(schoolRulesKeys.detail(schoolId), rules),
  });

export const useUpdateSchoolClassRules = () => useMutation(updateSchoolClassRulesMutationOptions());
