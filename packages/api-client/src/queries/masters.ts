import {
  keepPreviousData,
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { staleTimes } from '../policy.ts';
import { multipartBody } from './formData.ts';
import { byIdPath, mutation, operationKey, query } from './operation.ts';
import type { QueryOf } from './types.ts';

// School setup (issue 13): the masters a school enters for itself — stores (and their calendar), facilities
// with lanes, schools, program categories, programs with their fees by month, grades. The calls are generated
// (src/queries/operation.ts); written here is what a write refreshes and how the lists page.

type Schemas = components['schemas'];

/** The lists' query parameters (search, filters, page, per_page), by operation. */
export type ListStoresParams = QueryOf<'listStores'>;
export type ListFacilitiesParams = QueryOf<'listFacilities'>;
export type ListSchoolsParams = QueryOf<'listSchools'>;
export type ListProgramCategoriesParams = QueryOf<'listProgramCategories'>;
export type ListProgramsParams = QueryOf<'listPrograms'>;
export type ListGradesParams = QueryOf<'listGrades'>;

/** After a write: every query of these tags (the resource's lists and records, and what shows counts of it). */
const refresh = (client: QueryClient, ...tags: readonly string[]) =>
  Promise.all(tags.map((tag) => client.invalidateQueries({ queryKey: [tag] })));

/** The update mutations' variables: the record's id and the form's input. */
const idAndInput = <I>({ id, input }: { id: number; input: I }) => ({ path: { id }, body: input });
const asBody = <I>(input: I) => ({ body: input });

// Stores ---------------------------------------------------------------------------------------------------

/** One page of the store master (admins): words and 有効/無効; the store selector reads the first page whole. */
export const listStoreMastersQueryOptions = (params: ListStoresParams = {}) =>
  queryOptions({ ...query(op.listStores, { query: params }), placeholderData: keepPreviousData });

export const useStoreMasters = (params: ListStoresParams = {}) =>
  useQuery(listStoreMastersQueryOptions(params));

/** A store's whole record: admins any store, the others their own. */
export const getStoreQueryOptions = (id: number) =>
  queryOptions({ ...query(op.getStore, { path: { id } }), staleTime: staleTimes.stores });

/** The store's days of a month ('YYYY-MM'): open with its hours, or closed and why. */
export const getStoreCalendarQueryOptions = (id: number, month: string) =>
  queryOptions({
    ...query(op.getStoreCalendar, { path: { id }, query: { month } }),
    staleTime: staleTimes.stores,
  });

export const useStore = (id: number) => useQuery(getStoreQueryOptions(id));
export const useStoreCalendar = (id: number, month: string) =>
  useQuery(getStoreCalendarQueryOptions(id, month));

export const createStoreMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createStore, asBody<Schemas['StoreInput']>),
    onSuccess: (_store, _input, _result, { client }) => refresh(client, 'stores'),
  });

export const updateStoreMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateStore, idAndInput<Schemas['StoreInput']>),
    onSuccess: (_store, _input, _result, { client }) => refresh(client, 'stores'),
  });

export const deleteStoreMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteStore, byIdPath),
    onSuccess: (_null, _id, _result, { client }) => refresh(client, 'stores'),
  });

/** A new or removed logo: the store's record, and the sign-up form's choices (which carry each store's logo). */
const refreshLogo = (client: QueryClient) =>
  Promise.all([
    refresh(client, 'stores'),
    client.invalidateQueries({ queryKey: operationKey(op.getPreRegistrationFormOptions) }),
  ]);

/**
 * The school's logo on the public sign-up form (a PNG, JPEG or WebP Blob, judged by its bytes on the server);
 * the form's choices are read again so a form open in this browser shows the new one.
 */
export const updateStoreLogoMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateStoreLogo, ({ id, logo }: { id: number; logo: Blob }) => ({
      path: { id },
      body: multipartBody<{ logo: string }>({ logo }),
    })),
    onSuccess: (_store, _input, _result, { client }) => refreshLogo(client),
  });

export const deleteStoreLogoMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteStoreLogo, byIdPath),
    onSuccess: (_store, _id, _result, { client }) => refreshLogo(client),
  });

export const useCreateStore = () => useMutation(createStoreMutationOptions());
export const useUpdateStore = () => useMutation(updateStoreMutationOptions());
export const useDeleteStore = () => useMutation(deleteStoreMutationOptions());
export const useUpdateStoreLogo = () => useMutation(updateStoreLogoMutationOptions());
export const useDeleteStoreLogo = () => useMutation(deleteStoreLogoMutationOptions());

// 施設 -----------------------------------------------------------------------------------------------

/** One page of the store's 施設 list; a new page or filter shows the old page until it arrives. */
export const listFacilitiesQueryOptions = (params: ListFacilitiesParams = {}) =>
  queryOptions({ ...query(op.listFacilities, { query: params }), placeholderData: keepPreviousData });

export const getFacilityQueryOptions = (id: number) => query(op.getFacility, { path: { id } });

export const useFacilities = (params: ListFacilitiesParams = {}) =>
  useQuery(listFacilitiesQueryOptions(params));
export const useFacility = (id: number) => useQuery(getFacilityQueryOptions(id));

export const createFacilityMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createFacility, asBody<Schemas['FacilityInput']>),
    onSuccess: (_record, _input, _result, { client }) => refresh(client, 'facilities'),
  });

export const updateFacilityMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateFacility, idAndInput<Schemas['FacilityInput']>),
    onSuccess: (_record, _input, _result, { client }) => refresh(client, 'facilities'),
  });

export const deleteFacilityMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteFacility, byIdPath),
    onSuccess: (_null, _id, _result, { client }) => refresh(client, 'facilities'),
  });

export const useCreateFacility = () => useMutation(createFacilityMutationOptions());
export const useUpdateFacility = () => useMutation(updateFacilityMutationOptions());
export const useDeleteFacility = () => useMutation(deleteFacilityMutationOptions());

// スクール -----------------------------------------------------------------------------------------------

/** One page of the store's スクール list; a new page or filter shows the old page until it arrives. */
export const listSchoolsQueryOptions = (params: ListSchoolsParams = {}) =>
  queryOptions({ ...query(op.listSchools, { query: params }), placeholderData: keepPreviousData });

export const getSchoolQueryOptions = (id: number) => query(op.getSchool, { path: { id } });

export const useSchools = (params: ListSchoolsParams = {}) => useQuery(listSchoolsQueryOptions(params));
export const useSchool = (id: number) => useQuery(getSchoolQueryOptions(id));

/** A school's categories, programs and grades show its name. */
const refreshSchools = (client: QueryClient) =>
  refresh(client, 'schools', 'programCategories', 'programs', 'grades');

export const createSchoolMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createSchool, asBody<Schemas['SchoolInput']>),
    onSuccess: (_record, _input, _result, { client }) => refreshSchools(client),
  });

export const updateSchoolMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateSchool, idAndInput<Schemas['SchoolInput']>),
    onSuccess: (_record, _input, _result, { client }) => refreshSchools(client),
  });

export const deleteSchoolMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteSchool, byIdPath),
    onSuccess: (_null, _id, _result, { client }) => refreshSchools(client),
  });

export const useCreateSchool = () => useMutation(createSchoolMutationOptions());
export const useUpdateSchool = () => useMutation(updateSchoolMutationOptions());
export const useDeleteSchool = () => useMutation(deleteSchoolMutationOptions());

// カテゴリ -----------------------------------------------------------------------------------------------

/** One page of the store's カテゴリ list; a new page or filter shows the old page until it arrives. */
export const listProgramCategoriesQueryOptions = (params: ListProgramCategoriesParams = {}) =>
  queryOptions({ ...query(op.listProgramCategories, { query: params }), placeholderData: keepPreviousData });

export const getProgramCategoryQueryOptions = (id: number) => query(op.getProgramCategory, { path: { id } });

export const useProgramCategories = (params: ListProgramCategoriesParams = {}) =>
  useQuery(listProgramCategoriesQueryOptions(params));
export const useProgramCategory = (id: number) => useQuery(getProgramCategoryQueryOptions(id));

/** Schools and programs show their categories. */
const refreshProgramCategories = (client: QueryClient) =>
  refresh(client, 'programCategories', 'schools', 'programs');

export const createProgramCategoryMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createProgramCategory, asBody<Schemas['ProgramCategoryInput']>),
    onSuccess: (_record, _input, _result, { client }) => refreshProgramCategories(client),
  });

export const updateProgramCategoryMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateProgramCategory, idAndInput<Schemas['ProgramCategoryInput']>),
    onSuccess: (_record, _input, _result, { client }) => refreshProgramCategories(client),
  });

export const deleteProgramCategoryMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteProgramCategory, byIdPath),
    onSuccess: (_null, _id, _result, { client }) => refreshProgramCategories(client),
  });

export const useCreateProgramCategory = () => useMutation(createProgramCategoryMutationOptions());
export const useUpdateProgramCategory = () => useMutation(updateProgramCategoryMutationOptions());
export const useDeleteProgramCategory = () => useMutation(deleteProgramCategoryMutationOptions());

// プログラム -----------------------------------------------------------------------------------------------

/** One page of the store's プログラム list; a new page or filter shows the old page until it arrives. */
export const listProgramsQueryOptions = (params: ListProgramsParams = {}) =>
  queryOptions({ ...query(op.listPrograms, { query: params }), placeholderData: keepPreviousData });

/** A program with its fees of `month` ('YYYY-MM', this month when omitted) and its fee history. */
export const getProgramQueryOptions = (id: number, month?: string) =>
  query(op.getProgram, { path: { id }, query: month === undefined ? {} : { month } });

export const usePrograms = (params: ListProgramsParams = {}) => useQuery(listProgramsQueryOptions(params));
export const useProgram = (id: number, month?: string) => useQuery(getProgramQueryOptions(id, month));

/** Schools and categories show counts of their programs. */
const refreshPrograms = (client: QueryClient) => refresh(client, 'programs', 'schools', 'programCategories');

export const createProgramMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createProgram, asBody<Schemas['ProgramInput']>),
    onSuccess: (_record, _input, _result, { client }) => refreshPrograms(client),
  });

export const updateProgramMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateProgram, idAndInput<Schemas['ProgramInput']>),
    onSuccess: (_record, _input, _result, { client }) => refreshPrograms(client),
  });

export const deleteProgramMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteProgram, byIdPath),
    onSuccess: (_null, _id, _result, { client }) => refreshPrograms(client),
  });

export const useCreateProgram = () => useMutation(createProgramMutationOptions());
export const useUpdateProgram = () => useMutation(updateProgramMutationOptions());
export const useDeleteProgram = () => useMutation(deleteProgramMutationOptions());

// 級 -----------------------------------------------------------------------------------------------

/** One page of the store's 級 list; a new page or filter shows the old page until it arrives. */
export const listGradesQueryOptions = (params: ListGradesParams = {}) =>
  queryOptions({ ...query(op.listGrades, { query: params }), placeholderData: keepPreviousData });

export const getGradeQueryOptions = (id: number) => query(op.getGrade, { path: { id } });

export const useGrades = (params: ListGradesParams = {}) => useQuery(listGradesQueryOptions(params));
export const useGrade = (id: number) => useQuery(getGradeQueryOptions(id));

/** Schools and programs show their grades. */
const refreshGrades = (client: QueryClient) => refresh(client, 'grades', 'schools', 'programs');

export const createGradeMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createGrade, asBody<Schemas['GradeInput']>),
    onSuccess: (_record, _input, _result, { client }) => refreshGrades(client),
  });

export const updateGradeMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateGrade, idAndInput<Schemas['GradeInput']>),
    onSuccess: (_record, _input, _result, { client }) => refreshGrades(client),
  });

export const deleteGradeMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteGrade, byIdPath),
    onSuccess: (_null, _id, _result, { client }) => refreshGrades(client),
  });

export const useCreateGrade = () => useMutation(createGradeMutationOptions());
export const useUpdateGrade = () => useMutation(updateGradeMutationOptions());
export const useDeleteGrade = () => useMutation(deleteGradeMutationOptions());

/** A school's ladder saved from the bulk table (`id` is the school's): every row or none. */
export const saveGradeLadderMutationOptions = () =>
  mutationOptions({
    ...mutation(op.saveGradeLadder, idAndInput<Schemas['GradeLadderInput']>),
    onSuccess: (_result, _input, _answer, { client }) => refreshGrades(client),
  });
export const useSaveGradeLadder = () => useMutation(saveGradeLadderMutationOptions());

// マスタのCSV取り込み (issue 29): a preview (`dryRun`) writes nothing; an import refreshes what it may have made.

interface MasterImportVariables {
  /** The chosen .csv or .xlsx (its name tells the server the format). */
  file: File;
  dryRun: boolean;
}

const importBody = ({ file, dryRun }: MasterImportVariables) => ({
  body: multipartBody<{ file: string; dry_run?: '0' | '1' }>({ file, dry_run: dryRun ? '1' : '0' }),
});

export const importProgramsMutationOptions = () =>
  mutationOptions({
    ...mutation(op.importPrograms, importBody),
    onSuccess: (result, _input, _answer, { client }) =>
      result.dry_run ? undefined : refreshPrograms(client),
  });
export const useImportPrograms = () => useMutation(importProgramsMutationOptions());

export const importGradesMutationOptions = () =>
  mutationOptions({
    ...mutation(op.importGrades, importBody),
    onSuccess: (result, _input, _answer, { client }) => (result.dry_run ? undefined : refreshGrades(client)),
  });
export const useImportGrades = () => useMutation(importGradesMutationOptions());

// Copying masters between stores and the swim-school template (issue 29): previews write nothing; a copy or a
// template refreshes every master it may have made.

export const previewMasterCopyMutationOptions = () =>
  mutationOptions(mutation(op.previewMasterCopy, asBody<Schemas['MasterCopyInput']>));
export const applyMasterCopyMutationOptions = () =>
  mutationOptions({
    ...mutation(op.applyMasterCopy, asBody<Schemas['MasterCopyInput']>),
    onSuccess: (_plan, _input, _result, { client }) => refreshSchools(client),
  });
export const previewMasterTemplateMutationOptions = () =>
  mutationOptions(mutation(op.previewMasterTemplate, asBody<Schemas['MasterTemplateInput']>));
export const applyMasterTemplateMutationOptions = () =>
  mutationOptions({
    ...mutation(op.applyMasterTemplate, asBody<Schemas['MasterTemplateInput']>),
    onSuccess: (_plan, _input, _result, { client }) => refreshSchools(client),
  });

export const usePreviewMasterCopy = () => useMutation(previewMasterCopyMutationOptions());
export const useApplyMasterCopy = () => useMutation(applyMasterCopyMutationOptions());
export const usePreviewMasterTemplate = () => useMutation(previewMasterTemplateMutationOptions());
export const useApplyMasterTemplate = () => useMutation(applyMasterTemplateMutationOptions());
