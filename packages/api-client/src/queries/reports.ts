import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, byId, envelope, unwrap } from '../client.ts';
import type { components } from '../generated/schema.ts';
import type { QueryOf } from './types.ts';

// Reports (issue 18): every report answers one shape (`Report`: period, store, summary figures, charts,
// tables), so one generic page draws any of them; `reportCsvQueryOptions` fetches any report's CSV. Every
// figure is the server's. Reports A: daily (with its sign-off), sales, sales transition, members, member
// achievement; reports B adds programs, attendance, staff, facilities and custom below theirs.

type Schemas = components['schemas'];

export type Report = Schemas['Report'];
export type ReportName = Schemas['ReportName'];
export type ReportTable = Schemas['ReportTable'];
export type ReportChart = Schemas['ReportChart'];
export type ReportColumn = Schemas['ReportColumn'];
export type ReportFigure = Schemas['ReportFigure'];
export type ReportRow = Schemas['ReportRow'];
export type ReportCell = Schemas['ReportCell'];
export type ReportValueType = Schemas['ReportValueType'];
export type DailyReport = Schemas['DailyReport'];
export type DailySignOff = Schemas['DailySignOff'];
export type DailySignOffInput = Schemas['DailySignOffInput'];

/** What every report takes: the period, the store (`all`: the chain total, admins), and `format`/`table` for CSV. */
export type ReportParams = QueryOf<'getSalesReport'>;
export type DailyReportParams = QueryOf<'getDailyReport'>;
export type SalesReportParams = QueryOf<'getSalesReport'>;
export type SalesTransitionReportParams = QueryOf<'getSalesTransitionReport'>;
export type MembersReportParams = QueryOf<'getMembersReport'>;
export type MemberAchievementReportParams = QueryOf<'getMemberAchievementReport'>;

export const reportKeys = {
  all: ['reports'] as const,
  report: (name: ReportName, params: object = {}) => [...reportKeys.all, name, params] as const,
  csv: (name: ReportName, params: object = {}) => [...reportKeys.all, name, 'csv', params] as const,
};

/** Reports are read on demand and kept a minute (a month's figures do not move while the page is open). */
const reportCache = { staleTime: 60_000 } as const;

/**
 * A report's JSON answer: the paths also declare `text/csv` (format=csv), so the typed body is a union with
 * string; without `format=csv` it is always the JSON envelope.
 */
const reportJson = <R extends Report>(call: Promise<{ data?: unknown }>) =>
  unwrap(call as Promise<{ data?: { data?: R } }>);

// Reports A -------------------------------------------------------------------------------------------------

export const getDailyReportQueryOptions = (params: DailyReportParams = {}) =>
  queryOptions({
    queryKey: reportKeys.report('daily', params),
    queryFn: ({ signal }) =>
      reportJson<DailyReport>(apiClient().GET('/api/reports/daily', { params: { query: params }, signal })),
    ...reportCache,
  });
export const useDailyReport = (params: DailyReportParams = {}) =>
  useQuery(getDailyReportQueryOptions(params));

/** Signs a store's day; the daily report is read again to show who signed it. */
export const signOffDailyReportMutationOptions = () =>
  mutationOptions({
    mutationKey: [...reportKeys.all, 'signOffDailyReport'],
    mutationFn: (input: DailySignOffInput) =>
      unwrap(apiClient().POST('/api/reports/daily/sign-off', { body: input })),
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: [...reportKeys.all, 'daily'] }),
  });
export const useSignOffDailyReport = () => useMutation(signOffDailyReportMutationOptions());

export const getSalesReportQueryOptions = (params: SalesReportParams = {}) =>
  queryOptions({
    queryKey: reportKeys.report('sales', params),
    queryFn: ({ signal }) =>
      reportJson<Report>(apiClient().GET('/api/reports/sales', { params: { query: params }, signal })),
    ...reportCache,
  });
export const useSalesReport = (params: SalesReportParams = {}) =>
  useQuery(getSalesReportQueryOptions(params));

export const getSalesTransitionReportQueryOptions = (params: SalesTransitionReportParams = {}) =>
  queryOptions({
    queryKey: reportKeys.report('sales-transition', params),
    queryFn: ({ signal }) =>
      reportJson<Report>(
        apiClient().GET('/api/reports/sales-transition', { params: { query: params }, signal }),
      ),
    ...reportCache,
  });
export const useSalesTransitionReport = (params: SalesTransitionReportParams = {}) =>
  useQuery(getSalesTransitionReportQueryOptions(params));

export const getMembersReportQueryOptions = (params: MembersReportParams = {}) =>
  queryOptions({
    queryKey: reportKeys.report('members', params),
    queryFn: ({ signal }) =>
      reportJson<Report>(apiClient().GET('/api/reports/members', { params: { query: params }, signal })),
    ...reportCache,
  });
export const useMembersReport = (params: MembersReportParams = {}) =>
  useQuery(getMembersReportQueryOptions(params));

export const getMemberAchievementReportQueryOptions = (params: MemberAchievementReportParams = {}) =>
  queryOptions({
    queryKey: reportKeys.report('member-achievement', params),
    queryFn: ({ signal }) =>
      reportJson<Report>(
        apiClient().GET('/api/reports/member-achievement', { params: { query: params }, signal }),
      ),
    ...reportCache,
  });
export const useMemberAchievementReport = (params: MemberAchievementReportParams = {}) =>
  useQuery(getMemberAchievementReportQueryOptions(params));

// Any report's CSV ------------------------------------------------------------------------------------------

/**
 * A report's CSV as a Blob (UTF-8 with BOM, formula-safe; `table` for one table only); fetched on demand,
 * never cached. Every report path answers `format=csv` the same way.
 */
export const reportCsvQueryOptions = (name: Exclude<ReportName, 'custom'>, params: ReportParams = {}) =>
  queryOptions({
    queryKey: reportKeys.csv(name, params),
    queryFn: async ({ signal }) => {
      // Every report path takes the common parameters; the path is named by the report.
      const path = `/api/reports/${name}` as '/api/reports/sales';
      const { data } = await apiClient().GET(path, {
        params: { query: { ...params, format: 'csv' } },
        parseAs: 'blob',
        signal,
      });
      return data as unknown as Blob;
    },
    staleTime: 0,
    gcTime: 0,
  });

// Reports B -------------------------------------------------------------------------------------------------

export type CustomReportDefinition = Schemas['CustomReportDefinition'];
export type CustomReportInput = Schemas['CustomReportInput'];
export type CustomReportQuery = Schemas['CustomReportQuery'];
export type CustomReportMeasure = Schemas['CustomReportMeasure'];
export type CustomReportDimension = Schemas['CustomReportDimension'];
export type CustomReportFilters = Schemas['CustomReportFilters'];
export type ProgramsReportParams = QueryOf<'getProgramsReport'>;
export type AttendanceReportParams = QueryOf<'getAttendanceReport'>;
export type StaffReportParams = QueryOf<'getStaffReport'>;
export type FacilitiesReportParams = QueryOf<'getFacilitiesReport'>;
export type TrialsReportParams = QueryOf<'getTrialsReport'>;
export type CustomReportRunParams = QueryOf<'runCustomReport'>;

export const getProgramsReportQueryOptions = (params: ProgramsReportParams = {}) =>
  queryOptions({
    queryKey: reportKeys.report('programs', params),
    queryFn: ({ signal }) =>
      reportJson<Report>(apiClient().GET('/api/reports/programs', { params: { query: params }, signal })),
    ...reportCache,
  });
export const useProgramsReport = (params: ProgramsReportParams = {}) =>
  useQuery(getProgramsReportQueryOptions(params));

/** `group_by`: day, week (Sunday-first) or month; by default the server picks by the period's length. */
export const getAttendanceReportQueryOptions = (params: AttendanceReportParams = {}) =>
  queryOptions({
    queryKey: reportKeys.report('attendance', params),
    queryFn: ({ signal }) =>
      reportJson<Report>(apiClient().GET('/api/reports/attendance', { params: { query: params }, signal })),
    ...reportCache,
  });
export const useAttendanceReport = (params: AttendanceReportParams = {}) =>
  useQuery(getAttendanceReportQueryOptions(params));

export const getStaffReportQueryOptions = (params: StaffReportParams = {}) =>
  queryOptions({
    queryKey: reportKeys.report('staff', params),
    queryFn: ({ signal }) =>
      reportJson<Report>(apiClient().GET('/api/reports/staff', { params: { query: params }, signal })),
    ...reportCache,
  });
export const useStaffReport = (params: StaffReportParams = {}) =>
  useQuery(getStaffReportQueryOptions(params));

export const getFacilitiesReportQueryOptions = (params: FacilitiesReportParams = {}) =>
  queryOptions({
    queryKey: reportKeys.report('facilities', params),
    queryFn: ({ signal }) =>
      reportJson<Report>(apiClient().GET('/api/reports/facilities', { params: { query: params }, signal })),
    ...reportCache,
  });
export const useFacilitiesReport = (params: FacilitiesReportParams = {}) =>
  useQuery(getFacilitiesReportQueryOptions(params));

/** 体験 (issue 29): trials, enrolments from them and 入会率 by month and program. */
export const getTrialsReportQueryOptions = (params: TrialsReportParams = {}) =>
  queryOptions({
    queryKey: reportKeys.report('trials', params),
    queryFn: ({ signal }) =>
      reportJson<Report>(apiClient().GET('/api/reports/trials', { params: { query: params }, signal })),
    ...reportCache,
  });
export const useTrialsReport = (params: TrialsReportParams = {}) =>
  useQuery(getTrialsReportQueryOptions(params));

// Custom reports: the builder runs a query (a mutation: it is sent, not cached), and saves it by name, shared
// in the store. The measures, dimensions and which measure takes which are @kayoi/domain/custom-reports.

const customKeys = {
  list: () => [...reportKeys.all, 'custom', 'saved'] as const,
  one: (id: number) => [...reportKeys.all, 'custom', 'saved', id] as const,
};

/** Runs a custom report; `params` the period, store and (with `format: 'csv'`) nothing else — use the JSON. */
export const runCustomReportMutationOptions = () =>
  mutationOptions({
    mutationKey: [...reportKeys.all, 'runCustomReport'],
    mutationFn: ({ params = {}, query }: { params?: CustomReportRunParams; query: CustomReportQuery }) =>
      reportJson<Report>(
        apiClient().POST('/api/reports/custom/run', { params: { query: params }, body: query }),
      ),
  });
export const useRunCustomReport = () => useMutation(runCustomReportMutationOptions());

/** A custom report's CSV as a Blob (UTF-8 with BOM, formula-safe), on demand. */
export async function runCustomReportCsv(query: CustomReportQuery, params: CustomReportRunParams = {}) {
  const { data } = await apiClient().POST('/api/reports/custom/run', {
    params: { query: { ...params, format: 'csv' } },
    body: query,
    parseAs: 'blob',
  });
  return data as unknown as Blob;
}

export const listCustomReportsQueryOptions = () =>
  queryOptions({
    queryKey: customKeys.list(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/reports/custom', { signal })),
  });
export const useCustomReports = () => useQuery(listCustomReportsQueryOptions());

export const getCustomReportQueryOptions = (id: number) =>
  queryOptions({
    queryKey: customKeys.one(id),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/reports/custom/{id}', { params: { path: { id } }, signal })),
  });
export const useCustomReport = (id: number) => useQuery(getCustomReportQueryOptions(id));

export const createCustomReportMutationOptions = () =>
  mutationOptions({
    mutationKey: [...reportKeys.all, 'createCustomReport'],
    mutationFn: (input: CustomReportInput) =>
      unwrap(apiClient().POST('/api/reports/custom', { body: input })),
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: customKeys.list() }),
  });
export const useCreateCustomReport = () => useMutation(createCustomReportMutationOptions());

export const updateCustomReportMutationOptions = () =>
  mutationOptions({
    mutationKey: [...reportKeys.all, 'updateCustomReport'],
    mutationFn: ({ id, input }: { id: number; input: CustomReportInput }) =>
      unwrap(apiClient().PUT('/api/reports/custom/{id}', { params: { path: { id } }, body: input })),
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: customKeys.list() }),
  });
export const useUpdateCustomReport = () => useMutation(updateCustomReportMutationOptions());

export const deleteCustomReportMutationOptions = () =>
  mutationOptions({
    mutationKey: [...reportKeys.all, 'deleteCustomReport'],
    mutationFn: (id: number) => envelope(apiClient().DELETE('/api/reports/custom/{id}', byId(id))),
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: customKeys.list() }),
  });
export const useDeleteCustomReport = () => useMutation(deleteCustomReportMutationOptions());
