import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import { pollIntervals, staleTimes } from '../policy.ts';
import { attendanceKeys } from './attendance.ts';
import { byIdPath, mutation, query } from './operation.ts';

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

/** Keys the desk, the live events and the tests name; each is the generated key of its operation. */
export const frontDeskKeys = {
  welcome: attendanceKeys.welcome,
  status: attendanceKeys.status,
  tablet: ['tabletAttendance'] as const,
  cards: ['nfcCards'] as const,
  staffs: ['staffs'] as const,
};

/** The tablet and the desk's status follow the visits: fresh for a few seconds and polled as a fallback. */
const live = { staleTime: staleTimes.frontDeskLive, refetchInterval: pollIntervals.frontDeskLive } as const;

/** Everything the check-in/out display shows, in one answer (read right after the tap). */
export const getCustomerWelcomeQueryOptions = (customerId: number) =>
  queryOptions({ ...query(op.getCustomerWelcome, { path: { customerId } }), staleTime: 0 });

/** Who is inside now: refreshed by the store's `attendance.changed` events, polled as a fallback. */
export const getAttendanceStatusQueryOptions = () =>
  queryOptions({ ...query(op.getAttendanceStatus), ...live });

export const listTabletLessonsQueryOptions = (params: TabletLessonsParams = {}) =>
  queryOptions({ ...query(op.listTabletLessons, { query: params }), ...live });

export const listNfcCardsQueryOptions = (holderType: NfcCardHolderType, holderId: number) =>
  query(op.listNfcCards, { query: { holder_type: holderType, holder_id: holderId } });

export const listStaffsQueryOptions = () => query(op.listStaffs);

export const getStaffQueryOptions = (id: number) => query(op.getStaff, { path: { id } });

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

/** A mark, a cleared mark or a card tap on the tablet: the tablet's lessons are read again. */
const refreshTablet = (client: QueryClient) => client.invalidateQueries({ queryKey: frontDeskKeys.tablet });

export const markLessonAttendanceMutationOptions = () =>
  mutationOptions({
    ...mutation(op.markLessonAttendance, ({ classId, customerId, ...body }: LessonMarkVariables) => ({
      path: { classId, customerId },
      body,
    })),
    onSuccess: (_member, _input, _result, { client }) => refreshTablet(client),
  });

export const clearLessonAttendanceMutationOptions = () =>
  mutationOptions({
    ...mutation(
      op.clearLessonAttendance,
      ({ classId, customerId, date }: Omit<LessonMarkVariables, 'status'>) => ({
        path: { classId, customerId },
        query: { date },
      }),
    ),
    onSuccess: (_member, _input, _result, { client }) => refreshTablet(client),
  });

export const recordLessonCardTapMutationOptions = () =>
  mutationOptions({
    ...mutation(op.recordLessonCardTap, (input: LessonCardTapInput) => ({ body: input })),
    onSuccess: (_result, _input, _context, { client }) => refreshTablet(client),
  });

/** A card issued or disabled: the holder's card list and the staff list (card state) change. */
const refreshCards = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: frontDeskKeys.cards }),
    client.invalidateQueries({ queryKey: frontDeskKeys.staffs }),
  ]);

export const issueNfcCardMutationOptions = () =>
  mutationOptions({
    ...mutation(op.issueNfcCard, (input: NfcCardIssueInput) => ({ body: input })),
    onSuccess: (_card, _input, _result, { client }) => refreshCards(client),
  });

export const disableNfcCardMutationOptions = () =>
  mutationOptions({
    ...mutation(op.disableNfcCard, byIdPath),
    onSuccess: (_card, _input, _result, { client }) => refreshCards(client),
  });

export const useMarkLessonAttendance = () => useMutation(markLessonAttendanceMutationOptions());
export const useClearLessonAttendance = () => useMutation(clearLessonAttendanceMutationOptions());
export const useRecordLessonCardTap = () => useMutation(recordLessonCardTapMutationOptions());
export const useIssueNfcCard = () => useMutation(issueNfcCardMutationOptions());
export const useDisableNfcCard = () => useMutation(disableNfcCardMutationOptions());
