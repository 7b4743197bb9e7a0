import { attendanceChangeOfTap } from '@kayoi/domain/attendance';
import { RECENT_HISTORY_LIMIT } from '@kayoi/domain/constants';
import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { staleTimes } from '../policy.ts';
import { dashboardKeys } from './dashboard.ts';
import { mutation, query, queryKeyOf } from './operation.ts';
import type { CustomerAttendanceInput, RecentHistoryParams } from './types.ts';

const path = (customerId: number) => ({ path: { customerId } });

/** Keys the desk, the live events and the tests name; each is the generated key of its operation. */
export const attendanceKeys = {
  all: ['attendance'] as const,
  overtimeCount: (customerId: number) => queryKeyOf(op.getCustomerOvertimeCount, path(customerId)),
  monthlyCount: (customerId: number) => queryKeyOf(op.getCustomerMonthlyCount, path(customerId)),
  contract: (customerId: number) => queryKeyOf(op.getCustomerContract, path(customerId)),
  /** Without params: every page of the customer's history (keys match partially on invalidation). */
  recentHistory: (customerId: number, params?: RecentHistoryParams) =>
    queryKeyOf(
      op.getCustomerRecentHistory,
      params ? { ...path(customerId), query: params } : path(customerId),
    ),
  /** The welcome display's one answer (GET /api/attendance/welcome/{customerId}; frontDeskKeys.welcome). */
  welcome: (customerId: number) => queryKeyOf(op.getCustomerWelcome, path(customerId)),
  /** Who is inside now (frontDeskKeys.status). */
  status: () => queryKeyOf(op.getAttendanceStatus),
};

/** A tap changes the customer's counts, contract use and history (the welcome is the tap's own answer). */
const refreshCustomerCounts = (client: QueryClient, customerId: number) =>
  Promise.all(
    [
      attendanceKeys.overtimeCount(customerId),
      attendanceKeys.monthlyCount(customerId),
      attendanceKeys.contract(customerId),
      attendanceKeys.recentHistory(customerId),
    ].map((queryKey) => client.invalidateQueries({ queryKey })),
  );

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

/** Every count of the desk's customer panel: read on demand, fresh for the attendance stale time. */
const attendanceCache = { staleTime: staleTimes.attendance } as const;

export const getCustomerOvertimeCountQueryOptions = (customerId: number) =>
  queryOptions({ ...query(op.getCustomerOvertimeCount, path(customerId)), ...attendanceCache });

export const getCustomerMonthlyCountQueryOptions = (customerId: number) =>
  queryOptions({ ...query(op.getCustomerMonthlyCount, path(customerId)), ...attendanceCache });

export const getCustomerContractQueryOptions = (customerId: number) =>
  queryOptions({ ...query(op.getCustomerContract, path(customerId)), ...attendanceCache });

export const getCustomerRecentHistoryQueryOptions = (
  customerId: number,
  params: RecentHistoryParams = { limit: RECENT_HISTORY_LIMIT },
) =>
  queryOptions({
    ...query(op.getCustomerRecentHistory, { ...path(customerId), query: params }),
    ...attendanceCache,
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
    ...mutation(op.recordCustomerAttendance, (input: CustomerAttendanceInput) => ({ body: input })),
    onSuccess: (answer, _input, _result, { client }) => {
      const { customer, welcome } = answer;
      client.setQueryData(attendanceKeys.welcome(customer.id), welcome);
      void refreshCustomerCounts(client, customer.id);
      // The current status takes the tap from the answer; read again only when it cannot (issue 30).
      const statusKey = attendanceKeys.status();
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
