import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { byIdPath, call, mutation, operationKey, query, queryKeyOf } from './operation.ts';
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

/** Each report's GET operation, by the name its path and its CSV take. */
const REPORT_OPERATIONS = {
  daily: op.getDailyReport,
  sales: op.getSalesReport,
  'sales-transition': op.getSalesTransitionReport,
  members: op.getMembersReport,
  'member-achievement': op.getMemberAchievementReport,
  programs: op.getProgramsReport,
  attendance: op.getAttendanceReport,
  staff: op.getStaffReport,
  facilities: op.getFacilitiesReport,
  trials: op.getTrialsReport,
} as const satisfies Record<Exclude<ReportName, 'custom'>, { method: 'GET' }>;

type ReportPath = keyof typeof REPORT_OPERATIONS;

/** Keys of the report pages; each is the generated key of its operation (a CSV's params carry `format`). */
export const reportKeys = {
  all: ['reports'] as const,
  report: (name: ReportPath, params: object = {}) => queryKeyOf(REPORT_OPERATIONS[name], { query: params }),
  csv: (name: ReportPath, params: object = {}) =>
    queryKeyOf(REPORT_OPERATIONS[name], { query: { ...params, format: 'csv' } }),
};

/** Reports are read on demand and kept a minute (a month's figures do not move while the page is open). */
const reportCache = { staleTime: 60_000 } as const;

// Reports A -------------------------------------------------------------------------------------------------

export const getDailyReportQueryOptions = (params: DailyReportParams = {}) =>
  queryOptions({ ...query(op.getDailyReport, { query: params }), ...reportCache });
export const useDailyReport = (params: DailyReportParams = {}) =>
  useQuery(getDailyReportQueryOptions(params));

/** Signs a store's day; the daily report is read again to show who signed it. */
export const signOffDailyReportMutationOptions = () =>
  mutationOptions({
    ...mutation(op.signOffDailyReport, (input: DailySignOffInput) => ({ body: input })),
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: operationKey(op.getDailyReport) }),
  });
export const useSignOffDailyReport = () => useMutation(signOffDailyReportMutationOptions());

export const getSalesReportQueryOptions = (params: SalesReportParams = {}) =>
  queryOptions({ ...query(op.getSalesReport, { query: params }), ...reportCache });
export const useSalesReport = (params: SalesReportParams = {}) =>
  useQuery(getSalesReportQueryOptions(params));

export const getSalesTransitionReportQueryOptions = (params: SalesTransitionReportParams = {}) =>
  queryOptions({ ...query(op.getSalesTransitionReport, { query: params }), ...reportCache });
export const useSalesTransitionReport = (params: SalesTransitionReportParams = {}) =>
  useQuery(getSalesTransitionReportQueryOptions(params));

export const getMembersReportQueryOptions = (params: MembersReportParams = {}) =>
  queryOptions({ ...query(op.getMembersReport, { query: params }), ...reportCache });
export const useMembersReport = (params: MembersReportParams = {}) =>
  useQuery(getMembersReportQueryOptions(params));

export const getMemberAchievementReportQueryOptions = (params: MemberAchievementReportParams = {}) =>
  queryOptions({ ...query(op.getMemberAchievementReport, { query: params }), ...reportCache });
export const useMemberAchievementReport = (params: MemberAchievementReportParams = {}) =>
  useQuery(getMemberAchievementReportQueryOptions(params));

// Any report's CSV ------------------------------------------------------------------------------------------

/**
 * A report's CSV as a Blob (UTF-8 with BOM, formula-safe; `table` for one table only); fetched on demand,
 * never cached. Every report path answers `format=csv` the same way.
 */
export const reportCsvQueryOptions = (name: ReportPath, params: ReportParams = {}) =>
  queryOptions({
    queryKey: reportKeys.csv(name, params),
    queryFn: ({ signal }) =>
      // Every report path takes the common parameters; the operation is named by the report.
      call(
        REPORT_OPERATIONS[name] as typeof op.getSalesReport,
        { query: { ...params, format: 'csv' } },
        signal,
        'blob',
      ),
    staleTime: 0,
    gcTime: 0,
  });

// Reports B -------------------------------------------------------------------------------------------------

export const getProgramsReportQueryOptions = (params: ProgramsReportParams = {}) =>
  queryOptions({ ...query(op.getProgramsReport, { query: params }), ...reportCache });
export const useProgramsReport = (params: ProgramsReportParams = {}) =>
  useQuery(getProgramsReportQueryOptions(params));

/** `group_by`: day, week (Sunday-first) or month; by default the server picks by the period's length. */
export const getAttendanceReportQueryOptions = (params: AttendanceReportParams = {}) =>
  queryOptions({ ...query(op.getAttendanceReport, { query: params }), ...reportCache });
export const useAttendanceReport = (params: AttendanceReportParams = {}) =>
  useQuery(getAttendanceReportQueryOptions(params));

export const getStaffReportQueryOptions = (params: StaffReportParams = {}) =>
  queryOptions({ ...query(op.getStaffReport, { query: params }), ...reportCache });
export const useStaffReport = (params: StaffReportParams = {}) =>
  useQuery(getStaffReportQueryOptions(params));

export const getFacilitiesReportQueryOptions = (params: FacilitiesReportParams = {}) =>
  queryOptions({ ...query(op.getFacilitiesReport, { query: params }), ...reportCache });
export const useFacilitiesReport = (params: FacilitiesReportParams = {}) =>
  useQuery(getFacilitiesReportQueryOptions(params));

/** 体験 (issue 29): trials, enrolments from them and 入会率 by month and program. */
export const getTrialsReportQueryOptions = (params: TrialsReportParams = {}) =>
  queryOptions({ ...query(op.getTrialsReport, { query: params }), ...reportCache });
export const useTrialsReport = (params: TrialsReportParams = {}) =>
  useQuery(getTrialsReportQueryOptions(params));

// Custom reports: the builder runs a query (a mutation: it is sent, not cached), and saves it by name, shared
// in the store. The measures, dimensions and which measure takes which are @kayoi/domain/custom-reports.

type CustomReportRun = { params?: CustomReportRunParams; query: CustomReportQuery };

/** Runs a custom report; `params` the period, store and (with `format: 'csv'`) nothing else — use the JSON. */
export const runCustomReportMutationOptions = () =>
  mutation(op.runCustomReport, ({ params = {}, query: body }: CustomReportRun) => ({ query: params, body }));
export const useRunCustomReport = () => useMutation(runCustomReportMutationOptions());

/** A custom report's CSV as a Blob (UTF-8 with BOM, formula-safe), on demand. */
export const runCustomReportCsv = (body: CustomReportQuery, params: CustomReportRunParams = {}) =>
  call(op.runCustomReport, { query: { ...params, format: 'csv' }, body }, undefined, 'blob');

export const listCustomReportsQueryOptions = () => query(op.listCustomReports);
export const useCustomReports = () => useQuery(listCustomReportsQueryOptions());

export const getCustomReportQueryOptions = (id: number) => query(op.getCustomReport, { path: { id } });
export const useCustomReport = (id: number) => useQuery(getCustomReportQueryOptions(id));

/** A saved report added, changed or removed: the saved list and the saved reports are read again. */
const refreshSaved = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: operationKey(op.listCustomReports) }),
    client.invalidateQueries({ queryKey: operationKey(op.getCustomReport) }),
  ]);

export const createCustomReportMutationOptions = () =>
  mutationOptions({
    ...mutation(op.createCustomReport, (input: CustomReportInput) => ({ body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshSaved(client),
  });
export const useCreateCustomReport = () => useMutation(createCustomReportMutationOptions());

export const updateCustomReportMutationOptions = () =>
  mutationOptions({
    ...mutation(op.updateCustomReport, ({ id, input }: { id: number; input: CustomReportInput }) => ({
      path: { id },
      body: input,
    })),
    onSuccess: (_data, _input, _result, { client }) => refreshSaved(client),
  });
export const useUpdateCustomReport = () => useMutation(updateCustomReportMutationOptions());

export const deleteCustomReportMutationOptions = () =>
  mutationOptions({
    ...mutation(op.deleteCustomReport, byIdPath),
    onSuccess: (_data, _input, _result, { client }) => refreshSaved(client),
  });
export const useDeleteCustomReport = () => useMutation(deleteCustomReportMutationOptions());
