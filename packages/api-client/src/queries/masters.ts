import {
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { apiClient, byId, envelope, unwrap } from '../client.ts';
import type { components } from '../generated/schema.ts';
import { staleTimes } from '../policy.ts';
import type { QueryOf } from './types.ts';

// School setup (issue 13): the masters a school enters for itself — stores (and their calendar), facilities
// with lanes, schools, program categories, programs with their fees by month, grades. One query and one hook
// per read, one mutation per write; a write refreshes its resource's lists and record.

type Schemas = components['schemas'];

/** The lists' query parameters (search, filters, page, per_page), by operation. */
export type ListStoresParams = QueryOf<'listStores'>;
export type ListFacilitiesParams = QueryOf<'listFacilities'>;
export type ListSchoolsParams = QueryOf<'listSchools'>;
export type ListProgramCategoriesParams = QueryOf<'listProgramCategories'>;
export type ListProgramsParams = QueryOf<'listPrograms'>;
export type ListGradesParams = QueryOf<'listGrades'>;

const masterKeys = (name: string) => {
  const keys = {
    all: [name] as const,
    lists: () => [...keys.all, 'list'] as const,
    list: (params: object) => [...keys.lists(), params] as const,
    details: () => [...keys.all, 'detail'] as const,
    detail: (id: number, extra?: object) => [...keys.details(), id, ...(extra ? [extra] : [])] as const,
  };
  return keys;
};

export const storeMasterKeys = {
  ...masterKeys('stores'),
  calendar: (id: number, month: string) => ['stores', 'calendar', id, month] as const,
};
export const facilitiesKeys = masterKeys('facilities');
export const schoolsKeys = masterKeys('schools');
export const programCategoriesKeys = masterKeys('programCategories');
export const programsKeys = masterKeys('programs');
export const gradesKeys = masterKeys('grades');

/** After a write: the resource's lists and the record (and what shows counts of it) are read again. */
const refresh = (client: QueryClient, ...keys: readonly (readonly unknown[])[]) =>
  Promise.all(keys.map((queryKey) => client.invalidateQueries({ queryKey })));

// Stores ---------------------------------------------------------------------------------------------------

/** One page of the store master (admins): words and 有効/無効; the store selector reads the first page whole. */
export const listStoreMastersQueryOptions = (params: ListStoresParams = {}) =>
  queryOptions({
    queryKey: storeMasterKeys.list(params),
    queryFn: ({ signal }) => envelope(apiClient().GET('/api/stores', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

export const useStoreMasters = (params: ListStoresParams = {}) =>
  useQuery(listStoreMastersQueryOptions(params));

/** A store's whole record: admins any store, the others their own. */
export const getStoreQueryOptions = (id: number) =>
  queryOptions({
    queryKey: storeMasterKeys.detail(id),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/stores/{id}', { ...byId(id), signal })),
    staleTime: staleTimes.stores,
  });

/** The store's days of a month ('YYYY-MM'): open with its hours, or closed and why. */
export const getStoreCalendarQueryOptions = (id: number, month: string) =>
  queryOptions({
    queryKey: storeMasterKeys.calendar(id, month),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient().GET('/api/stores/{id}/calendar', { params: { path: { id }, query: { month } }, signal }),
      ),
    staleTime: staleTimes.stores,
  });

export const useStore = (id: number) => useQuery(getStoreQueryOptions(id));
export const useStoreCalendar = (id: number, month: string) =>
  useQuery(getStoreCalendarQueryOptions(id, month));

const refreshStores = (client: QueryClient, id?: number) =>
  refresh(
    client,
    ['stores'],
    ...(id === undefined ? [] : [storeMasterKeys.detail(id), ['stores', 'calendar', id]]),
  );

export const createStoreMutationOptions = () =>
  mutationOptions({
    mutationKey: ['stores', 'createStore'],
    mutationFn: (input: Schemas['StoreInput']) => unwrap(apiClient().POST('/api/stores', { body: input })),
    onSuccess: (_store, _input, _result, { client }) => refreshStores(client),
  });

export const updateStoreMutationOptions = () =>
  mutationOptions({
    mutationKey: ['stores', 'updateStore'],
    mutationFn: ({ id, input }: { id: number; input: Schemas['StoreInput'] }) =>
      unwrap(apiClient().PUT('/api/stores/{id}', { ...byId(id), body: input })),
    onSuccess: (store, _input, _result, { client }) => refreshStores(client, store.id),
  });

export const deleteStoreMutationOptions = () =>
  mutationOptions({
    mutationKey: ['stores', 'deleteStore'],
    mutationFn: (id: number) => envelope(apiClient().DELETE('/api/stores/{id}', byId(id))),
    onSuccess: (_null, id, _result, { client }) => refreshStores(client, id),
  });

export const useCreateStore = () => useMutation(createStoreMutationOptions());
export const useUpdateStore = () => useMutation(updateStoreMutationOptions());
export const useDeleteStore = () => useMutation(deleteStoreMutationOptions());

// 施設 -----------------------------------------------------------------------------------------------

/** One page of the store's 施設 list; a new page or filter shows the old page until it arrives. */
export const listFacilitiesQueryOptions = (params: ListFacilitiesParams = {}) =>
  queryOptions({
    queryKey: facilitiesKeys.list(params),
    queryFn: ({ signal }) =>
      envelope(apiClient().GET('/api/facilities', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

export const getFacilityQueryOptions = (id: number) =>
  queryOptions({
    queryKey: facilitiesKeys.detail(id),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/facilities/{id}', { ...byId(id), signal })),
  });

export const useFacilities = (params: ListFacilitiesParams = {}) =>
  useQuery(listFacilitiesQueryOptions(params));
export const useFacility = (id: number) => useQuery(getFacilityQueryOptions(id));

const refreshFacilities = (client: QueryClient) => refresh(client, facilitiesKeys.all);

export const createFacilityMutationOptions = () =>
  mutationOptions({
    mutationKey: [...facilitiesKeys.all, 'createFacility'],
    mutationFn: (input: Schemas['FacilityInput']) =>
      unwrap(apiClient().POST('/api/facilities', { body: input })),
    onSuccess: (_record, _input, _result, { client }) => refreshFacilities(client),
  });

export const updateFacilityMutationOptions = () =>
  mutationOptions({
    mutationKey: [...facilitiesKeys.all, 'updateFacility'],
    mutationFn: ({ id, input }: { id: number; input: Schemas['FacilityInput'] }) =>
      unwrap(apiClient().PUT('/api/facilities/{id}', { ...byId(id), body: input })),
    onSuccess: (_record, _input, _result, { client }) => refreshFacilities(client),
  });

export const deleteFacilityMutationOptions = () =>
  mutationOptions({
    mutationKey: [...facilitiesKeys.all, 'deleteFacility'],
    mutationFn: (id: number) => envelope(apiClient().DELETE('/api/facilities/{id}', byId(id))),
    onSuccess: (_null, _id, _result, { client }) => refreshFacilities(client),
  });

export const useCreateFacility = () => useMutation(createFacilityMutationOptions());
export const useUpdateFacility = () => useMutation(updateFacilityMutationOptions());
export const useDeleteFacility = () => useMutation(deleteFacilityMutationOptions());

// スクール -----------------------------------------------------------------------------------------------

/** One page of the store's スクール list; a new page or filter shows the old page until it arrives. */
export const listSchoolsQueryOptions = (params: ListSchoolsParams = {}) =>
  queryOptions({
    queryKey: schoolsKeys.list(params),
    queryFn: ({ signal }) => envelope(apiClient().GET('/api/schools', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

export const getSchoolQueryOptions = (id: number) =>
  queryOptions({
    queryKey: schoolsKeys.detail(id),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/schools/{id}', { ...byId(id), signal })),
  });

export const useSchools = (params: ListSchoolsParams = {}) => useQuery(listSchoolsQueryOptions(params));
export const useSchool = (id: number) => useQuery(getSchoolQueryOptions(id));

const refreshSchools = (client: QueryClient) =>
  refresh(client, schoolsKeys.all, programCategoriesKeys.all, programsKeys.all, gradesKeys.all);

export const createSchoolMutationOptions = () =>
  mutationOptions({
    mutationKey: [...schoolsKeys.all, 'createSchool'],
    mutationFn: (input: Schemas['SchoolInput']) => unwrap(apiClient().POST('/api/schools', { body: input })),
    onSuccess: (_record, _input, _result, { client }) => refreshSchools(client),
  });

export const updateSchoolMutationOptions = () =>
  mutationOptions({
    mutationKey: [...schoolsKeys.all, 'updateSchool'],
    mutationFn: ({ id, input }: { id: number; input: Schemas['SchoolInput'] }) =>
      unwrap(apiClient().PUT('/api/schools/{id}', { ...byId(id), body: input })),
    onSuccess: (_record, _input, _result, { client }) => refreshSchools(client),
  });

export const deleteSchoolMutationOptions = () =>
  mutationOptions({
    mutationKey: [...schoolsKeys.all, 'deleteSchool'],
    mutationFn: (id: number) => envelope(apiClient().DELETE('/api/schools/{id}', byId(id))),
    onSuccess: (_null, _id, _result, { client }) => refreshSchools(client),
  });

export const useCreateSchool = () => useMutation(createSchoolMutationOptions());
export const useUpdateSchool = () => useMutation(updateSchoolMutationOptions());
export const useDeleteSchool = () => useMutation(deleteSchoolMutationOptions());

// カテゴリ -----------------------------------------------------------------------------------------------

/** One page of the store's カテゴリ list; a new page or filter shows the old page until it arrives. */
export const listProgramCategoriesQueryOptions = (params: ListProgramCategoriesParams = {}) =>
  queryOptions({
    queryKey: programCategoriesKeys.list(params),
    queryFn: ({ signal }) =>
      envelope(apiClient().GET('/api/program-categories', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

export const getProgramCategoryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: programCategoriesKeys.detail(id),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/program-categories/{id}', { ...byId(id), signal })),
  });

export const useProgramCategories = (params: ListProgramCategoriesParams = {}) =>
  useQuery(listProgramCategoriesQueryOptions(params));
export const useProgramCategory = (id: number) => useQuery(getProgramCategoryQueryOptions(id));

const refreshProgramCategories = (client: QueryClient) =>
  refresh(client, programCategoriesKeys.all, schoolsKeys.all, programsKeys.all);

export const createProgramCategoryMutationOptions = () =>
  mutationOptions({
    mutationKey: [...programCategoriesKeys.all, 'createProgramCategory'],
    mutationFn: (input: Schemas['ProgramCategoryInput']) =>
      unwrap(apiClient().POST('/api/program-categories', { body: input })),
    onSuccess: (_record, _input, _result, { client }) => refreshProgramCategories(client),
  });

export const updateProgramCategoryMutationOptions = () =>
  mutationOptions({
    mutationKey: [...programCategoriesKeys.all, 'updateProgramCategory'],
    mutationFn: ({ id, input }: { id: number; input: Schemas['ProgramCategoryInput'] }) =>
      unwrap(apiClient().PUT('/api/program-categories/{id}', { ...byId(id), body: input })),
    onSuccess: (_record, _input, _result, { client }) => refreshProgramCategories(client),
  });

export const deleteProgramCategoryMutationOptions = () =>
  mutationOptions({
    mutationKey: [...programCategoriesKeys.all, 'deleteProgramCategory'],
    mutationFn: (id: number) => envelope(apiClient().DELETE('/api/program-categories/{id}', byId(id))),
    onSuccess: (_null, _id, _result, { client }) => refreshProgramCategories(client),
  });

export const useCreateProgramCategory = () => useMutation(createProgramCategoryMutationOptions());
export const useUpdateProgramCategory = () => useMutation(updateProgramCategoryMutationOptions());
export const useDeleteProgramCategory = () => useMutation(deleteProgramCategoryMutationOptions());

// プログラム -----------------------------------------------------------------------------------------------

/** One page of the store's プログラム list; a new page or filter shows the old page until it arrives. */
export const listProgramsQueryOptions = (params: ListProgramsParams = {}) =>
  queryOptions({
    queryKey: programsKeys.list(params),
    queryFn: ({ signal }) =>
      envelope(apiClient().GET('/api/programs', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

/** A program with its fees of `month` ('YYYY-MM', this month when omitted) and its fee history. */
export const getProgramQueryOptions = (id: number, month?: string) =>
  queryOptions({
    queryKey: programsKeys.detail(id, month === undefined ? undefined : { month }),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient().GET('/api/programs/{id}', {
          params: { path: { id }, query: month === undefined ? {} : { month } },
          signal,
        }),
      ),
  });

export const usePrograms = (params: ListProgramsParams = {}) => useQuery(listProgramsQueryOptions(params));
export const useProgram = (id: number, month?: string) => useQuery(getProgramQueryOptions(id, month));

const refreshPrograms = (client: QueryClient) =>
  refresh(client, programsKeys.all, schoolsKeys.all, programCategoriesKeys.all);

export const createProgramMutationOptions = () =>
  mutationOptions({
    mutationKey: [...programsKeys.all, 'createProgram'],
    mutationFn: (input: Schemas['ProgramInput']) =>
      unwrap(apiClient().POST('/api/programs', { body: input })),
    onSuccess: (_record, _input, _result, { client }) => refreshPrograms(client),
  });

export const updateProgramMutationOptions = () =>
  mutationOptions({
    mutationKey: [...programsKeys.all, 'updateProgram'],
    mutationFn: ({ id, input }: { id: number; input: Schemas['ProgramInput'] }) =>
      unwrap(apiClient().PUT('/api/programs/{id}', { ...byId(id), body: input })),
    onSuccess: (_record, _input, _result, { client }) => refreshPrograms(client),
  });

export const deleteProgramMutationOptions = () =>
  mutationOptions({
    mutationKey: [...programsKeys.all, 'deleteProgram'],
    mutationFn: (id: number) => envelope(apiClient().DELETE('/api/programs/{id}', byId(id))),
    onSuccess: (_null, _id, _result, { client }) => refreshPrograms(client),
  });

export const useCreateProgram = () => useMutation(createProgramMutationOptions());
export const useUpdateProgram = () => useMutation(updateProgramMutationOptions());
export const useDeleteProgram = () => useMutation(deleteProgramMutationOptions());

// 級 -----------------------------------------------------------------------------------------------

/** One page of the store's 級 list; a new page or filter shows the old page until it arrives. */
export const listGradesQueryOptions = (params: ListGradesParams = {}) =>
  queryOptions({
    queryKey: gradesKeys.list(params),
    queryFn: ({ signal }) => envelope(apiClient().GET('/api/grades', { params: { query: params }, signal })),
    placeholderData: keepPreviousData,
  });

export const getGradeQueryOptions = (id: number) =>
  queryOptions({
    queryKey: gradesKeys.detail(id),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/grades/{id}', { ...byId(id), signal })),
  });

export const useGrades = (params: ListGradesParams = {}) => useQuery(listGradesQueryOptions(params));
export const useGrade = (id: number) => useQuery(getGradeQueryOptions(id));

const refreshGrades = (client: QueryClient) =>
  refresh(client, gradesKeys.all, schoolsKeys.all, programsKeys.all);

export const createGradeMutationOptions = () =>
  mutationOptions({
    mutationKey: [...gradesKeys.all, 'createGrade'],
    mutationFn: (input: Schemas['GradeInput']) => unwrap(apiClient().POST('/api/grades', { body: input })),
    onSuccess: (_record, _input, _result, { client }) => refreshGrades(client),
  });

export const updateGradeMutationOptions = () =>
  mutationOptions({
    mutationKey: [...gradesKeys.all, 'updateGrade'],
    mutationFn: ({ id, input }: { id: number; input: Schemas['GradeInput'] }) =>
      unwrap(apiClient().PUT('/api/grades/{id}', { ...byId(id), body: input })),
    onSuccess: (_record, _input, _result, { client }) => refreshGrades(client),
  });

export const deleteGradeMutationOptions = () =>
  mutationOptions({
    mutationKey: [...gradesKeys.all, 'deleteGrade'],
    mutationFn: (id: number) => envelope(apiClient().DELETE('/api/grades/{id}', byId(id))),
    onSuccess: (_null, _id, _result, { client }) => refreshGrades(client),
  });

export const useCreateGrade = () => useMutation(createGradeMutationOptions());
export const useUpdateGrade = () => useMutation(updateGradeMutationOptions());
export const useDeleteGrade = () => useMutation(deleteGradeMutationOptions());
