import { attendanceChangeOfTap } from '@kayoi/domain/attendance';
import { RECENT_HISTORY_LIMIT } from '@kayoi/domain/constants';
import { hashKey, mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client.ts';
import type { components } from '../generated/schema.ts';
import { staleTimes } from '../policy.ts';
import { dashboardKeys } from './dashboard.ts';
import type { CustomerAttendanceInput, RecentHistoryParams } from './types.ts';

export const attendanceKeys = {
  all: ['attendance'] as const,
  customer: (customerId: number) => [...attendanceKeys.all, 'customer', customerId] as const,
  overtimeCount: (customerId: number) => [...attendanceKeys.customer(customerId), 'overtimeCount'] as const,
  monthlyCount: (customerId: number) => [...attendanceKeys.customer(customerId), 'monthlyCount'] as const,
  contract: (customerId: number) => [...attendanceKeys.customer(customerId), 'contract'] as const,
  recentHistory: (customerId: number, params: RecentHistoryParams) =>
    [...attendanceKeys.customer(customerId), 'recentHistory', params] as const,
  /** The welcome display's one answer (GET /api/attendance/welcome/{customerId}; frontDeskKeys.welcome). */
  welcome: (customerId: number) => [...attendanceKeys.customer(customerId), 'welcome'] as const,
};

type AttendanceStatusData = components['schemas']['AttendanceStatus'];
type AttendanceChange = NonNullable<components['schemas']['AttendanceChangedEvent']['payload']>;
/** How many latest entries and exits the status keeps (its `recent`: at most 20). */
const RECENT_KEPT = 20;

/**
 * The current status after one tap, from the `attendance.changed` event's payload (issue 30): the desk patches
 * its copy instead of reading the whole status again. The same copy when the change is in it already; undefined
 * when it cannot be applied (no copy, a server that sends no entry, another day): then it is read again.
 */
export function patchAttendanceStatus(
  status: AttendanceStatusData | undefined,
  change: AttendanceChange | undefined,
): AttendanceStatusData | undefined {
  if (!status || !change?.entry || change.day !== status.date) return undefined;
  const { entry, visitor } = change;
  // Already in the copy (the desk's own answer patched it before the event came): nothing to do.
  if (status.recent.some((r) => r.attendance_id === entry.attendance_id && r.action === entry.action))
    return status;
  const recent = [entry, ...status.recent].slice(0, RECENT_KEPT);
  if (entry.action === 'check_in') {
    if (!visitor) return undefined;
    // Longest stay first: the new visitor goes last.
    const inside = [...status.inside.filter((v) => v.attendance_id !== visitor.attendance_id), visitor];
    return {
      ...status,
      inside,
      inside_count: inside.length,
      checked_in_today: status.checked_in_today + 1,
      recent,
    };
  }
  const inside = status.inside.filter((v) => v.attendance_id !== entry.attendance_id);
  return {
    ...status,
    inside,
    inside_count: inside.length,
    checked_out_today: status.checked_out_today + 1,
    recent,
  };
}

const path = (customerId: number) => ({ path: { customerId } });

export const getCustomerOvertimeCountQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: attendanceKeys.overtimeCount(customerId),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient().GET('/api/attendance/overtime-count/{customerId}', { params: path(customerId), signal }),
      ),
    staleTime: staleTimes.attendance,
  });

export const getCustomerMonthlyCountQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: attendanceKeys.monthlyCount(customerId),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient().GET('/api/attendance/monthly-count/{customerId}', { params: path(customerId), signal }),
      ),
    staleTime: staleTimes.attendance,
  });

export const getCustomerContractQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: attendanceKeys.contract(customerId),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/attendance/contract/{customerId}', { params: path(customerId), signal })),
    staleTime: staleTimes.attendance,
  });

export const getCustomerRecentHistoryQueryOptions = (
  customerId: number,
  params: RecentHistoryParams = { limit: RECENT_HISTORY_LIMIT },
) =>
  queryOptions({
    queryKey: attendanceKeys.recentHistory(customerId, params),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient().GET('/api/attendance/recent-history/{customerId}', {
          params: { ...path(customerId), query: params },
          signal,
        }),
      ),
    staleTime: staleTimes.attendance,
  });

export const useCustomerOvertimeCount = (customerId: number) =>
  useQuery(getCustomerOvertimeCountQueryOptions(customerId));
export const useCustomerMonthlyCount = (customerId: number) =>
  useQuery(getCustomerMonthlyCountQueryOptions(customerId));
export const useCustomerContract = (customerId: number) =>
  useQuery(getCustomerContractQueryOptions(customerId));
export const useCustomerRecentHistory = (customerId: number, params?: RecentHistoryParams) =>
  useQuery(getCustomerRecentHistoryQueryOptions(customerId, params));

/**
 * A card tap or tablet entry. The answer carries the welcome display (`welcome`), kept as the welcome
 * query's data, so the display needs no second request. The customer's other counts and history change, and
 * so do the status and the dashboard's occupancy: they are read again, and the mutation does not wait for
 * them (the desk shows the tap's answer at once).
 */
export const recordCustomerAttendanceMutationOptions = () =>
  mutationOptions({
    mutationKey: [...attendanceKeys.all, 'recordCustomerAttendance'],
    mutationFn: (input: CustomerAttendanceInput) =>
      unwrap(apiClient().POST('/api/attendance/customer', { body: input })),
    onSuccess: (answer, _input, _result, { client }) => {
      const { customer, welcome } = answer;
      const welcomeKey = attendanceKeys.welcome(customer.id);
      client.setQueryData(welcomeKey, welcome);
      void client.invalidateQueries({
        queryKey: attendanceKeys.customer(customer.id),
        predicate: (query) => query.queryHash !== hashKey(welcomeKey),
      });
      // The current status takes the tap from the answer; read again only when it cannot (issue 30).
      const statusKey = [...attendanceKeys.all, 'status'];
      const patched = patchAttendanceStatus(
        client.getQueryData(statusKey),
        attendanceChangeOfTap(answer, Date.parse(answer.attendance.check_in_at)),
      );
      if (patched) client.setQueryData(statusKey, patched);
      else void client.invalidateQueries({ queryKey: statusKey });
      void client.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });

export const useRecordCustomerAttendance = () => useMutation(recordCustomerAttendanceMutationOptions());
