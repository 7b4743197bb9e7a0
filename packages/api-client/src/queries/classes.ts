import {
  mutationOptions,
  type QueryClient,
  queryOptions,
  useMutation,
  useQuery,
} from '@tanstack/react-query';
import { apiClient, byId, envelope, unwrap } from '../client.ts';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { mutation } from './operation.ts';
import type { QueryOf } from './types.ts';

// Classes (issue 14): the weekly timetable and the lane board, the lessons of a day and one lesson's change.
// One query and one hook per read, one mutation per write; every rule (double-booking, closed days) is the
// server's. A write refreshes the timetable and the lessons.

type Schemas = components['schemas'];

export type WeeklyClass = Schemas['WeeklyClass'];
export type WeeklyClassInput = Schemas['WeeklyClassInput'];
export type Lesson = Schemas['Lesson'];
export type LessonDay = Schemas['LessonDay'];
export type LessonExceptionInput = Schemas['LessonExceptionInput'];
export type ListClassesParams = QueryOf<'listClasses'>;
export type ListLessonsParams = QueryOf<'listLessons'>;
export type ClassRoster = Schemas['ClassRoster'];
export type ClassEnrollment = Schemas['ClassEnrollment'];
export type WaitlistEntry = Schemas['WaitlistEntry'];
export type EnrollmentInput = Schemas['EnrollmentInput'];
export type EnrollmentResult = Schemas['EnrollmentResult'];
export type EnrollmentQuote = Schemas['EnrollmentQuote'];
export type EnrollmentMoveInput = Schemas['EnrollmentMoveInput'];
export type ListClassEnrollmentsParams = QueryOf<'listClassEnrollments'>;
export type EndClassEnrollmentParams = QueryOf<'endClassEnrollment'>;
export type Absence = Schemas['Absence'];
export type AbsenceInput = Schemas['AbsenceInput'];
export type MakeupCredit = Schemas['MakeupCredit'];
export type MakeupBooking = Schemas['MakeupBooking'];
export type MakeupBookingInput = Schemas['MakeupBookingInput'];
export type ListAbsencesParams = QueryOf<'listAbsences'>;
export type ListMakeupBookingsParams = QueryOf<'listMakeupBookings'>;
export type PromotionTest = Schemas['PromotionTest'];
export type PromotionTestInput = Schemas['PromotionTestInput'];
export type PromotionResult = Schemas['PromotionResult'];
export type PromotionResultsInput = Schemas['PromotionResultsInput'];
export type ListPromotionTestsParams = QueryOf<'listPromotionTests'>;
export type MemberClasses = Schemas['MemberClasses'];
export type MemberClassEnrollment = Schemas['MemberClassEnrollment'];
export type MemberWaitlistEntry = Schemas['MemberWaitlistEntry'];
export type MemberGradeHistory = Schemas['MemberGradeHistory'];
export type GradeHistoryEntry = Schemas['GradeHistoryEntry'];
export type ListCustomerClassesParams = QueryOf<'listCustomerClasses'>;

export const classKeys = {
  all: ['classes'] as const,
  lists: () => [...classKeys.all, 'list'] as const,
  list: (params: ListClassesParams) => [...classKeys.lists(), params] as const,
  detail: (id: number) => [...classKeys.all, 'detail', id] as const,
  roster: (id: number, params: ListClassEnrollmentsParams) =>
    [...classKeys.all, 'roster', id, params] as const,
  /** A member's classes and waiting-list places (the customer record); under `all`, so any class write refreshes it. */
  member: (customerId: number, params: ListCustomerClassesParams) =>
    [...classKeys.all, 'member', customerId, params] as const,
};

export const makeupKeys = {
  all: ['makeups'] as const,
  absences: (params: ListAbsencesParams) => [...makeupKeys.all, 'absences', params] as const,
  credits: (customerId: number) => [...makeupKeys.all, 'credits', customerId] as const,
  bookings: (params: ListMakeupBookingsParams) => [...makeupKeys.all, 'bookings', params] as const,
};

export const promotionKeys = {
  all: ['promotionTests'] as const,
  list: (params: ListPromotionTestsParams) => [...promotionKeys.all, 'list', params] as const,
  results: (id: number) => [...promotionKeys.all, 'results', id] as const,
};

export const lessonKeys = {
  all: ['lessons'] as const,
  day: (params: ListLessonsParams) => [...lessonKeys.all, 'day', params] as const,
};

/** After a change to the timetable: the board, the class and the lessons are read again. */
const refreshTimetable = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: classKeys.all }),
    client.invalidateQueries({ queryKey: lessonKeys.all }),
  ]);

// Classes --------------------------------------------------------------------------------------------------

/** The timetable; with `weekday` and `facility_id`, the lane board's classes. */
export const listClassesQueryOptions = (params: ListClassesParams = {}) =>
  queryOptions({
    queryKey: classKeys.list(params),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/classes', { params: { query: params }, signal })),
  });
export const useClasses = (params: ListClassesParams = {}) => useQuery(listClassesQueryOptions(params));

export const getClassQueryOptions = (id: number) =>
  queryOptions({
    queryKey: classKeys.detail(id),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/classes/{id}', { ...byId(id), signal })),
  });
export const useClass = (id: number) => useQuery(getClassQueryOptions(id));

export const createClassMutationOptions = () =>
  mutationOptions({
    mutationKey: [...classKeys.all, 'createClass'],
    mutationFn: (input: WeeklyClassInput) => unwrap(apiClient().POST('/api/classes', { body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshTimetable(client),
  });
export const useCreateClass = () => useMutation(createClassMutationOptions());

/** A drag on the lane board sends the whole class with its new lane or time (409 when it clashes). */
export const updateClassMutationOptions = () =>
  mutationOptions({
    mutationKey: [...classKeys.all, 'updateClass'],
    mutationFn: ({ id, input }: { id: number; input: WeeklyClassInput }) =>
      unwrap(apiClient().PUT('/api/classes/{id}', { ...byId(id), body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshTimetable(client),
  });
export const useUpdateClass = () => useMutation(updateClassMutationOptions());

export const deleteClassMutationOptions = () =>
  mutationOptions({
    mutationKey: [...classKeys.all, 'deleteClass'],
    mutationFn: (id: number) => unwrap(apiClient().DELETE('/api/classes/{id}', byId(id))),
    onSuccess: (_data, _id, _result, { client }) => refreshTimetable(client),
  });
export const useDeleteClass = () => useMutation(deleteClassMutationOptions());

// Lessons --------------------------------------------------------------------------------------------------

/** The lessons of a day ('YYYY-MM-DD') with their booked and present counts; none on a closed day. */
export const listLessonsQueryOptions = (params: ListLessonsParams) =>
  queryOptions({
    queryKey: lessonKeys.day(params),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/lessons', { params: { query: params }, signal })),
  });
export const useLessons = (params: ListLessonsParams) => useQuery(listLessonsQueryOptions(params));

type LessonRef = { classId: number; date: string };
const lessonPath = ({ classId, date }: LessonRef) => ({ params: { path: { id: classId, date } } });

/** 休講 (managers) or 代行 / another lane or time for one lesson; the weekly class stays as it is. */
export const setLessonExceptionMutationOptions = () =>
  mutationOptions({
    mutationKey: [...lessonKeys.all, 'setLessonException'],
    mutationFn: ({ input, ...lesson }: LessonRef & { input: LessonExceptionInput }) =>
      unwrap(apiClient().PUT('/api/classes/{id}/lessons/{date}', { ...lessonPath(lesson), body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshTimetable(client),
  });
export const useSetLessonException = () => useMutation(setLessonExceptionMutationOptions());

export const clearLessonExceptionMutationOptions = () =>
  mutationOptions({
    mutationKey: [...lessonKeys.all, 'clearLessonException'],
    mutationFn: (lesson: LessonRef) =>
      envelope(apiClient().DELETE('/api/classes/{id}/lessons/{date}', lessonPath(lesson))),
    onSuccess: (_data, _input, _result, { client }) => refreshTimetable(client),
  });
export const useClearLessonException = () => useMutation(clearLessonExceptionMutationOptions());

// Enrolment ------------------------------------------------------------------------------------------------

/** Who is in a class today or later, its waiting list in order and its free seats. */
export const listClassEnrollmentsQueryOptions = (id: number, params: ListClassEnrollmentsParams = {}) =>
  queryOptions({
    queryKey: classKeys.roster(id, params),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient().GET('/api/classes/{id}/enrollments', { params: { path: { id }, query: params }, signal }),
      ),
  });
export const useClassEnrollments = (id: number, params: ListClassEnrollmentsParams = {}) =>
  useQuery(listClassEnrollmentsQueryOptions(id, params));

/** Enrols, or (with `join_waitlist`) waiting-lists when full; 409 when full otherwise. */
export const enrollInClassMutationOptions = () =>
  mutationOptions({
    mutationKey: [...classKeys.all, 'enrollInClass'],
    mutationFn: ({ classId, input }: { classId: number; input: EnrollmentInput }) =>
      unwrap(apiClient().POST('/api/classes/{id}/enrollments', { ...byId(classId), body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshTimetable(client),
  });
export const useEnrollInClass = () => useMutation(enrollInClassMutationOptions());

/**
 * What enrolling will create (issue 29): the contract (or the one held) and the first month's lines, asked while
 * the dialog's class and day change. A POST that writes nothing, so no refresh.
 */
export const quoteClassEnrollmentMutationOptions = () =>
  mutation(op.quoteClassEnrollment, ({ classId, customerId, startsOn }: QuoteRequest) => ({
    path: { id: classId },
    body: { customer_id: customerId, starts_on: startsOn },
  }));
export const useQuoteClassEnrollment = () => useMutation(quoteClassEnrollmentMutationOptions());
type QuoteRequest = { classId: number; customerId: number; startsOn: string | null };

type MemberOfClass = { classId: number; customerId: number };
const memberPath = ({ classId, customerId }: MemberOfClass) => ({ path: { id: classId, customerId } });

/** Ends an enrolment on `ends_on` (its last day), or takes the member off the waiting list. */
export const endClassEnrollmentMutationOptions = () =>
  mutationOptions({
    mutationKey: [...classKeys.all, 'endClassEnrollment'],
    mutationFn: ({ query, ...member }: MemberOfClass & { query?: EndClassEnrollmentParams }) =>
      envelope(
        apiClient().DELETE('/api/classes/{id}/enrollments/{customerId}', {
          params: { ...memberPath(member), query: query ?? {} },
        }),
      ),
    onSuccess: (_data, _input, _result, { client }) => refreshTimetable(client),
  });
export const useEndClassEnrollment = () => useMutation(endClassEnrollmentMutationOptions());

/** 曜日変更: the member moves to another class; both enrolments stay in the history. */
export const moveClassEnrollmentMutationOptions = () =>
  mutationOptions({
    mutationKey: [...classKeys.all, 'moveClassEnrollment'],
    mutationFn: ({ input, ...member }: MemberOfClass & { input: EnrollmentMoveInput }) =>
      unwrap(
        apiClient().POST('/api/classes/{id}/enrollments/{customerId}/move', {
          params: memberPath(member),
          body: input,
        }),
      ),
    onSuccess: (_data, _input, _result, { client }) => refreshTimetable(client),
  });
export const useMoveClassEnrollment = () => useMutation(moveClassEnrollmentMutationOptions());

/** 辞退: the member lets the offered seat go; the server offers it to the next in line (answers the new line). */
export const declineWaitlistOfferMutationOptions = () =>
  mutationOptions({
    mutationKey: [...classKeys.all, 'declineWaitlistOffer'],
    mutationFn: (member: MemberOfClass) =>
      envelope(
        apiClient().POST('/api/classes/{id}/waitlist/{customerId}/decline', { params: memberPath(member) }),
      ),
    onSuccess: (_data, _input, _result, { client }) => refreshTimetable(client),
  });
export const useDeclineWaitlistOffer = () => useMutation(declineWaitlistOfferMutationOptions());

/** The customer record's classes: running enrolments (with `include_ended`, the history) and waiting-list places. */
export const listCustomerClassesQueryOptions = (customerId: number, params: ListCustomerClassesParams = {}) =>
  queryOptions({
    queryKey: classKeys.member(customerId, params),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient().GET('/api/customers/{id}/classes', {
          params: { path: { id: customerId }, query: params },
          signal,
        }),
      ),
  });
export const useCustomerClasses = (customerId: number, params: ListCustomerClassesParams = {}) =>
  useQuery(listCustomerClassesQueryOptions(customerId, params));

// Absences and makeups -------------------------------------------------------------------------------------

/** After an absence or a makeup changes: the credits, the lists and the lessons' counts are read again. */
const refreshMakeups = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: makeupKeys.all }),
    client.invalidateQueries({ queryKey: lessonKeys.all }),
  ]);

export const listAbsencesQueryOptions = (params: ListAbsencesParams = {}) =>
  queryOptions({
    queryKey: makeupKeys.absences(params),
    queryFn: ({ signal }) => unwrap(apiClient().GET('/api/absences', { params: { query: params }, signal })),
  });
export const useAbsences = (params: ListAbsencesParams = {}) => useQuery(listAbsencesQueryOptions(params));

/** 欠席連絡: the answer's message says whether a makeup credit was given (the monthly quota). */
export const createAbsenceMutationOptions = () =>
  mutationOptions({
    mutationKey: [...makeupKeys.all, 'createAbsence'],
    mutationFn: (input: AbsenceInput) => envelope(apiClient().POST('/api/absences', { body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshMakeups(client),
  });
export const useCreateAbsence = () => useMutation(createAbsenceMutationOptions());

export const deleteAbsenceMutationOptions = () =>
  mutationOptions({
    mutationKey: [...makeupKeys.all, 'deleteAbsence'],
    mutationFn: (id: number) => envelope(apiClient().DELETE('/api/absences/{id}', byId(id))),
    onSuccess: (_data, _id, _result, { client }) => refreshMakeups(client),
  });
export const useDeleteAbsence = () => useMutation(deleteAbsenceMutationOptions());

/** A member's makeup credits with their status as of today (an expired one says so). */
export const listMakeupCreditsQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: makeupKeys.credits(customerId),
    queryFn: ({ signal }) =>
      unwrap(
        apiClient().GET('/api/makeup-credits', { params: { query: { customer_id: customerId } }, signal }),
      ),
  });
export const useMakeupCredits = (customerId: number) => useQuery(listMakeupCreditsQueryOptions(customerId));

export const listMakeupBookingsQueryOptions = (params: ListMakeupBookingsParams = {}) =>
  queryOptions({
    queryKey: makeupKeys.bookings(params),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/makeup-bookings', { params: { query: params }, signal })),
  });
export const useMakeupBookings = (params: ListMakeupBookingsParams = {}) =>
  useQuery(listMakeupBookingsQueryOptions(params));

export const createMakeupBookingMutationOptions = () =>
  mutationOptions({
    mutationKey: [...makeupKeys.all, 'createMakeupBooking'],
    mutationFn: (input: MakeupBookingInput) =>
      unwrap(apiClient().POST('/api/makeup-bookings', { body: input })),
    onSuccess: (_data, _input, _result, { client }) => refreshMakeups(client),
  });
export const useCreateMakeupBooking = () => useMutation(createMakeupBookingMutationOptions());

/** Cancels a makeup booking before its lesson; the credit comes back. */
export const cancelMakeupBookingMutationOptions = () =>
  mutationOptions({
    mutationKey: [...makeupKeys.all, 'cancelMakeupBooking'],
    mutationFn: (id: number) => envelope(apiClient().DELETE('/api/makeup-bookings/{id}', byId(id))),
    onSuccess: (_data, _id, _result, { client }) => refreshMakeups(client),
  });
export const useCancelMakeupBooking = () => useMutation(cancelMakeupBookingMutationOptions());

// Promotion tests ------------------------------------------------------------------------------------------

export const listPromotionTestsQueryOptions = (params: ListPromotionTestsParams = {}) =>
  queryOptions({
    queryKey: promotionKeys.list(params),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/promotion-tests', { params: { query: params }, signal })),
  });
export const usePromotionTests = (params: ListPromotionTestsParams = {}) =>
  useQuery(listPromotionTestsQueryOptions(params));

export const createPromotionTestMutationOptions = () =>
  mutationOptions({
    mutationKey: [...promotionKeys.all, 'createPromotionTest'],
    mutationFn: (input: PromotionTestInput) =>
      unwrap(apiClient().POST('/api/promotion-tests', { body: input })),
    onSuccess: (_data, _input, _result, { client }) =>
      client.invalidateQueries({ queryKey: promotionKeys.all }),
  });
export const useCreatePromotionTest = () => useMutation(createPromotionTestMutationOptions());

export const listPromotionResultsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: promotionKeys.results(id),
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/promotion-tests/{id}/results', { ...byId(id), signal })),
  });
export const usePromotionResults = (id: number) => useQuery(listPromotionResultsQueryOptions(id));

/** Pass/fail per member; a pass moves the member's grade (the customer record and the rosters change too). */
export const recordPromotionResultsMutationOptions = () =>
  mutationOptions({
    mutationKey: [...promotionKeys.all, 'recordPromotionResults'],
    mutationFn: ({ testId, input }: { testId: number; input: PromotionResultsInput }) =>
      unwrap(apiClient().POST('/api/promotion-tests/{id}/results', { ...byId(testId), body: input })),
    onSuccess: (_data, _input, _result, { client }) =>
      Promise.all([
        client.invalidateQueries({ queryKey: promotionKeys.all }),
        client.invalidateQueries({ queryKey: classKeys.all }),
        client.invalidateQueries({ queryKey: ['customers'] }),
      ]),
  });
export const useRecordPromotionResults = () => useMutation(recordPromotionResultsMutationOptions());

/** A member's current grade and its changes (who, when, which test), newest first. */
export const getCustomerGradeHistoryQueryOptions = (customerId: number) =>
  queryOptions({
    queryKey: [...promotionKeys.all, 'gradeHistory', customerId] as const,
    queryFn: ({ signal }) =>
      unwrap(apiClient().GET('/api/customers/{id}/grade-history', { ...byId(customerId), signal })),
  });
export const useCustomerGradeHistory = (customerId: number) =>
  useQuery(getCustomerGradeHistoryQueryOptions(customerId));
