import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client.ts';
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
