import { mutationOptions, type QueryClient, useMutation, useQuery } from '@tanstack/react-query';
import * as op from '../generated/operations.ts';
import type { components } from '../generated/schema.ts';
import { familyKeys } from './family.ts';
import { byIdPath, mutation, query, queryKeyOf } from './operation.ts';

// キャンセル待ち in マイページ (issue 31): the members' waiting lists, joining a line, and the answer to an offered
// seat. Every change reads the list again; an accepted seat is a class of the member, so ホーム and the account's
// members (their classes) are read again too.

export type FamilyWaitlist = components['schemas']['FamilyWaitlist'];
export type FamilyWaitlistEntry = components['schemas']['FamilyWaitlistEntry'];
export type FamilyWaitlistOpening = components['schemas']['FamilyWaitlistOpening'];

export const familyWaitlistKeys = {
  list: () => queryKeyOf(op.listFamilyWaitlist),
};

export const listFamilyWaitlistQueryOptions = () => query(op.listFamilyWaitlist);
export const useFamilyWaitlist = () => useQuery(listFamilyWaitlistQueryOptions());

const invalidateList = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: familyWaitlistKeys.list() });

export const joinFamilyWaitlistMutationOptions = () =>
  mutationOptions({
    ...mutation(op.joinFamilyWaitlist, (body: components['schemas']['FamilyWaitlistInput']) => ({ body })),
    onSuccess: (_entry, _input, _result, { client }) => invalidateList(client),
  });

/** 受ける: `movesFrom`, a class of the member's, makes it a move (曜日変更) out of that class. */
export interface AcceptFamilyWaitlistOfferVariables {
  id: number;
  movesFrom?: number | null;
}

export const acceptFamilyWaitlistOfferMutationOptions = () =>
  mutationOptions({
    ...mutation(op.acceptFamilyWaitlistOffer, ({ id, movesFrom }: AcceptFamilyWaitlistOfferVariables) => ({
      path: { id },
      body: { moves_from_class_id: movesFrom ?? null },
    })),
    onSuccess: (_acceptance, _id, _result, { client }) =>
      Promise.all([
        invalidateList(client),
        client.invalidateQueries({ queryKey: familyKeys.home() }),
        client.invalidateQueries({ queryKey: familyKeys.me() }),
      ]),
  });

export const declineFamilyWaitlistOfferMutationOptions = () =>
  mutationOptions({
    ...mutation(op.declineFamilyWaitlistOffer, byIdPath),
    onSuccess: (_answer, _id, _result, { client }) => invalidateList(client),
  });

export const leaveFamilyWaitlistMutationOptions = () =>
  mutationOptions({
    ...mutation(op.leaveFamilyWaitlist, byIdPath),
    onSuccess: (_answer, _id, _result, { client }) => invalidateList(client),
  });

export const useJoinFamilyWaitlist = () => useMutation(joinFamilyWaitlistMutationOptions());
export const useAcceptFamilyWaitlistOffer = () => useMutation(acceptFamilyWaitlistOfferMutationOptions());
export const useDeclineFamilyWaitlistOffer = () => useMutation(declineFamilyWaitlistOfferMutationOptions());
export const useLeaveFamilyWaitlist = () => useMutation(leaveFamilyWaitlistMutationOptions());
