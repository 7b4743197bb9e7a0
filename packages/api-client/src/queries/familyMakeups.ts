import { mutationOptions, type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { familyKeys } from './family.ts';
import { mutation, query, queryKeyOf } from './operation.ts';

// 振替予約 on マイページ (issue 31): the members' credits, the lessons bookable with them and their bookings; booking
// and cancelling answer the envelope, whose message is the server's (the screen shows it as it is).

export type FamilyMakeupOptions = components['schemas']['FamilyMakeupOptions'];
export type FamilyMakeupLesson = components['schemas']['FamilyMakeupLesson'];
export type FamilyMakeupBooking = components['schemas']['FamilyMakeupBooking'];
export type FamilyMakeupInput = components['schemas']['FamilyMakeupInput'];

/** Seats change as other families book: the options are read again when the screen comes back. */
const OPTIONS_STALE_MS = 15_000;

export const getFamilyMakeupOptionsQueryOptions = () => ({
  ...query(op.getFamilyMakeupOptions),
  staleTime: OPTIONS_STALE_MS,
});
export const useFamilyMakeupOptions = () => useQuery(getFamilyMakeupOptionsQueryOptions());

/** A booking or a cancel changes the options (seats, credits) and ホーム's lessons. */
const refresh = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: queryKeyOf(op.getFamilyMakeupOptions) }),
    client.invalidateQueries({ queryKey: familyKeys.home() }),
  ]);

export const bookFamilyMakeupMutationOptions = () =>
  mutationOptions({
    ...mutation(op.bookFamilyMakeup, (body: FamilyMakeupInput) => ({ body }), 'envelope'),
    onSuccess: (_answer, _input, _result, { client }) => refresh(client),
  });

export const cancelFamilyMakeupBookingMutationOptions = () =>
  mutationOptions({
    ...mutation(op.cancelFamilyMakeupBooking, (id: number) => ({ path: { id } }), 'envelope'),
    onSuccess: (_answer, _input, _result, { client }) => refresh(client),
  });

export const useBookFamilyMakeup = () => useMutation(bookFamilyMakeupMutationOptions());
export const useCancelFamilyMakeupBooking = () => useMutation(cancelFamilyMakeupBookingMutationOptions());
