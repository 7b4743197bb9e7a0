import { mutationOptions, type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { lessonKeys } from './classes.ts';
import { frontDeskKeys } from './frontDesk.ts';
import { byIdPath, mutation, type ParamsOf, query, queryKeyOf } from './operation.ts';
import { preRegistrationKeys } from './preRegistrations.ts';

// 体験 (issue 29): a pre-registration's trial lesson, the lessons with a free seat to book it into, the coach's
// result and the outcome. Every rule (the seat, the lock, the conversion) is the server's. A write refreshes the
// trials, the day's lessons (their seats) and the pre-registrations (an outcome moves the application).

type Schemas = components['schemas'];

export type TrialLesson = Schemas['TrialLesson'];
export type TrialLessonInput = Schemas['TrialLessonInput'];
export type TrialSlot = Schemas['TrialSlot'];
export type TrialResultInput = Schemas['TrialResultInput'];
export type TrialOutcomeInput = Schemas['TrialOutcomeInput'];
export type ListTrialLessonsParams = NonNullable<ParamsOf<'listTrialLessons'>['query']>;
export type ListTrialSlotsParams = NonNullable<ParamsOf<'listTrialSlots'>['query']>;

const refreshTrials = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: queryKeyOf(op.listTrialLessons) }),
    client.invalidateQueries({ queryKey: queryKeyOf(op.listTrialSlots) }),
    client.invalidateQueries({ queryKey: lessonKeys.all }),
    client.invalidateQueries({ queryKey: preRegistrationKeys.all }),
    // The tablet's roll lists the lesson's trials with their result.
    client.invalidateQueries({ queryKey: frontDeskKeys.tablet }),
  ]);

export const listTrialLessonsQueryOptions = (params: ListTrialLessonsParams = {}) =>
  query(op.listTrialLessons, { query: params });
export const useTrialLessons = (params: ListTrialLessonsParams = {}) =>
  useQuery(listTrialLessonsQueryOptions(params));

/** The lessons of the next weeks with a free seat, of the application's program. */
export const listTrialSlotsQueryOptions = (params: ListTrialSlotsParams) =>
  query(op.listTrialSlots, { query: params });
export const useTrialSlots = (params: ListTrialSlotsParams) => useQuery(listTrialSlotsQueryOptions(params));

export const bookTrialLessonMutationOptions = () =>
  mutationOptions({
    ...mutation(op.bookTrialLesson, (body: TrialLessonInput) => ({ body })),
    onSuccess: (_data, _variables, _result, { client }) => refreshTrials(client),
  });
export const useBookTrialLesson = () => useMutation(bookTrialLessonMutationOptions());

export const cancelTrialLessonMutationOptions = () =>
  mutationOptions({
    ...mutation(op.cancelTrialLesson, byIdPath),
    onSuccess: (_data, _variables, _result, { client }) => refreshTrials(client),
  });
export const useCancelTrialLesson = () => useMutation(cancelTrialLessonMutationOptions());

export interface TrialResultVariables extends TrialResultInput {
  id: number;
}

export const recordTrialResultMutationOptions = () =>
  mutationOptions({
    ...mutation(op.recordTrialResult, ({ id, ...body }: TrialResultVariables) => ({ path: { id }, body })),
    onSuccess: (_data, _variables, _result, { client }) => refreshTrials(client),
  });
export const useRecordTrialResult = () => useMutation(recordTrialResultMutationOptions());

export interface TrialOutcomeVariables extends TrialOutcomeInput {
  id: number;
}

export const decideTrialOutcomeMutationOptions = () =>
  mutationOptions({
    ...mutation(op.decideTrialOutcome, ({ id, ...body }: TrialOutcomeVariables) => ({ path: { id }, body })),
    onSuccess: (_data, _variables, _result, { client }) => refreshTrials(client),
  });
export const useDecideTrialOutcome = () => useMutation(decideTrialOutcomeMutationOptions());
