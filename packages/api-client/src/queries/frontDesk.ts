import { mutationOptions, queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { apiClient, byId, unwrap } from '../client.ts';
import { pollIntervals, staleTimes } from '../policy.ts';
import { attendanceKeys } from './attendance.ts';

export { patchAttendanceStatus } from './attendance.ts';

import type {
  LessonCardTapInput,
  LessonMarkInput,
  NfcCardHolderType,
  NfcCardIssueInput,
  TabletLessonsParams,
} from './types.ts';

// The front desk beyond the seed's attendance calls: the welcome answer, the current status, the tablet,
// the card registry and the staff list (issue 5).

export const frontDeskKeys = {
  welcome: attendanceKeys.welcome,
  status: () => [...attendanceKeys.all, 'status'] as const,
  tablet: ['tabletAttendance'] as const,
  tabletLessons: (params: TabletLessonsParams) => [...frontDeskKeys.tablet, 'lessons', params] as const,
  cards: ['nfcCards'] as const,
  holderCards: (holderType: NfcCardHolderType, holderId: number) =>
    [...frontDeskKeys.cards, holderType, holderId] as const,
  staffs: ['staffs'] as const,
  staffList: () => [...frontDeskKeys.staffs, 'list'] as const,
  staff: (id: number) => [...frontDeskKeys.staffs, id] as const,
};

/** Everything the check-in/out display shows, in one answer (read right after the tap). */
export const getCustomerWelcomeQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: frontDeskKeys.welcome(customerId),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient().GET('/api/attendance/welcome/{customerId}', { params: { path: { customerId } }, signal }),
      ),
    staleTime: 0,
  });

/** Who is inside now: refreshed by the store's `attendance.changed` events, polled as a fallback. */
export const getAttendanceStatusQueryOptions = () =>
  queryOptions({
    queryKey: frontDeskKeys.status(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/attendance/current-status', { signal })),
    staleTime: staleTimes.frontDeskLive,
    refetchInterval: pollIntervals.frontDeskLive,
  });

export const listTabletLessonsQueryOptions = (params: TabletLessonsParams = {}) =>
  queryOptions({
    queryKey: frontDeskKeys.tabletLessons(params),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/tablet-attendance/lessons', { params: { query: params }, signal })),
    staleTime: staleTimes.frontDeskLive,
    refetchInterval: pollIntervals.frontDeskLive,
  });

export const listNfcCardsQueryOptions = (holderType: NfcCardHolderType, holderId: number) =>
  queryOptions({
    queryKey: frontDeskKeys.holderCards(holderType, holderId),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient().GET('/api/nfc-cards', {
          params: { query: { holder_type: holderType, holder_id: holderId } },
          signal,
        }),
      ),
  });

export const listStaffsQueryOptions = () =>
  queryOptions({
    queryKey: frontDeskKeys.staffList(),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/staffs', { signal })),
  });

export const getStaffQueryOptions = (id: number) =>
  queryOptions({
    queryKey: frontDeskKeys.staff(id),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/staffs/{id}', { ...byId(id), signal })),
  });

export const useCustomerWelcome = (customerId: number) =>
  useQuery(getCustomerWelcomeQueryOptions(customerId));
export const useAttendanceStatus = () => useQuery(getAttendanceStatusQueryOptions());
export const useTabletLessons = (params?: TabletLessonsParams) =>
  useQuery(listTabletLessonsQueryOptions(params));
export const useNfcCards = (holderType: NfcCardHolderType, holderId: number) =>
  useQuery(listNfcCardsQueryOptions(holderType, holderId));
export const useStaffs = () => useQuery(listStaffsQueryOptions());
export const useStaff = (id: number) => useQuery(getStaffQueryOptions(id));

export interface LessonMarkVariables extends LessonMarkInput {
  classId: number;
  customerId: number;
}

export const markLessonAttendanceMutationOptions = () =>
  mutationOptions({
    mutationKey: [...frontDeskKeys.tablet, 'markLessonAttendance'],
    mutationFn: ({ classId, customerId, ...body }: LessonMarkVariables) =>
      unwrap(
        apiClient().PUT('/api/tablet-attendance/lessons/{classId}/members/{customerId}', {
          params: { path: { classId, customerId } },
          body,
        }),
      ),
    onSuccess: (_member, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: frontDeskKeys.tablet }),
  });

export const clearLessonAttendanceMutationOptions = () =>
  mutationOptions({
    mutationKey: [...frontDeskKeys.tablet, 'clearLessonAttendance'],
    mutationFn: ({ classId, customerId, date }: Omit<LessonMarkVariables, 'status'>) =>
      unwrap(
        apiClient().DELETE('/api/tablet-attendance/lessons/{classId}/members/{customerId}', {
          params: { path: { classId, customerId }, query: { date } },
        }),
      ),
    onSuccess: (_member, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: frontDeskKeys.tablet }),
  });

export const recordLessonCardTapMutationOptions = () =>
  mutationOptions({
    mutationKey: [...frontDeskKeys.tablet, 'recordLessonCardTap'],
    mutationFn: (input: LessonCardTapInput) =>
      unwrap(apiClient().POST('/api/tablet-attendance/card-taps', { body: input })),
    onSuccess: (_result, _input, _context, { client }) =>
      client.invalidateQueries({ queryKey: frontDeskKeys.tablet }),
  });

/** A new card for a holder; their card list and the staff list (card state) change. */
export const issueNfcCardMutationOptions = () =>
  mutationOptions({
    mutationKey: [...frontDeskKeys.cards, 'issueNfcCard'],
    mutationFn: (input: NfcCardIssueInput) => unwrap(apiClient().POST('/api/nfc-cards', { body: input })),
    onSuccess: (_card, _input, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: frontDeskKeys.cards }),
        client.invalidateQueries({ queryKey: frontDeskKeys.staffs }),
      ]),
  });

export const disableNfcCardMutationOptions = () =>
  mutationOptions({
    mutationKey: [...frontDeskKeys.cards, 'disableNfcCard'],
    mutationFn: (id: number) => unwrap(apiClient().POST('/api/nfc-cards/{id}/disable', byId(id))),
    onSuccess: (_card, _input, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: frontDeskKeys.cards }),
        client.invalidateQueries({ queryKey: frontDeskKeys.staffs }),
      ]),
  });

export const useMarkLessonAttendance = () => useMutation(markLessonAttendanceMutationOptions());
export const useClearLessonAttendance = () => useMutation(clearLessonAttendanceMutationOptions());
export const useRecordLessonCardTap = () => useMutation(recordLessonCardTapMutationOptions());
export const useIssueNfcCard = () => useMutation(issueNfcCardMutationOptions());
export const useDisableNfcCard = () => useMutation(disableNfcCardMutationOptions());
