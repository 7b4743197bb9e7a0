import { RECENT_HISTORY_LIMIT } from '@kayoi/domain/constants';
import { hashKey, mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, unwrap } from '../client.ts';
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
    onSuccess: ({ customer, welcome }, _input, _result, { client }) => {
      const welcomeKey = attendanceKeys.welcome(customer.id);
      client.setQueryData(welcomeKey, welcome);
      void client.invalidateQueries({
        queryKey: attendanceKeys.customer(customer.id),
        predicate: (query) => query.queryHash !== hashKey(welcomeKey),
      });
      void client.invalidateQueries({ queryKey: [...attendanceKeys.all, 'status'] });
      void client.invalidateQueries({ queryKey: dashboardKeys.all });
    },
  });

export const useRecordCustomerAttendance = () => useMutation(recordCustomerAttendanceMutationOptions());
